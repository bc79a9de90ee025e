import type { StoreListingFeedback } from '@taskwell/api-sdk';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import type { ListingRow } from './listing-access.ts';
import { figuresOf } from './store-figures.ts';

// What buyers said of a listing (issue 26), for its owner only: the thumbs counted for it and the
// last comments buyers left on the results of their own completed, paid runs of it. Never who
// left them, nor a buyer's inputs or results.

/** Comments returned, newest first. */
export const feedbackComments = 100;

export async function listingFeedback(db: Database, listing: ListingRow, now: number): Promise<StoreListingFeedback> {
  const figures = (await figuresOf(db, [listing.id], now)).get(listing.id);
  const rows = await queryRows(
    db,
    sql`SELECT f.rating, f.comment, f.updated_at
      FROM runs r
      JOIN assets a ON a.metadata->>'runId' = r.id
      JOIN feedback f ON f.asset_id = a.id AND f.account_email = r.account_email
      WHERE r.listing_id = ${listing.id} AND r.status = 'COMPLETED' AND r.fee > 0
        AND r.account_email <> ${listing.ownerEmail} AND f.comment IS NOT NULL
      ORDER BY f.updated_at DESC, f.id DESC
      LIMIT ${feedbackComments}`,
  );
  return {
    ratingUp: figures?.ratingUp ?? 0,
    ratingDown: figures?.ratingDown ?? 0,
    comments: rows.map((row) => ({
      rating: row.rating === 'up' || row.rating === 'down' ? row.rating : null,
      comment: String(row.comment),
      createdAt: new Date(row.updated_at as string | Date).toISOString(),
    })),
  };
}
