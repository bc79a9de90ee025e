import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creditLedger, runs } from '../../db/schema.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { type RuntimeTestServer, startRuntimeTestServer } from '../testing/runtime-test-server.ts';

let runtime: RuntimeTestServer;
let server: TestServer;
let client: RuntimeTestServer['client'];
let email: string;
let calls: RuntimeTestServer['calls'];
const balanceOf = (who: string) => runtime.balanceOf(who);

beforeAll(async () => {
  runtime = await startRuntimeTestServer();
  ({ server, client, email, calls } = runtime);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

// The reaper (reap-runs.ts) on runs left as dead workers and long pauses leave them.
describe('given the reaper', () => {
  it('should queue again a run whose worker stopped, and the run continues from its checkpoint', async () => {
    const start = await client.execute('two-steps', { text: 'again' });
    await client.settle(start.document.requestId);
    const { db, runtime } = server.app.taskwell;
    // A run as a dead worker leaves it: in progress, first step checkpointed, claim expired.
    const [run] = await db.select().from(runs).where(eq(runs.id, start.document.requestId));
    const firstOnly = {
      steps: Object.fromEntries(Object.entries(run?.state.steps ?? {}).filter(([step]) => step === 'shout')),
    };
    await db
      .update(runs)
      .set({
        status: 'IN_PROGRESS',
        state: firstOnly,
        results: (run?.results ?? []).slice(0, 1),
        leaseOwner: 'a-dead-worker',
        leaseExpiresAt: new Date(Date.now() - 1000),
        finishedAt: null,
        attempts: 1,
      })
      .where(eq(runs.id, start.document.requestId));
    const upperBefore = calls.get('test.upper') ?? 0;
    const joinBefore = calls.get('test.join') ?? 0;
    expect(await runtime.reap()).toEqual({ requeued: 1, ended: 0 });
    const done = await client.settle(start.document.requestId);
    expect(done.status).toBe('COMPLETED');
    expect(done.results.map((result) => result.parameter.name)).toEqual(['Shouted', 'Joined']);
    expect(calls.get('test.upper')).toBe(upperBefore);
    expect(calls.get('test.join')).toBe(joinBefore + 1);
  });

  it('should leave a run whose job still waits in the queue, and queue one whose job is gone or was fetched by a dead worker', async () => {
    const start = await client.execute('two-steps', { text: 'backlog' });
    await client.settle(start.document.requestId);
    const { db, runtime, database } = server.app.taskwell;
    // A run as a long backlog leaves it: in progress, never taken, queued longer than a lease ago.
    await db
      .update(runs)
      .set({
        status: 'IN_PROGRESS',
        leaseOwner: null,
        leaseExpiresAt: null,
        queuedAt: new Date(Date.now() - runtime.settings.leaseMs - 1000),
        finishedAt: null,
      })
      .where(eq(runs.id, start.document.requestId));
    // Its job, held back from the worker for an hour: still waiting.
    await database.executeSql(
      `INSERT INTO pgboss.job (name, data, start_after) VALUES ('task-runs', $1, now() + interval '1 hour')`,
      [JSON.stringify({ runId: start.document.requestId })],
    );
    expect(await runtime.reap()).toEqual({ requeued: 0, ended: 0 });
    // The job gone (as when a start could not queue its run): queued again, and it runs to its end.
    await database.executeSql(`DELETE FROM pgboss.job WHERE name = 'task-runs' AND data->>'runId' = $1`, [
      start.document.requestId,
    ]);
    expect(await runtime.reap()).toEqual({ requeued: 1, ended: 0 });
    expect((await client.settle(start.document.requestId)).status).toBe('COMPLETED');

    // Its job fetched by a worker that died before it claimed the run (SIGKILL): pg-boss gives such
    // a job back only when it expires, long after the lease, so the run is queued again now.
    await db
      .update(runs)
      .set({
        status: 'IN_PROGRESS',
        leaseOwner: null,
        leaseExpiresAt: null,
        queuedAt: new Date(Date.now() - runtime.settings.leaseMs - 1000),
        finishedAt: null,
      })
      .where(eq(runs.id, start.document.requestId));
    await database.executeSql(
      `INSERT INTO pgboss.job (name, data, state, started_on) VALUES ('task-runs', $1, 'active', now())`,
      [JSON.stringify({ runId: start.document.requestId })],
    );
    expect(await runtime.reap()).toEqual({ requeued: 1, ended: 0 });
    expect((await client.settle(start.document.requestId)).status).toBe('COMPLETED');
  });

  it('should end ERROR with a refund a run whose workers died too often', async () => {
    const start = await client.execute('slow', { text: 'x' });
    await client.settle(start.document.requestId);
    const { db, runtime } = server.app.taskwell;
    const before = await balanceOf(email);
    await db
      .update(runs)
      .set({
        status: 'IN_PROGRESS',
        leaseOwner: 'dead',
        leaseExpiresAt: new Date(Date.now() - 1),
        attempts: 3,
        finishedAt: null,
      })
      .where(eq(runs.id, start.document.requestId));
    // The run had been refunded when it failed; take that refund back to see a new one.
    await db
      .delete(creditLedger)
      .where(and(eq(creditLedger.runId, start.document.requestId), eq(creditLedger.reason, 'refund')));
    await db
      .update(accounts)
      .set({ balance: before - 2 })
      .where(eq(accounts.email, email));
    expect(await runtime.reap()).toEqual({ requeued: 0, ended: 1 });
    const done = await client.status(start.document.requestId);
    expect(done.document.status).toBe('ERROR');
    expect(done.document.message).toBe(
      'The run was interrupted too many times and was stopped; its credits were refunded.',
    );
    expect(await balanceOf(email)).toBe(before);
  });

  it('should abort with a refund a run paused longer than allowed', async () => {
    const start = await client.execute('needs-approval', { text: 'x' });
    expect((await client.settle(start.document.requestId)).status).toBe('PAUSED');
    const { db, runtime } = server.app.taskwell;
    const before = await balanceOf(email);
    await db
      .update(runs)
      .set({ updatedAt: new Date(Date.now() - runtime.settings.pausedTtlMs - 1000) })
      .where(eq(runs.id, start.document.requestId));
    expect(await runtime.reap()).toEqual({ requeued: 0, ended: 1 });
    const done = await client.status(start.document.requestId);
    expect(done.document.status).toBe('ABORTED');
    expect(done.document.missing).toBeUndefined();
    expect(await balanceOf(email)).toBe(before + 2);
  });
});
