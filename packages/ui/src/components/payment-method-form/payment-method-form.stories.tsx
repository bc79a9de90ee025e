import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type PaymentMethodChoice, PaymentMethodForm, type PaymentMethodFormProps } from './payment-method-form.tsx';

function Demo(props: Omit<PaymentMethodFormProps, 'value' | 'onChange'> & { initial?: PaymentMethodChoice }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<PaymentMethodChoice>(initial ?? { default: true, subscription: true });
  return <PaymentMethodForm {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Payments/PaymentMethodForm',
  component: Demo,
  args: { hasSubscription: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §5: with both toggles off, the confirm button is disabled. */
export const BothOffDisablesConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: 'Continue to card details' });
    await expect(confirm).toBeEnabled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Use it as my default payment method' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Use it for my subscription' }));
    await expect(confirm).toBeDisabled();
  },
};

export const NoSubscription: Story = { args: { hasSubscription: false } };

export const Busy: Story = { args: { busy: true } };

export const Failed: Story = {
  args: { error: 'Payments are not set up on this Taskwell installation yet, so cards cannot be changed here.' },
};
