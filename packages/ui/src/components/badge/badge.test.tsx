import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge, FilterBadge } from './badge.tsx';

describe('Badge', () => {
  it('should show its label', () => {
    render(<Badge>12 credits</Badge>);
    expect(screen.getByText('12 credits')).toBeInTheDocument();
  });
});

describe('FilterBadge', () => {
  it('should be a toggle button that reports presses', async () => {
    const onClick = vi.fn();
    render(
      <FilterBadge pressed={false} onClick={onClick}>
        Marketing
      </FilterBadge>,
    );
    const button = screen.getByRole('button', { name: 'Marketing' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
