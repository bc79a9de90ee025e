import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper, type StepperStep } from './stepper.tsx';

const steps = (icons: StepperStep['icon'][], active: number): StepperStep[] =>
  icons.map((icon, index) => ({ icon, done: icon === 'check', active: index + 1 === active }));

describe('Stepper', () => {
  it('should list each step, mark the active one and say what it is doing', () => {
    render(<Stepper label="Run progress" steps={steps(['check', 'spinner', 'flag'], 2)} />);
    const list = screen.getByRole('list', { name: 'Run progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.map((item) => item.textContent)).toEqual([
      'Step 1 of 3: done',
      'Step 2 of 3: working',
      'Step 3 of 3: to do',
    ]);
  });

  it.each([
    { icons: ['check', 'error'] as const, active: 2, want: 'Step 2 of 2: failed' },
    { icons: ['check', 'cancelled', 'flag'] as const, active: 2, want: 'Step 2 of 3: cancelled' },
    { icons: ['check', 'user', 'flag'] as const, active: 2, want: 'Step 2 of 3: waiting for your input' },
    { icons: ['check'] as const, active: 0, want: 'Step 1 of 1: done' },
  ])('should speak the $want state', ({ icons, active, want }) => {
    render(<Stepper label="Run progress" steps={steps([...icons], active)} />);
    expect(screen.getByText(want)).toBeInTheDocument();
  });

  it('should render nothing in the list before the run has steps', () => {
    render(<Stepper label="Run progress" steps={[]} />);
    expect(within(screen.getByRole('list')).queryAllByRole('listitem')).toHaveLength(0);
  });
});
