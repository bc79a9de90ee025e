import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from './switch.tsx';

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
