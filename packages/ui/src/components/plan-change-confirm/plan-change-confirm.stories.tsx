import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanChangeConfirm } from './plan-change-confirm.tsx';

const meta = {
  title: 'Payments/PlanChangeConfirm',
  component: PlanChangeConfirm,
  args: {
    children: <p>Move from Discovery to Explorer now. Your next invoices are for Explorer, $9 a month.</p>,
    confirmLabel: 'Upgrade',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PlanChangeConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §5: the confirm button waits for the cost. */
export const UpgradeCostLoading: Story = {
  args: { cost: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upgrade' })).toBeDisabled();
  },
};

export const UpgradeCostReady: Story = {
  args: { cost: { state: 'ready', amountCents: 583 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$5.83')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const UpgradeCostFailed: Story = {
  args: {
    cost: { state: 'failed', message: 'The cost of the upgrade could not be worked out. Try again in a moment.' },
  },
};

export const UpgradeDeclined: Story = {
  args: {
    cost: { state: 'ready', amountCents: 583 },
    error: 'Your card was declined, so your plan did not change. Update your payment details and try again.',
  },
};

export const Busy: Story = { args: { cost: { state: 'ready', amountCents: 583 }, busy: true } };

export const Downgrade: Story = {
  args: {
    children: <p>Move from Explorer to Discovery at the end of this period, on 01/31/2027.</p>,
    confirmLabel: 'Downgrade',
  },
};

export const Cancel: Story = {
  args: {
    children: <p>Your subscription ends on 01/31/2027; then you are on the Free plan.</p>,
    confirmLabel: 'Cancel subscription',
  },
};

export const ContinueSubscription: Story = {
  args: {
    children: <p>Keep Explorer after 01/31/2027 and drop the change to Discovery.</p>,
    confirmLabel: 'Continue Subscription',
    cancelLabel: 'Not now',
  },
};
