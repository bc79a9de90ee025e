import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, runs } from '../../db/schema.ts';
import { assetStoreEnv } from '../../testing/s3-server.ts';
import { startTestServer, type TestServer, testDatabase } from '../../testing/test-server.ts';
import { runClient } from '../testing/run-client.ts';
import { exited, type RunProcess, startRunProcess } from '../testing/run-process.ts';
import { waitInTheMiddle, writeCatalogue } from '../testing/test-catalogue.ts';
import { testServices } from '../testing/test-services.ts';

// At scale (PostgreSQL run only): a run executed by a worker process is cancelled through an API
// process that executes nothing. The cancel is announced with NOTIFY; the worker hears it and
// aborts the running step (acceptance 1 of issue 18, across processes).
const definitions = [waitInTheMiddle('three-steps', 60_000, 'test.join')];

let database: Awaited<ReturnType<typeof testDatabase>>;
let dataDir: string;
let api: TestServer;
let worker: RunProcess;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  dataDir = await mkdtemp(join(tmpdir(), 'taskwell-cancel-'));
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

describe('given a run in its second step in a worker process', () => {
  it('should abort that step on a cancel through the API process, refund once, run no later step', async () => {
    const token = await api.signIn('far-canceller@example.com');
    const started = await runClient(api.app, token).execute('three-steps', { text: 'stop me' });
    const runId = started.document.requestId;
    await worker.printed('start test.wait', 60_000);
    const reply = await api.app.inject({
      method: 'POST',
      url: `/api/runs/${runId}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(200);
    // How soon is a figure of bench:runs; here, that the worker's step is told at all.
    await worker.printed('aborted test.wait', 60_000);
    const [row] = await api.app.taskwell.db.select().from(runs).where(eq(runs.id, runId));
    expect(row?.status).toBe('ABORTED');
    // The third step never starts (it would have printed its start by now).
    await expect(worker.printed('start test.join', 1_500)).rejects.toThrow('no "start test.join"');
    const refunds = await api.app.taskwell.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.runId, runId), eq(creditLedger.reason, 'refund')));
    expect(refunds).toHaveLength(1);
  });
});
