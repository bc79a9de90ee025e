import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, createdAt } from './core-schema.ts';
import { organizations } from './organization-schema.ts';

// Private AI services (issue 40, decision 131): OpenAI-compatible chat endpoints a user keeps for
// themselves, or an organization for its members.

/**
 * A private AI service: its owner (an account, or an organization whose owner manages it for its
 * members), its name, endpoint and model, and its key sealed with the server's AI key (AES-256-GCM,
 * bound to the row's id), which no operation ever returns.
 */
export const aiServices = pgTable(
  'ai_services',
  {
    id: text('id').primaryKey(),
    /** The account that keeps it for itself; null for an organization's. */
    ownerEmail: text('owner_email').references(() => accounts.email, { onDelete: 'cascade' }),
    /** The organization that shares it with its members; null for an account's own. */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The API's base URL, such as `https://host/v1` (the client adds `/chat/completions`). */
    baseUrl: text('base_url').notNull(),
    model: text('model').notNull(),
    /** The key, sealed (`v1.<iv>.<tag>.<ciphertext>`); '' for a server that takes none. */
    sealedKey: text('sealed_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('ai_services_owner').on(table.ownerEmail).where(sql`${table.ownerEmail} IS NOT NULL`),
    index('ai_services_organization').on(table.organizationId).where(sql`${table.organizationId} IS NOT NULL`),
    check('ai_services_one_owner', sql`(${table.ownerEmail} IS NULL) <> (${table.organizationId} IS NULL)`),
  ],
);
