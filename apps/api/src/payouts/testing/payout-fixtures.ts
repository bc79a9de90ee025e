import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { newRowId } from '../../db/row-ids.ts';
import type { FakeStripe } from '../../payments/testing/fake-stripe.ts';
import { creditShare, platformAccount, shareOf } from '../../runtime/persistence/pay-out-runs.ts';
import { chooseEarnings } from '../earnings-choice.ts';

// What the payout tests share: creators with a connected account whose payouts are on (made at
// the fake Stripe, as onboarding would), and sales written with the entries a completed store run
// writes (the buyer's charge, the creator's share, the platform's rest).

/** An account that keeps its earnings for payout, with a connected account at `stripe` (payouts on unless `payoutsOn: false`). */
export async function connectedCreator(
  db: Database,
  stripe: FakeStripe,
  email: string,
  options: { at: Date; payoutsOn?: boolean },
): Promise<string> {
  const at = options.at.toISOString();
  await queryRows(
    db,
    sql`INSERT INTO accounts (email, created_at, updated_at) VALUES (${email}, ${at}::timestamptz, ${at}::timestamptz)
    ON CONFLICT (email) DO NOTHING`,
  );
  await chooseEarnings(db, { email, keep: true, at: options.at });
  const account = stripe.connect.createAccount({ type: 'express', email, metadata: { account_email: email } });
  if (options.payoutsOn !== false) stripe.connect.completeOnboarding(account.id);
  await queryRows(
    db,
    sql`INSERT INTO payout_accounts (account_email, stripe_account_id, details_submitted, payouts_enabled, synced_at, created_at)
    VALUES (${email}, ${account.id}, ${options.payoutsOn !== false}, ${options.payoutsOn !== false}, ${options.at.getTime()},
      ${at}::timestamptz)`,
  );
  return account.id;
}

/** A buyer with `balance` bought credits. */
export async function buyer(db: Database, email: string, balance: number, at: Date): Promise<void> {
  const iso = at.toISOString();
  await queryRows(
    db,
    sql`
    WITH made AS (
      INSERT INTO accounts (email, balance, created_at, updated_at) VALUES (${email}, ${balance}, ${iso}::timestamptz, ${iso}::timestamptz)
      RETURNING email
    )
    INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, created_at)
    SELECT ${newRowId()}, email, ${balance}, 'purchase', ${balance}, ${iso}::timestamptz FROM made`,
  );
}

/**
 * A completed sale of `fee` credits from `creator` to `buyerEmail` (run `runId`), in one
 * transaction: the charge, the creator's share (80 %) and the platform's rest.
 */
export async function sell(
  db: Database,
  options: { buyer: string; creator: string; runId: string; fee: number; at: Date },
): Promise<void> {
  const at = options.at.toISOString();
  const share = shareOf(options.fee, 80);
  await db.transaction(async (tx) => {
    await queryRows(
      tx,
      sql`
      WITH charged AS (
        UPDATE accounts SET balance = balance - ${options.fee} WHERE email = ${options.buyer} RETURNING balance
      )
      INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, run_id, created_at)
      SELECT ${newRowId()}, ${options.buyer}, ${-options.fee}, 'run', balance, ${options.runId}, ${at}::timestamptz FROM charged`,
    );
    await creditShare(tx, { owner: options.creator, runId: options.runId, credits: share.payee, at });
    await queryRows(
      tx,
      sql`
      WITH credited AS (
        UPDATE accounts SET balance = balance + ${share.platform} WHERE email = ${platformAccount} RETURNING balance
      )
      INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, run_id, created_at)
      SELECT ${newRowId()}, ${platformAccount}, ${share.platform}, 'platform_share', balance, ${options.runId},
        ${at}::timestamptz FROM credited`,
    );
  });
}
