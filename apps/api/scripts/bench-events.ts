// Run event benchmark: for 50 runs, the time from a change of a run being committed (the write's
// statement resolved in the process that made it) to the event being received by a client that
// follows the run over HTTP with the SDK's reader (streamRequestEvents), as p50/p95/max. Prints it
// for the embedded database (PGlite, one process that executes and serves) and, when
// TEST_DATABASE_URL or BENCH_DATABASE_URL names a PostgreSQL server, for PostgreSQL with the
// executing server and the serving server apart (the change travels by NOTIFY and LISTEN).
// Both servers live in this process, so both times come from one clock.
// `pnpm --filter @taskwell/api bench:events` starts a throwaway PostgreSQL for the second part.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApiClient } from '@taskwell/api-sdk';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createServer } from '../src/create-server.ts';
import type { DatabaseOptions } from '../src/db/open-database.ts';
import { accounts } from '../src/db/schema.ts';
import { testTask, writeCatalogue } from '../src/runtime/testing/test-catalogue.ts';
import type { ServerOptions } from '../src/server-options.ts';
import { type Service, textOf, textOutput } from '../src/services/service.ts';

const runCount = 50;
const stepMs = 100;

const services = new Map<string, Service>([
  [
    'bench.pause',
    {
      name: 'bench.pause',
      label: 'Pause',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: { text: { kind: 'text', required: true, description: 'Passed through' } },
      async run(inputs, context) {
        await sleep(stepMs, undefined, { signal: context.signal });
        return textOutput(textOf(inputs.text as never), { source: 'Pause', contentType: 'text/plain' });
      },
    },
  ],
]);

// Four steps of 100 ms: a run changes five times after its start (four checkpoints, the last one
// completing it), far enough apart that each change is an event of its own.
// The catalogue lives in the data folder, which the run removes at its end.
const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-bench-events-'));
const catalogue = await writeCatalogue(
  [
    testTask('four-steps', {
      sequence: ['one', 'two', 'three', 'four'].map((step, index, steps) => ({
        step,
        service: 'bench.pause',
        output: step,
        inputs: { text: index === 0 ? { param: 'text' } : { step: steps[index - 1] as string } },
      })),
    }),
  ],
  join(dataDir, 'catalogue'),
);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function describeLatencies(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(1);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (n=${sorted.length})`;
}

/** A server for the benchmark: the shipped defaults, the benchmark's task, quiet logs. */
function benchServer(dataDir: string, database: DatabaseOptions, extra: Partial<ServerOptions> = {}) {
  return createServer({
    dataDir,
    database,
    catalogueFile: catalogue,
    services,
    environment: 'test',
    // Errors only: dropping the throwaway database at the end ends connections a closed pool is
    // still letting go of, which would log one warning each.
    logLevel: 'error',
    mailer: { async sendPin() {}, async sendInvitation() {}, close() {} },
    ...extra,
  });
}

/**
 * Starts `count` runs at once on `serving` (each by its own account, which follows it on its own
 * stream) while `executing` runs them; returns, for every change after a stream's first event,
 * the milliseconds from its commit to its event's arrival, and the changes no event showed alone.
 */
async function measure(
  serving: FastifyInstance,
  executing: FastifyInstance,
  count: number,
): Promise<{ latencies: number[]; merged: number }> {
  const { db, sessions, runtime } = serving.taskwell;
  // Each run's versions in the order they are committed, by the process that writes them.
  const committed = new Map<string, number[]>();
  const record = (runId: string) => {
    const times = committed.get(runId) ?? [];
    times.push(performance.now());
    committed.set(runId, times);
  };
  const stopRecording = [...new Set([serving, executing])].map((app) =>
    app.taskwell.runtime.store.onChange((change) => record(change.runId)),
  );
  const address = serving.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const at = new Date();
  const emails = Array.from({ length: count }, (_, index) => `events-${index}-${randomUUID()}@example.com`);
  await db
    .insert(accounts)
    .values(emails.map((email) => ({ email, plan: 'Free', balance: 1000, createdAt: at, updatedAt: at })));
  const latencies: number[] = [];
  let merged = 0;
  await Promise.all(
    emails.map(async (email) => {
      const { token } = await sessions.issue(email);
      const client = createApiClient({ baseUrl, getToken: () => token });
      const { requestId } = await runtime.startRun({
        email,
        request: {
          taskId: 'four-steps',
          parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'benchmark' } },
          character: { name: 'EMPTY', content: '' },
        },
      });
      let opened: number | undefined;
      let lastVersion = 0;
      for await (const event of await client.streamRequestEvents(requestId)) {
        const received = performance.now();
        const version = Number(event.id);
        const times = committed.get(requestId) ?? [];
        // The first event is the run as the stream found it; the changes after it are measured.
        if (opened === undefined) opened = received;
        else {
          const commit = times[version - 1];
          if (commit !== undefined && commit >= opened) latencies.push(received - commit);
          merged += Math.max(0, version - lastVersion - 1);
        }
        lastVersion = version;
      }
    }),
  );
  for (const stop of stopRecording) stop();
  return { latencies, merged };
}

async function bench(label: string, database: DatabaseOptions, dataDir: string, apart: boolean): Promise<void> {
  // On PostgreSQL the executing server is not the one clients follow runs on.
  const serving = await benchServer(join(dataDir, 'serving'), database, apart ? { runtime: { worker: false } } : {});
  const executing = apart
    ? await benchServer(join(dataDir, 'executing'), database, { runtime: { concurrency: 64 } })
    : serving;
  await serving.listen({ host: '127.0.0.1', port: 0 });
  try {
    await measure(serving, executing, 5);
    const one: number[] = [];
    let oneMerged = 0;
    for (let index = 0; index < 10; index += 1) {
      const round = await measure(serving, executing, 1);
      one.push(...round.latencies);
      oneMerged += round.merged;
    }
    const many = await measure(serving, executing, runCount);
    process.stdout.write(
      [
        label,
        `  one run at a time (10 runs): change committed -> event received ${describeLatencies(one)}; ${oneMerged} changes shown merged with the next`,
        `  ${runCount} runs at once, each on its own stream: ${describeLatencies(many.latencies)}; ${many.merged} changes shown merged with the next`,
        '',
      ].join('\n'),
    );
  } finally {
    await serving.close();
    if (executing !== serving) await executing.close();
  }
}

try {
  process.stdout.write(
    `Run event benchmark on ${process.version}: runs of four ${stepMs} ms steps, each change of a run timed from its commit to its event at an HTTP client\n\n`,
  );
  if (process.env.BENCH_ONLY !== 'postgres') {
    await bench(
      'embedded (PGlite on disk), one process executes and serves',
      { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
      join(dataDir, 'embedded'),
      false,
    );
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl && process.env.BENCH_ONLY !== 'embedded') {
    const name = `taskwell_bench_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      await bench(
        'PostgreSQL, one server executes, another serves the streams (NOTIFY/LISTEN)',
        { kind: 'postgres', url: url.toString(), maxConnections: 20 },
        join(dataDir, 'postgres'),
        true,
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL, or run through scripts/with-postgres.ts)\n');
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
