import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.ts';
import { signalsWithAbortListeners, trackTimers } from '../../testing/held-objects.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { runClient } from '../testing/run-client.ts';
import { testTask } from '../testing/test-catalogue.ts';
import { createGate, testServices } from '../testing/test-services.ts';

testsInOrder('the last test closes the server the runs of the first were counted on');

// Issue 32: a run must leave nothing behind in the process that ran it, on every way it ends
// (completed, failed, crashed, timed out, paused, resumed, cancelled while a step runs, followed
// on its event stream, and the server closing with runs in hand). The leak this guards against
// kept ~17 KB per run: an abort listener on a composite signal per step, which Node holds until
// it aborts. What a run must give back is checked exactly (one run's listener, timer or entry left
// behind fails it), so a few runs of each ending prove it, several at once so they overlap; the heap
// kept per run, a figure that needs many runs, is printed by `bench:run-heap` (decision 183).

const definitions = [
  testTask('quick', {
    sequence: [
      { step: 'one', service: 'test.upper', output: 'One', inputs: { text: { param: 'text' } } },
      {
        parallel: [
          { step: 'left', service: 'test.upper', output: 'Left', inputs: { text: { step: 'one' } } },
          { step: 'right', service: 'test.join', output: 'Right', inputs: { first: { step: 'one' } } },
        ],
      },
    ],
  }),
  testTask('fails', {
    sequence: [
      { step: 'ok', service: 'test.upper', output: 'Fine', inputs: { text: { param: 'text' } } },
      { step: 'broken', service: 'test.fail', output: 'Broken', inputs: {} },
    ],
  }),
  testTask('crashes', {
    parallel: [
      { step: 'boom', service: 'test.crash', output: 'Boom', inputs: {} },
      { step: 'fine', service: 'test.upper', output: 'Fine', inputs: { text: { param: 'text' } } },
    ],
  }),
  testTask('times-out', {
    step: 'nap',
    service: 'test.wait',
    output: 'Nap',
    inputs: { text: { param: 'text' } },
    options: { ms: 60_000 },
  }),
  testTask('held', {
    step: 'hold',
    service: 'test.wait',
    output: 'Held',
    inputs: { text: { param: 'text' } },
    options: { gate: true },
  }),
  testTask(
    'asks',
    {
      sequence: [
        { step: 'first', service: 'test.upper', output: 'First', inputs: { text: { param: 'text' } } },
        {
          step: 'second',
          service: 'test.join',
          output: 'Second',
          inputs: { first: { step: 'first' }, note: { ask: 'note' } },
        },
      ],
    },
    {
      asks: [{ id: 'note', name: 'note', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Note' } }],
      sample: { parameters: { text: { value: 'x' } }, answers: { note: 'n' } },
    },
  ),
];

const timers = trackTimers();
const gate = createGate();
let server: TestServer;
let client: ReturnType<typeof runClient>;
let token: string;
let closed = false;

beforeAll(async () => {
  server = await startTestServer({
    catalogue: definitions,
    services: testServices({ gate }),
    // Room for every held run at once; a step times out after 10 s (the held runs are cancelled
    // well before, even on a busy machine).
    runtime: { stepTimeoutMs: 10_000, leaseMs: 60_000, reaperIntervalMs: 3_600_000, concurrency: 64 },
    // The automations' scheduler turns on a timer of its own, whatever the runs do: this file counts
    // what a run leaves behind.
    automations: { turn: false },
  });
  token = await server.signIn('busy@example.com');
  await server.app.taskwell.db
    .update(accounts)
    .set({ balance: 10_000_000 })
    .where(eq(accounts.email, 'busy@example.com'));
  client = runClient(server.app, token);
}, 120_000);

afterAll(async () => {
  timers.stop();
  if (!closed) await server?.close();
});

/** Starts a run and holds the request until it ends or pauses (the `wait` of decision 060). */
async function runAndWait(taskId: string): Promise<{ status: string; requestId: string }> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/execute/task?wait=30',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      taskId,
      parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'hello' } },
      character: { name: 'EMPTY', content: '' },
    },
  });
  expect(response.statusCode).toBe(200);
  return JSON.parse((response.json() as { body: string }).body) as { status: string; requestId: string };
}

