import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { newRowId } from '../../db/row-ids.ts';
import { accounts, creditLedger, type runs } from '../../db/schema.ts';

/** A transaction of the database. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Gives a run's fee back to its account, in the transaction that ends the run ERROR or ABORTED,
 * with its ledger entry: the unique (run, reason) index refuses a second refund of one run. True
 * when the fee went back (false when the account is gone).
 */
export async function refundRun(tx: Transaction, row: typeof runs.$inferSelect, at: Date): Promise<boolean> {
  const [refunded] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${row.fee}`, updatedAt: at })
    .where(eq(accounts.email, row.accountEmail))
    .returning({ balance: accounts.balance });
  if (!refunded) return false;
  await tx.insert(creditLedger).values({
    id: newRowId(),
    accountEmail: row.accountEmail,
    delta: row.fee,
    reason: 'refund',
    balanceAfter: refunded.balance,
    runId: row.id,
    createdAt: at,
  });
  return true;
}
