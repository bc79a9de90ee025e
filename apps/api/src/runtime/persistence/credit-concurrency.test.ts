import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../accounts/accounts.ts';
import { accounts, creditLedger, runs } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { runClient } from '../testing/run-client.ts';
import { testTask } from '../testing/test-catalogue.ts';
import { createGate, testServices } from '../testing/test-services.ts';

// Runs on PGlite and, in the PostgreSQL run of `pnpm test`, on a real server with a pool of
// connections, where the starts really race.
const gate = createGate();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    catalogue: [
      testTask(
        'held-then-fails',
        {
          sequence: [
            {
              step: 'held',
              service: 'test.wait',
              output: 'Held',
              inputs: { text: { param: 'text' } },
              options: { gate: true },
            },
            { step: 'broken', service: 'test.fail', output: 'Broken', inputs: {} },
          ],
        },
        { powerFee: 3 },
      ),
    ],
    services: testServices({ gate }),
    runtime: { concurrency: 100, stepTimeoutMs: 60_000 },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('given 100 concurrent starts with credit for 10 runs', () => {
  it('should accept exactly 10, never take the balance below 0, and refund every failed run', async () => {
    const email = 'racer@example.com';
    const token = await server.signIn(email);
    const { db } = server.app.taskwell;
    await db.transaction(async (tx) => {
      // Top the welcome grant up to 30 credits through the ledger, so balance and ledger agree.
      const [account] = await tx.select().from(accounts).where(eq(accounts.email, email));
      const delta = 30 - (account?.balance ?? 0);
      await tx.update(accounts).set({ balance: 30 }).where(eq(accounts.email, email));
      await tx.insert(creditLedger).values({
        id: crypto.randomUUID(),
        accountEmail: email,
        delta,
        reason: 'purchase',
        balanceAfter: 30,
        createdAt: new Date(),
      });
    });
    const client = runClient(server.app, token);

    const replies = await Promise.all(
      Array.from({ length: 100 }, () => client.execute('held-then-fails', { text: 'go' })),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(90);
    const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
    expect(account?.balance).toBe(0);
    const created = await db.select().from(runs).where(eq(runs.accountEmail, email));
    expect(created).toHaveLength(10);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.accountEmail, email));
    expect(Math.min(...ledger.map((entry) => entry.balanceAfter))).toBe(0);
    expect(ledger.filter((entry) => entry.reason === 'run')).toHaveLength(10);

    // The runs go on and fail: each is refunded once.
    gate.open();
    const ids = replies.filter((reply) => reply.statusCode === 200).map((reply) => reply.document.requestId);
    const ended = await Promise.all(ids.map((id) => client.settle(id, 30_000)));
    expect(ended.map((run) => run.status)).toEqual(Array(10).fill('ERROR'));
    const [after] = await db.select().from(accounts).where(eq(accounts.email, email));
    expect(after?.balance).toBe(30);
    const refunds = (await db.select().from(creditLedger).where(eq(creditLedger.accountEmail, email))).filter(
      (entry) => entry.reason === 'refund',
    );
    expect(refunds.map((entry) => entry.runId).sort()).toEqual([...ids].sort());
    expect(await ledgerSum(db, email)).toBe(30);
  });
});
