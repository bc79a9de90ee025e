import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetStoreEnv } from '../../testing/s3-server.ts';
import { startTestServer, type TestServer, testDatabase } from '../../testing/test-server.ts';
import { eventsUntil, listeningBase, sdkClient } from '../testing/event-streams.ts';
import { runClient } from '../testing/run-client.ts';
import { exited, type RunProcess, startRunProcess } from '../testing/run-process.ts';
import { waitInTheMiddle, writeCatalogue } from '../testing/test-catalogue.ts';
import { testServices } from '../testing/test-services.ts';

// At scale (PostgreSQL run only): an API process that executes no runs streams a run that a
// worker process executes. Every event of the stream comes from the worker's changes, announced
// with NOTIFY and heard on the API process's LISTEN connection.
const definitions = [waitInTheMiddle('three-steps', 1500)];

let database: Awaited<ReturnType<typeof testDatabase>>;
let dataDir: string;
let api: TestServer;
let worker: RunProcess;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  dataDir = await mkdtemp(join(tmpdir(), 'taskwell-events-'));
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
