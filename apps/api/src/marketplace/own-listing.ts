import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { ListingRow } from './listing-access.ts';

// Nobody buys their own listing (issue 41, decision 135): a creator's own runs are test runs, and
// a sale between the seller and a colleague would move credits inside one business and lift the
// store's counters. The seller's side is the owner and, for a public listing, every member of an
// organization the owner belongs to. A listing published to an organization's private store is
// sold to that organization's members: there, only the owner is refused.

export const ownListingMessage =
  "You can't buy runs of your own listing, or of a colleague's in your organization: test runs in the Creator Studio try it.";

/** Whether `email` is on the seller's side of the listing. */
export async function isSellerSide(db: Database, listing: ListingRow, email: string): Promise<boolean> {
  const buyer = email.trim().toLowerCase();
  if (buyer === listing.ownerEmail) return true;
  if (listing.visibility !== 'public') return false;
  const shared = await queryRows(
    db,
    sql`SELECT 1 FROM organization_members seller
      JOIN organization_members buyer ON buyer.organization_id = seller.organization_id
      WHERE seller.email = ${listing.ownerEmail} AND buyer.email = ${buyer}
      LIMIT 1`,
  );
  return shared.length > 0;
}

/** Refuses a buy from the seller's side with 403 `own_listing`. */
export async function refuseOwnListing(db: Database, listing: ListingRow, email: string): Promise<void> {
  if (await isSellerSide(db, listing, email)) throw new DomainError('forbidden', 'own_listing', ownListingMessage);
}
