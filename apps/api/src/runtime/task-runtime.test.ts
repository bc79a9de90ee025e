import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerSum } from '../accounts/accounts.ts';
import { assets, creditLedger } from '../db/schema.ts';
import type { TestServer } from '../testing/test-server.ts';
import { runClient } from './testing/run-client.ts';
import { type RuntimeTestServer, startRuntimeTestServer } from './testing/runtime-test-server.ts';

let runtime: RuntimeTestServer;
let server: TestServer;
let token: string;
let client: RuntimeTestServer['client'];
let email: string;
let gate: RuntimeTestServer['gate'];
let calls: RuntimeTestServer['calls'];
const balanceOf = (who: string) => runtime.balanceOf(who);

beforeAll(async () => {
  runtime = await startRuntimeTestServer();
  ({ server, token, client, email, gate, calls } = runtime);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('given a two-step sequence', () => {
  it('should start IN_PROGRESS, charge the fee, and complete with one result per step in order', async () => {
    const before = await balanceOf(email);
    const start = await client.execute('two-steps', { text: 'hello' });
    expect(start.statusCode).toBe(200);
    expect(start.document).toEqual({ status: 'IN_PROGRESS', requestId: expect.any(String) });
    expect(await balanceOf(email)).toBe(before - 2);

    const done = await client.settle(start.document.requestId);
    expect(done.status).toBe('COMPLETED');
    expect(done.max).toBe(2);
    expect(done.step).toBe(1);
    expect(done.results.map((result) => result.parameter.name)).toEqual(['Shouted', 'Joined']);
    expect(done.results[0]?.parameter.metadata['Content-Type']).toBe('text/plain');
    expect(Date.parse(done.results[0]?.parameter.metadata.created ?? '')).not.toBeNaN();

    // Each output is an asset of the user, readable through the asset call.
    const joined = done.results[1]?.parameter.value[0]?.data as string;
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/asset/get/${joined}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe('first=HELLO\nsecond=b');
    // Issue 25: a small text comes with the results, so a client shows it without another call
    // (the run modal said "Loading content…" after COMPLETED).
    expect(done.results.map((result) => result.parameter.value[0]?.text)).toEqual(['HELLO', 'first=HELLO\nsecond=b']);
    expect(await ledgerSum(server.app.taskwell.db, email)).toBe(await balanceOf(email));
  });

  it("should answer 404 to another user's poll and resume of the run", async () => {
    const start = await client.execute('two-steps', { text: 'mine' });
    const other = runClient(server.app, await server.signIn('other@example.com'));
    expect((await other.status(start.document.requestId)).statusCode).toBe(404);
    expect((await other.resume(start.document.requestId, [])).statusCode).toBe(404);
    expect((await client.settle(start.document.requestId)).status).toBe('COMPLETED');
  });
});

describe('given a task that pauses for a human choice', () => {
  it('should go IN_PROGRESS -> PAUSED -> IN_PROGRESS -> COMPLETED, running its first step exactly once', async () => {
    const upperBefore = calls.get('test.upper') ?? 0;
    const joinBefore = calls.get('test.join') ?? 0;
    const start = await client.execute('needs-approval', { text: 'draft' });
    const paused = await client.settle(start.document.requestId);
    expect(paused.status).toBe('PAUSED');
    expect(paused.step).toBe(1);
    expect(paused.results.map((result) => result.parameter.name)).toEqual(['First']);
    expect(paused.message).toBe('Waiting for: Choice, Note.');
    const slots = paused.missing?.parameters ?? [];
    expect(slots.map((slot) => slot.parameter.name)).toEqual(['choice', 'note']);
    const [choice, note] = slots.map((slot) => slot.assetId) as [string, string];

    // A value that is not an option, and an id the run does not wait for, change nothing.
    const wrong = await client.resume(start.document.requestId, [
      { assetId: choice, value: 'maybe' },
      { assetId: 'not-a-slot', value: 'x' },
    ]);
    // The contract declares 400 for a resume with bad values (422 is for starts).
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error.details?.map((detail) => detail.path)).toEqual([
      '/body/parameters/1/assetId',
      '/body/parameters/0/value',
    ]);

    // Half the answers: still paused, and it says what is missing.
    const half = await client.resume(start.document.requestId, [{ assetId: choice, value: 'yes' }]);
    expect(half.statusCode).toBe(200);
    expect(half.document).toEqual({
      status: 'PAUSED',
      requestId: start.document.requestId,
      message: 'Waiting for: Note.',
    });
    const stillPaused = await client.status(start.document.requestId);
    expect(stillPaused.document.missing?.parameters.map((slot) => slot.parameter.name)).toEqual(['note']);

    const resumed = await client.resume(start.document.requestId, [{ assetId: note, value: 'ship it' }]);
    expect(resumed.document).toEqual({ status: 'IN_PROGRESS', requestId: start.document.requestId });
    const done = await client.settle(start.document.requestId);
    expect(done.status).toBe('COMPLETED');
    expect(done.results.map((result) => result.parameter.name)).toEqual(['First', 'Second']);
    expect(done.missing).toBeUndefined();
    expect(calls.get('test.upper')).toBe(upperBefore + 1);
    expect(calls.get('test.join')).toBe(joinBefore + 1);

    const second = done.results[1]?.parameter.value[0]?.data as string;
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/asset/get/${second}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.body).toBe('first=DRAFT\nchoice=yes\nnote=ship it');

    // Resuming a run that is not paused is a conflict.
    const again = await client.resume(start.document.requestId, [{ assetId: note, value: 'again' }]);
    expect(again.statusCode).toBe(409);
  });
});

