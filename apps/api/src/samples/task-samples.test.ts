import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaskSample } from '@taskwell/api-sdk';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditLedger, runs } from '../db/schema.ts';
import { samplesAccount } from '../runtime/lifecycle/start-sample-run.ts';
import { createHolds } from '../runtime/testing/test-services.ts';
import { boundary, upload } from '../testing/multipart.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { withoutChecks } from '../text-checks/testing/without-checks.ts';
import { sampleServices, writeSampleCatalogue } from './testing/sample-test-catalogue.ts';

testsInOrder('the sample the first requests made is the one the later tests read');

// A task's sample results through getTaskSample and getTaskSampleAsset: made once by a run of the
// samples account, kept, served from what was kept; public, and only that task's items.
const holds = createHolds();
const retryMs = 5 * 60_000;
/** The server's clock runs ahead of the real one by this much (a failed sample's retry comes sooner). */
let offset = 0;
let server: TestServer;
let token: string;
let catalogueFile: string;
let catalogueDir: string;

beforeAll(async () => {
  catalogueDir = await mkdtemp(join(tmpdir(), 'taskwell-sample-catalogue-'));
  catalogueFile = await writeSampleCatalogue(catalogueDir);
  server = await startTestServer({
    catalogueFile,
    services: sampleServices(holds),
    now: () => Date.now() + offset,
    samples: { retryMs },
  });
  token = await server.signIn('viewer@example.com');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(catalogueDir, { recursive: true, force: true });
});

const getSample = (taskId: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/api/tasks/${taskId}/sample`, headers });

const getItem = (taskId: string, assetId: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/api/tasks/${taskId}/sample/${assetId}`, headers });

/** Sample runs of a task, as the runs table holds them. */
async function sampleRuns(taskId: string): Promise<{ status: string; fee: number }[]> {
  return server.app.taskwell.db
    .select({ status: runs.status, fee: runs.fee })
    .from(runs)
    .where(and(eq(runs.accountEmail, samplesAccount), eq(runs.taskId, taskId)));
}

describe('given many first requests at once', () => {
  it('should run the sample once, make every request wait for it, and give them all its results', async () => {
    const requests = Array.from({ length: 20 }, (_, index) =>
      getSample('held', index % 2 === 0 ? {} : { authorization: `Bearer ${token}` }),
    );
    // The run holds at its second step while every request waits for its end.
    await vi.waitFor(() => expect(holds.gate('sample words/held').waiting).toBe(1), { timeout: 30_000, interval: 10 });
    expect(await sampleRuns('held')).toEqual([{ status: 'IN_PROGRESS', fee: 0 }]);
    holds.release('sample words/held');
    const replies = await Promise.all(requests);
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 200));
    const samples = replies.map((reply) => reply.json() as TaskSample);
    // One sample: the same results to every request (a text's check may be made between two of them).
    expect(new Set(samples.map((sample) => JSON.stringify(withoutChecks(sample.results)))).size).toBe(1);
    expect(samples[0]?.taskId).toBe('held');
    expect(samples[0]?.results.map((result) => result.parameter.name)).toEqual(['Shouted', 'Held']);
    expect(await sampleRuns('held')).toEqual([{ status: 'COMPLETED', fee: 0 }]);

    // Later requests are answered from what was kept: no run more. The texts' checks are made off the
    // run's path, so a read before they end may differ from one after in them alone: wait for them.
    await server.app.taskwell.checks.idle();
    const again = (await getSample('held')).json() as TaskSample;
    expect({ ...again, results: withoutChecks(again.results) }).toEqual({
      ...samples[0],
      results: withoutChecks(samples[0]?.results),
    });
    expect(again.results.flatMap((result) => result.parameter.value.map((item) => item.check?.status))).not.toContain(
      'pending',
    );
    expect((await getSample('held')).json()).toEqual(again);
    expect(await sampleRuns('held')).toHaveLength(1);
  });
});

