import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { newRowId } from '../../db/row-ids.ts';

/**
 * The platform's account (decision 105): it keeps the platform's share of every completed run
 * that pays someone. Not an e-mail address, so the sign-in calls refuse it; the migration makes
 * it and a payout makes it again when it is missing.
 */
export const platformAccount = 'taskwell:platform';

/** A transaction, or the database itself: whatever runs statements. */
type Statements = Pick<Database, 'execute'>;

/** How a completed paid run's fee is shared: the payee's part rounded down, the platform keeps the rest. */
export function shareOf(fee: number, payeePercent: number): { payee: number; platform: number } {
  const payee = Math.floor((fee * payeePercent) / 100);
  return { payee, platform: fee - payee };
}

/**
 * Credits a creator's share of one sale, in the pot the creator chose (decision 137): kept for
 * payout (`earned`) or added to the spendable balance, with its ledger entry, in one statement.
 * The update locks the account's row, so a change of the choice is never half applied.
 */
export async function creditShare(
  tx: Statements,
  options: { owner: string; runId: string; credits: number; at: string },
): Promise<void> {
  const { owner, runId, credits, at } = options;
  await queryRows(
    tx,
    sql`
    WITH credited AS (
      UPDATE accounts SET
        balance = balance + CASE WHEN keep_earnings THEN 0 ELSE ${credits}::int END,
        earned = earned + CASE WHEN keep_earnings THEN ${credits}::int ELSE 0 END,
        updated_at = ${at}::timestamptz
      WHERE email = ${owner} RETURNING keep_earnings, balance, earned
    )
    INSERT INTO credit_ledger (id, account_email, delta, reason, pot, balance_after, run_id, created_at)
    SELECT ${newRowId()}, ${owner}, ${credits}, 'earning', CASE WHEN keep_earnings THEN 'earned' ELSE 'spendable' END,
      CASE WHEN keep_earnings THEN earned ELSE balance END, ${runId}, ${at}::timestamptz FROM credited`,
  );
}

/**
 * Pays out completed runs that were bought from a listing (issue 26, decision 105): the listing's
 * owner is credited `floor(fee × payeePercent / 100)` (in the pot they chose) and the platform's account the rest, so the
 * run's ledger entries (the buyer's −fee and these) sum to zero. Called in the transaction that
 * completes the runs; runs without a listing or a fee pay nothing. The unique (run, reason) index
 * of the ledger refuses a second payout of one run (the transaction then fails as a whole).
 * Accounts are credited in one order (payees by address, then the platform) so that concurrent
 * payouts never wait for each other in a circle.
 */
export async function payOutRuns(
  tx: Statements,
  options: { runIds: readonly string[]; payeePercent: number; at: Date },
): Promise<void> {
  if (options.runIds.length === 0) return;
  const at = options.at.toISOString();
  const paid = await queryRows(
    tx,
    sql`
    SELECT r.id, r.fee, l.owner_email
    FROM runs r LEFT JOIN store_listings l ON l.id = r.listing_id
    WHERE r.id IN (${sql.join(
      options.runIds.map((id) => sql`${id}`),
      sql`, `,
    )}) AND r.listing_id IS NOT NULL AND r.status = 'COMPLETED' AND r.fee > 0
    ORDER BY l.owner_email, r.id`,
  );
  let platform = 0;
  const platformEntries: { runId: string; delta: number }[] = [];
  for (const row of paid) {
    const runId = String(row.id);
    // A listing removed with its task while the run ran: its owner is gone, the platform keeps it all.
    const owner = typeof row.owner_email === 'string' ? row.owner_email : undefined;
    const share = shareOf(Number(row.fee), owner ? options.payeePercent : 0);
    if (owner && share.payee > 0) await creditShare(tx, { owner, runId, credits: share.payee, at });
    if (share.platform > 0) platformEntries.push({ runId, delta: share.platform });
    platform += share.platform;
  }
  if (platform === 0) return;
  const [account] = await queryRows(
    tx,
    sql`
    INSERT INTO accounts (email, plan, balance, created_at, updated_at)
    VALUES (${platformAccount}, 'Free', ${platform}, ${at}::timestamptz, ${at}::timestamptz)
    ON CONFLICT (email) DO UPDATE SET balance = accounts.balance + EXCLUDED.balance, updated_at = EXCLUDED.updated_at
    RETURNING balance`,
  );
  // Each entry's balance after it, counting back from the balance after all of them.
  let after = Number(account?.balance) - platform;
  const entries = platformEntries.map(({ runId, delta }) => {
    after += delta;
    return { id: newRowId(), run_id: runId, delta, balance_after: after };
  });
  await queryRows(
    tx,
    sql`
    INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, run_id, created_at)
    SELECT i.id, ${platformAccount}, i.delta, 'platform_share', i.balance_after, i.run_id, ${at}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS i(id text, run_id text, delta int, balance_after int)`,
  );
}
