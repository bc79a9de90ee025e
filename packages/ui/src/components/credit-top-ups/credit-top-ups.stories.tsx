import type { Meta, StoryObj } from '@storybook/react-vite';
import { creditPackages } from '@taskwell/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreditTopUps } from './credit-top-ups.tsx';

const offers = creditPackages.map((offer) => ({ ...offer, productId: `prod_credits_${offer.credits}` }));

const meta = {
  title: 'Payments/CreditTopUps',
  component: CreditTopUps,
  args: { offers, onBuy: fn() },
} satisfies Meta<typeof CreditTopUps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Buy 25 credits/ }));
    await expect(args.onBuy).toHaveBeenCalledWith(expect.objectContaining({ credits: 25, priceCents: 500 }));
  },
};

export const Preparing: Story = { args: { pendingProductId: 'prod_credits_100' } };
