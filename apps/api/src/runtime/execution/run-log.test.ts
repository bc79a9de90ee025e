import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { runClient } from '../testing/run-client.ts';
import { definitions } from '../testing/runtime-test-server.ts';
import { createGate, testServices } from '../testing/test-services.ts';

// Issue 27: every log line of a run carries its requestId, and the request that started it names
// it too, so a run's lines and its start request's lines are found together.
let server: TestServer;
let client: ReturnType<typeof runClient>;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startTestServer({
    catalogue: definitions,
    services: testServices({ gate: createGate() }),
    runtime: { stepTimeoutMs: 5_000, leaseMs: 60_000, reaperIntervalMs: 3_600_000 },
    logLevel: 'debug',
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  client = runClient(server.app, await server.signIn('logged@example.com'));
});
afterAll(async () => {
  await server?.close();
});

/** The runtime's lines about runs: every message it writes while it executes one. */
const runMessages =
  /^(run (taken|step finished|paused|ended|handed back)|the task of a run|a task step failed|task run failed|writing a checkpoint|renewing a run|releasing a run|removing an unrecorded)/;

describe("a run's log lines", () => {
  it.each([
    {
      task: 'two-steps',
      values: { text: 'hello' },
      want: { status: 'COMPLETED', messages: ['run taken', 'run step finished', 'run ended'] },
    },
    // A service's refusal is the user's to read: no error line, the end says ERROR.
    {
      task: 'fails-second',
      values: { text: 'hello' },
      want: { status: 'ERROR', messages: ['run taken', 'run step finished', 'run ended'] },
    },
    {
      task: 'crashes',
      values: {} as Record<string, string>,
      want: { status: 'ERROR', messages: ['run taken', 'a task step failed', 'run ended'] },
    },
  ])('given a $task run should carry its requestId on each line the runtime writes', async ({ task, values, want }) => {
    const started = await client.execute(task, values);
    expect(started.statusCode).toBe(200);
    const { requestId } = started.document;
    expect((await client.settle(requestId)).status).toBe(want.status);
    // The end is logged after the write a poll sees.
    const until = Date.now() + 10_000;
    while (!lines.some((line) => line.requestId === requestId && line.msg === 'run ended') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ofRun = lines.filter((line) => line.requestId === requestId && runMessages.test(String(line.msg)));
    expect(new Set(ofRun.map((line) => line.msg))).toEqual(new Set(want.messages));
    // No line of the runtime names the run without its requestId.
    const unmarked = lines.filter(
      (line) =>
        runMessages.test(String(line.msg)) && line.requestId === undefined && JSON.stringify(line).includes(requestId),
    );
    expect(unmarked).toEqual([]);
    // The start request's line names the run: its reqId leads to the request's other lines.
    const accepted = lines.find((line) => line.msg === 'run accepted' && line.requestId === requestId);
    expect(accepted?.reqId).toEqual(expect.any(String));
    expect(lines.some((line) => line.reqId === accepted?.reqId && line.msg === 'request completed')).toBe(true);
  });
});
