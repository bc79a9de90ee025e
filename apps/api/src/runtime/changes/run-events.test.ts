import { type AddressInfo, connect } from 'node:net';
import { type ApiClient, ApiError } from '@taskwell/api-sdk';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { withoutChecks } from '../../text-checks/testing/without-checks.ts';
import { eventsUntil, listeningBase, nextEvent, sdkClient } from '../testing/event-streams.ts';
import { runClient } from '../testing/run-client.ts';
import { testTask } from '../testing/test-catalogue.ts';
import { createHolds, testServices } from '../testing/test-services.ts';

testsInOrder('the last test closes the server the ones before it stream from');

// The run event stream (streamRequestEvents) over real HTTP, read with the SDK as the studio's
// proxy reads it: events from the runtime's own changes, in order, ended after the run ends.

const holds = createHolds();
const definitions = [
  testTask('held', {
    sequence: [
      {
        step: 'first',
        service: 'test.hold',
        output: 'First',
        inputs: { text: { param: 'text' } },
        options: { hold: 'first' },
      },
      {
        step: 'second',
        service: 'test.hold',
        output: 'Second',
        inputs: { text: { step: 'first' } },
        options: { hold: 'second' },
      },
    ],
  }),
  testTask(
    'asks',
    {
      sequence: [
        {
          step: 'before',
          service: 'test.hold',
          output: 'Before',
          inputs: { text: { param: 'text' } },
          options: { hold: 'before' },
        },
        {
          step: 'choice',
          service: 'test.join',
          output: 'Choice',
          inputs: { first: { step: 'before' }, choice: { ask: 'choice' } },
        },
        {
          step: 'after',
          service: 'test.hold',
          output: 'After',
          inputs: { text: { step: 'before' } },
          options: { hold: 'after' },
        },
      ],
    },
    {
      asks: [{ id: 'choice', name: 'choice', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Choice' } }],
      sample: { parameters: { text: { value: 'x' } }, answers: { choice: 'yes' } },
    },
  ),
  testTask('fails-second', {
    sequence: [
      {
        step: 'ok',
        service: 'test.hold',
        output: 'Fine',
        inputs: { text: { param: 'text' } },
        options: { hold: 'ok' },
      },
      { step: 'broken', service: 'test.fail', output: 'Broken', inputs: {} },
    ],
  }),
];

const email = 'streams@example.com';
let server: TestServer;
let base: string;
let token: string;
let sdk: ApiClient;
let client: ReturnType<typeof runClient>;

beforeAll(async () => {
  server = await startTestServer({
    catalogue: definitions,
    services: testServices({ holds }),
    eventStreams: { perAccount: 3, heartbeatMs: 150 },
  });
  token = await server.signIn(email);
  base = await listeningBase(server.app);
  sdk = sdkClient(base, token);
  client = runClient(server.app, token);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const balance = async () => {
  const [row] = await server.app.taskwell.db.select().from(accounts).where(eq(accounts.email, email));
  return row?.balance;
};

/** What the server holds for open streams: subscriptions to run changes and places of the account limit. */
const held = () => ({
  subscriptions: server.app.taskwell.runtime.changes.subscriptions,
  streams: server.app.taskwell.streams.size,
});

async function start(taskId: string, text: string): Promise<string> {
  const started = await client.execute(taskId, { text });
  expect(started.statusCode, JSON.stringify(started.error)).toBe(200);
  return started.document.requestId;
}

describe('given a run followed from its start', () => {
  it('should send its status at once, then each checkpoint, then COMPLETED, in order, and end', async () => {
    const runId = await start('held', 'order');
    const events = await sdk.streamRequestEvents(runId);
    const first = await nextEvent(events);
    expect(first).toMatchObject({ status: { status: 'IN_PROGRESS', requestId: runId, step: 0, max: 2, results: [] } });

    holds.release('order/first');
    const checkpoint = await nextEvent(events);
    expect(checkpoint).toMatchObject({ status: { status: 'IN_PROGRESS', step: 1 } });
    if (checkpoint === 'done' || first === 'done') throw new Error('the stream ended early');
    expect(checkpoint.status.results.map((result) => result.parameter.name)).toEqual(['First']);

    holds.release('order/second');
    const completed = await nextEvent(events);
    if (completed === 'done') throw new Error('the stream ended before COMPLETED');
    expect(completed.status.status).toBe('COMPLETED');
    expect(completed.status.results.map((result) => result.parameter.name)).toEqual(['First', 'Second']);
    // Ids grow with each change; the document is the one the results call gives.
    expect(Number(first.id)).toBeLessThan(Number(checkpoint.id));
    expect(Number(checkpoint.id)).toBeLessThan(Number(completed.id));
    // (a text's check may be made between the event and this read: compared apart from it)
    const read = (await client.status(runId)).document;
    expect({ ...read, results: withoutChecks(read.results) }).toEqual({
      ...completed.status,
      results: withoutChecks(completed.status.results),
    });
    expect(await nextEvent(events)).toBe('done');
  });

  it('should stay open on PAUSED and follow the same run through its resume to COMPLETED', async () => {
    const runId = await start('asks', 'pause');
    const events = await sdk.streamRequestEvents(runId);
    expect(await nextEvent(events)).toMatchObject({ status: { status: 'IN_PROGRESS' } });
    holds.release('pause/before');
    const untilPaused = await eventsUntil(events, (event) => event.status.status === 'PAUSED');
    const paused = untilPaused.at(-1);
    expect(paused?.status.missing?.parameters.map((slot) => slot.parameter.name)).toEqual(['choice']);
    expect(paused?.status.message).toBe('Waiting for: Choice.');

    const slot = paused?.status.missing?.parameters[0]?.assetId as string;
    expect((await client.resume(runId, [{ assetId: slot, value: 'go' }])).statusCode).toBe(200);
    const resumed = await eventsUntil(events, (event) => event.status.status === 'IN_PROGRESS');
    expect(resumed.map((event) => event.status.status)).toEqual(['IN_PROGRESS']);
    holds.release('pause/after');
    const done = await eventsUntil(events, (event) => event.status.status === 'COMPLETED');
    expect(done.at(-1)?.status.results.map((result) => result.parameter.name)).toEqual(['Before', 'Choice', 'After']);
    expect(await nextEvent(events)).toBe('done');
  });

  it('should end with ERROR whose message says the credits were refunded, and the balance shows it', async () => {
    const before = await balance();
    const runId = await start('fails-second', 'refund');
    const events = await sdk.streamRequestEvents(runId);
    expect(await nextEvent(events)).toMatchObject({ status: { status: 'IN_PROGRESS' } });
    expect(await balance()).toBe((before ?? 0) - 2);
    holds.release('refund/ok');
    const ended = await eventsUntil(events, (event) => event.status.status === 'ERROR');
    expect(ended.at(-1)?.status.message).toBe(
      'The step "Broken" failed: the input cannot be used. Its credits were refunded.',
    );
    // The refund is written with the status change, so it is there when the event arrives.
    expect(await balance()).toBe(before);
    expect(await nextEvent(events)).toBe('done');
  });
});

describe('given Last-Event-ID', () => {
  it('should skip what the client saw: nothing more for an ended run, the next change for a running one', async () => {
    const runId = await start('held', 'resume-from');
    const events = await sdk.streamRequestEvents(runId);
    const first = await nextEvent(events);
    if (first === 'done') throw new Error('the stream ended early');
    await events.return(undefined);

    const reopened = await sdk.streamRequestEvents(runId, { lastEventId: first.id });
    holds.release('resume-from/first');
    const next = await nextEvent(reopened);
    if (next === 'done') throw new Error('the stream ended early');
    expect(Number(next.id)).toBeGreaterThan(Number(first.id));
    expect(next.status.results).toHaveLength(1);
    holds.release('resume-from/second');
    const last = (await eventsUntil(reopened, (event) => event.status.status === 'COMPLETED')).at(-1);
    if (!last) throw new Error('no COMPLETED event');

    expect(await nextEvent(await sdk.streamRequestEvents(runId, { lastEventId: last.id }))).toBe('done');
    const fromEarlier = await sdk.streamRequestEvents(runId, { lastEventId: first.id });
    expect(await nextEvent(fromEarlier)).toMatchObject({ id: last.id, status: { status: 'COMPLETED' } });
    // An id the run never had (another run's, or made up) counts as nothing seen.
    expect(await nextEvent(await sdk.streamRequestEvents(runId, { lastEventId: '999999' }))).toMatchObject({
      id: last.id,
    });
    expect(await nextEvent(await sdk.streamRequestEvents(runId, { lastEventId: 'not-a-number' }))).toMatchObject({
      id: last.id,
    });
  });
});

describe('given an idle stream', () => {
  it('should send comment lines between events, unbuffered and uncached', async () => {
    const runId = await start('held', 'idle');
    const response = await fetch(`${base}/api/request/events/${runId}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = Date.now() + 30_000;
    while (text.split(': keep-alive\n\n').length < 3 && Date.now() < until) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    // The first event, then at least two heartbeats while the run waits.
    expect(text).toMatch(/^: open\n\nevent: status\nid: \d+\ndata: \{.*"status":"IN_PROGRESS"/s);
    expect(text.split(': keep-alive\n\n').length).toBeGreaterThanOrEqual(3);
    holds.release('idle/first');
    holds.release('idle/second');
    expect((await client.settle(runId)).status).toBe('COMPLETED');
  });
});

describe('given a client that goes away', () => {
  it('should free the subscription and the account place at once', async () => {
    const before = held();
    const runId = await start('held', 'leave');
    const abort = new AbortController();
    const events = await sdk.streamRequestEvents(runId, {}, { signal: abort.signal });
    expect(await nextEvent(events)).toMatchObject({ status: { status: 'IN_PROGRESS' } });
    expect(held()).toEqual({ subscriptions: before.subscriptions + 1, streams: before.streams + 1 });
    abort.abort();
    await vi.waitFor(() => expect(held()).toEqual(before), { timeout: 30_000, interval: 10 });
    holds.release('leave/first');
    holds.release('leave/second');
    expect((await client.settle(runId)).status).toBe('COMPLETED');
    expect(held()).toEqual(before);
  });
});

describe('given who asks', () => {
  it("should answer 404 for another user's run and an unknown one, 401 without credentials", async () => {
    const runId = await start('held', 'private');
    const other = sdkClient(base, await server.signIn('someone-else@example.com'));
    const statusOf = (call: Promise<unknown>) =>
      call.then(
        () => 'opened',
        (error: unknown) => (error instanceof ApiError ? error.status : String(error)),
      );
    expect(await statusOf(other.streamRequestEvents(runId))).toBe(404);
    expect(await statusOf(sdk.streamRequestEvents('00000000-0000-4000-8000-000000000000'))).toBe(404);
    expect(await statusOf(sdkClient(base, undefined).streamRequestEvents(runId))).toBe(401);
    expect(held().streams).toBe(0);
    // HEAD gets the headers and holds nothing.
    const head = await fetch(`${base}/api/request/events/${runId}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(held()).toEqual({ subscriptions: 0, streams: 0 });
    holds.release('private/first');
    holds.release('private/second');
    expect((await client.settle(runId)).status).toBe('COMPLETED');
  });

  it('should refuse an account past its open streams with 429 and Retry-After, and take it again once one closes', async () => {
    const runId = await start('held', 'limit');
    const aborts = [new AbortController(), new AbortController(), new AbortController()];
    for (const abort of aborts) {
      const events = await sdk.streamRequestEvents(runId, {}, { signal: abort.signal });
      expect(await nextEvent(events)).not.toBe('done');
    }
    const refused = await fetch(`${base}/api/request/events/${runId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ status: 429, code: 'too_many_requests' });
    // The limit is per account.
    const other = await server.signIn('other-streams@example.com');
    const otherRun = await runClient(server.app, other).execute('held', { text: 'theirs' });
    const otherEvents = await sdkClient(base, other).streamRequestEvents(otherRun.document.requestId);
    expect(await nextEvent(otherEvents)).not.toBe('done');
    await otherEvents.return(undefined);

    aborts[0]?.abort();
    await vi.waitFor(() => expect(held().streams).toBe(2), { timeout: 30_000, interval: 10 });
    const again = await sdk.streamRequestEvents(runId);
    expect(await nextEvent(again)).not.toBe('done');
    await again.return(undefined);
    for (const abort of aborts) abort.abort();
    for (const name of ['limit', 'theirs']) {
      holds.release(`${name}/first`);
      holds.release(`${name}/second`);
    }
    await vi.waitFor(() => expect(held().streams).toBe(0), { timeout: 30_000, interval: 10 });
  });
});

describe('given feedback on a result item', () => {
  it('should carry it on the item in the results call and in the stream', async () => {
    const runId = await start('held', 'rated');
    holds.release('rated/first');
    holds.release('rated/second');
    const done = await client.settle(runId);
    const [first, second] = done.results.map((result) => result.parameter.value[0]?.data as string);
    const rated = await server.app.inject({
      method: 'POST',
      url: `/api/asset/feedback/${first}?_=1`,
      headers: { authorization: `Bearer ${token}` },
      payload: { rating: 'up' },
    });
    const feedbackId = (rated.json() as { feedbackId: string }).feedbackId;
    await server.app.inject({
      method: 'POST',
      url: `/api/asset/feedback/${second}?_=1`,
      headers: { authorization: `Bearer ${token}` },
      payload: { comment: 'Too short.' },
    });
    const status = (await client.status(runId)).document;
    expect(status.results[0]?.parameter.value[0]?.feedback).toEqual({ id: feedbackId, rating: 'up' });
    expect(status.results[1]?.parameter.value[0]?.feedback).toEqual({ id: expect.any(String), comment: 'Too short.' });
    const streamed = await nextEvent(await sdk.streamRequestEvents(runId));
    // (a text's check may be made between the two reads: compared apart from it)
    const sent = streamed === 'done' ? undefined : streamed.status;
    expect(sent && { ...sent, results: withoutChecks(sent.results) }).toEqual({
      ...status,
      results: withoutChecks(status.results),
    });
  });
});

describe('given a server that ends streams after a bounded time', () => {
  let short: TestServer | undefined;
  beforeAll(async () => {
    short = await startTestServer({
      catalogue: definitions,
      services: testServices({ holds }),
      eventStreams: { maxDurationMs: 1000 },
    });
  }, 120_000);
  afterAll(async () => {
    await short?.close();
  });

  it('should end a stream of a running run after that time, freeing what it held', async () => {
    if (!short) throw new Error('no server');
    const shortToken = await short.signIn('short@example.com');
    const started = await runClient(short.app, shortToken).execute('held', { text: 'bounded' });
    const events = await sdkClient(await listeningBase(short.app), shortToken).streamRequestEvents(
      started.document.requestId,
    );
    const opened = Date.now();
    expect(await nextEvent(events)).toMatchObject({ status: { status: 'IN_PROGRESS' } });
    expect(await nextEvent(events)).toBe('done');
    expect(Date.now() - opened).toBeGreaterThanOrEqual(900);
    expect(short.app.taskwell.streams.size).toBe(0);
    expect(short.app.taskwell.runtime.changes.subscriptions).toBe(0);
    expect((await runClient(short.app, shortToken).status(started.document.requestId)).document.status).toBe(
      'IN_PROGRESS',
    );
    holds.release('bounded/first');
    holds.release('bounded/second');
  });

  it('should end every open stream when the server closes, rather than wait for its clients', async () => {
    const closing = short;
    if (!closing) throw new Error('no server');
    const closingToken = await closing.signIn('closing@example.com');
    const started = await runClient(closing.app, closingToken).execute('held', { text: 'closing' });
    const events = await sdkClient(await listeningBase(closing.app), closingToken).streamRequestEvents(
      started.document.requestId,
    );
    expect(await nextEvent(events)).toMatchObject({ status: { status: 'IN_PROGRESS' } });
    // A connection opened ahead and never used (as fetch's pool opens them) does not hold the close either.
    const address = closing.app.server.address() as AddressInfo;
    const unused = connect(address.port, '127.0.0.1');
    await new Promise((resolve) => unused.once('connect', resolve));
    short = undefined;
    const began = Date.now();
    await closing.close();
    expect(await nextEvent(events)).toBe('done');
    // Well within the one-second stream limit and the 10 s shutdown bound.
    expect(Date.now() - began).toBeLessThan(10_000);
  });
});
