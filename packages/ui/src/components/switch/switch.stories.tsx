import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SegmentedControl, Switch } from './switch.tsx';

function SwitchDemo({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <Switch label="Update the subscription's payment method" checked={on} onCheckedChange={setOn} disabled={disabled} />
  );
}

const meta = { title: 'Forms/Switch', component: SwitchDemo } satisfies Meta<typeof SwitchDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.click(control);
    await expect(control).toBeChecked();
  },
};
export const Disabled: Story = { args: { disabled: true } };

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

export const MonthlyAnnual: StoryObj<typeof CycleDemo> = {
  render: () => <CycleDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Annual' })).toHaveFocus();
  },
};
