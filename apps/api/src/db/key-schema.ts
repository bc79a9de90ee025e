import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, createdAt, runs } from './core-schema.ts';

// Keys (decision 065). A secret API key lets an account's own code run tasks as the account; a
// public key lets a widget run one task from listed browser origins, charged to the account.

/** API keys and public keys. A secret key is kept only as a salted HMAC-SHA-256; a public key is publishable. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountEmail: text('account_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    kind: text('kind').$type<'secret' | 'public'>().notNull(),
    name: text('name').notNull(),
    /**
     * How a presented key finds its row: the random id inside a secret key, or a public key whole.
     * Never enough to use a secret key.
     */
    lookup: text('lookup').notNull().unique(),
    /** The first characters of the key, shown in the list. */
    prefix: text('prefix').notNull(),
    /** A secret key's random salt and HMAC-SHA-256 of the key under it (base64url); null for a public key. */
    salt: text('salt'),
    hash: text('hash'),
    /** A public key's one task and its allowed browser origins. */
    taskId: text('task_id'),
    origins: jsonb('origins').$type<string[]>(),
    /** A public key's most credits a day (UTC); its owner sets it (issue 29). */
    dailyCreditCap: integer('daily_credit_cap').notNull().default(100),
    /** The day (UTC, `YYYY-MM-DD`) `spent_today` counts, and what the key's runs were charged then. */
    spentDay: text('spent_day'),
    spentToday: integer('spent_today').notNull().default(0),
    /** What the key's runs were charged since it was made. */
    spentTotal: integer('spent_total').notNull().default(0),
    createdAt: createdAt(),
    /** When a request last carried the key, written at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('api_keys_account').on(table.accountEmail),
    check('api_keys_kind', sql`${table.kind} IN ('secret', 'public')`),
  ],
);

/** Which key started a run: a public key may read only the runs (and their results) it started. */
export const keyRuns = pgTable(
  'key_runs',
  {
    runId: text('run_id')
      .primaryKey()
      .references(() => runs.id, { onDelete: 'cascade' }),
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    /**
     * For a public key, the visitor who started the run (the digest of its `Visitor-Token`): only
     * that visitor reads it (issue 29). Null for a secret key, whose runs are its account's.
     */
    visitor: text('visitor'),
    createdAt: createdAt(),
  },
  (table) => [index('key_runs_key').on(table.keyId)],
);
