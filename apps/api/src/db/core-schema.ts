import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import type {
  RunAnswers,
  RunCheckpoint,
  RunInputs,
  RunMissing,
  RunPersona,
  RunResults,
  RunStatus,
} from './run-columns.ts';
import type { SampleStatus } from './sample-columns.ts';

// Accounts, credits, sign-in, files and runs: the tables the rest of the schema refers to
// (schema.ts gathers every part). Times are written by the server's clock, never by the database's
// now(), so that tests can move time.

/** The creation time of a row, written by the server's clock. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

/** An account: its id is the e-mail address (spec §3 Profile). */
export const accounts = pgTable(
  'accounts',
  {
    email: text('email').primaryKey(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    organization: text('organization').notNull().default(''),
    plan: text('plan').notNull().default('Free'),
    /** The credit balance; always the sum of the account's ledger entries. */
    balance: integer('balance').notNull().default(0),
    /**
     * Earned credits kept for payout (decision 137): a creator's share of sales while
     * `keepEarnings` is on, never spendable on runs. Negative when a sale was refunded or disputed
     * after its earnings were paid out: the next payout is that much smaller.
     */
    earned: integer('earned').notNull().default(0),
    /** The creator's choice: sales' earnings are kept for payout (true) or added to `balance` to spend. */
    keepEarnings: boolean('keep_earnings').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [check('accounts_balance_not_negative', sql`${table.balance} >= 0`)],
);

/** Every change of a credit balance, append-only. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: text('id').primaryKey(),
    accountEmail: text('account_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /**
     * Why: `welcome` (the signup grant), `run` (a task's fee), `refund` (of a failed run), `purchase`
     * (credits bought), `earning` (a creator's share of a completed store run), `platform_share`
     * (the platform's rest of it, decision 105), `earnings_spent` (earned credits moved to the
     * spendable balance, one entry in each pot), `payout` (earned credits paid out as money),
     * `sale_reversed` (a refunded or disputed sale's share taken back, decision 137).
     */
    reason: text('reason').notNull(),
    /** Which balance it changes: `spendable` (the account's `balance`) or `earned` (decision 137). */
    pot: text('pot').$type<'spendable' | 'earned'>().notNull().default('spendable'),
    /** The pot's balance after this entry. */
    balanceAfter: integer('balance_after').notNull(),
    /** The run a `run` charge or a `refund` belongs to. */
    runId: text('run_id'),
    /** The payout a `payout` entry pays (decision 137). */
    payoutId: text('payout_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_account').on(table.accountEmail),
    // The welcome grant is given once per account, whatever the concurrency.
    uniqueIndex('credit_ledger_welcome_once').on(table.accountEmail).where(sql`${table.reason} = 'welcome'`),
    // A run is charged once and refunded at most once, whichever processes race to do it.
    uniqueIndex('credit_ledger_once_per_run').on(table.runId, table.reason).where(sql`${table.runId} IS NOT NULL`),
    // A payout takes its credits from the earned balance once.
    uniqueIndex('credit_ledger_once_per_payout').on(table.payoutId).where(sql`${table.payoutId} IS NOT NULL`),
  ],
);

