import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { newRowId } from '../db/row-ids.ts';

/** A transaction, or the database itself: whatever runs statements. */
type Statements = Pick<Database, 'execute'>;

/** An account's two balances: spendable on runs, and earned (kept for payout). */
export interface Balances {
  spendable: number;
  earned: number;
  keepEarnings: boolean;
}

/**
 * Sets whether sales' earnings are kept for payout or added to the spendable balance (decision
 * 137). Choosing to spend also moves the earned balance there, when it is positive, with an
 * `earnings_spent` entry in each pot: credits once spendable are never paid out. One statement,
 * on the account's locked row. Undefined when there is no such account.
 */
export async function chooseEarnings(
  db: Statements,
  options: { email: string; keep: boolean; at: Date },
): Promise<Balances | undefined> {
  const at = options.at.toISOString();
  const [row] = await queryRows(
    db,
    sql`
    WITH before AS MATERIALIZED (
      SELECT email, CASE WHEN ${options.keep} THEN 0 ELSE greatest(earned, 0) END AS moved
      FROM accounts WHERE email = ${options.email} FOR UPDATE
    ), changed AS (
      UPDATE accounts a SET keep_earnings = ${options.keep}, earned = a.earned - b.moved,
        balance = a.balance + b.moved, updated_at = ${at}::timestamptz
      FROM before b WHERE a.email = b.email
      RETURNING a.balance, a.earned, a.keep_earnings, b.moved
    ), entries AS (
      INSERT INTO credit_ledger (id, account_email, delta, reason, pot, balance_after, created_at)
      SELECT e.id, ${options.email}, e.delta, 'earnings_spent', e.pot, e.after, ${at}::timestamptz
      FROM changed c CROSS JOIN LATERAL (VALUES
        (${newRowId()}, -c.moved, 'earned', c.earned),
        (${newRowId()}, c.moved, 'spendable', c.balance)
      ) AS e(id, delta, pot, after)
      WHERE c.moved > 0
    )
    SELECT balance, earned, keep_earnings FROM changed`,
  );
  if (!row) return undefined;
  return { spendable: Number(row.balance), earned: Number(row.earned), keepEarnings: row.keep_earnings === true };
}
