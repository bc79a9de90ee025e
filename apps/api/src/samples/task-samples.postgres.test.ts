import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaskSample } from '@taskwell/api-sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runs } from '../db/schema.ts';
import { samplesAccount } from '../runtime/lifecycle/start-sample-run.ts';
import { createHolds } from '../runtime/testing/test-services.ts';
import { startTestServer, type TestServer, testDatabase } from '../testing/test-server.ts';
import { withoutChecks } from '../text-checks/testing/without-checks.ts';
import { sampleServices, writeSampleCatalogue } from './testing/sample-test-catalogue.ts';

// At scale (PostgreSQL run only): two API processes on one database, each taking half of many
// first requests for a sample at once, make it with one run; the requests of the process that
// does not run it hear of its end through NOTIFY.
const holds = createHolds();
let database: Awaited<ReturnType<typeof testDatabase>>;
let dataDir: string;
let servers: TestServer[] = [];

beforeAll(async () => {
  database = await testDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'taskwell-samples-'));
  const catalogueFile = await writeSampleCatalogue(join(dataDir, 'catalogue'));
  const common = { dataDir, database: database.options, catalogueFile, services: sampleServices(holds) };
  servers = [await startTestServer(common), await startTestServer(common)];
}, 180_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('given first requests for a sample spread over two API processes', () => {
  it('should make it with one run, and give every request its results', async () => {
    const requests = Array.from({ length: 20 }, (_, index) =>
      (servers[index % 2] as TestServer).app.inject({ method: 'GET', url: '/api/tasks/held/sample' }),
    );
    await vi.waitFor(() => expect(holds.gate('sample words/held').waiting).toBe(1), { timeout: 30_000, interval: 10 });
    holds.release('sample words/held');
    const replies = await Promise.all(requests);
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 200));
    // One sample: the same results to every request (a text's check may be made between two of them).
    const sampled = replies.map((reply) => withoutChecks((reply.json() as TaskSample).results));
    expect(new Set(sampled.map((results) => JSON.stringify(results))).size).toBe(1);
    const made = await (servers[0] as TestServer).app.taskwell.db
      .select({ id: runs.id })
      .from(runs)
      .where(and(eq(runs.accountEmail, samplesAccount), eq(runs.taskId, 'held')));
    expect(made).toHaveLength(1);
  });
});
