import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './core-schema.ts';

/**
 * The run event streams open now, in every process (issue 29): an account's limit holds across
 * processes sharing the database. A row lives while its stream does, and expires a little after
 * the longest a server keeps a stream open, so a process that died leaves nothing for long.
 */
export const streamSlots = pgTable(
  'stream_slots',
  {
    id: text('id').primaryKey(),
    /** Whose place it is: an account, or a public key's visitor. */
    holder: text('holder').notNull(),
    /** When the place is free even if nobody gave it back. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('stream_slots_holder').on(table.holder, table.expiresAt)],
);