/** `count` runs of a task, `parallel` at a time; the statuses they ended with. */
async function many(taskId: string, count: number, parallel = 50): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  let left = count;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (left > 0) {
        left -= 1;
        const { status } = await runAndWait(taskId);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

/** Waits for a condition, checking every 20 ms, for at most `ms`. */
async function until(condition: () => boolean, ms = 60_000): Promise<void> {
  const limit = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > limit) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Cancels a run through its operation. */
const cancel = (runId: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/runs/${runId}/cancel`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('given runs that end in every way a run can', () => {
  it('should leave no abort listener, no pending timer of ours and no per-run entry behind', async () => {
    const runtime = server.app.taskwell.runtime;
    // What the process holds before any run: the server's own signals and timers.
    await many('quick', 4);
    // The server's own timers (its sweeps) are not a run's: only what is made from here is tracked.
    const runTimers = trackTimers();
    const signalsBefore = await signalsWithAbortListeners();

    expect(await many('quick', 10)).toEqual(new Map([['COMPLETED', 10]]));
    expect(await many('fails', 3)).toEqual(new Map([['ERROR', 3]]));
    expect(await many('crashes', 3)).toEqual(new Map([['ERROR', 3]]));
    expect(await many('times-out', 2)).toEqual(new Map([['ERROR', 2]]));

    // Paused runs: half resumed to the end, half cancelled while paused.
    const paused = await Promise.all(Array.from({ length: 4 }, () => runAndWait('asks')));
    expect(paused.every((run) => run.status === 'PAUSED')).toBe(true);
    for (const [index, run] of paused.entries()) {
      if (index % 2 === 0) {
        const status = await client.status(run.requestId);
        const slot = status.document.missing?.parameters[0]?.assetId as string;
        expect((await client.resume(run.requestId, [{ assetId: slot, value: 'ok' }])).statusCode).toBe(200);
      } else {
        expect((await cancel(run.requestId)).statusCode).toBe(200);
      }
    }
    for (const [index, run] of paused.entries()) {
      expect((await client.settle(run.requestId)).status).toBe(index % 2 === 0 ? 'COMPLETED' : 'ABORTED');
    }

    // Runs cancelled while their step runs, each followed on its event stream until it ends.
    const held = await Promise.all(Array.from({ length: 4 }, () => client.execute('held', { text: 'x' })));
    await until(() => gate.waiting === 4);
    const followed = await Promise.all(
      held.map((run) =>
        runtime.followRun({ email: 'busy@example.com', runId: run.document.requestId, afterVersion: 0 }),
      ),
    );
    const ends = followed.map(async ({ events }) => {
      let last = '';
      for await (const event of events) last = event.status.status;
      return last;
    });
    const cancels = await Promise.all(held.map((run) => cancel(run.document.requestId)));
    expect(cancels.map((reply) => reply.statusCode)).toEqual(held.map(() => 200));
    expect(new Set(await Promise.all(ends))).toEqual(new Set(['ABORTED']));
    // A follower that stops before its run ends gives its subscription back too.
    const early = await client.execute('quick', { text: 'y' });
    (await runtime.followRun({ email: 'busy@example.com', runId: early.document.requestId, afterVersion: 0 })).stop();
    expect((await client.settle(early.document.requestId)).status).toBe('COMPLETED');

    await until(() => runtime.running === 0 && gate.waiting === 0);
    // The text checks of the last outputs are made in the background, gathered a moment first.
    await server.app.taskwell.checks.idle();
    expect(runtime.held).toEqual({ executing: 0, followedRuns: 0, subscriptions: 0 });
    expect(runTimers.pending()).toEqual([]);
    runTimers.stop();
    expect(await signalsWithAbortListeners()).toBeLessThanOrEqual(signalsBefore);
  }, 600_000);

  it('should leave nothing of the runs in hand when the server closes', async () => {
    const runtime = server.app.taskwell.runtime;
    const held = await Promise.all(Array.from({ length: 5 }, () => client.execute('held', { text: 'z' })));
    expect(held.every((run) => run.statusCode === 200)).toBe(true);
    await until(() => gate.waiting === 5);
    closed = true;
    await server.close();
    expect(runtime.held).toEqual({ executing: 0, followedRuns: 0, subscriptions: 0 });
    expect(gate.waiting).toBe(0);
    expect(timers.pending({ unrefToo: true })).toEqual([]);
  }, 120_000);
});
