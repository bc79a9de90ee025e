import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { accounts, createdAt } from './core-schema.ts';

// Organizations (issue 26): an enterprise account's company, its members and the invitations that
// bring them in. The private store's listings point to an organization; a member sees them under
// the organization's brand (name, accent colour, logo), anyone else is told they do not exist.

/** An organization: its brand and who made it. */
export const organizations = pgTable(
  'organizations',
  {
    /** A UUID version 7 (db/row-ids.ts). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The accent colour as `#rrggbb`, lower case. */
    accentColour: text('accent_colour').notNull(),
    /** The logo's bytes (a small image: the logo rule keeps it under its limit); null without a logo. */
    logo: bytea('logo'),
    /** The logo's content type, as its content shows it. */
    logoContentType: text('logo_content_type'),
    logoSize: integer('logo_size'),
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    // An account makes at most one organization, whatever the concurrency.
    uniqueIndex('organizations_created_by').on(table.createdBy),
    check('organizations_accent_colour', sql`${table.accentColour} ~ '^#[0-9a-f]{6}$'`),
    check(
      'organizations_logo_whole',
      sql`(${table.logo} IS NULL) = (${table.logoContentType} IS NULL) AND (${table.logo} IS NULL) = (${table.logoSize} IS NULL)`,
    ),
  ],
);

/** A member of an organization: one row per person and organization. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    /** `owner` or `member`. */
    role: text('role').$type<'owner' | 'member'>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'organization_members_pk', columns: [table.organizationId, table.email] }),
    // "My organizations" and the store's membership check read by e-mail.
    index('organization_members_email').on(table.email),
    // spec §6, issue 26: an account owns at most one organization.
    uniqueIndex('organization_members_one_owned').on(table.email).where(sql`${table.role} = 'owner'`),
    check('organization_members_role', sql`${table.role} IN ('owner', 'member')`),
  ],
);

/**
 * An invitation of an e-mail address into an organization. The invitee accepts it signed in as
 * that address, by the invitation's id; nobody else can, so the id needs no secret beside it.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    /** A UUID version 7. */
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The invited address, lower case (it may not have an account yet). */
    email: text('email').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // One open invitation per address and organization: inviting again renews it.
    uniqueIndex('organization_invitations_open')
      .on(table.organizationId, table.email)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
    index('organization_invitations_email').on(table.email),
  ],
);
