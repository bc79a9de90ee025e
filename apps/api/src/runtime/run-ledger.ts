import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { accounts, creditLedger, runs } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';

/** A run's row. */
export type RunRow = typeof runs.$inferSelect;

/** Statuses a run ends in. */
export type EndStatus = 'COMPLETED' | 'ERROR' | 'ABORTED';

/**
 * Charges a task's fee and creates its run in one statement (atomic without a transaction, and one
 * round trip on the start path). The charge is a conditional update (`balance >= fee`), so
 * concurrent starts can never take the balance below 0, and a start without enough credit creates
 * no run (402).
 */
export async function chargeAndCreateRun(db: Database, run: typeof runs.$inferInsert): Promise<void> {
  const at = run.createdAt.toISOString();
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const result = (await db.execute(sql`
    WITH charged AS (
      UPDATE accounts SET balance = balance - ${run.fee}, updated_at = ${at}::timestamptz
      WHERE email = ${run.accountEmail} AND balance >= ${run.fee}
      RETURNING balance
    ), ledger AS (
      INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, run_id, created_at)
      SELECT ${randomUUID()}, ${run.accountEmail}, ${-run.fee}, 'run', balance, ${run.id}, ${at}::timestamptz
      FROM charged WHERE ${run.fee}::int > 0
    ), created AS (
      INSERT INTO runs (id, account_email, task_id, status, fee, inputs, answers, state, results, step, max,
        queued_at, created_at, updated_at)
      SELECT ${run.id}, ${run.accountEmail}, ${run.taskId}, ${run.status}, ${run.fee}, ${json(run.inputs)},
        ${json(run.answers)}, ${json(run.state)}, ${json(run.results)}, ${run.step}, ${run.max},
        ${run.queuedAt.toISOString()}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
      FROM charged
      RETURNING id
    )
    SELECT count(*)::int AS created FROM created`)) as unknown as { rows: { created: number }[] };
  if (Number(result.rows[0]?.created ?? 0) === 1) return;
  const [account] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.email, run.accountEmail));
  throw new ApiError(
    402,
    'insufficient_credits',
    `This task costs ${run.fee} credits and your balance is ${account?.balance ?? 0} credits.`,
  );
}

/**
 * Ends an unfinished run: sets its end status (only if `where` still holds, so of two processes
 * racing to end a run only one does) and, for ERROR and ABORTED, refunds its fee to the ledger in
 * the same transaction. Returns the ended row, or undefined when the run had already moved on.
 */
export async function endRun(
  db: Database,
  options: {
    runId: string;
    status: EndStatus;
    message: string | null;
    step: number;
    now: Date;
    /** Extra conditions on the row (the lease owner, the status it must still have). */
    where: ReturnType<typeof and>;
  },
): Promise<RunRow | undefined> {
  const changes = {
    status: options.status,
    message: options.message,
    step: options.step,
    missing: null,
    leaseOwner: null,
    leaseExpiresAt: null,
    updatedAt: options.now,
    finishedAt: options.now,
  };
  const where = and(eq(runs.id, options.runId), options.where);
  // A completed run owes nothing: one statement, no transaction.
  if (options.status === 'COMPLETED') return (await db.update(runs).set(changes).where(where).returning())[0];
  return db.transaction(async (tx) => {
    const [ended] = await tx.update(runs).set(changes).where(where).returning();
    if (!ended || ended.fee === 0) return ended;
    const [refunded] = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${ended.fee}`, updatedAt: options.now })
      .where(eq(accounts.email, ended.accountEmail))
      .returning({ balance: accounts.balance });
    if (refunded) {
      // The unique (run, reason) index refuses a second refund of one run.
      await tx.insert(creditLedger).values({
        id: randomUUID(),
        accountEmail: ended.accountEmail,
        delta: ended.fee,
        reason: 'refund',
        balanceAfter: refunded.balance,
        runId: ended.id,
        createdAt: options.now,
      });
    }
    return ended;
  });
}
