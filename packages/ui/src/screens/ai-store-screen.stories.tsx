import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Select } from '../components/select/select.tsx';
import type { StoreCardListing } from '../components/store-card/store-card.tsx';
import { StoreCardGrid } from '../components/store-card/store-card-grid.tsx';
import { TextInput } from '../components/text-input/text-input.tsx';
import { Title } from '../components/typography/typography.tsx';
import { phoneGlobals, phoneWidth } from './testing/phone.tsx';
import { longListing, storeCategories, storeListings } from './testing/store-listings.ts';

interface AiStoreScreenProps {
  listings: readonly StoreCardListing[];
  query?: string;
  loading?: boolean;
  error?: string;
}

const sorts = [
  { value: 'popular', label: 'Popular' },
  { value: 'rating', label: 'Rating' },
  { value: 'newest', label: 'Newest' },
];

/** The AI Store page of the studio as its route composes it, fed by the mocks. */
function AiStoreScreen({ listings, query = '', loading, error }: AiStoreScreenProps) {
  const [sort, setSort] = useState('popular');
  return (
    <section style={{ display: 'grid', gap: '1rem' }}>
      <Title order={1}>AI Store</Title>
      <search style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' }}>
        <TextInput label="Search tasks" type="search" defaultValue={query} />
        <div style={{ minWidth: '12rem' }}>
          <Select label="Sort by" options={sorts} value={sort} onValueChange={setSort} />
        </div>
      </search>
      <nav aria-label="Categories" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <a href="#all" aria-current="page">
          All ({storeListings.length})
        </a>
        {storeCategories.map((category) => (
          <a key={category.name} href={`#${category.name}`}>
            {category.name} ({category.count})
          </a>
        ))}
      </nav>
      <StoreCardGrid
        listings={listings}
        hrefOf={(listing) => `#/ai-store/${listing.listingId}`}
        loading={loading}
        error={error}
        empty={
          <>
            {query ? `No task matches “${query}”.` : 'No task is on sale here yet.'}{' '}
            {query ? <a href="#/ai-store">Clear the search</a> : null}
          </>
        }
      />
    </section>
  );
}

const meta = {
  title: 'Screens/AI Store',
  component: AiStoreScreen,
  args: { listings: storeListings },
} satisfies Meta<typeof AiStoreScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Store' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(storeListings.length);
  },
};

export const NoResults: Story = {
  name: 'No results',
  args: { listings: [], query: 'tax return' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No task matches “tax return”.');
    await expect(canvas.getByRole('link', { name: 'Clear the search' })).toBeInTheDocument();
  },
};

export const EmptyStore: Story = {
  name: 'Empty store',
  args: { listings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No task is on sale here yet.');
  },
};

export const Loading: Story = { args: { listings: [], loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The service is busy. Try again in a minute.' },
};

export const LongText: Story = { args: { listings: [longListing, ...storeListings] } };

export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phoneWidth],
  args: { listings: [longListing, ...storeListings] },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await expect(section?.scrollWidth).toBeLessThanOrEqual(390);
  },
};
