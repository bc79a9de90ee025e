import type { PersonaPointOfView } from '@taskwell/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, createdAt } from './core-schema.ts';
import { organizations } from './organization-schema.ts';

// Personas (issue 40), the spec's `character`: an account's own (as many as its plan keeps) or an
// organization's, shared with its members. A run keeps a copy of the one it uses (runs.persona).

export const personas = pgTable(
  'personas',
  {
    /** A UUID version 7. */
    id: text('id').primaryKey(),
    /** The account that keeps it; null for an organization's. */
    ownerEmail: text('owner_email').references(() => accounts.email, { onDelete: 'cascade' }),
    /** The organization that shares it; null for an account's own. */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    voice: text('voice').notNull(),
    audience: text('audience').notNull(),
    pointOfView: text('point_of_view').$type<PersonaPointOfView>().notNull(),
    wordsToUse: jsonb('words_to_use').$type<string[]>().notNull(),
    wordsToAvoid: jsonb('words_to_avoid').$type<string[]>().notNull(),
    instructions: text('instructions').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check('personas_one_owner', sql`(${table.ownerEmail} IS NULL) <> (${table.organizationId} IS NULL)`),
    check(
      'personas_point_of_view',
      sql`${table.pointOfView} IN ('any', 'first-person', 'second-person', 'third-person')`,
    ),
    // Names are unique among one owner's personas, whatever their case (409 on a clash).
    uniqueIndex('personas_owner_name')
      .on(table.ownerEmail, sql`lower(${table.name})`)
      .where(sql`${table.ownerEmail} IS NOT NULL`),
    uniqueIndex('personas_organization_name')
      .on(table.organizationId, sql`lower(${table.name})`)
      .where(sql`${table.organizationId} IS NOT NULL`),
    index('personas_organization').on(table.organizationId),
  ],
);
