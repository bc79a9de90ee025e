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

// The grace is ten times a step's wait: on a busy 2-core machine, steps of 1.5 s under way when
// SIGTERM arrives took longer than a 4 s grace to end (six were aborted in a fresh clone's CI).
// A worker exits as soon as its steps end, so a longer grace costs nothing when they end sooner.
const graceMs = 15_000;
// The run claim outlives a stalled renewal: with the test processes' 1 s claim, a renewal late by
// a second on a busy machine gave a run to the other worker, which aborted the step under way here
// (a lost claim, not the shutdown; a fresh clone's CI failed on it with a 15 s grace).
const leaseMs = 15_000;
// Two runs at a time per worker: the 50 runs take the workers about 20 s, so runs are still queued
// when the test, slowed by a busy machine, has created them all and sends SIGTERM (with 16 at a
// time, the stopped worker had finished every run it took before the signal, and had none to hand
// back, in a fresh clone's CI).
const concurrency = 2;
const definitions = [waitInTheMiddle('drain', 1500)];

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
      const stopped = startRunProcess({ ...env, TEST_SHUTDOWN_GRACE_MS: String(graceMs) });
      const other = startRunProcess(env);
      children.push(stopped.child, other.child);
      await Promise.all([stopped.printed('ready'), other.printed('ready')]);

      const client = runClient(server.app, token);
      const started = await Promise.all(
        Array.from({ length: 50 }, (_, index) => client.execute('drain', { text: `run ${index}` })),
      );
      expect({ statuses: started.map((reply) => reply.statusCode), logged }).toEqual({
        statuses: Array(50).fill(200),
        logged: [],
      });
      const ids = started.map((reply) => reply.document.requestId);

      // Mid-step: the stopped worker began the slow second step of a run after every run was created.
      await stopped.printed('start test.wait', 120_000, stopped.linesPrinted());
      const signalled = performance.now();
      stopped.child.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) =>
        stopped.child.once('exit', (exitCode) => resolve(exitCode)),
      );
      const tookMs = performance.now() - signalled;
      expect({ code, withinLimit: tookMs < graceMs + 10_000 }).toEqual({ code: 0, withinLimit: true });
      // It let its steps under way end: none was aborted.
      expect(stopped.lines().filter((line) => line.startsWith('aborted '))).toEqual([]);

      const ended = await Promise.all(ids.map((id) => client.settle(id, 120_000)));
      expect(ended.map((status) => status.status)).toEqual(Array(50).fill('COMPLETED'));
      const rows = await db.select().from(runs).where(inArray(runs.id, ids));
      // Some runs were handed back and taken again by the other worker.
      expect(rows.filter((row) => row.attempts >= 2).length).toBeGreaterThan(0);
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
