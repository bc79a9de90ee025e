import type { SavedStoreListings, StoreListingView } from '@taskwell/api-sdk';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { organizationMembers, storeListings, storeSavedListings } from '../db/schema.ts';
import { DomainError } from '../errors/domain-error.ts';
import { uuidPattern, visibleListing } from './listing-access.ts';

// "Add to My Tasks" (issue 26): a buyer keeps a listing among their tasks. Saving asks exactly
// what the listing's page asks (listing-access.ts), so an id alone reveals nothing; the list shows
// the saves whose listing is live and shown to the caller now, and keeps the others for when the
// listing is relisted or the caller joins its organization again.

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
 * The caller's saved listings that are live and shown to them (public, or of an organization they
 * are a member of), newest saved first, each as `view` gives it to a buyer.
 */
export async function savedListings(
  db: Database,
  email: string,
  view: (listingId: string, email: string) => Promise<StoreListingView>,
): Promise<SavedStoreListings> {
  const rows = await db
    .select({ listingId: storeSavedListings.listingId })
    .from(storeSavedListings)
    .innerJoin(storeListings, eq(storeListings.id, storeSavedListings.listingId))
    .where(
      and(
        eq(storeSavedListings.email, email),
        eq(storeListings.status, 'live'),
        sql`(${storeListings.visibility} = 'public' OR EXISTS (
          SELECT 1 FROM ${organizationMembers}
          WHERE ${organizationMembers.organizationId} = ${storeListings.organizationId}
            AND ${organizationMembers.email} = ${email}))`,
      ),
    )
    .orderBy(desc(storeSavedListings.savedAt), desc(storeSavedListings.listingId));
  const listings: StoreListingView[] = [];
  for (const row of rows) {
    if (!uuidPattern.test(row.listingId)) continue;
    try {
      listings.push(await view(row.listingId, email));
    } catch (error) {
      // A listing that went off sale or out of sight between the two reads is left out, as it would be a moment later.
      if (error instanceof DomainError && error.kind === 'not_found') continue;
      throw error;
    }
  }
  return { listings };
}
