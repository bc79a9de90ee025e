import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert, Loader } from './alert.tsx';

describe('Alert', () => {
  it.each([
    { tone: 'critical' as const, role: 'alert' },
    { tone: 'info' as const, role: 'status' },
    { tone: 'positive' as const, role: 'status' },
  ])('a $tone alert should have the $role role', ({ tone, role }) => {
    render(
      <Alert tone={tone} title="Heads up">
        Body
      </Alert>,
    );
    expect(screen.getByRole(role)).toHaveTextContent('Heads upBody');
  });
});

describe('Loader', () => {
  it('should be a named status', () => {
    render(<Loader label="Loading tasks" />);
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
  });

  it('should show its label when asked', () => {
    render(<Loader label="Loading tasks" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tasks');
  });
});
