import type { SavedStoreListings, StoreListingView } from '@taskwell/api-sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { storeSavedListings } from '../db/schema.ts';
import { DomainError } from '../errors/domain-error.ts';
import { uuidPattern, visibleListing } from './listing-access.ts';

// "Add to My Tasks" (issue 26): a buyer keeps a listing among their tasks. Saving asks exactly
// what the listing's page asks (listing-access.ts), so an id alone reveals nothing; the list shows
// the saves and the listings bought (issue 41) that are live or withdrawn and shown to the caller
// now, and keeps the others for when the caller joins the listing's organization again.

/** Saves a listing the caller may see (else not found); saving it again changes nothing. */
export async function saveListing(db: Database, email: string, listingId: string, at: Date): Promise<void> {
  const { row } = await visibleListing(db, listingId, email);
  await db.insert(storeSavedListings).values({ email, listingId: row.id, savedAt: at }).onConflictDoNothing();
}

/**
 * Forgets the caller's save of a listing. A save of theirs is always removed, whatever became of
 * the listing; without one, a listing they may see answers as removed and any other id as not
 * found, as every other operation of a listing does (private-store.test.ts).
 */
export async function unsaveListing(db: Database, email: string, listingId: string): Promise<void> {
  const removed = await db
    .delete(storeSavedListings)
    .where(and(eq(storeSavedListings.email, email), eq(storeSavedListings.listingId, listingId)))
    .returning({ listingId: storeSavedListings.listingId });
  if (removed.length === 0) await visibleListing(db, listingId, email);
}

/** Whether the caller saved the listing. */
export async function isSaved(db: Database, email: string, listingId: string): Promise<boolean> {
  const [found] = await db
    .select({ listingId: storeSavedListings.listingId })
    .from(storeSavedListings)
    .where(and(eq(storeSavedListings.email, email), eq(storeSavedListings.listingId, listingId)))
    .limit(1);
  return found !== undefined;
}

/**
 * The caller's saved listings and (issue 41) the listings they bought runs of, newest saved first,
 * then the bought ones by their latest run, each as `view` gives it to a buyer: live ones, and
 * withdrawn ones marked as no longer sold. A listing of an organization they are no longer a
 * member of is left out while that lasts.
 */
export async function savedListings(
  db: Database,
  email: string,
  view: (listingId: string, email: string) => Promise<StoreListingView>,
): Promise<SavedStoreListings> {
  const rows = await queryRows(
    db,
    sql`SELECT mine.listing_id FROM (
        SELECT s.listing_id, s.saved_at AS at, 0 AS kind FROM store_saved_listings s WHERE s.email = ${email}
        UNION ALL
        SELECT r.listing_id, max(r.created_at) AS at, 1 AS kind FROM runs r
          WHERE r.account_email = ${email} AND r.listing_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM store_saved_listings s
              WHERE s.email = ${email} AND s.listing_id = r.listing_id)
          GROUP BY r.listing_id
      ) mine
      JOIN store_listings l ON l.id = mine.listing_id
      WHERE l.status IN ('live', 'withdrawn')
        AND (l.visibility = 'public' OR EXISTS (SELECT 1 FROM organization_members m
          WHERE m.organization_id = l.organization_id AND m.email = ${email}))
      ORDER BY mine.kind, mine.at DESC, mine.listing_id DESC`,
  );
  const listings: StoreListingView[] = [];
  for (const row of rows) {
    const listingId = String(row.listing_id);
    if (!uuidPattern.test(listingId)) continue;
    try {
      listings.push(await view(listingId, email));
    } catch (error) {
      // A listing that went out of sight between the two reads is left out, as it would be a moment later.
      if (error instanceof DomainError && error.kind === 'not_found') continue;
      throw error;
    }
  }
  return { listings };
}
