import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { PaymentDetails } from './payment-details.tsx';

const meta = {
  title: 'Payments/PaymentDetails',
  component: PaymentDetails,
  args: {
    defaultLast4: '4242',
    subscriptionLast4: '4242',
    owedBalanceCents: 0,
    action: <Button variant="outline">Modify Payment Details</Button>,
  },
} satisfies Meta<typeof PaymentDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BothCards: Story = {};

/** spec §8: the messages when nothing is saved. */
export const NothingSaved: Story = {
  args: { defaultLast4: null, subscriptionLast4: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No default payment found')).toBeVisible();
    await expect(canvas.getByText('No subscription payment details found')).toBeVisible();
  },
};

export const OwedBalance: Story = { args: { subscriptionLast4: '0005', owedBalanceCents: 123456 } };
