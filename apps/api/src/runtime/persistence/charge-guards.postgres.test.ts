import { randomUUID } from 'node:crypto';
import type { CreatedApiKey, RunAccepted } from '@taskwell/api-sdk';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creditLedger, runs } from '../../db/schema.ts';
import { startTestServer, type TestServer, testDatabase } from '../../testing/test-server.ts';
import { runClient } from '../testing/run-client.ts';
import { testTask } from '../testing/test-catalogue.ts';
import { testServices } from '../testing/test-services.ts';

// Issue 29, acceptance 3 (PostgreSQL run only, where requests really run in parallel on a pool of
// connections): 20 concurrent retries with one Idempotency-Key start one run and charge once; a
// public key at its daily cap is refused, and its owner's balance never goes past the cap.
const widgetSite = 'https://cap-widget.example';
const definitions = [
  testTask('fails', { step: 'only', service: 'test.fail', output: 'Nothing', inputs: { text: { param: 'text' } } }),
  testTask('answers', { step: 'only', service: 'test.upper', output: 'Answer', inputs: { text: { param: 'text' } } }),
];
let database: Awaited<ReturnType<typeof testDatabase>>;
let server: TestServer;

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  server = await startTestServer({ database: database.options, catalogue: definitions, services: testServices() });
}, 180_000);
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const balanceOf = async (email: string) =>
  (await server.app.taskwell.db.select().from(accounts).where(eq(accounts.email, email)))[0]?.balance ?? Number.NaN;

/** The fee charges (`run` entries) of these runs. */
const chargesOf = async (runIds: string[]) =>
  runIds.length === 0
    ? []
    : server.app.taskwell.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.reason, 'run'), inArray(creditLedger.runId, runIds)));

describe('given 20 concurrent retries of one failed run with one Idempotency-Key', () => {
  it('should start one run and charge its fee once, and answer every retry with that run', async () => {
    const email = 'double-clicker@example.com';
    const token = await server.signIn(email);
    const client = runClient(server.app, token);
    const failed = await client.execute('fails', { text: 'once' });
    expect((await client.settle(failed.document.requestId, 60_000)).status).toBe('ERROR');
    const before = await balanceOf(email);
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.app.inject({
          method: 'POST',
          url: `/api/runs/${failed.document.requestId}/retry`,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        }),
      ),
    );
    const retries = await server.app.taskwell.db
      .select({ id: runs.id })
      .from(runs)
      .where(eq(runs.retryOf, failed.document.requestId));
    const charges = await chargesOf(retries.map((run) => run.id));
    const answered = new Set(replies.map((reply) => (reply.json() as RunAccepted).requestId));
    process.stdout.write(
      `acceptance 3 (PostgreSQL): 20 concurrent retries with one key -> ${retries.length} run(s), ${charges.length} charge(s); statuses ${[...new Set(replies.map((reply) => reply.statusCode))].join(',')}\n`,
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    expect(retries).toHaveLength(1);
    expect(charges).toHaveLength(1);
    expect([...answered]).toEqual([retries[0]?.id]);
    // The one charge, and the refund of the failed retry at most: never more than one fee.
    expect(await balanceOf(email)).toBeGreaterThanOrEqual(before - 2);
  });
});

describe('given a public key at its daily spending cap', () => {
  it("should refuse the starts past it with 429, and leave the owner's balance untouched past the cap", async () => {
    const email = 'widget-owner@example.com';
    const token = await server.signIn(email);
    await server.app.taskwell.db.update(accounts).set({ balance: 1000 }).where(eq(accounts.email, email));
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/keys',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Capped widget', kind: 'public', taskId: 'answers', origins: [widgetSite], dailyCreditCap: 6 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = (created.json() as CreatedApiKey).key;
    // A script from many addresses, as many visitors: the per-visitor limit does not stop it.
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.app.inject({
          method: 'POST',
          url: '/api/execute/task',
          headers: { 'public-key': key, origin: widgetSite, 'visitor-token': `visitor-${index}-${randomUUID()}` },
          payload: {
            taskId: 'answers',
            parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: `question ${index}` } },
            character: { name: 'EMPTY', content: '' },
          },
          remoteAddress: `198.51.100.${index + 1}`,
        }),
      ),
    );
    const started = replies.filter((reply) => reply.statusCode === 200);
    const refused = replies.filter((reply) => reply.statusCode === 429);
    const startedIds = started.map((reply) => (JSON.parse(reply.json().body) as RunAccepted).requestId);
    const charges = await chargesOf(startedIds);
    const spent = 1000 - (await balanceOf(email));
    process.stdout.write(
      `acceptance 3 (PostgreSQL): 20 concurrent starts on a public key capped at 6 credits (fee 2) -> ${started.length} started, ${refused.length} refused 429, ${charges.length} charges, owner charged ${spent} credits\n`,
    );
    expect(started).toHaveLength(3);
    expect(refused).toHaveLength(17);
    expect(refused.every((reply) => reply.json().code === 'daily_cap_reached')).toBe(true);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]?.json().message).toMatch(/daily spending cap of 6 credits/);
    expect(charges).toHaveLength(3);
    expect(spent).toBe(6);
  });
});
