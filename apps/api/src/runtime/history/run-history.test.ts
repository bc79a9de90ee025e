import { randomUUID } from 'node:crypto';
import type { RunDetail, RunPage, RunSummary } from '@taskwell/api-sdk';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../accounts/accounts.ts';
import { creditLedger, runs } from '../../db/schema.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { withoutChecks } from '../../text-checks/testing/without-checks.ts';
import { startHistoryTestServer } from '../testing/history-test-server.ts';
import type { Probe } from '../testing/probe-services.ts';
import { runClient } from '../testing/run-client.ts';

testsInOrder("the steps' calls are counted across the file, and the runs listed are those the tests before made");

let server: TestServer;
let probe: Probe;
let balanceOf: (who: string) => Promise<number>;

beforeAll(async () => {
  ({ server, probe, balanceOf } = await startHistoryTestServer());
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Calls an operation as a signed-in user. */
function caller(token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => server.app.inject({ method: 'GET', url, headers }),
    post: (url: string) => server.app.inject({ method: 'POST', url, headers }),
  };
}

/** Waits for a condition, checking every 5 ms, for at most `ms`. */
async function waitFor(condition: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

const refundsOf = async (runId: string) =>
  (
    await server.app.taskwell.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.runId, runId), eq(creditLedger.reason, 'refund')))
  ).length;

