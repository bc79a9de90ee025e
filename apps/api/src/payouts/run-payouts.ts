import { and, asc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { newRowId } from '../db/row-ids.ts';
import { payouts } from '../db/schema.ts';
import { minimumCredits, type PayoutSettings } from './payout-settings.ts';

/** A payout as stored. */
export type PayoutRow = typeof payouts.$inferSelect;

/** Where a payout run may be stopped by a test, as a crash would stop it. */
export type PayoutCheckpoint = 'written' | 'transferred';

/** What a payout run needs. */
export interface PayoutRunOptions {
  db: Database;
  /** The Stripe client (the platform's secret key). */
  stripe: Stripe;
  settings: PayoutSettings;
  /** The clock in ms: a run pays for the month before its own (decision 146). */
  now: () => number;
  /** Called after a payout is written and after its transfer is made: a throw stops the run there. */
  checkpoint?: (point: PayoutCheckpoint, payoutId: string) => void | Promise<void>;
  /** Only settle the payouts left pending; write no new one (a day that is not the payout day). */
  settleOnly?: boolean;
  /** Where a payout that could not be paid now is told (it stays pending and is retried). */
  onFailure?: (payoutId: string, error: unknown) => void;
}

/** What one run did. */
export interface PayoutRunReport {
  /** Payouts written and paid by this run. */
  paid: number;
  /** Pending payouts of earlier runs settled by this one (a transfer found at Stripe, or made). */
  recovered: number;
  /** Payouts left pending (Stripe refused or failed): the next run tries them again. */
  pending: number;
}

/**
 * The month a run at `ms` pays for, `YYYY-MM` (UTC): the month before the run's own, as the run
 * on the first of the month pays the month that has just ended (decision 146), so that a month's
 * statement holds its sales and the payout that paid them.
 */
export function payoutPeriod(ms: number): string {
  const at = new Date(ms);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** True for PostgreSQL's unique violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Writes the payout of one account for the month, in one statement: the account's whole earned
 * balance (when at least the minimum and its payouts are on) is taken from it with a `payout`
 * ledger entry, and the payout row records it, pending. The account's row is locked, so a sale
 * credited at the same time lands before (and is paid) or after (and waits for the next month).
 * Undefined when there is nothing to pay, or the month's payout exists already.
 */
async function writePayout(options: PayoutRunOptions, email: string, period: string): Promise<PayoutRow | undefined> {
  const at = new Date(options.now()).toISOString();
  const id = newRowId();
  const rate = options.settings.centsPerCredit;
  try {
    const [row] = await queryRows(
      options.db,
      sql`
      WITH locked AS MATERIALIZED (
        SELECT a.email, a.earned, p.stripe_account_id
        FROM accounts a JOIN payout_accounts p ON p.account_email = a.email
        WHERE a.email = ${email} AND p.payouts_enabled AND a.earned >= ${minimumCredits(options.settings)}
          AND NOT EXISTS (SELECT 1 FROM payouts WHERE account_email = ${email} AND period = ${period})
        FOR UPDATE OF a
      ), taken AS (
        UPDATE accounts a SET earned = a.earned - l.earned, updated_at = ${at}::timestamptz
        FROM locked l WHERE a.email = l.email
        RETURNING l.earned AS credits, a.earned AS after, l.stripe_account_id
      ), payout AS (
        INSERT INTO payouts (id, account_email, stripe_account_id, period, credits, cents_per_credit, amount_cents,
          status, created_at)
        SELECT ${id}, ${email}, t.stripe_account_id, ${period}, t.credits, ${rate}::int, t.credits * ${rate}::int,
          'pending', ${at}::timestamptz
        FROM taken t
        RETURNING id
      ), entry AS (
        INSERT INTO credit_ledger (id, account_email, delta, reason, pot, balance_after, payout_id, created_at)
        SELECT ${newRowId()}, ${email}, -t.credits, 'payout', 'earned', t.after, ${id}, ${at}::timestamptz FROM taken t
      )
      SELECT id FROM payout`,
    );
    if (!row) return undefined;
  } catch (error) {
    // Another run wrote the month's payout of this account meanwhile: the statement changed nothing.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  const [payout] = await options.db.select().from(payouts).where(eq(payouts.id, id));
  return payout;
}

/**
 * The Stripe transfer of a written payout, made exactly once: it is looked for at Stripe by its
 * `transfer_group` (the payout's id) when `recover` (a run stopped after writing the payout may
 * have made it), and otherwise made with the idempotency key `payout-<id>-<attempts>`, so that a
 * retried call is the same transfer. Undefined when Stripe failed or refused: the payout stays pending.
 */
async function transferOf(
  options: PayoutRunOptions,
  payout: PayoutRow,
  recover: boolean,
): Promise<Stripe.Transfer | undefined> {
  try {
    if (recover) {
      const found = await options.stripe.transfers.list({ transfer_group: payout.id, limit: 1 });
      if (found.data[0]) return found.data[0];
    }
    return await options.stripe.transfers.create(
      {
        amount: payout.amountCents,
        currency: 'usd',
        destination: payout.stripeAccountId,
        transfer_group: payout.id,
        description: `Taskwell earnings ${payout.period}: ${payout.credits} credits`,
        metadata: { payout_id: payout.id, account_email: payout.accountEmail, credits: String(payout.credits) },
      },
      { idempotencyKey: `payout-${payout.id}-${payout.attempts}` },
    );
  } catch (error) {
    options.onFailure?.(payout.id, error);
    // Stripe answered (a refusal): the next attempt needs a key of its own. Without an answer
    // (the network), the same key is kept, so that a transfer made meanwhile is answered again.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') {
      await options.db
        .update(payouts)
        .set({ attempts: sql`${payouts.attempts} + 1` })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'pending')));
    }
    return undefined;
  }
}

