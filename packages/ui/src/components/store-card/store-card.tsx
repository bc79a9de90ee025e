import { formatCredits } from '@taskwell/domain';
import type { ReactNode } from 'react';
import * as styles from './store-card.css.ts';
import { StoreFiguresSummary } from './store-figures.tsx';
import type { StoreFigures } from './store-figures-text.ts';

/** Renders the link to a listing; the app passes its router's link (a plain `<a>` otherwise). */
export type StoreLinkRenderer = (href: string, children: ReactNode) => ReactNode;

/** What a store card shows of a listing. */
export interface StoreCardListing {
  listingId: string;
  name: string;
  heading: string;
  creatorName: string;
  /** The listing's picture (decorative: the name says what it is). */
  imageSrc?: string | null | undefined;
  /** Credits a run. */
  price: number;
  figures: StoreFigures;
}

/** Props of {@link StoreCard}. */
export interface StoreCardProps {
  listing: StoreCardListing;
  /** Where the name leads: the listing's page. */
  href: string;
  renderLink?: StoreLinkRenderer | undefined;
  /** The heading level of the name, under the page's own headings (default 2). */
  headingLevel?: 2 | 3 | 4;
}

export const plainLink: StoreLinkRenderer = (href, children) => <a href={href}>{children}</a>;

/** A listing of the AI Store: picture, name (a link), heading, creator, price and figures. */
export function StoreCard({ listing, href, renderLink = plainLink, headingLevel = 2 }: StoreCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={styles.card}>
      {listing.imageSrc ? <img className={styles.image} src={listing.imageSrc} alt="" /> : null}
      <Heading className={styles.name}>{renderLink(href, listing.name)}</Heading>
      <p className={styles.line}>{listing.heading}</p>
      <p className={styles.muted}>By {listing.creatorName}</p>
      <p className={styles.line}>
        <strong>{formatCredits(listing.price)}</strong> a run
      </p>
      <StoreFiguresSummary figures={listing.figures} />
    </li>
  );
}