describe('given the sample items', () => {
  let sample: TaskSample;
  let itemId: string;
  beforeAll(async () => {
    sample = (await getSample('held')).json() as TaskSample;
    itemId = sample.results[0]?.parameter.value[0]?.data as string;
  });

  it('should serve their bytes to anyone, with their content type and byte ranges', async () => {
    const whole = await getItem('held', itemId);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.body).toBe('SAMPLE WORDS');
    const part = await getItem('held', itemId, { range: 'bytes=0-5' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-5/12');
    expect(part.body).toBe('SAMPLE');
    expect((await getItem('held', itemId, { range: 'bytes=100-' })).statusCode).toBe(416);
  });

  it("should not serve them as another task's sample, nor a user's asset as a sample, nor them through getAsset", async () => {
    expect((await getItem('asks', itemId)).statusCode).toBe(404);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/asset/create',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: upload('my own words'),
    });
    const own = (created.json() as { assetId: string }).assetId;
    expect((await getItem('held', own)).statusCode).toBe(404);
    const direct = await server.app.inject({
      method: 'GET',
      url: `/api/asset/get/${itemId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(direct.statusCode).toBe(404);
  });
});

describe('given a task that asks for inputs mid-run', () => {
  it("should make its sample without pausing, from the sample's answers", async () => {
    const reply = await getSample('asks');
    expect(reply.statusCode).toBe(200);
    const sample = reply.json() as TaskSample;
    expect(sample.results.map((result) => result.parameter.name)).toEqual(['Shouted', 'Joined']);
    const joined = sample.results[1]?.parameter.value[0]?.data as string;
    expect((await getItem('asks', joined)).body).toBe('first=DRAFT\nchoice=yes');
  });
});

describe('given a task whose sample input is a file', () => {
  it('should keep the file as an input of the samples account and make the sample', async () => {
    const reply = await getSample('picture');
    expect(reply.statusCode, reply.body).toBe(200);
    expect((reply.json() as TaskSample).results.map((result) => result.parameter.name)).toEqual(['Joined']);
  });
});

describe('given a task without sample results', () => {
  it.each([
    ['no-sample', 'no_sample', 'This task has no sample results.'],
    [
      'needs-ai',
      'no_sample',
      'This task needs an AI service that this server does not have, so it has no sample results.',
    ],
    ['not-a-task', 'not_found', 'That task was not found.'],
  ])('given %s should answer 404 saying why', async (taskId, code, message) => {
    const reply = await getSample(taskId);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ status: 404, code, message });
    expect(await sampleRuns(taskId)).toEqual([]);
  });
});

describe('given a sample run that fails', () => {
  it('should answer 404, not run it again at once, and make it again once the retry time has come', async () => {
    const failed = await getSample('flaky');
    expect(failed.statusCode).toBe(404);
    expect(failed.json()).toMatchObject({
      code: 'sample_failed',
      message: 'The sample results of this task could not be made. They will be made again in 5 minutes.',
    });
    expect((await getSample('flaky')).statusCode).toBe(404);
    expect(await sampleRuns('flaky')).toEqual([{ status: 'ERROR', fee: 0 }]);

    offset += retryMs + 1000;
    const made = await getSample('flaky');
    expect(made.statusCode).toBe(200);
    expect((made.json() as TaskSample).results.map((result) => result.parameter.name)).toEqual(['Flaky']);
    const statuses = (await sampleRuns('flaky')).map((run) => run.status).sort();
    expect(statuses).toEqual(['COMPLETED', 'ERROR']);
    // The samples account was never charged: it holds no ledger entries and no credit.
    const [entries] = await server.app.taskwell.db
      .select({ count: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.accountEmail, samplesAccount));
    expect(entries?.count).toBe(0);
  });
});

describe('given the server closing while a request waits for a sample', () => {
  it('should answer at once that the sample is still being made, rather than hold the close', async () => {
    const closingHolds = createHolds();
    const closing = await startTestServer({ catalogueFile, services: sampleServices(closingHolds) });
    const waiting = closing.app.inject({ method: 'GET', url: '/api/tasks/held/sample' });
    await vi.waitFor(() => expect(closingHolds.gate('sample words/held').waiting).toBe(1), {
      timeout: 30_000,
      interval: 10,
    });
    const began = Date.now();
    await closing.close();
    const reply = await waiting;
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(reply.json()).toMatchObject({ code: 'sample_pending' });
  }, 120_000);
});