/** Pays a written payout and marks it paid with its transfer's id; false when it stays pending. */
async function settle(options: PayoutRunOptions, payout: PayoutRow, recover: boolean): Promise<boolean> {
  const transfer = await transferOf(options, payout, recover);
  if (!transfer) return false;
  await options.checkpoint?.('transferred', payout.id);
  await options.db
    .update(payouts)
    .set({ status: 'paid', transferId: transfer.id, paidAt: new Date(options.now()) })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'pending')));
  return true;
}

/**
 * The monthly payout run (decision 137), which the worker's schedule calls and which may be
 * called again at any time: first every payout left pending by a run that stopped is settled
 * from Stripe's records; then each account with an earned balance of at least the minimum and
 * payouts on gets the month's payout, written with its ledger entry, then paid. Accounts are
 * taken one by one in address order; a crash at any point leaves either no payout (the credits
 * still earned) or a pending one that the next run settles.
 */
export async function runPayouts(options: PayoutRunOptions): Promise<PayoutRunReport> {
  const report: PayoutRunReport = { paid: 0, recovered: 0, pending: 0 };
  const left = await options.db
    .select()
    .from(payouts)
    .where(eq(payouts.status, 'pending'))
    .orderBy(asc(payouts.createdAt));
  for (const payout of left) {
    if (await settle(options, payout, true)) report.recovered += 1;
    else report.pending += 1;
  }
  if (options.settleOnly) return report;
  const period = payoutPeriod(options.now());
  const due = await queryRows(
    options.db,
    sql`
    SELECT a.email FROM accounts a JOIN payout_accounts p ON p.account_email = a.email
    WHERE p.payouts_enabled AND a.earned >= ${minimumCredits(options.settings)}
      AND NOT EXISTS (SELECT 1 FROM payouts WHERE account_email = a.email AND period = ${period})
    ORDER BY a.email`,
  );
  for (const { email } of due) {
    const payout = await writePayout(options, String(email), period);
    if (!payout) continue;
    await options.checkpoint?.('written', payout.id);
    if (await settle(options, payout, false)) report.paid += 1;
    else report.pending += 1;
  }
  return report;
}
