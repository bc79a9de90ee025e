import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl, Switch } from './switch.tsx';

describe('Switch', () => {
  it('should toggle by click and by Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Default payment" checked={false} onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Default payment' });
    await user.click(control);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    control.focus();
    await user.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
  });
});

function Cycle() {
  const [value, setValue] = useState<'monthly' | 'annual'>('monthly');
  return (
    <SegmentedControl
      label="Billing cycle"
      value={value}
      onValueChange={setValue}
      options={[
        { value: 'monthly', label: 'Monthly' },
        { value: 'annual', label: 'Annual' },
      ]}
    />
  );
}

describe('SegmentedControl', () => {
  it('should switch Monthly to Annual and never end with no choice', async () => {
    const user = userEvent.setup();
    render(<Cycle />);
    const annual = screen.getByRole('radio', { name: 'Annual' });
    await user.click(annual);
    expect(annual).toBeChecked();
    await user.click(annual);
    expect(annual).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
  });
});
