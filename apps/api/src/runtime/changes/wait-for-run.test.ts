import { type ApiClient, ApiError } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { withoutChecks } from '../../text-checks/testing/without-checks.ts';
import { listeningBase, sdkClient } from '../testing/event-streams.ts';
import { testTask } from '../testing/test-catalogue.ts';
import { createHolds, testServices } from '../testing/test-services.ts';
import { changePayload, parseChangePayload } from './run-change-relay.ts';

// executeTask's `wait` (decision 060) over real HTTP with the SDK: one request gives the run's
// status document once it has ended or paused, or when the wait is over; on PGlite and, in the
// PostgreSQL run, through the NOTIFY relay.

const holds = createHolds();
const definitions = [
  testTask('held', {
    sequence: [
      {
        step: 'first',
        service: 'test.hold',
        output: 'First',
        inputs: { text: { param: 'text' } },
        options: { hold: 'a' },
      },
      { step: 'second', service: 'test.upper', output: 'Second', inputs: { text: { step: 'first' } } },
    ],
  }),
  testTask(
    'asks',
    {
      sequence: [
        { step: 'before', service: 'test.upper', output: 'Before', inputs: { text: { param: 'text' } } },
        {
          step: 'choice',
          service: 'test.join',
          output: 'Choice',
          inputs: { first: { step: 'before' }, choice: { ask: 'choice' } },
        },
      ],
    },
    {
      asks: [{ id: 'choice', name: 'choice', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Choice' } }],
      sample: { parameters: { text: { value: 'x' } }, answers: { choice: 'yes' } },
    },
  ),
  testTask('fails', {
    sequence: [
      { step: 'ok', service: 'test.upper', output: 'Fine', inputs: { text: { param: 'text' } } },
      { step: 'broken', service: 'test.fail', output: 'Broken', inputs: {} },
    ],
  }),
];

let server: TestServer;
let sdk: ApiClient;
let other: ApiClient;

beforeAll(async () => {
  server = await startTestServer({
    catalogue: definitions,
    services: testServices({ holds }),
  });
  const base = await listeningBase(server.app);
  sdk = sdkClient(base, await server.signIn('waits@example.com'));
  other = sdkClient(base, await server.signIn('someone-else@example.com'));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const balance = async () => {
  const [row] = await server.app.taskwell.db.select().from(accounts).where(eq(accounts.email, 'waits@example.com'));
  return row?.balance;
};

const body = (taskId: string, text: string) => ({
  taskId,
  parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: text } },
  character: { name: 'EMPTY', content: '' },
});

describe('given executeTask with wait', () => {
  it('should answer once the run completed, with its results, in one request', async () => {
    holds.release('done/a');
    const status = await sdk.executeTaskAndWait(body('held', 'done'), { waitSeconds: 30 });
    expect(status.status).toBe('COMPLETED');
    expect(status.results?.map((result) => result.parameter.name)).toEqual(['First', 'Second']);
    // The document is the one the results call gives (but for the text checks made since).
    const read = await sdk.getRequestResults(status.requestId);
    expect({ ...read, results: withoutChecks(read.results) }).toEqual({
      ...status,
      results: withoutChecks(status.results),
    });
  });

  it('should answer when the run pauses for an answer, with what it asks', async () => {
    const status = await sdk.executeTaskAndWait(body('asks', 'pause'), { waitSeconds: 30 });
    expect(status.status).toBe('PAUSED');
    expect(JSON.stringify(status)).toContain('choice');
  });

  it('should answer ERROR with the fee refunded when a step fails', async () => {
    const before = await balance();
    const status = await sdk.executeTaskAndWait(body('fails', 'x'), { waitSeconds: 30 });
    expect(status.status).toBe('ERROR');
    expect(await balance()).toBe(before);
  });

  it('should answer IN_PROGRESS when the wait is over first, and free what it held', async () => {
    const began = performance.now();
    const status = await sdk.executeTaskAndWait(body('held', 'slow'), { waitSeconds: 1 });
    expect(status.status).toBe('IN_PROGRESS');
    expect(performance.now() - began).toBeGreaterThanOrEqual(900);
    expect(server.app.taskwell.runtime.changes.subscriptions).toBe(0);
    // Nobody else reads it, and the run goes on to its end.
    await expect(other.getRequestResults(status.requestId)).rejects.toBeInstanceOf(ApiError);
    holds.release('slow/a');
    const after = await sdk.executeTaskAndWait(body('held', 'slow'), { waitSeconds: 30 });
    expect(after.status).toBe('COMPLETED');
  });

  it('should refuse a wait longer than 60 s, starting nothing', async () => {
    const error = await sdk.executeTaskAndWait(body('held', 'long'), { waitSeconds: 61 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(holds.gate('long/a').waiting).toBe(0);
  });

  it('should stop waiting, and free its watch, when the client leaves; the run goes on', async () => {
    const leaving = new AbortController();
    const waiting = sdk
      .executeTaskAndWait(body('held', 'left'), { waitSeconds: 30 }, { signal: leaving.signal })
      .catch((e: unknown) => e);
    const until = Date.now() + 30_000;
    while (holds.gate('left/a').waiting === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(server.app.taskwell.runtime.changes.subscriptions).toBe(1);
    leaving.abort();
    await waiting;
    while (server.app.taskwell.runtime.changes.subscriptions > 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(server.app.taskwell.runtime.changes.subscriptions).toBe(0);
    expect(holds.gate('left/a').waiting).toBe(1);
    holds.release('left/a');
  });
});

describe('given a NOTIFY payload of run changes', () => {
  it.each([
    {
      given: 'changes with statuses',
      payload: changePayload('p1', [
        { runId: 'r1', status: 'COMPLETED' },
        { runId: 'r2', status: 'IN_PROGRESS' },
      ]),
      want: {
        origin: 'p1',
        changes: [
          { runId: 'r1', status: 'COMPLETED' },
          { runId: 'r2', status: 'IN_PROGRESS' },
        ],
      },
    },
    {
      given: 'bare run ids of an older process',
      payload: 'r1,r2',
      want: { origin: undefined, changes: [{ runId: 'r1' }, { runId: 'r2' }] },
    },
    { given: 'an unknown status', payload: 'p1|r1:LOST', want: { origin: 'p1', changes: [{ runId: 'r1' }] } },
  ])('given $given should read $want', ({ payload, want }) => {
    expect(parseChangePayload(payload)).toEqual(want);
  });
});
