import type { ReactNode } from 'react';
import { Alert } from '../alert/alert.tsx';
import * as styles from './store-card.css.ts';
import { plainLink, StoreCard, type StoreCardListing, type StoreLinkRenderer } from './store-card.tsx';

/** Props of {@link StoreCardGrid}. */
export interface StoreCardGridProps {
  listings: readonly StoreCardListing[];
  /** The address of a listing's page. */
  hrefOf: (listing: StoreCardListing) => string;
  renderLink?: StoreLinkRenderer | undefined;
  /** The first page is on its way: placeholder cards stand in, marked busy. */
  loading?: boolean | undefined;
  /** What went wrong reading the listings; shown instead of the cards. */
  error?: ReactNode;
  /** What to say when there is no listing (a search with no match, an empty store). */
  empty: ReactNode;
}

const placeholders = ['first', 'second', 'third'] as const;

/** The cards of the AI Store in a grid (one column on a phone), with its loading, error and empty states. */
export function StoreCardGrid({ listings, hrefOf, renderLink = plainLink, loading, error, empty }: StoreCardGridProps) {
  if (error) {
    return (
      <Alert tone="critical" title="The store could not be read">
        {error}
      </Alert>
    );
  }
  if (loading && listings.length === 0) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Loading tasks">
        {placeholders.map((key) => (
          <li key={key} className={styles.card}>
            <span className={styles.placeholder} />
            <span className={`${styles.placeholder} ${styles.short}`} />
            <span className={styles.placeholder} />
          </li>
        ))}
      </ul>
    );
  }
  if (listings.length === 0) return <Alert tone="info">{empty}</Alert>;
  return (
    <ul className={styles.grid}>
      {listings.map((listing) => (
        <StoreCard key={listing.listingId} listing={listing} href={hrefOf(listing)} renderLink={renderLink} />
      ))}
    </ul>
  );
}
