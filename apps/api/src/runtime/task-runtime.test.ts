import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../accounts/accounts.ts';
import { accounts, assets, creditLedger, runs } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { runClient } from './testing/run-client.ts';
import { testTask, writeCatalogue } from './testing/test-catalogue.ts';
import { countCalls, createGate, testServices } from './testing/test-services.ts';

const gate = createGate();
const started: string[] = [];
const { services, calls } = countCalls(testServices({ gate, onStart: (name) => started.push(name) }));

const definitions = [
  testTask('two-steps', {
    sequence: [
      { step: 'shout', service: 'test.upper', output: 'Shouted', inputs: { text: { param: 'text' } } },
      {
        step: 'joined',
        service: 'test.join',
        output: 'Joined',
        inputs: { first: { step: 'shout' }, second: { value: 'b' } },
      },
    ],
  }),
  testTask(
    'needs-approval',
    {
      sequence: [
        { step: 'first', service: 'test.upper', output: 'First', inputs: { text: { param: 'text' } } },
        {
          step: 'second',
          service: 'test.join',
          output: 'Second',
          inputs: { first: { step: 'first' }, choice: { ask: 'choice' }, note: { ask: 'note' } },
        },
      ],
    },
    {
      asks: [
        {
          id: 'choice',
          name: 'choice',
          valueType: 'text/plain',
          ui: { type: 'list', placeholder: 'Choice', lookup: 'yes|no' },
        },
        { id: 'note', name: 'note', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Note' } },
      ],
      sample: { parameters: { text: { value: 'x' } }, answers: { choice: 'yes', note: 'n' } },
    },
  ),
  testTask('branches', {
    parallel: [
      {
        step: 'left',
        service: 'test.wait',
        output: 'Left',
        inputs: { text: { param: 'text' } },
        options: { gate: true },
      },
      {
        step: 'right',
        service: 'test.wait',
        output: 'Right',
        inputs: { text: { param: 'text' } },
        options: { gate: true },
      },
    ],
  }),
  testTask('fails-second', {
    sequence: [
      { step: 'ok', service: 'test.upper', output: 'Fine', inputs: { text: { param: 'text' } } },
      { step: 'broken', service: 'test.fail', output: 'Broken', inputs: {} },
    ],
  }),
  testTask(
    'crashes',
    { step: 'boom', service: 'test.crash', output: 'Boom', inputs: {} },
    { parameters: [], sample: { parameters: {} } },
  ),
  testTask('slow', {
    step: 'nap',
    service: 'test.wait',
    output: 'Nap',
    inputs: { text: { param: 'text' } },
    options: { ms: 5000 },
  }),
  testTask(
    'explorer-only',
    { step: 'shout', service: 'test.upper', output: 'Shouted', inputs: { text: { param: 'text' } } },
    { plans: 'explorer' },
  ),
  testTask(
    'form',
    {
      step: 'joined',
      service: 'test.join',
      output: 'Joined',
      inputs: { language: { param: 'language' }, tone: { param: 'tone' }, picture: { param: 'picture' } },
    },
    {
      powerFee: 0,
      parameters: [
        {
          id: 'language',
          name: 'language',
          valueType: 'text/plain',
          ui: { type: 'list', lookup: { en: 'English', fr: 'French' } },
        },
        {
          id: 'tone',
          name: 'tone',
          valueType: 'text/plain',
          ui: { type: 'list', dependsOn: 'language', lookup: { en: ['Formal'], fr: [{ Soutenu: 'formal-fr' }] } },
        },
        { id: 'picture', name: 'picture', valueType: 'image/png', ui: { type: 'image' } },
      ],
      sample: { parameters: { language: { value: 'en' }, tone: { value: 'Formal' }, picture: { value: 'x' } } },
    },
  ),
];

let server: TestServer;
let token: string;
let client: ReturnType<typeof runClient>;
const email = 'runner@example.com';

async function balanceOf(who: string): Promise<number> {
  const [row] = await server.app.taskwell.db.select().from(accounts).where(eq(accounts.email, who));
  return row?.balance ?? Number.NaN;
}

beforeAll(async () => {
  server = await startTestServer({
    catalogueFile: await writeCatalogue(definitions),
    services,
    runtime: { stepTimeoutMs: 300, leaseMs: 60_000, reaperIntervalMs: 3_600_000 },
  });
  token = await server.signIn(email);
  client = runClient(server.app, token);
});

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

describe('given a multiplexer', () => {
  it('should run both branches at the same time and merge their results', async () => {
    const start = await client.execute('branches', { text: 'x' });
    // Both branches wait on one gate: a sequential run would never have two waiting at once.
    const until = Date.now() + 5000;
    while (gate.waiting < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(gate.waiting).toBe(2);
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
    const { multipartBody, boundary } = await import('../testing/multipart.ts');
    const png = await readFile(new URL('../../catalogue/samples/harbour-sunset.png', import.meta.url));
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
});

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