describe('given a run cancelled in the middle of its second step (acceptance 1)', () => {
  it('should end ABORTED, abort the running step, refund once, and run no later step', async () => {
    const email = 'canceller@example.com';
    const token = await server.signIn(email);
    const before = await balanceOf(email);
    const started = await runClient(server.app, token).execute('blocks', { text: 'go' });
    expect(started.statusCode).toBe(200);
    const runId = started.document.requestId;
    await waitFor(() => probe.running.has('b2'), 20_000, 'the second step started');
    expect(await balanceOf(email)).toBe(before - 2);

    // The cancel's reply says ABORTED once the run is ended in the database; how soon the running
    // step stops is a figure of bench:runs, not of a test on a busy machine.
    const cancelled = await caller(token).post(`/api/runs/${runId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as RunSummary).status).toBe('ABORTED');
    const [row] = await server.app.taskwell.db.select().from(runs).where(eq(runs.id, runId));
    expect(row?.status).toBe('ABORTED');
    await waitFor(() => probe.aborted.has('b2'), 30_000, 'the running step was told to stop');
    // The execution lets go of the run, and the step after the cancelled one never starts.
    await waitFor(() => server.app.taskwell.runtime.running === 0, 10_000, 'the execution ended');
    expect(probe.calls.get('b1')).toBe(1);
    expect(probe.calls.get('b2')).toBe(1);
    expect(probe.calls.get('b3')).toBeUndefined();
    expect(await refundsOf(runId)).toBe(1);
    expect(await balanceOf(email)).toBe(before);
    expect(await ledgerSum(server.app.taskwell.db, email)).toBe(before);
    const status = await runClient(server.app, token).status(runId);
    expect(status.document.status).toBe('ABORTED');
    expect(status.document.message).toBe('You cancelled this run; its credits were refunded.');
  });

  it('should answer 409 to a cancel of a finished run, and refund nothing more', async () => {
    const email = 'finisher@example.com';
    const token = await server.signIn(email);
    const client = runClient(server.app, token);
    const started = await client.execute('quick', { text: 'done' });
    expect((await client.settle(started.document.requestId)).status).toBe('COMPLETED');
    const before = await balanceOf(email);
    const reply = await caller(token).post(`/api/runs/${started.document.requestId}/cancel`);
    expect(reply.statusCode).toBe(409);
    expect((reply.json() as { code: string }).code).toBe('run_finished');
    expect(await balanceOf(email)).toBe(before);
    expect(await refundsOf(started.document.requestId)).toBe(0);
  });

  it('should refund once when two cancels race: one 200, the other 409', async () => {
    const email = 'racer@example.com';
    const token = await server.signIn(email);
    const before = await balanceOf(email);
    const started = await runClient(server.app, token).execute('blocks', { text: 'race' });
    const runId = started.document.requestId;
    const replies = await Promise.all([
      caller(token).post(`/api/runs/${runId}/cancel`),
      caller(token).post(`/api/runs/${runId}/cancel`),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    await waitFor(() => server.app.taskwell.runtime.running === 0, 10_000, 'the execution ended');
    expect(await refundsOf(runId)).toBe(1);
    expect(await balanceOf(email)).toBe(before);
  });
});

describe('given a three-step run that fails at its third step (acceptance 4)', () => {
  it('should retry from the failed step only, reuse the first two outputs, and complete', async () => {
    const email = 'retrier@example.com';
    const token = await server.signIn(email);
    const client = runClient(server.app, token);
    const before = await balanceOf(email);
    const started = await client.execute('flaky-third', { text: 'abc' });
    const failed = await client.settle(started.document.requestId);
    expect(failed.status).toBe('ERROR');
    expect(failed.results).toHaveLength(2);
    expect(await balanceOf(email)).toBe(before);

    const retried = await caller(token).post(`/api/runs/${started.document.requestId}/retry`);
    expect(retried.statusCode).toBe(200);
    const retryId = (retried.json() as { requestId: string }).requestId;
    expect(retryId).not.toBe(started.document.requestId);
    const done = await client.settle(retryId);
    expect(done.status).toBe('COMPLETED');
    expect(done.results.map((result) => result.parameter.name)).toEqual(['Output f1', 'Output f2', 'Output f3']);
    // The outputs of the first two steps are the failed run's, not made again.
    expect(withoutChecks(done.results.slice(0, 2))).toEqual(withoutChecks(failed.results));
    expect(probe.calls.get('f1')).toBe(1);
    expect(probe.calls.get('f2')).toBe(1);
    expect(probe.calls.get('f3')).toBe(2);
    // Charged again for the retry; the failed run was refunded.
    expect(await balanceOf(email)).toBe(before - 2);
    const detail = (await caller(token).get(`/api/runs/${retryId}`)).json() as RunDetail;
    expect(detail.retryOf).toBe(started.document.requestId);
    expect(detail.inputs).toEqual([{ name: 'text', contentType: 'text/plain', value: 'abc' }]);
    expect(detail.step).toBe(3);
  });

  it('should run a completed run again from its first step with the same inputs', async () => {
    const token = await server.signIn('again@example.com');
    const client = runClient(server.app, token);
    const first = await client.execute('quick', { text: 'twice' });
    await client.settle(first.document.requestId);
    const callsBefore = probe.calls.get('q1') ?? 0;
    const again = await caller(token).post(`/api/runs/${first.document.requestId}/retry`);
    expect(again.statusCode).toBe(200);
    const done = await client.settle((again.json() as { requestId: string }).requestId);
    expect(done.status).toBe('COMPLETED');
    expect(probe.calls.get('q1')).toBe(callsBefore + 1);
  });

  it('should answer 409 to a retry of a run that has not ended', async () => {
    const token = await server.signIn('impatient@example.com');
    const started = await runClient(server.app, token).execute('blocks', { text: 'wait' });
    const reply = await caller(token).post(`/api/runs/${started.document.requestId}/retry`);
    expect(reply.statusCode).toBe(409);
    expect((reply.json() as { code: string }).code).toBe('run_not_ended');
    expect((await caller(token).post(`/api/runs/${started.document.requestId}/cancel`)).statusCode).toBe(200);
    await waitFor(() => server.app.taskwell.runtime.running === 0, 10_000, 'the execution ended');
  });
});

describe('given many runs listed page by page (acceptance 2)', () => {
  const email = 'pager@example.com';
  let token: string;
  beforeAll(async () => {
    token = await server.signIn(email);
  });

  it('should list each run exactly once, newest first, while new runs are added between pages', async () => {
    const db = server.app.taskwell.db;
    const base = Date.parse('2026-11-01T00:00:00Z');
    const row = (index: number, at: number) => ({
      id: randomUUID(),
      accountEmail: email,
      taskId: 'quick',
      status: index % 3 === 0 ? ('ERROR' as const) : ('COMPLETED' as const),
      fee: 2,
      inputs: {},
      answers: {},
      state: { steps: {} },
      results: [],
      step: 1,
      max: 1,
      queuedAt: new Date(at),
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
    // Every third run shares its time with the one before: the id breaks the tie.
    const seeded = Array.from({ length: 60 }, (_, index) => row(index, base + Math.floor(index / 3) * 2 * 1000));
    await db.insert(runs).values(seeded);
    const seen: string[] = [];
    let cursor: string | null = null;
    let added = 0;
    do {
      const url: string = `/api/runs?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const reply = await caller(token).get(url);
      expect(reply.statusCode).toBe(200);
      const page = reply.json() as RunPage;
      seen.push(...page.items.map((item) => item.requestId));
      cursor = page.nextCursor;
      // A run started while the user pages: newer than everything, so it never shifts a page.
      await db.insert(runs).values(row(1, Date.now() + added));
      added += 1;
    } while (cursor);
    const seededIds: string[] = seeded.map((run) => run.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => seededIds.includes(id)).sort()).toEqual([...seededIds].sort());
    const listed = seen.filter((id) => seededIds.includes(id));
    const order = [...seeded]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((run) => run.id);
    expect(listed).toEqual(order);
  });

  it('should keep only the statuses asked for, and refuse a cursor that is not one of ours', async () => {
    const errors = (await caller(token).get('/api/runs?status=ERROR&limit=100')).json() as RunPage;
    expect(errors.items).toHaveLength(20);
    expect(errors.items.every((item) => item.status === 'ERROR')).toBe(true);
    expect(errors.items[0]).toMatchObject({ taskId: 'quick', taskName: 'Task quick', fee: 2, max: 1 });
    const bad = await caller(token).get('/api/runs?cursor=bm90LW91cnM');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { code: string }).code).toBe('invalid_cursor');
    expect((await caller(token).get('/api/runs?status=DONE')).statusCode).toBe(400);
  });
});
