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
import type { RunAnswers, RunCheckpoint, RunInputs, RunMissing, RunResults, RunStatus } from '../runtime/run-record.ts';
import type { SampleStatus } from '../samples/sample-record.ts';

// One schema for PGlite and PostgreSQL. Migrations in ../../migrations are generated from this file
// (`pnpm --filter @taskwell/api generate`) and applied at start. Times are written by the server's
// clock, never by the database's now(), so that tests can move time.

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

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
    /** Why: `welcome` (the signup grant), `run` (a task's fee), `refund` (of a failed run), `purchase` (credits bought). */
    reason: text('reason').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** The run a `run` charge or a `refund` belongs to. */
    runId: text('run_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_account').on(table.accountEmail),
    // The welcome grant is given once per account, whatever the concurrency.
    uniqueIndex('credit_ledger_welcome_once').on(table.accountEmail).where(sql`${table.reason} = 'welcome'`),
    // A run is charged once and refunded at most once, whichever processes race to do it.
    uniqueIndex('credit_ledger_once_per_run').on(table.runId, table.reason).where(sql`${table.runId} IS NOT NULL`),
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

/** Uploaded files; the bytes live under DATA_DIR/assets under a generated storage name. */
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
    storageName: text('storage_name').notNull().unique(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('assets_owner').on(table.ownerEmail)],
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
  },
  (table) => [
    index('runs_account').on(table.accountEmail),
    // The reaper looks only at unfinished runs.
    index('runs_unfinished')
      .on(table.status, table.leaseExpiresAt)
      .where(sql`${table.status} IN ('IN_PROGRESS', 'PAUSED')`),
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
// Payments (decision 035). Stripe is the record of money; these tables are the record of who has
// which plan and which purchases were granted, written only from what Stripe says.

/** The Stripe customer of an account: one each, made on the account's first checkout. */
export const paymentCustomers = pgTable('payment_customers', {
  accountEmail: text('account_email')
    .primaryKey()
    .references(() => accounts.email, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The account's subscription as last read from Stripe (one per account: the newest one). `syncedAt`
 * is when that state was read: an older read never overwrites a newer one, whatever order
 * webhooks and replies arrive in.
 */
export const subscriptions = pgTable('subscriptions', {
  accountEmail: text('account_email')
    .primaryKey()
    .references(() => accounts.email, { onDelete: 'cascade' }),
  subscriptionId: text('subscription_id').notNull().unique(),
  /** Stripe's status (`active`, `past_due`, `canceled`, ...). */
  status: text('status').notNull(),
  /** The current price id and the plan it sells. */
  priceId: text('price_id'),
  plan: text('plan').notNull(),
  billingCycle: text('billing_cycle').$type<'month' | 'year'>(),
  /** End of the current period, unix seconds (the subscription item's, under the pinned API version). */
  periodEnd: bigint('period_end', { mode: 'number' }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull(),
  /** The schedule that carries a downgrade at period end, and the price it moves to. */
  scheduleId: text('schedule_id'),
  nextPriceId: text('next_price_id'),
  /** Stripe's `created` of the subscription: a newer subscription replaces an older one. */
  subscriptionCreated: bigint('subscription_created', { mode: 'number' }).notNull(),
  /** When this state was read from Stripe (ms). */
  syncedAt: bigint('synced_at', { mode: 'number' }).notNull(),
  /** The last upgrade preview: its price and proration date, which the upgrade then uses. */
  previewPriceId: text('preview_price_id'),
  previewProrationDate: bigint('preview_proration_date', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Checkout sessions this server started: whose they are and what they sell (never a client's word). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** Stripe's id (`cs_...`). */
    id: text('id').primaryKey(),
    accountEmail: text('account_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    kind: text('kind').$type<'credits' | 'subscription' | 'payment_method'>().notNull(),
    /** Credits: the package's product, credits and price; subscription: the price id. */
    productId: text('product_id'),
    credits: integer('credits'),
    amountCents: integer('amount_cents'),
    priceId: text('price_id'),
    /** Payment method: which of the two to replace. */
    changeDefault: boolean('change_default').notNull().default(false),
    changeSubscription: boolean('change_subscription').notNull().default(false),
    /** When what it sold was given (credits granted, card set); null until then. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('checkout_sessions_account').on(table.accountEmail)],
);

/** Credits bought: one row per paid checkout session, written with its ledger entry and the balance. */
export const creditPurchases = pgTable('credit_purchases', {
  /** The checkout session that paid for them: a second grant for one session is refused. */
  checkoutSessionId: text('checkout_session_id').primaryKey(),
  accountEmail: text('account_email')
    .notNull()
    .references(() => accounts.email, { onDelete: 'cascade' }),
  credits: integer('credits').notNull(),
  amountCents: integer('amount_cents').notNull(),
  ledgerEntryId: text('ledger_entry_id')
    .notNull()
    .references(() => creditLedger.id),
  createdAt: createdAt(),
});

/** Every Stripe event applied, by its id: a second delivery of one event is not applied again. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** Stripe's `created` (unix seconds). */
  eventCreated: bigint('event_created', { mode: 'number' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Messages of the public site's contact form (issue 20), kept whether or not their mail went out:
 * `mailed_at` is null until the mail to the company's address was handed to the mail server.
 */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  /** The visitor's address: where the reply goes. */
  email: text('email').notNull(),
  name: text('name').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
});

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
    createdAt: createdAt(),
  },
  (table) => [index('key_runs_key').on(table.keyId)],
);

// The LinkedIn link's tables live in their own module (decision 070).
export { socialAuthorizations, socialLinks } from './social-schema.ts';
