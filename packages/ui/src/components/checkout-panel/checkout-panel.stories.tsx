import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CheckoutPanel } from './checkout-panel.tsx';

const meta = {
  title: 'Payments/CheckoutPanel',
  component: CheckoutPanel,
  args: { state: { state: 'preparing' }, onClose: fn(), onRetry: fn() },
} satisfies Meta<typeof CheckoutPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = {};

/** The payment provider's form goes where this placeholder is. */
export const Paying: Story = {
  args: {
    state: { state: 'paying' },
    children: (
      <div style={{ padding: '1rem', border: '1px dashed currentColor', borderRadius: '0.5rem' }}>
        The embedded checkout form
      </div>
    ),
  },
};

export const Confirming: Story = { args: { state: { state: 'confirming' } } };

/** spec §8: the complete dialog. */
export const Complete: Story = {
  args: { state: { state: 'finished', outcome: { status: 'complete', email: 'ada@example.com' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Thank you for your purchase ada@example.com',
    );
  },
};

export const CardSaved: Story = {
  args: {
    purpose: 'card',
    state: { state: 'finished', outcome: { status: 'complete', email: 'ada@example.com' } },
  },
};

/** Every other status has its own message (the seed showed a placeholder). */
export const NotCompleted: Story = { args: { state: { state: 'finished', outcome: { status: 'open' } } } };

export const Expired: Story = { args: { state: { state: 'finished', outcome: { status: 'expired' } } } };

export const Unconfirmed: Story = { args: { state: { state: 'finished', outcome: { status: 'unconfirmed' } } } };

export const Failed: Story = {
  args: {
    state: {
      state: 'failed',
      message: 'The payment service did not answer, so the checkout could not start. Nothing was charged.',
    },
  },
};
