import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SegmentedControl } from './segmented-control.tsx';

function CycleDemo() {
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

const meta = { title: 'Forms/SegmentedControl', component: CycleDemo } satisfies Meta<typeof CycleDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MonthlyAnnual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const annual = canvas.getByRole('radio', { name: 'Annual' });
    await userEvent.click(annual);
    await expect(annual).toBeChecked();
    await expect(annual.closest('label')).toHaveStyle({ cursor: 'pointer' });
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
  },
};

/** Native radios: one tab stop, and the arrow keys move the choice. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Annual' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  },
};
