import type { RunAccepted } from '@taskwell/api-sdk';
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts, createdAt } from './core-schema.ts';

/**
 * The `Idempotency-Key`s of starts, retries and resumes (issue 29), each with the reply it got:
 * a repeat with the same key is answered from here and changes nothing. A start's key is written
 * in the transaction that charges it, so a key and its run exist together or not at all.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountEmail: text('account_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    /** Whose key among the account's callers: empty for the account itself, `keyId:visitor` for a public key's visitor. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** What the request was (operation, run, body), so that a key used for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The run it started or resumed. */
    runId: text('run_id').notNull(),
    /** The reply it got. */
    reply: jsonb('reply').$type<RunAccepted>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [table.accountEmail, table.scope, table.key] }),
    index('idempotency_keys_created').on(table.createdAt),
  ],
);
