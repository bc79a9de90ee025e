import { randomUUID } from 'node:crypto';
import type { RunAccepted } from '@taskwell/api-sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, creditLedger, runs } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { runClient } from '../testing/run-client.ts';

// Issue 29, point 7: start, retry and resume take an Idempotency-Key; a repeat (a double click, a
// client retrying after a lost reply) changes and charges nothing and answers the first reply; the
// same key with another request is 409. Both runs (PGlite and PostgreSQL). Each test has an
// account of its own: a run another test left going (a retry that fails and is refunded) would
// otherwise move the balance a test compares.
let server: TestServer;
let email: string;
let token: string;
let accountsMade = 0;

beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  accountsMade += 1;
  email = `careful-clicker-${accountsMade}@example.com`;
  token = await server.signIn(email);
  await server.app.taskwell.db
    .update(accounts)
    .set({ plan: 'Enterprise', balance: 500 })
    .where(eq(accounts.email, email));
});
afterAll(() => server?.close());

const text = 'The office opens in May. It has room for forty people. The team moves in on a Monday.';
const startBody = (value = text) => ({
  taskId: 'summarise-text',
  parameters: {
    text: { metadata: { 'Content-Type': 'text/plain' }, value },
    length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
  },
  character: { name: 'EMPTY', content: '' },
});

function post(url: string, key: string | undefined, payload?: object) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const runCount = async () =>
  (await server.app.taskwell.db.select().from(runs).where(eq(runs.accountEmail, email))).length;
const balance = async () =>
  (await server.app.taskwell.db.select().from(accounts).where(eq(accounts.email, email)))[0]?.balance ?? Number.NaN;

describe('executeTask with an Idempotency-Key', () => {
  it('given the same start twice at once and once later should start and charge one run, and answer it each time', async () => {
    const key = randomUUID();
    const [runsBefore, balanceBefore] = [await runCount(), await balance()];
    const replies = await Promise.all([
      post('/api/execute/task', key, startBody()),
      post('/api/execute/task', key, startBody()),
    ]);
    const later = await post('/api/execute/task', key, startBody());
    const ids = [...replies, later].map((reply) => (JSON.parse(reply.json().body) as RunAccepted).requestId);
    expect(new Set(ids).size).toBe(1);
    expect(await runCount()).toBe(runsBefore + 1);
    const [run] = await server.app.taskwell.db
      .select()
      .from(runs)
      .where(eq(runs.id, ids[0] ?? ''));
    expect(await balance()).toBe(balanceBefore - (run?.fee ?? Number.NaN));
  });

  it('given the key with another request should answer 409 and start nothing', async () => {
    const key = randomUUID();
    expect((await post('/api/execute/task', key, startBody())).statusCode).toBe(200);
    const runsBefore = await runCount();
    const reused = await post(
      '/api/execute/task',
      key,
      startBody('Another text entirely. It has three sentences. It is not the first.'),
    );
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'idempotency_key_reused']);
    expect(await runCount()).toBe(runsBefore);
  });

  it('given a repeat that waits should answer the run the first started, as it is then', async () => {
    const key = randomUUID();
    const first = await post('/api/execute/task?wait=30', key, startBody());
    const again = await post('/api/execute/task?wait=30', key, startBody());
    const [one, two] = [first, again].map(
      (reply) => JSON.parse(reply.json().body) as { requestId: string; status: string },
    );
    expect(two?.requestId).toBe(one?.requestId);
    expect(two?.status).toBe('COMPLETED');
  });

  it('given no key should start a run per request, as before', async () => {
    const runsBefore = await runCount();
    await post('/api/execute/task', undefined, startBody());
    await post('/api/execute/task', undefined, startBody());
    expect(await runCount()).toBe(runsBefore + 2);
  });
});

describe('retryRun and resumeRequest with an Idempotency-Key', () => {
  it('given a retry twice should start and charge one run', async () => {
    const started = await runClient(server.app, token).execute('summarise-text', {
      text: 'Too short.',
      length: 'short',
    });
    const failed = await runClient(server.app, token).settle(started.document.requestId, 60_000);
    expect(failed.status).toBe('ERROR');
    const key = randomUUID();
    const replies = await Promise.all([
      post(`/api/runs/${started.document.requestId}/retry`, key),
      post(`/api/runs/${started.document.requestId}/retry`, key),
    ]);
    const ids = replies.map((reply) => (reply.json() as RunAccepted).requestId);
    expect(ids[0]).toBe(ids[1]);
    const retries = await server.app.taskwell.db
      .select()
      .from(runs)
      .where(eq(runs.retryOf, started.document.requestId));
    expect(retries).toHaveLength(1);
    const charges = await server.app.taskwell.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'run'), eq(creditLedger.runId, retries[0]?.id ?? '')));
    expect(charges).toHaveLength(1);
  });

  it('given a resume twice should answer both with the first reply, not a 409 for the second', async () => {
    const client = runClient(server.app, token);
    const started = await client.execute('announcement-approval', { draft: 'We open a new office in Lyon in May.' });
    const paused = await client.settle(started.document.requestId, 60_000);
    expect(paused.status).toBe('PAUSED');
    const answers = {
      parameters: (paused.missing?.parameters ?? []).map((slot) => ({
        assetId: slot.assetId,
        value: slot.parameter.name === 'decision' ? 'Publish as written' : 'A new office in Lyon',
      })),
    };
    const key = randomUUID();
    const url = `/api/request/resume/${started.document.requestId}`;
    const replies = await Promise.all([post(url, key, answers), post(url, key, answers)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(replies[0]?.json()).toEqual(replies[1]?.json());
    // Without the key, the same repeat is refused: the run is no longer paused.
    expect((await post(url, undefined, answers)).statusCode).toBe(409);
    expect((await post(url, key, answers)).json()).toEqual(replies[0]?.json());
  });
});
