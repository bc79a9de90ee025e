import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  seededOwnListing,
  seededRefusedListing,
  seededSellOrganizations,
} from '@taskwell/mocks/fixtures/sell-listings';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../screens/testing/phone.tsx';
import type { SellListingView } from './sell-dialog.tsx';
import { SellDialog } from './sell-dialog.tsx';

const live: SellListingView = { ...seededOwnListing, problems: [] };
const refused: SellListingView = {
  ...seededRefusedListing,
  problems: seededRefusedListing.problems.map((found) => `${found.field}: ${found.message}`),
};
const audiences = [
  { value: 'public', label: 'Everyone (public)' },
  {
    label: 'Only the members of an organization',
    options: seededSellOrganizations.map((organization) => ({
      value: organization.organizationId,
      label: `Members of ${organization.name}`,
    })),
  },
];

const meta = {
  title: 'Creator/SellDialog',
  component: SellDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    listing: live,
    price: String(live.price),
    onPriceChange: fn(),
    priceFloor: seededOwnListing.priceFloor ?? 0,
    audiences,
    audience: 'public',
    onAudienceChange: fn(),
    onSave: fn(),
    onWithdraw: fn(),
    confirmingWithdrawal: false,
    onConfirmingWithdrawalChange: fn(),
  },
} satisfies Meta<typeof SellDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnSale: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sell in the AI Store' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('On sale in the AI Store.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw from sale' }));
    await expect(args.onConfirmingWithdrawalChange).toHaveBeenCalledWith(true);
  },
};

export const NeverListed: Story = {
  args: { listing: null, price: '', audiences: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sell in the AI Store' });
    await expect(within(dialog).getByRole('button', { name: 'Put on sale' })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('combobox', { name: 'Who can buy it' })).toBeNull();
  },
};

export const Reading: Story = { args: { listing: undefined, price: '' } };

export const Checking: Story = { args: { listing: { ...live, status: 'checking' }, busy: 'saving' } };

export const Refused: Story = {
  args: { listing: refused },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sell in the AI Store' });
    const problems = within(dialog).getByRole('list', { name: 'Problems found by the check' });
    await expect(within(problems).getAllByRole('listitem')).toHaveLength(refused.problems.length);
    await expect(within(dialog).queryByRole('button', { name: 'Withdraw from sale' })).toBeNull();
  },
};

export const InvalidPrice: Story = {
  args: {
    listing: null,
    price: '1',
    priceError: "The price must be at least 2 credits: what the task's AI steps cost per run.",
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sell in the AI Store' });
    await expect(within(dialog).getByLabelText(/^Price per run/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RefusedByPlan: Story = {
  name: 'Error',
  args: {
    listing: null,
    refusal: { message: 'Selling in the AI Store comes with the Creator plan.', plansHref: '#/pricing' },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sell in the AI Store' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('comes with the Creator plan. See the plans');
  },
};

export const PriceRise: Story = {
  args: { listing: { ...live, priceChangeText: 'the price goes up to 9 credits a run on 4 Dec 2026' } },
};

export const LongText: Story = {
  args: {
    listing: {
      ...refused,
      problems: [
        'description: The description names a result (a board-pack narrative for multi-entity holding companies with regional subsidiaries and their quarterly consolidated statements) that no step makes.',
      ],
    },
  },
};

export const ConfirmWithdrawal: Story = { args: { confirmingWithdrawal: true } };

export const Phone: Story = { globals: phoneGlobals, args: { listing: refused } };
