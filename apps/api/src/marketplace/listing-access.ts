import type { StoreBrand } from '@taskwell/api-sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { storeListings } from '../db/schema.ts';
import { notFound } from '../errors/domain-error.ts';
import { isOrganizationMember, organizationBrand } from '../organizations/is-organization-member.ts';

// Who may see a listing (issue 26): a live public listing, anyone signed in; a live listing of an
// organization's private store, its members only. Anyone else is told it does not exist, exactly
// as for an unknown id, so that an id alone reveals nothing.

export type ListingRow = typeof storeListings.$inferSelect;

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The brand of an organization, when the caller is a member of it. */
async function brandForMember(db: Database, organizationId: string, email: string): Promise<StoreBrand | undefined> {
  if (!uuidPattern.test(organizationId)) return undefined;
  if (!(await isOrganizationMember(db, organizationId, email))) return undefined;
  const brand = await organizationBrand(db, organizationId);
  if (!brand) return undefined;
  return { organizationId, name: brand.name, accentColour: brand.accentColour, hasLogo: brand.logoUrl !== null };
}

/** The brand of an organization the caller is a member of; not found for anyone else and for an unknown one. */
export async function memberBrand(db: Database, organizationId: string, email: string): Promise<StoreBrand> {
  const brand = await brandForMember(db, organizationId, email);
  if (!brand) throw notFound('That organization');
  return brand;
}

/** Whether the caller saved the listing or bought a run of it (what keeps a withdrawn listing readable to them). */
async function savedOrBought(db: Database, listingId: string, email: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM store_saved_listings WHERE listing_id = ${listingId} AND email = ${email}
      UNION ALL
      SELECT 1 FROM runs WHERE listing_id = ${listingId} AND account_email = ${email}
      LIMIT 1`,
  );
  return rows.length > 0;
}

/** A live listing the caller may see, with the brand it is shown under (null when public); else not found. */
export async function visibleListing(
  db: Database,
  listingId: string,
  email: string,
): Promise<{ row: ListingRow; brand: StoreBrand | null }> {
  return readable(db, listingId, email, false);
}

/**
 * A listing the caller may read: a live one they may see, or (issue 41) one its creator withdrew
 * that they saved or bought a run of, while they may still see its store; else not found.
 */
export async function readableListing(
  db: Database,
  listingId: string,
  email: string,
): Promise<{ row: ListingRow; brand: StoreBrand | null }> {
  return readable(db, listingId, email, true);
}

async function readable(
  db: Database,
  listingId: string,
  email: string,
  withdrawnToItsBuyers: boolean,
): Promise<{ row: ListingRow; brand: StoreBrand | null }> {
  if (!uuidPattern.test(listingId)) throw notFound('That listing');
  const [row] = await db
    .select()
    .from(storeListings)
    .where(
      and(
        eq(storeListings.id, listingId),
        withdrawnToItsBuyers ? inArray(storeListings.status, ['live', 'withdrawn']) : eq(storeListings.status, 'live'),
      ),
    )
    .limit(1);
  if (!row) throw notFound('That listing');
  if (row.status === 'withdrawn' && !(await savedOrBought(db, row.id, email))) throw notFound('That listing');
  if (row.visibility === 'public') return { row, brand: null };
  const brand = row.organizationId ? await brandForMember(db, row.organizationId, email) : undefined;
  if (!brand) throw notFound('That listing');
  return { row, brand };
}
