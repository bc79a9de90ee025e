import type { Organization, OrganizationInvitation, OrganizationRole } from '@taskwell/api-sdk';
import type { organizationInvitations, organizations } from '../db/schema.ts';

type OrganizationRow = typeof organizations.$inferSelect;
type InvitationRow = typeof organizationInvitations.$inferSelect;

/** A file the logo upload received: its name, its declared type and its bytes. */
export interface LogoFile {
  /** The client's file name (only a hint). */
  name: string;
  /** The declared type (only a hint: the content decides). */
  type: string;
  /** The whole size, also when larger than what was kept of it. */
  size: number;
  /** The bytes, whole when the size is within the logo's limit. */
  bytes: Buffer;
}

/** An organization as the contract gives it, with the caller's role. */
export function replyOf(row: OrganizationRow, role: OrganizationRole): Organization {
  return {
    organizationId: row.id,
    name: row.name,
    accentColour: row.accentColour,
    logo:
      row.logoContentType !== null && row.logoSize !== null
        ? {
            contentType: row.logoContentType as 'image/png' | 'image/jpeg' | 'image/webp',
            size: row.logoSize,
            updatedAt: (row.logoUpdatedAt ?? row.updatedAt).toISOString(),
          }
        : null,
    role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An invitation as the contract gives it. */
export function invitationOf(row: InvitationRow): OrganizationInvitation {
  return {
    invitationId: row.id,
    organizationId: row.organizationId,
    email: row.email,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