/** The one live PIN of an address: a new request replaces it (spec §4, issue 5). */
export const otpPins = pgTable('otp_pins', {
  email: text('email').primaryKey(),
  /** HMAC-SHA-256 of the address and the PIN, base64url; the PIN itself is never stored. */
  pinHash: text('pin_hash').notNull(),
  /** Checks made so far; at 5 the PIN is burnt. */
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

/** Sessions, so that a signed token can be revoked (logout). */
export const sessions = pgTable(
  'sessions',
  {
    /** The token's `jti`. */
    id: text('id').primaryKey(),
    accountEmail: text('account_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_account').on(table.accountEmail)],
);

/** Counters of rate-limiter-flexible's Drizzle store (its documented columns). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { mode: 'date' }),
});

/** Uploaded files and run outputs: bytes in a blob (DATA_DIR/assets or the bucket, decision 113), or (small outputs) in the row. */
export const assets = pgTable(
  'assets',
  {
    id: text('id').primaryKey(),
    ownerEmail: text('owner_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    /** The client's file name, cleaned, for display and downloads only. */
    fileName: text('file_name').notNull(),
    /** The type found in the content (magic bytes), not the declared one. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The name of its blob (a file of DATA_DIR/assets, or the object `assets/<name>` of the bucket); null when the bytes are in `content`. */
    storageName: text('storage_name').unique(),
    /** The bytes of a small run output, kept in the row instead of a file. */
    content: bytea('content'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('assets_stored_once', sql`(${table.storageName} IS NULL) <> (${table.content} IS NULL)`),
    // My Assets' newest-first keyset pages read it backwards (decision 075).
    index('assets_owner_newest').on(table.ownerEmail, table.createdAt, table.id),
    // My Assets' name search (ILIKE '%…%') by trigrams: a rare name among an owner's hundreds of
    // thousands of files is found without reading them all (issue 32).
    index('assets_file_name_trigrams').using('gin', sql`${table.fileName} gin_trgm_ops`),
  ],
);

/** A user's rating and comment on one result item (spec §4 Feedback). */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    accountEmail: text('account_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    rating: text('rating'),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('feedback_one_per_user_and_item').on(table.accountEmail, table.assetId),
    check('feedback_rating', sql`${table.rating} IS NULL OR ${table.rating} IN ('up', 'down')`),
  ],
);

/**
 * Task runs (spec §4 task run statuses). The row is the truth of a run: the queue only carries its
 * id. `state` is the checkpoint written after each service step, so a resumed or recovered run
 * continues from its last finished step and never runs a finished one again.
 */
export const runs = pgTable(
  'runs',
  {
    /** The `requestId` clients poll with. */
    id: text('id').primaryKey(),
    accountEmail: text('account_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    /** IN_PROGRESS, PAUSED, COMPLETED, ERROR or ABORTED. */
    status: text('status').$type<RunStatus>().notNull(),
    /** The credits charged at start (refunded when the run ends ERROR or ABORTED). */
    fee: integer('fee').notNull(),
    /** The start parameters by name: `{ contentType, value, assetId? }`. */
    inputs: jsonb('inputs').$type<RunInputs>().notNull(),
    /** The answers given on resume, by the name of the input asked for. */
    answers: jsonb('answers').$type<RunAnswers>().notNull(),
    /** The checkpoint: the output of every finished step, by step id. */
    state: jsonb('state').$type<RunCheckpoint>().notNull(),
    /** The results so far, in the contract's shape. */
    results: jsonb('results').$type<RunResults>().notNull(),
    /** The inputs a PAUSED run waits for, in the contract's `PausedRequest` shape. */
    missing: jsonb('missing').$type<RunMissing>(),
    /** Finished service steps, and how many the flow has. */
    step: integer('step').notNull(),
    max: integer('max').notNull(),
    /** What went wrong (ERROR, ABORTED) or what is still needed (PAUSED). */
    message: text('message'),
    /**
     * Grows by one with every change of what a client sees of the run (status, step, results,
     * missing inputs, message): the id of the run's server-sent events (decision 030).
     */
    version: integer('version').notNull().default(1),
    /** How many times a worker took the run (a worker that dies mid-run makes it more than one). */
    attempts: integer('attempts').notNull().default(0),
    /** The worker executing the run now, and until when its claim holds without a heartbeat. */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, mode: 'date' }),
    /** When the run was last queued (start, resume or recovery): queue-to-start latency is measured from it. */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When a worker last took the run: `startedAt - queuedAt` is its wait in the queue. */
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The run this one runs again (a retry, issue 18), whose finished steps it may reuse. */
    retryOf: text('retry_of'),
    /**
     * For a task a user built (issue 30): the published version the run started on, which it keeps
     * to its end (a PAUSED run resumes on it after a newer one is published). Null for seeded tasks
     * and for test runs of a draft.
     */
    taskVersion: integer('task_version'),
    /** For a test run of a draft: the draft's definition as it was when the run started. */
    draftDefinition: jsonb('draft_definition').$type<Record<string, unknown>>(),
    /**
     * For a run bought in the AI Store (issue 26): the listing it was bought from. Its `fee` is the
     * price it started with; when it completes, the payout credits the listing's owner their share.
     */
    listingId: text('listing_id'),
    /**
     * The AI service the runner chose for the steps that let them (issue 40): `public`, `partner`,
     * `enterprise` or `private:<id>`; null when they chose none. A retry keeps it.
     */
    aiService: text('ai_service'),
    /** The persona the run writes in (issue 40): a copy taken at its start; null for none. */
    persona: jsonb('persona').$type<RunPersona>(),
  },
  (table) => [
    // Tasks in Process' newest-first keyset pages read it backwards (decision 075).
    index('runs_account_newest').on(table.accountEmail, table.createdAt, table.id),
    // The reaper looks only at unfinished runs.
    index('runs_unfinished')
      .on(table.status, table.leaseExpiresAt)
      .where(sql`${table.status} IN ('IN_PROGRESS', 'PAUSED')`),
    // A creator's earnings read the runs of their listings by day (issue 26).
    index('runs_listing_day').on(table.listingId, table.createdAt).where(sql`${table.listingId} IS NOT NULL`),
    check('runs_status', sql`${table.status} IN ('IN_PROGRESS', 'PAUSED', 'COMPLETED', 'ERROR', 'ABORTED')`),
  ],
);

/**
 * A task's sample results (the Sample modal, spec §2), made once per version of the task's
 * definition by a run of the internal samples account and served from here (decision 031). The
 * row is also the claim: of the requests that find no sample, the one whose insert wins starts
 * the run, in whichever process it is.
 */
export const taskSamples = pgTable(
  'task_samples',
  {
    taskId: text('task_id').notNull(),
    /** A digest of the task's definition and sample files: a changed task gets a new sample. */
    version: text('version').notNull(),
    /** `making` while its run runs, then `ready`, or `failed` until `retryAt`. */
    status: text('status').$type<SampleStatus>().notNull(),
    /** The run making (or that made) the sample. */
    runId: text('run_id').notNull(),
    /** The run's results once ready, in the contract's shape. */
    results: jsonb('results').$type<RunResults>(),
    /** Runs started for this version so far. */
    attempts: integer('attempts').notNull().default(1),
    /** When a failed sample may be made again. */
    retryAt: timestamp('retry_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'task_samples_pk', columns: [table.taskId, table.version] }),
    check('task_samples_status', sql`${table.status} IN ('making', 'ready', 'failed')`),
  ],
);
