import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creditLedger, runs } from '../../db/schema.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { runClient } from '../testing/run-client.ts';
import { type RuntimeTestServer, startRuntimeTestServer } from '../testing/runtime-test-server.ts';

let runtime: RuntimeTestServer;
let server: TestServer;
let client: RuntimeTestServer['client'];
let email: string;
const balanceOf = (who: string) => runtime.balanceOf(who);

beforeAll(async () => {
  runtime = await startRuntimeTestServer();
  ({ server, client, email } = runtime);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

// The rules of a start (start-run.ts) through the execute call: plan, task, inputs, credit.
describe('given the server-side rules of a start', () => {
  it('should refuse a task the plan does not unlock with 403 and charge nothing', async () => {
    const before = await balanceOf(email);
    const reply = await client.execute('explorer-only', { text: 'x' });
    expect(reply.statusCode).toBe(403);
    expect(reply.error.message).toBe(
      'Your Free plan does not include "Task explorer-only". Upgrade to Explorer to run it.',
    );
    expect(await balanceOf(email)).toBe(before);
  });

  it('should answer 404 for an unknown task', async () => {
    expect((await client.execute('no-such-task', { text: 'x' })).statusCode).toBe(404);
  });

  it('should answer 422 naming each bad input, and create no run', async () => {
    const other = await server.signIn('forms@example.com');
    const formClient = runClient(server.app, other);
    const reply = await formClient.execute('form', {
      language: 'en',
      tone: 'Soutenu',
      picture: 'a-file-that-is-not-there',
      extra: 'x',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.error.details).toEqual([
      { path: '/body/parameters/extra', message: 'extra: the task has no such input' },
      { path: '/body/parameters/tone', message: 'tone: "Soutenu" is not one of the options' },
      { path: '/body/parameters/picture', message: 'picture: the uploaded file was not found; upload it again' },
    ]);
    const missing = await formClient.execute('form', { language: 'fr' });
    expect(missing.error.details?.map((detail) => detail.message)).toEqual([
      'tone: a value is required',
      'picture: a value is required',
    ]);
    const made = await server.app.taskwell.db.select().from(runs).where(eq(runs.accountEmail, 'forms@example.com'));
    expect(made).toEqual([]);
  });

  it("should not accept another user's upload as an input", async () => {
    const owner = await server.signIn('uploader@example.com');
    const { multipartBody, boundary } = await import('../../testing/multipart.ts');
    const png = await readFile(new URL('../../../catalogue/samples/harbour-sunset.png', import.meta.url));
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/asset/create',
      headers: { authorization: `Bearer ${owner}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody([
        { name: 'file', filename: 'p.png', type: 'image/png', data: png },
        { name: 'metadata', data: JSON.stringify({ 'Content-Type': 'image/png' }) },
      ]),
    });
    expect(uploaded.statusCode).toBe(200);
    const assetId = (uploaded.json() as { assetId: string }).assetId;
    const mine = await runClient(server.app, owner).execute('form', {
      language: 'fr',
      tone: 'formal-fr',
      picture: assetId,
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await client.execute('form', { language: 'fr', tone: 'formal-fr', picture: assetId });
    expect(theirs.statusCode).toBe(422);
  });

  it('should answer 402 without enough credit, with the fee and balance, and create no run', async () => {
    const poor = 'poor@example.com';
    const poorToken = await server.signIn(poor);
    await server.app.taskwell.db.update(accounts).set({ balance: 1 }).where(eq(accounts.email, poor));
    const reply = await runClient(server.app, poorToken).execute('two-steps', { text: 'x' });
    expect(reply.statusCode).toBe(402);
    expect(reply.error.message).toBe('This task costs 2 credits and your balance is 1 credits.');
    expect(await server.app.taskwell.db.select().from(runs).where(eq(runs.accountEmail, poor))).toEqual([]);
    expect(await balanceOf(poor)).toBe(1);
  });

  it('should charge the starts of one moment together, each as if alone: charged once, refused with its own reason', async () => {
    // Started at once, these starts reach the charge together: those of one turn share one statement (decision 060).
    const people = ['rich-a', 'rich-b', 'rich-c', 'broke', 'plan'].map((name) => `${name}@example.com`);
    const tokens = await Promise.all(people.map((who) => server.signIn(who)));
    await server.app.taskwell.db.update(accounts).set({ balance: 1 }).where(eq(accounts.email, 'broke@example.com'));
    const before = await Promise.all(people.map(balanceOf));
    const clients = tokens.map((token) => runClient(server.app, token));
    const replies = await Promise.all([
      clients[0]?.execute('two-steps', { text: 'a' }),
      clients[1]?.execute('two-steps', { text: 'b' }),
      clients[2]?.execute('two-steps', { text: 'c1' }),
      clients[2]?.execute('two-steps', { text: 'c2' }),
      clients[3]?.execute('two-steps', { text: 'd' }),
      clients[4]?.execute('explorer-only', { text: 'e' }),
    ]);
    expect(replies.map((reply) => reply?.statusCode)).toEqual([200, 200, 200, 200, 402, 403]);
    const after = await Promise.all(people.map(balanceOf));
    // two-steps costs 2 credits: one start of a and b each, two of c; nothing from the refused.
    expect(after.map((balance, index) => (before[index] ?? 0) - (balance ?? 0))).toEqual([2, 2, 4, 0, 0]);
    for (const who of people) {
      const ledger = await server.app.taskwell.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.accountEmail, who), eq(creditLedger.reason, 'run')));
      const made = await server.app.taskwell.db.select().from(runs).where(eq(runs.accountEmail, who));
      expect(ledger.map((entry) => entry.runId).sort()).toEqual(made.map((run) => run.id).sort());
    }
  });
});
