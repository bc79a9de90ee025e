import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { accounts, creditLedger } from '../../db/schema.ts';
import { startTestServer, type TestServer, testDatabase } from '../../testing/test-server.ts';
import { newRunOf } from '../testing/new-run.ts';
import { testServices } from '../testing/test-services.ts';
import { chargeInTurns } from './charge-starts.ts';

// PostgreSQL only: a charge the server ends as a deadlock's victim (40P01) wrote nothing and runs
// again. A fresh clone's CI met one: 16 starts answered 500 while 50 ran at once on one account.
let database: Awaited<ReturnType<typeof testDatabase>>;
let server: TestServer;

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  server = await startTestServer({ database: database.options, catalogue: [], services: testServices() });
}, 180_000);
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

/** Resolves once some statement charging starts waits for a lock (bounded: a minute). */
async function chargeWaitingForLock(): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const waiting = await queryRows(
      server.app.taskwell.db,
      sql`SELECT pid FROM pg_stat_activity
        WHERE wait_event_type = 'Lock' AND query LIKE '%jsonb_to_recordset%' AND pid <> pg_backend_pid()`,
    );
    if (waiting.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('No charge waited for a lock within a minute.');
}

describe('given a charge of two accounts chosen as the victim of a deadlock', () => {
  it('should charge both starts once, after the transaction that held the other account ends', async () => {
    const [first, second] = ['deadlock-a@example.com', 'deadlock-b@example.com'];
    await server.signIn(first);
    await server.signIn(second);
    const { db } = server.app.taskwell;
    const balances = async () =>
      (
        await db
          .select()
          .from(accounts)
          .where(inArray(accounts.email, [first, second]))
      )
        .sort((a, b) => a.email.localeCompare(b.email))
        .map((account) => account.balance);
    const before = await balances();
    const starts = [{ run: newRunOf(first, 2) }, { run: newRunOf(second, 2) }];
    let charging: ReturnType<typeof chargeInTurns> | undefined;

    // The other transaction holds the second account; the charge locks the first and waits for
    // the second; then the other asks for the first. The circle is closed, and the charge, which
    // waited longest (the other checks for deadlocks only after a minute), is the one ended.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL deadlock_timeout = '60s'`);
      await tx.execute(sql`SELECT 1 FROM accounts WHERE email = ${second} FOR NO KEY UPDATE`);
      charging = chargeInTurns(db, starts);
      // Its rejection, if any, is awaited below; until then it must not count as unhandled.
      charging.catch(() => undefined);
      await chargeWaitingForLock();
      await tx.execute(sql`SELECT 1 FROM accounts WHERE email = ${first} FOR NO KEY UPDATE`);
    });
    const outcomes = await charging;

    expect(starts.map((start) => outcomes?.get(start))).toEqual([{ created: true }, { created: true }]);
    expect(await balances()).toEqual(before.map((balance) => balance - 2));
    const charges = await db
      .select()
      .from(creditLedger)
      .where(
        inArray(
          creditLedger.runId,
          starts.map((start) => start.run.id),
        ),
      );
    expect(charges.map((entry) => entry.reason)).toEqual(['run', 'run']);
    const [row] = await db.select().from(accounts).where(eq(accounts.email, first));
    expect(row?.balance).toBe((before[0] ?? 0) - 2);
  });
});
