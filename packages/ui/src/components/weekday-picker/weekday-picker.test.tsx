import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WeekdayPicker } from './weekday-picker.tsx';

describe('WeekdayPicker', () => {
  it.each([
    { given: ['wed'] as const, press: 'Monday', want: ['mon', 'wed'] },
    { given: ['sun', 'mon'] as const, press: 'Sunday', want: ['mon'] },
    { given: [] as const, press: 'Saturday', want: ['sat'] },
  ])('given $given, pressing $press should give $want, Monday first', async ({ given, press, want }) => {
    const onValueChange = vi.fn();
    render(<WeekdayPicker label="Days" value={given} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: press }));
    expect(onValueChange).toHaveBeenCalledWith(want);
  });

  it('should be a named group of seven days, toggled by keyboard, its refusal its description', async () => {
    const onValueChange = vi.fn();
    render(<WeekdayPicker label="Days" value={['fri']} onValueChange={onValueChange} error="Choose a day." />);
    const group = screen.getByRole('group', { name: 'Days' });
    expect(group).toHaveAccessibleDescription('Choose a day.');
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenCalledWith(['mon', 'fri']);
  });
});
