import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../db/open-database.ts';
import { assets, runs } from '../../db/schema.ts';
import { assetStoreEnv } from '../../testing/s3-server.ts';
import {
  onPostgres,
  pgliteInFolder,
  startTestServer,
  type TestServer,
  testDatabase,
} from '../../testing/test-server.ts';
import { runClient } from '../testing/run-client.ts';
import { exited, startRunProcess } from '../testing/run-process.ts';
import { waitInTheMiddle, writeCatalogue } from '../testing/test-catalogue.ts';
import { testServices } from '../testing/test-services.ts';

const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    await exited(child);
  }
});

// The run: a first step, a second one during which the process dies, and a third. The second waits
// at a gate its first process never opens: a step that only took 1.5 s had ended (and the run with
// it) before the kill reached a process on a busy machine, and the next process had no run to finish.
const definitions = [waitInTheMiddle('long', 'gate')];

describe('given a worker killed in the middle of a run', () => {
  it('should finish the run after a restart from its checkpoint, with no finished step run twice', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-recovery-'));
    const catalogue = await writeCatalogue(definitions, dataDir);
    const database = onPostgres ? await testDatabase() : undefined;
    const common = { catalogueFile: catalogue, services: testServices(), dataDir };
    let server: TestServer | undefined;
    /** On PGlite, the run process's database opened again once it let go (no server is needed to read it). */
    let reopened: OpenDatabase | undefined;
    try {
      // The API process that takes the start; on PostgreSQL it stays up and leaves runs to the
      // workers, on PGlite (one process per database) it hands the database to the run process.
      server = await startTestServer({
        ...common,
        ...(database ? { database: database.options } : { database: await pgliteInFolder(join(dataDir, 'pglite')) }),
        runtime: { worker: false },
      });
      const token = await server.signIn('survivor@example.com');
      const client = runClient(server.app, token);
      const start = await client.execute('long', { text: 'keep going' });
      expect(start.statusCode).toBe(200);
      const requestId = start.document.requestId;
      const url = database?.options.kind === 'postgres' ? database.options.url : undefined;
      if (!url) {
        await server.app.close();
        server = undefined;
      }
      // A claim lasts 10 s: a 1 s claim lapsed on a busy machine whenever a renewal came late, and the
      // run was taken again by the process that held it (a third attempt). Only the kill ends it here.
      const env = {
        TEST_LEASE_MS: '10000',
        DATA_DIR: dataDir,
        TEST_CATALOGUE: catalogue,
        ...(url ? { DATABASE_URL: url, ...assetStoreEnv(server?.bucket) } : {}),
      };

      const doomed = startRunProcess({ ...env, TEST_WAIT_GATE: 'shut' });
      children.push(doomed.child);
      // Killed during the second step, once the first one's checkpoint is written.
      await doomed.printed('start test.wait');
      await doomed.printed('checkpoint');
      doomed.child.kill('SIGKILL');
      await exited(doomed.child);

      const next = startRunProcess(env);
      children.push(next.child);
      await next.printed('ready');
      if (url && server) {
        const done = await runClient(server.app, token).settle(requestId);
        expect(done.status).toBe('COMPLETED');
      } else {
        await next.printed('status COMPLETED');
      }
      // The first step, written before the kill, did not run again; the second did.
      expect(next.lines().filter((line) => line.startsWith('start '))).toEqual(['start test.wait', 'start test.upper']);
      // The run ended: look at it (on PGlite, once the run process let go of the database).
      if (!url) {
        next.child.kill('SIGTERM');
        await exited(next.child);
        reopened = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
      }
      const db = reopened?.db ?? (server as TestServer).app.taskwell.db;
      const [run] = await db.select().from(runs).where(eq(runs.id, requestId));
      expect(run?.status).toBe('COMPLETED');
      expect(run?.attempts).toBe(2);
      expect(
        ((run?.results ?? []) as { parameter: { name: string } }[]).map((result) => result.parameter.name),
      ).toEqual(['First', 'Second', 'Third']);
      // One asset per step: the first step, finished before the kill, did not run again.
      const perStep = await db
        .select({ step: sql<string>`${assets.metadata}->>'step'`, count: sql<number>`count(*)::int` })
        .from(assets)
        .where(and(sql`${assets.metadata}->>'runId' = ${requestId}`))
        .groupBy(sql`${assets.metadata}->>'step'`);
      expect(Object.fromEntries(perStep.map((row) => [row.step, row.count]))).toEqual({
        first: 1,
        second: 1,
        third: 1,
      });
    } finally {
      await reopened?.close();
      await server?.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
    // A bound for a hang: two processes start cold here, each compiling the server, which takes
    // minutes when the machine is busy.
  }, 360_000);
});
