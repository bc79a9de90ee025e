import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { UpgradeDialog } from './upgrade-dialog.tsx';

const meta = {
  title: 'Tasks/UpgradeDialog',
  component: UpgradeDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    taskName: 'Brief from a PDF',
    planName: 'Creator',
    currentPlan: 'Free',
    pricingHref: '#pricing',
  },
} satisfies Meta<typeof UpgradeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LowestPlan: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Plan' });
    await expect(dialog).toHaveTextContent('Upgrade to Creator or a higher plan');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NoPlanOffersIt: Story = { args: { planName: undefined } };

export const Light: Story = { globals: { theme: 'light' } };
