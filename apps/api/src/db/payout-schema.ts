import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts, createdAt } from './core-schema.ts';

// Payouts (decision 137): earned credits paid out as money through Stripe connected accounts.
// Stripe is the record of the money; these tables record which connected account is whose, in
// which state Stripe last said it was, and every payout with the transfer that paid it.

/** A creator's connected account, its state as last read from Stripe (`account.updated`). */
export const payoutAccounts = pgTable('payout_accounts', {
  accountEmail: text('account_email')
    .primaryKey()
    .references(() => accounts.email, { onDelete: 'cascade' }),
  /** Stripe's id (`acct_...`). */
  stripeAccountId: text('stripe_account_id').notNull().unique(),
  /** The creator finished the hosted onboarding form. */
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  /** Stripe pays out to the creator's bank: transfers to the account can be made. */
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  /** What Stripe still needs (its `requirements.currently_due`). */
  requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
  /** When this state was read from Stripe (ms): an older read never overwrites a newer one. */
  syncedAt: bigint('synced_at', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

/**
 * A payout: the earned credits of one account in one period, written with the ledger entry that
 * takes them from the earned balance, then paid by a Stripe transfer whose idempotency key and
 * `transfer_group` are the payout's id. Kept when the account is removed (a record of money).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    accountEmail: text('account_email').notNull(),
    stripeAccountId: text('stripe_account_id').notNull(),
    /** The month it pays for, `YYYY-MM` (UTC): one payout per account and month. */
    period: text('period').notNull(),
    credits: integer('credits').notNull(),
    centsPerCredit: integer('cents_per_credit').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** `pending` until Stripe's transfer is known, then `paid`. */
    status: text('status').$type<'pending' | 'paid'>().notNull(),
    transferId: text('transfer_id').unique(),
    /**
     * Transfers Stripe refused so far. Stripe answers a repeated idempotency key with its first
     * answer, a refusal included: the key of a new attempt is `payout-<id>-<attempts>`.
     */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('payouts_once_per_month').on(table.accountEmail, table.period),
    index('payouts_pending').on(table.status).where(sql`${table.status} = 'pending'`),
    check('payouts_positive', sql`${table.credits} > 0 AND ${table.amountCents} > 0`),
  ],
);
