import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './segmented-control.tsx';

function Cycle() {
  const [value, setValue] = useState<'monthly' | 'annual'>('monthly');
  return (
    <>
      <SegmentedControl
        label="Billing cycle"
        value={value}
        onValueChange={setValue}
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'annual', label: 'Annual' },
        ]}
      />
      <output>{value}</output>
    </>
  );
}

describe('SegmentedControl', () => {
  it('should switch Monthly to Annual and never end with no choice', async () => {
    const user = userEvent.setup();
    render(<Cycle />);
    expect(screen.getByRole('radiogroup', { name: 'Billing cycle' })).toBeInTheDocument();
    const annual = screen.getByRole('radio', { name: 'Annual' });
    await user.click(annual);
    expect(annual).toBeChecked();
    await user.click(annual);
    expect(annual).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('annual');
  });
});