describe('given a listener of status changes', () => {
  it('should hear each status a run takes: start, pause, resume, end', async () => {
    const heard: { runId: string; status: string }[] = [];
    const stop = server.app.taskwell.runtime.onStatusChange((change) => heard.push(change));
    try {
      const start = await client.execute('needs-approval', { text: 'watched' });
      const runId = start.document.requestId;
      const paused = await client.settle(runId);
      const slots = (paused.missing?.parameters ?? []).map((slot) => ({
        assetId: slot.assetId,
        value: slot.parameter.name === 'choice' ? 'no' : 'fine',
      }));
      expect((await client.resume(runId, slots)).statusCode).toBe(200);
      expect((await client.settle(runId)).status).toBe('COMPLETED');
      // The end is heard after the write a read sees (on PostgreSQL through its notification): wait
      // for the list to hold it.
      await vi.waitFor(
        () =>
          expect(heard.filter((change) => change.runId === runId)).toEqual(
            ['IN_PROGRESS', 'PAUSED', 'IN_PROGRESS', 'COMPLETED'].map((status) => ({
              runId,
              accountEmail: email,
              status,
            })),
          ),
        { timeout: 30_000, interval: 20 },
      );
    } finally {
      stop();
    }
  });
});

describe('given a multiplexer', () => {
  it('should run both branches at the same time and merge their results', async () => {
    const start = await client.execute('branches', { text: 'x' });
    // Both branches wait on one gate: a sequential run would never have two waiting at once.
    await vi.waitFor(() => expect(gate.waiting).toBe(2), { timeout: 30_000, interval: 5 });
    gate.open();
    const done = await client.settle(start.document.requestId);
    expect(done.status).toBe('COMPLETED');
    expect(done.results.map((result) => result.parameter.name).sort()).toEqual(['Left', 'Right']);
    expect(done.max).toBe(2);
  });
});

describe('given a failing step', () => {
  it('should end ERROR with the service message, keep earlier results, and refund the fee', async () => {
    const before = await balanceOf(email);
    const start = await client.execute('fails-second', { text: 'x' });
    const done = await client.settle(start.document.requestId);
    expect(done.status).toBe('ERROR');
    expect(done.step).toBe(1);
    expect(done.message).toBe('The step "Broken" failed: the input cannot be used. Its credits were refunded.');
    expect(done.results.map((result) => result.parameter.name)).toEqual(['Fine']);
    expect(await balanceOf(email)).toBe(before);
    const entries = await server.app.taskwell.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.runId, start.document.requestId));
    expect(entries.map((entry) => [entry.reason, entry.delta]).sort()).toEqual([
      ['refund', 2],
      ['run', -2],
    ]);
  });

  it('should not show an unexpected error to the user', async () => {
    const start = await client.execute('crashes', {});
    const done = await client.settle(start.document.requestId);
    expect(done.status).toBe('ERROR');
    expect(done.message).toBe('The step "Boom" failed because of an error on our side. Its credits were refunded.');
  });

  it('should stop a step that takes longer than the step timeout', async () => {
    const start = await client.execute('slow', { text: 'x' });
    const done = await client.settle(start.document.requestId);
    expect(done.status).toBe('ERROR');
    expect(done.message).toBe('The step "Nap" took too long and was stopped. Its credits were refunded.');
  });
});

describe('given the outputs', () => {
  it('should keep every output as an asset of the run owner with its metadata', async () => {
    const start = await client.execute('two-steps', { text: 'meta' });
    await client.settle(start.document.requestId);
    const rows = await server.app.taskwell.db.select().from(assets).where(eq(assets.ownerEmail, email));
    const ofRun = rows.filter((row) => row.metadata.runId === start.document.requestId);
    expect(ofRun.map((row) => [row.fileName, row.contentType, row.metadata.source]).sort()).toEqual([
      ['joined.md', 'text/markdown', 'Join'],
      ['shout.txt', 'text/plain', 'Upper case'],
    ]);
    expect(ofRun.every((row) => typeof row.metadata.created === 'string')).toBe(true);
  });
});
