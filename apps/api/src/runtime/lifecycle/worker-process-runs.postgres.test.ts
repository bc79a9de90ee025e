import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, runs } from '../../db/schema.ts';
import { assetStoreEnv } from '../../testing/s3-server.ts';
import { startTestServer, type TestServer, testDatabase } from '../../testing/test-server.ts';
import { eventsUntil, listeningBase, sdkClient } from '../testing/event-streams.ts';
import { runClient } from '../testing/run-client.ts';
import { exited, type RunProcess, startRunProcess } from '../testing/run-process.ts';
import { waitInTheMiddle, writeCatalogue } from '../testing/test-catalogue.ts';
import { testServices } from '../testing/test-services.ts';

// At scale (PostgreSQL run only): runs executed by a worker process, seen and cancelled through an
// API process that executes nothing. Every change of a run is announced with NOTIFY and heard on
// the API's LISTEN connection (its event stream); a cancel is announced the same way, and the
// worker hears it and aborts the running step (acceptance 1 of issue 18, across processes). One
// API and one worker serve both tests (a start of each less than a file per test): each test has
// an account and a task of its own, and reads only what the worker printed after it began.
const definitions = [
  // The 1.5 s step holds the run at a checkpoint the stream must show.
  waitInTheMiddle('three-steps', 1500),
  // The cancel reaches the 60 s step long before it ends; its third step must never start.
  waitInTheMiddle('three-steps-cancelled', 60_000, 'test.join'),
];

let database: Awaited<ReturnType<typeof testDatabase>>;
let dataDir: string;
let api: TestServer;
let worker: RunProcess;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  dataDir = await mkdtemp(join(tmpdir(), 'taskwell-worker-runs-'));
  const catalogueFile = await writeCatalogue(definitions, dataDir);
  api = await startTestServer({
    dataDir,
    database: database.options,
    catalogueFile,
    services: testServices(),
    runtime: { worker: false },
  });
  worker = startRunProcess({
    DATA_DIR: dataDir,
    TEST_CATALOGUE: catalogueFile,
    DATABASE_URL: database.options.url,
    ...assetStoreEnv(api.bucket),
  });
  children.push(worker.child);
  await worker.printed('ready', 120_000);
}, 180_000);

afterAll(async () => {
  for (const child of children) {
    child.kill('SIGTERM');
    await exited(child);
  }
  await api?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('given a run executed by a worker process', () => {
  it('should stream each of its changes from another API process, in order, to COMPLETED', async () => {
    const token = await api.signIn('scaled@example.com');
    const started = await runClient(api.app, token).execute('three-steps', { text: 'far away' });
    expect(started.statusCode).toBe(200);
    const events = await sdkClient(await listeningBase(api.app), token).streamRequestEvents(started.document.requestId);
    const seen = await eventsUntil(events, (event) => event.status.status === 'COMPLETED', 60_000);
    const ids = seen.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    // At least one checkpoint between the start and the end: the 1.5 s step holds the run there.
    expect(seen.some((event) => event.status.status === 'IN_PROGRESS' && event.status.results.length > 0)).toBe(true);
    expect(seen.at(-1)?.status.results.map((result) => result.parameter.name)).toEqual(['First', 'Second', 'Third']);
    expect((await events.next()).done).toBe(true);
    expect(api.app.taskwell.runtime.changes.subscriptions).toBe(0);
  });
});

describe('given a run in its second step in a worker process', () => {
  it('should abort that step on a cancel through the API process, refund once, run no later step', async () => {
    const from = worker.linesPrinted();
    const token = await api.signIn('far-canceller@example.com');
    const started = await runClient(api.app, token).execute('three-steps-cancelled', { text: 'stop me' });
    const runId = started.document.requestId;
    await worker.printed('start test.wait', 60_000, from);
    const reply = await api.app.inject({
      method: 'POST',
      url: `/api/runs/${runId}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(200);
    // How soon is a figure of bench:runs; here, that the worker's step is told at all.
    await worker.printed('aborted test.wait', 60_000, from);
    const [row] = await api.app.taskwell.db.select().from(runs).where(eq(runs.id, runId));
    expect(row?.status).toBe('ABORTED');
    // The third step never starts (it would have printed its start by now).
    await expect(worker.printed('start test.join', 1_500, from)).rejects.toThrow('no "start test.join"');
    const refunds = await api.app.taskwell.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.runId, runId), eq(creditLedger.reason, 'refund')));
    expect(refunds).toHaveLength(1);
  });
});
