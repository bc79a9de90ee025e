import { seededStoreListings } from '@taskwell/mocks/fixtures/store';
import type { StoreCardListing } from '../../components/store-card/store-card.tsx';

/** The mocks' seeded listings of the public AI Store, as the store page gives them to its cards. */
export const storeListings: StoreCardListing[] = seededStoreListings.map((listing) => ({
  listingId: listing.listingId,
  name: listing.card.name,
  heading: listing.card.heading,
  creatorName: listing.card.creatorName,
  imageSrc: null,
  price: listing.price,
  figures: listing.figures,
}));

/** A listing whose every text is as long as a creator may make it. */
export const longListing: StoreCardListing = {
  listingId: 'long',
  name: 'Quarterly board-pack narrative writer for multi-entity holding companies with regional subsidiaries',
  heading:
    'Turns the finance team’s spreadsheets, the CEO’s notes and last quarter’s pack into a first draft of every section',
  creatorName: 'Maximiliane Wolkenstein-Oberhausen-Grünfeld',
  price: 12_500,
  figures: {
    runs: 1_204_551,
    ratingUp: 9_812,
    ratingDown: 177,
    rating: 0.982,
    successRate30d: 0.999,
    medianRunSeconds: 3_960,
  },
};

/** The store's categories with the count of listings in each, as the store API sums them. */
export const storeCategories = [
  ...seededStoreListings
    .reduce(
      (counts, listing) => counts.set(listing.card.category, (counts.get(listing.card.category) ?? 0) + 1),
      new Map<string, number>(),
    )
    .entries(),
].map(([name, count]) => ({ name, count }));
