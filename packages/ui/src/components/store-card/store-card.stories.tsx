import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longListing, storeListings } from '../../screens/testing/store-listings.ts';
import { StoreCardGrid } from './store-card-grid.tsx';

const meta = {
  title: 'Store/StoreCardGrid',
  component: StoreCardGrid,
  args: {
    listings: storeListings,
    hrefOf: (listing) => `#/ai-store/${listing.listingId}`,
    empty: 'No task is on sale here yet.',
  },
} satisfies Meta<typeof StoreCardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(storeListings.length);
    await expect(canvas.getByRole('link', { name: 'Meeting notes digest' })).toHaveAttribute(
      'href',
      '#/ai-store/5a0c1f52-7b4e-4d0a-9c1e-0f7a2b3c4d01',
    );
    await expect(canvas.getByText('92 % positive · 25 ratings')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { listings: [], empty: 'No task matches “tax return”.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No task matches “tax return”.');
  },
};

export const Loading: Story = {
  args: { listings: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Loading tasks' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The service is busy. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The store could not be read');
  },
};

export const LongText: Story = { args: { listings: [longListing, ...storeListings.slice(0, 2)] } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  args: { listings: [longListing, ...storeListings.slice(0, 2)] },
  play: async ({ canvasElement }) => {
    // One column on a phone: the cards are as wide as the list, nothing scrolls sideways.
    const list = within(canvasElement).getByRole('list');
    const [first] = within(list).getAllByRole('listitem');
    await expect(first?.getBoundingClientRect().width).toBe(list.getBoundingClientRect().width);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
