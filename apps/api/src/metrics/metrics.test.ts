import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClient } from '../runtime/testing/run-client.ts';
import { definitions } from '../runtime/testing/runtime-test-server.ts';
import { createGate, testServices } from '../runtime/testing/test-services.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 27 (decision 114): the API with METRICS_PORT serves Prometheus' text format on a port of
// its own, and its counters move by exactly the runs that happened.
let server: TestServer;
let client: ReturnType<typeof runClient>;

beforeAll(async () => {
  server = await startTestServer({
    catalogue: definitions,
    services: testServices({ gate: createGate() }),
    runtime: { stepTimeoutMs: 5_000, leaseMs: 60_000, reaperIntervalMs: 3_600_000 },
    metrics: { port: 0, host: '127.0.0.1' },
  });
  client = runClient(server.app, await server.signIn('counted@example.com'));
});
afterAll(async () => {
  await server?.close();
});

/** Samples by name and labels as written (`name{a="b"}`), from the text format. */
type Samples = Map<string, number>;

function parse(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{.*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    samples.set(match[1] as string, Number(match[2]));
  }
  return samples;
}

async function scrape(): Promise<{ samples: Samples; contentType: string | null }> {
  const port = server.app.taskwell.metricsPort;
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(10_000) });
  expect(response.status).toBe(200);
  return { samples: parse(await response.text()), contentType: response.headers.get('content-type') };
}

const value = (samples: Samples, key: string) => samples.get(key) ?? 0;

/** Scrapes until `ready` holds (the counts follow the writes), at most 20 s. */
async function scrapeUntil(ready: (samples: Samples) => boolean): Promise<Samples> {
  const until = Date.now() + 20_000;
  for (;;) {
    const { samples } = await scrape();
    if (ready(samples) || Date.now() > until) return samples;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the metrics endpoint', () => {
  it('should listen on its own port, not the API, in the text format', async () => {
    const { samples, contentType } = await scrape();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(samples.has('taskwell_run_queue_depth')).toBe(true);
    expect(samples.has('process_cpu_user_seconds_total')).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('given a completed and a failed run should move each counter by exactly what happened', async () => {
    const { samples: before } = await scrape();
    const completed = await client.execute('two-steps', { text: 'hello' });
    const failed = await client.execute('fails-second', { text: 'hello' });
    expect((await client.settle(completed.document.requestId)).status).toBe('COMPLETED');
    expect((await client.settle(failed.document.requestId)).status).toBe('ERROR');
    const key = (name: string, labels: string) => `${name}{${labels}}`;
    const after = await scrapeUntil(
      (samples) =>
        value(samples, key('taskwell_runs_refunded_total', 'task="fails-second"')) >
        value(before, key('taskwell_runs_refunded_total', 'task="fails-second"')),
    );
    const moved = (name: string, labels = '') => {
      const full = labels ? key(name, labels) : name;
      return value(after, full) - value(before, full);
    };
    expect({
      startedTwoSteps: moved('taskwell_runs_started_total', 'task="two-steps"'),
      completedTwoSteps: moved('taskwell_runs_completed_total', 'task="two-steps"'),
      failedTwoSteps: moved('taskwell_runs_failed_total', 'task="two-steps"'),
      refundedTwoSteps: moved('taskwell_runs_refunded_total', 'task="two-steps"'),
      startedFails: moved('taskwell_runs_started_total', 'task="fails-second"'),
      completedFails: moved('taskwell_runs_completed_total', 'task="fails-second"'),
      failedFails: moved('taskwell_runs_failed_total', 'task="fails-second"'),
      refundedFails: moved('taskwell_runs_refunded_total', 'task="fails-second"'),
      queueWaits: moved('taskwell_run_queue_wait_seconds_count'),
      upperSteps: moved('taskwell_step_duration_seconds_count', 'service="test.upper"'),
      joinSteps: moved('taskwell_step_duration_seconds_count', 'service="test.join"'),
      failSteps: moved('taskwell_step_duration_seconds_count', 'service="test.fail"'),
      executeRequests: moved('taskwell_http_request_duration_seconds_count', 'operation="executeTask"'),
    }).toEqual({
      startedTwoSteps: 1,
      completedTwoSteps: 1,
      failedTwoSteps: 0,
      refundedTwoSteps: 0,
      startedFails: 1,
      completedFails: 0,
      failedFails: 1,
      refundedFails: 1,
      queueWaits: 2,
      upperSteps: 2,
      joinSteps: 1,
      failSteps: 1,
      executeRequests: 2,
    });
    expect(value(after, 'taskwell_run_queue_depth')).toBe(0);
  });

  it('should label HTTP latency by operation, never by the raw URL', async () => {
    await server.app.inject({ method: 'GET', url: '/api/request/results/not-a-run-id' });
    await server.app.inject({ method: 'GET', url: '/no/such/path/here' });
    const { samples } = await scrape();
    const operations = [...samples.keys()]
      .filter((name) => name.startsWith('taskwell_http_request_duration_seconds_count'))
      .map((name) => /operation="([^"]*)"/.exec(name)?.[1]);
    expect(operations).toContain('getRequestResults');
    expect(operations).toContain('unmatched');
    expect(
      operations.filter((operation) => operation?.includes('not-a-run-id') || operation?.includes('/no/')),
    ).toEqual([]);
  });
});
