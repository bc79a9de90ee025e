import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  seededOwnListing,
  seededRefusedListing,
  seededSellOrganizations,
} from '@taskwell/mocks/fixtures/sell-listings';
import { expect, fn, screen, within } from 'storybook/test';
import { Alert } from '../components/alert/alert.tsx';
import { SellDialog, type SellListingView } from '../components/sell-dialog/sell-dialog.tsx';
import { phoneGlobals } from './testing/phone.tsx';

const viewOf = (listing: typeof seededOwnListing): SellListingView => ({
  status: listing.status,
  version: listing.version,
  price: listing.price,
  problems: listing.problems.map((found) => `${found.field}: ${found.message}`),
});
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
  title: 'Screens/Sell dialog',
  component: SellDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    listing: viewOf(seededOwnListing),
    price: String(seededOwnListing.price),
    onPriceChange: fn(),
    priceFloor: seededOwnListing.priceFloor ?? 0,
    audiences,
    audience: 'public',
    onAudienceChange: fn(),
    terms: (
      <Alert tone="info" title="Before you sell">
        You keep 70 % of each run's price as earned credits, paid out monthly once you set up payouts.
      </Alert>
    ),
    onSave: fn(),
    onWithdraw: fn(),
    confirmingWithdrawal: false,
    onConfirmingWithdrawalChange: fn(),
  },
} satisfies Meta<typeof SellDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Sell in the AI Store' });

export const OnSale: Story = {
  play: async () => {
    await expect(within(await dialog()).getByRole('status')).toHaveTextContent('On sale in the AI Store.');
  },
};

export const Empty: Story = {
  name: 'Never listed',
  args: { listing: null, price: '' },
  play: async () => {
    await expect(within(await dialog()).getByText('Before you sell')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { listing: undefined, price: '' } };

export const ErrorState: Story = {
  name: 'Error',
  args: { listing: null, refusal: { message: 'Taskwell could not be reached. Please try again.' } },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('Taskwell could not be reached.');
  },
};

export const Refused: Story = { args: { listing: viewOf(seededRefusedListing) } };

export const Phone: Story = { globals: phoneGlobals, args: { listing: viewOf(seededRefusedListing) } };
