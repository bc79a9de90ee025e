import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, assets, creditLedger, runs } from '../../db/schema.ts';
import { assetStoreEnv } from '../../testing/s3-server.ts';
import { startTestServer, type TestServer, testDatabase } from '../../testing/test-server.ts';
import { runClient } from '../testing/run-client.ts';
import { exited, startRunProcess } from '../testing/run-process.ts';
import { waitInTheMiddle, writeCatalogue } from '../testing/test-catalogue.ts';
import { testServices } from '../testing/test-services.ts';

// Issue 27, acceptance 4 (decision 115): SIGTERM to one of two workers while 50 runs are in
// flight. The stopped worker lets its steps under way end, hands its runs back through the queue
// and exits 0 within its limit; the other worker finishes every run, each charged once, no
// finished step run twice.

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    await exited(child);
  }
});

// The grace bounds a step that does not end; here the steps under way end as the drain begins.
const graceMs = 15_000;
// The run claim outlives a stalled renewal: with the test processes' 1 s claim, a renewal late by
// a second on a busy machine gave a run to the other worker, which aborted the step under way here
// (a lost claim, not the shutdown; a fresh clone's CI failed on it with a 15 s grace).
const leaseMs = 15_000;
const concurrency = 2;
// The stopped worker's second steps wait at a gate that opens as it begins to stop: the runs it
// holds are under way when SIGTERM arrives, however busy the machine (with 1.5 s steps, a fresh
// clone's CI saw the stopped worker end every run it took before the signal reached it, and hand
// none back). The other worker's gate is open.
const definitions = [waitInTheMiddle('drain', 'gate')];

describe('given SIGTERM to one of two workers with 50 runs in flight', () => {
  it('should end every run COMPLETED, charged once, and the stopped worker should exit 0 within its limit', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-drain-'));
    const database = await testDatabase();
    let server: TestServer | undefined;
    const logged: string[] = [];
    try {
      const catalogueFile = await writeCatalogue(definitions, dataDir);
      server = await startTestServer({
        // What the API logged as an error stands beside a refused start in the assertion below.
        logLevel: 'error',
        logStream: { write: (line) => logged.push(line) },
        catalogueFile,
        services: testServices(),
        dataDir,
        database: database.options,
        runtime: { worker: false },
      });
      const email = 'drained@example.com';
      const token = await server.signIn(email);
      const { db } = server.app.taskwell;
      await db.transaction(async (tx) => {
        const [account] = await tx.select().from(accounts).where(eq(accounts.email, email));
        await tx.update(accounts).set({ balance: 200 }).where(eq(accounts.email, email));
        await tx.insert(creditLedger).values({
          id: randomUUID(),
          accountEmail: email,
          delta: 200 - (account?.balance ?? 0),
          reason: 'purchase',
          balanceAfter: 200,
          createdAt: new Date(),
        });
      });
      const url = database.options.kind === 'postgres' ? (database.options.url as string) : '';
      const env = {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        TEST_CATALOGUE: catalogueFile,
        TEST_LEASE_MS: String(leaseMs),
        RUN_CONCURRENCY: String(concurrency),
        ...assetStoreEnv(server.bucket),
      };
      const stopped = startRunProcess({ ...env, TEST_SHUTDOWN_GRACE_MS: String(graceMs), TEST_WAIT_GATE: 'drain' });
      children.push(stopped.child);
      await stopped.printed('ready');

      const client = runClient(server.app, token);
      const started = await Promise.all(
        Array.from({ length: 50 }, (_, index) => client.execute('drain', { text: `run ${index}` })),
      );
      expect({ statuses: started.map((reply) => reply.statusCode), logged }).toEqual({
        statuses: Array(50).fill(200),
        logged: [],
      });
      const ids = started.map((reply) => reply.document.requestId);

      // Mid-step: the stopped worker holds runs in their second step. The other worker starts only
      // now, so that it cannot take every run first.
      await stopped.printed('start test.wait');
      const other = startRunProcess(env);
      children.push(other.child);
      await other.printed('ready');
      const held = stopped.lines().filter((line) => line === 'start test.wait').length;
      const signalled = performance.now();
      stopped.child.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) =>
        stopped.child.once('exit', (exitCode) => resolve(exitCode)),
      );
      const tookMs = performance.now() - signalled;
      expect({ code, withinLimit: tookMs < graceMs + 10_000 }).toEqual({ code: 0, withinLimit: true });
      // It let its steps under way end (none was aborted) and started none after the signal: it
      // completed no run.
      expect({
        aborted: stopped.lines().filter((line) => line.startsWith('aborted ')),
        completed: stopped.lines().filter((line) => line === 'status COMPLETED').length,
      }).toEqual({ aborted: [], completed: 0 });

      const ended = await Promise.all(ids.map((id) => client.settle(id, 120_000)));
      expect(ended.map((status) => status.status)).toEqual(Array(50).fill('COMPLETED'));
      const rows = await db.select().from(runs).where(inArray(runs.id, ids));
      // Every run it held was handed back and taken again by the other worker.
      expect(rows.filter((row) => row.attempts >= 2).length).toBeGreaterThanOrEqual(held);
      expect(held).toBeGreaterThan(0);
      const ledger = await db.select().from(creditLedger).where(inArray(creditLedger.runId, ids));
      expect({
        charges: ledger.filter((entry) => entry.reason === 'run').length,
        others: ledger.filter((entry) => entry.reason !== 'run').length,
      }).toEqual({ charges: 50, others: 0 });
      const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
      expect(account?.balance).toBe(200 - 50 * 2);
      // Every step of every run produced one asset: no finished step ran twice.
      const perStep = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(assets)
        .where(inArray(sql`${assets.metadata}->>'runId'`, ids))
        .groupBy(sql`${assets.metadata}->>'runId'`, sql`${assets.metadata}->>'step'`);
      expect({ steps: perStep.length, twice: perStep.filter((row) => row.count !== 1).length }).toEqual({
        steps: 150,
        twice: 0,
      });
    } finally {
      await server?.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
