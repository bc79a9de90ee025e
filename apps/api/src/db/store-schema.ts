import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, createdAt } from './core-schema.ts';
import { creatorTasks } from './creator-schema.ts';

// The AI Store (issue 26): creators sell runs of their published tasks, never the definitions.
// A listing names the exact version it sells; a run of it keeps the price it started with in
// runs.fee and names the listing in runs.listing_id, which its payout reads when it completes.

/** Where a listing may be seen: by everyone, or by one organization's members. */
export type ListingVisibility = 'public' | 'organization';

/** A listing's state: being checked, on sale, refused by the check, or taken off sale by its owner. */
export type ListingStatus = 'checking' | 'live' | 'refused' | 'withdrawn';

/** A problem the check found, per field of the card (or `sample` for the sample run). */
export interface ListingProblem {
  /** The field: `name`, `heading`, `description`, `category` or `sample`. */
  field: string;
  /** Why, in words. */
  message: string;
}

/** The card as it was when listed, kept for search without reading the definition. */
export interface ListingCard {
  name: string;
  heading: string;
  description: string;
  category: string;
  imageName: string;
  /** The creator's name as buyers see it. */
  creatorName: string;
}

/** PostgreSQL's text search document. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One listing per creator task. */
export const storeListings = pgTable(
  'store_listings',
  {
    /** A UUID v7 (db/row-ids.ts). */
    id: text('id').primaryKey(),
    creatorTaskId: text('creator_task_id')
      .notNull()
      .references(() => creatorTasks.id, { onDelete: 'cascade' }),
    ownerEmail: text('owner_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    /** The published version sold. */
    version: integer('version').notNull(),
    /** Credits a buyer pays per run; a started run keeps the price it started with (runs.fee). */
    price: integer('price').notNull(),
    visibility: text('visibility').$type<ListingVisibility>().notNull(),
    /** The organization a private listing is shown to (organizations are kept elsewhere: no reference). */
    organizationId: text('organization_id'),
    status: text('status').$type<ListingStatus>().notNull(),
    /** What the check found; empty unless refused. */
    problems: jsonb('problems').$type<ListingProblem[]>().notNull(),
    card: jsonb('card').$type<ListingCard>().notNull(),
    /** The test run shown as the listing's Sample: chosen by its owner, else the latest completed one of the version. */
    sampleRunId: text('sample_run_id'),
    /**
     * A price rise announced to buyers (issue 41): `price` stays in force until `next_price_from`,
     * then `next_price` is the price (store/listing-price.ts reads it so; nothing needs to move it).
     */
    nextPrice: integer('next_price'),
    nextPriceFrom: timestamp('next_price_from', { withTimezone: true, mode: 'date' }),
    /**
     * The store's search document (decision 107): the card's name, heading, description and the
     * creator's name, weighted in that order, kept by PostgreSQL itself.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(card->>'name', '')), 'A') || setweight(to_tsvector('english', coalesce(card->>'heading', '')), 'B') || setweight(to_tsvector('english', coalesce(card->>'creatorName', '')), 'B') || setweight(to_tsvector('english', coalesce(card->>'description', '')), 'C')`,
      ),
    /** The card's category, for the search's filter and counts without reading the card. */
    category: text('category').notNull().generatedAlwaysAs(sql`coalesce(card->>'category', '')`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('store_listings_one_per_task').on(table.creatorTaskId),
    // An organization's private store reads its listings alone.
    index('store_listings_organization').on(table.organizationId).where(sql`${table.visibility} = 'organization'`),
    // The newest sort reads live listings newest first without sorting them all.
    index('store_listings_newest').on(table.createdAt, table.id).where(sql`${table.status} = 'live'`),
    index('store_listings_owner').on(table.ownerEmail),
    index('store_listings_search').using('gin', table.search),
    check('store_listings_price', sql`${table.price} >= 0`),
    check(
      'store_listings_next_price',
      sql`(${table.nextPrice} IS NULL) = (${table.nextPriceFrom} IS NULL) AND coalesce(${table.nextPrice}, 0) >= 0`,
    ),
    check('store_listings_visibility', sql`${table.visibility} IN ('public', 'organization')`),
    check(
      'store_listings_organization',
      sql`(${table.organizationId} IS NOT NULL) = (${table.visibility} = 'organization')`,
    ),
    check('store_listings_status', sql`${table.status} IN ('checking', 'live', 'refused', 'withdrawn')`),
  ],
);

// A listing's figures (decision 107), kept by triggers of migration 0015 in the transaction that
// changes a run or a thumb, so that the store's search reads counters instead of runs.

/**
 * A listing's counters: runs bought ever, runs bought since the figures' window start
 * (store_figures_window), and the thumbs of buyers on their completed paid runs.
 */
export const storeListingFigures = pgTable('store_listing_figures', {
  listingId: text('listing_id').primaryKey(),
  runs: integer('runs').notNull().default(0),
  recent: integer('recent').notNull().default(0),
  ratingUp: integer('rating_up').notNull().default(0),
  ratingDown: integer('rating_down').notNull().default(0),
});

/**
 * The first day (UTC) the figures' `recent` counts: one row, moved by store_figures_refresh when
 * the search's 30-day window starts on another day (decision 107).
 */
export const storeFiguresWindow = pgTable(
  'store_figures_window',
  {
    id: integer('id').primaryKey().default(1),
    since: date('since', { mode: 'string' }).notNull(),
  },
  (table) => [check('store_figures_window_one', sql`${table.id} = 1`)],
);

/**
 * Live listings per store and category, kept by a trigger of migration 0017 on store_listings:
 * the search's counts per category without words read these rows instead of every listing.
 * `store` is the organization's id for a private store, '' for the public one.
 */
export const storeCategoryCounts = pgTable(
  'store_category_counts',
  {
    store: text('store').notNull(),
    category: text('category').notNull(),
    listings: integer('listings').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'store_category_counts_pk', columns: [table.store, table.category] })],
);

/** Runs bought of a listing per day (UTC), for the popular sort's last 30 days. */
export const storeListingDays = pgTable(
  'store_listing_days',
  {
    listingId: text('listing_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bought: integer('bought').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'store_listing_days_pk', columns: [table.listingId, table.day] }),
    index('store_listing_days_day').on(table.day),
  ],
);

/** The thumb a buyer's completed, paid run counts for: the buyer's latest on the run's results. */
export const storeRunRatings = pgTable(
  'store_run_ratings',
  {
    runId: text('run_id').primaryKey(),
    listingId: text('listing_id').notNull(),
    /** `up`, `down`, or null once the buyer's thumbs on the run are gone. */
    rating: text('rating'),
  },
  (table) => [index('store_run_ratings_listing').on(table.listingId)],
);

/**
 * The listings a user added to My Tasks (issue 26, "can add the task to My Tasks"). A save is
 * kept while its listing is withdrawn or no longer shown to the user; the list shows it again
 * once the listing is live and shown to them. Gone with the account or the listing.
 */
export const storeSavedListings = pgTable(
  'store_saved_listings',
  {
    email: text('email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => storeListings.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'store_saved_listings_pk', columns: [table.email, table.listingId] }),
    // A listing's removal finds its saves without reading everyone's.
    index('store_saved_listings_listing').on(table.listingId),
  ],
);
