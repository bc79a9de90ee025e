import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('store_listings_one_per_task').on(table.creatorTaskId),
    index('store_listings_owner').on(table.ownerEmail),
    check('store_listings_price', sql`${table.price} >= 0`),
    check('store_listings_visibility', sql`${table.visibility} IN ('public', 'organization')`),
    check(
      'store_listings_organization',
      sql`(${table.organizationId} IS NOT NULL) = (${table.visibility} = 'organization')`,
    ),
    check('store_listings_status', sql`${table.status} IN ('checking', 'live', 'refused', 'withdrawn')`),
  ],
);
