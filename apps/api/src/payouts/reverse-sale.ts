import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { newRowId } from '../db/row-ids.ts';

/** A transaction, or the database itself: whatever runs statements. */
type Statements = Pick<Database, 'execute'>;

/**
 * Takes a completed sale back (a refund to its buyer, or a dispute lost), in one statement
 * (decision 137): the buyer's fee is given back to their spendable balance (`sale_refund`), the
 * creator's share is taken from their earned balance (`sale_reversed`) whichever pot it went to,
 * and the platform's share from the platform (`platform_share_reversed`), so that the run's
 * entries still sum to zero. The earned balance may go below zero: after a payout, the next
 * payout is that much smaller. The unique (run, reason) index refuses a second reversal. True
 * when the sale was reversed (false: no such paid, completed sale).
 */
export async function reverseSale(db: Statements, options: { runId: string; at: Date }): Promise<boolean> {
  const at = options.at.toISOString();
  const rows = await queryRows(
    db,
    sql`
    WITH sale AS MATERIALIZED (
      SELECT e.account_email, e.delta, e.reason FROM credit_ledger e
      WHERE e.run_id = ${options.runId} AND e.reason IN ('run', 'earning', 'platform_share')
    ), locked AS MATERIALIZED (
      SELECT a.email FROM accounts a WHERE a.email IN (SELECT account_email FROM sale) ORDER BY a.email FOR UPDATE
    ), moves AS (
      SELECT account_email AS email, -delta AS delta,
        CASE reason WHEN 'run' THEN 'sale_refund' WHEN 'earning' THEN 'sale_reversed' ELSE 'platform_share_reversed' END
          AS reason,
        CASE reason WHEN 'earning' THEN 'earned' ELSE 'spendable' END AS pot
      FROM sale WHERE EXISTS (SELECT 1 FROM sale WHERE reason = 'earning' OR reason = 'platform_share')
    ), changed AS (
      UPDATE accounts a SET
        balance = a.balance + CASE WHEN m.pot = 'spendable' THEN m.delta ELSE 0 END,
        earned = a.earned + CASE WHEN m.pot = 'earned' THEN m.delta ELSE 0 END,
        updated_at = ${at}::timestamptz
      FROM moves m WHERE a.email = m.email AND EXISTS (SELECT 1 FROM locked)
      RETURNING a.email, m.delta, m.reason, m.pot, CASE WHEN m.pot = 'earned' THEN a.earned ELSE a.balance END AS after
    )
    INSERT INTO credit_ledger (id, account_email, delta, reason, pot, balance_after, run_id, created_at)
    SELECT 'rv-' || md5(${options.runId} || c.reason || ${newRowId()}), c.email, c.delta, c.reason, c.pot, c.after,
      ${options.runId}, ${at}::timestamptz
    FROM changed c
    RETURNING id`,
  );
  return rows.length > 0;
}
