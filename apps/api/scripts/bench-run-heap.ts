// Heap kept per run (issue 32): the leak it guards against kept ~17 KB per run (an abort listener
// on a composite signal per step). The per-run state test (src/runtime/execution/per-run-state.test.ts)
// checks on a few runs of every ending what a run must give back, exactly: abort listeners, our
// pending timers, the runtime's entries. The heap is a figure, not an exact check: it needs many
// runs to rise above what pools, caches and compiled code move, so it is measured here.
//
// In one process, the heap after a forced collection before and after:
// - BENCH_RUNS runs (default 800) of a three-step task through the server on an in-memory PGlite
//   (`POST /api/execute/task?wait=30`, 50 at a time) after a warm-up of 200 (the per-run state
//   test's former bound: under 4,096 bytes a run);
// - BENCH_FLOWS executions (default 18,000) of the same flow by the engine alone under one
//   long-lived signal, as a worker runs them, after a warm-up of 2,000 (the execute-flow test's
//   former bound: under 256 bytes a run);
// - the anchor of the same run: BENCH_RUNS calls of a bare Fastify echo route (inject).
// Prints nproc and load.
// `pnpm --filter @taskwell/api bench:run-heap`
import { cpus, loadavg } from 'node:os';
import type { FlowNode } from '@taskwell/task-engine';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FinishedStep } from '../src/db/run-columns.ts';
import { accounts } from '../src/db/schema.ts';
import { executeFlow } from '../src/runtime/execution/execute-flow.ts';
import { testTask } from '../src/runtime/testing/test-catalogue.ts';
import { testServices } from '../src/runtime/testing/test-services.ts';
import { heapAfterCollection } from '../src/testing/held-objects.ts';
import { startTestServer } from '../src/testing/test-server.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
/** Whole bytes, without a minus sign on a rounded zero. */
const bytes = (value: number) => String(Math.round(value) + 0);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const runs = Number(process.env.BENCH_RUNS ?? 800);
const flows = Number(process.env.BENCH_FLOWS ?? 18_000);
const warmUp = 200;
const parallel = 50;
/** The former tests' bounds: through the server, and by the engine alone. */
const targetBytes = 4_096;
const flowTargetBytes = 256;

/** `count` calls of `call`, `parallel` at a time. */
async function many(count: number, call: () => Promise<void>): Promise<void> {
  let left = count;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (left > 0) {
        left -= 1;
        await call();
      }
    }),
  );
}

/** Heap kept per call over `count` calls after `warm` calls, in bytes. */
async function keptPerCall(warm: number, count: number, call: () => Promise<void>): Promise<number> {
  await many(warm, call);
  const before = heapAfterCollection();
  await many(count, call);
  return (heapAfterCollection() - before) / count;
}

say(`nproc ${cpus().length}, load ${load()}; ${runs} runs after ${warmUp}, ${parallel} at a time; ${flows} flows`);

const quick: FlowNode = {
  sequence: [
    { step: 'one', service: 'test.upper', output: 'One', inputs: { text: { param: 'text' } } },
    {
      parallel: [
        { step: 'left', service: 'test.upper', output: 'Left', inputs: { text: { step: 'one' } } },
        { step: 'right', service: 'test.join', output: 'Right', inputs: { first: { step: 'one' } } },
      ],
    },
  ],
};
const services = testServices();

const echo = Fastify();
echo.post('/echo', async (request) => ({ body: request.body }));
await echo.ready();
const echoCall = async () => {
  const reply = await echo.inject({ method: 'POST', url: '/echo', payload: { text: 'hello' } });
  if (reply.statusCode !== 200) throw new Error(`the echo answered ${reply.statusCode}`);
};
const echoBytes = await keptPerCall(warmUp, runs, echoCall);
await echo.close();

// The engine alone: in-memory inputs and checkpoints, every run under the worker's one signal.
const worker = new AbortController();
const flowDefinition = testTask('quick', quick);
const flowCall = async () => {
  const outcome = await executeFlow({
    definition: flowDefinition,
    services,
    finished: new Map(),
    resolve: async () => ({ kind: 'value', value: { contentType: 'text/plain', bytes: Buffer.from('hello') } }),
    record: async (): Promise<FinishedStep> => ({
      assetId: 'a',
      contentType: 'text/plain',
      source: 'Bench',
      created: new Date(0).toISOString(),
    }),
    signal: worker.signal,
    stepTimeoutMs: 10_000,
  });
  if (outcome.kind !== 'completed') throw new Error(`a flow ended ${outcome.kind}`);
};
let flowBytes = 0;
{
  for (let index = 0; index < flows / 9; index += 1) await flowCall();
  const before = heapAfterCollection();
  for (let index = 0; index < flows; index += 1) await flowCall();
  flowBytes = (heapAfterCollection() - before) / flows;
}

const server = await startTestServer({
  catalogue: [testTask('quick', quick)],
  services,
  runtime: { concurrency: 64 },
  automations: { turn: false },
});
let runBytes: number;
let completed = 0;
try {
  const token = await server.signIn('heap@example.com');
  await server.app.taskwell.db
    .update(accounts)
    .set({ balance: 10_000_000 })
    .where(eq(accounts.email, 'heap@example.com'));
  const runCall = async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/execute/task?wait=30',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        taskId: 'quick',
        parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'hello' } },
        character: { name: 'EMPTY', content: '' },
      },
    });
    const { status } = JSON.parse((reply.json() as { body: string }).body) as { status: string };
    if (status !== 'COMPLETED') throw new Error(`a run ended ${status}`);
    completed += 1;
  };
  runBytes = await keptPerCall(warmUp, runs, runCall);
} finally {
  await server.close();
}

say(`bare Fastify echo (anchor): ${bytes(echoBytes)} bytes kept per call`);
say(
  `runs through the server: ${bytes(runBytes)} bytes kept per run over ${runs} runs ` +
    `(${completed} of ${warmUp + runs} completed; target < ${targetBytes}; the leak kept ~17,000)`,
);
say(
  `the engine alone: ${bytes(flowBytes)} bytes kept per run over ${flows} runs under one signal ` +
    `(target < ${flowTargetBytes})`,
);
say(`load ${load()}`);
