import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, createdAt, creditLedger } from './core-schema.ts';

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
