import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { organizationMembers, organizations } from '../db/schema.ts';

/**
 * Whether an address is a member (or the owner) of an organization: what the private store asks
 * before it shows a listing published to the organization (issue 26; anyone else gets 404).
 */
export async function isOrganizationMember(db: Database, organizationId: string, email: string): Promise<boolean> {
  const [found] = await db
    .select({ email: organizationMembers.email })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.email, email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** How the private store shows an organization's listings. */
export interface OrganizationBrand {
  /** The organization's name. */
  name: string;
  /** Its accent colour as `#rrggbb`. */
  accentColour: string;
  /** The address of its logo (`getOrganizationLogo`, for members), or null without one. */
  logoUrl: string | null;
}

/** The brand of an organization, or undefined when there is none with that id (ask {@link isOrganizationMember} first). */
export async function organizationBrand(db: Database, organizationId: string): Promise<OrganizationBrand | undefined> {
  const [row] = await db
    .select({
      name: organizations.name,
      accentColour: organizations.accentColour,
      logoContentType: organizations.logoContentType,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) return undefined;
  return {
    name: row.name,
    accentColour: row.accentColour,
    logoUrl: row.logoContentType ? `/api/organizations/${encodeURIComponent(organizationId)}/logo` : null,
  };
}
