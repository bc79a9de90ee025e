// Task-run benchmark: prints, for the embedded database (PGlite) and, when TEST_DATABASE_URL or
// BENCH_DATABASE_URL names a PostgreSQL server, for PostgreSQL, with the shipped settings (run
// concurrency 16, so a fetch of 16 jobs; pool of 10):
//  - runs per second of a trivial 3-step task started by 50 users (start through the runtime with the credit charge,
//    queue, claim, three service steps each stored as an asset and checkpointed, end);
//  - in the same run, on the same database and connections, what bare pg-boss moves: jobs/s of
//    empty jobs sent as the runs are (64 senders) while one worker fetches 16 at a time, and the
//    ratio of the two, in BENCH_ROUNDS (default 3) rounds whose order turns round each round, each
//    round's ratio printed and their median the figure;
//  - the CPU each run and each bare job cost (this process, and the PostgreSQL server's processes),
//    and the share of bare pg-boss's jobs/s a machine of its own would give the runs by CPU: on a
//    busy machine the wall-clock share follows the load, the CPU share does not;
//  - how long the last of those runs, queued at once, waited for a worker (a backlog, not a
//    latency), and the queue-to-start latency (p50/p95/p99) at a steady 50 runs/s;
//  - the wall time of a multiplexer of two 300 ms branches;
//  - how soon a cancel reaches the step a run is in (from the cancel's call to the step's abort).
// `pnpm --filter @taskwell/api bench:runs` starts a throwaway PostgreSQL with stock settings
// (fsync on) for the second part.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { createServer } from '../src/create-server.ts';
import type { DatabaseOptions } from '../src/db/open-database.ts';
import { accounts, runs } from '../src/db/schema.ts';
import { defaultRuntimeSettings } from '../src/runtime/runtime-settings.ts';
import { testTask, writeCatalogue } from '../src/runtime/testing/test-catalogue.ts';
import { type Service, textOf, textOutput } from '../src/services/service.ts';
import { startBarePgBoss } from './bare-pg-boss.ts';
import { cpuSeconds, postgresProcesses } from './bench-e2e-cpu.ts';
import { measureThroughput } from './bench-runs-throughput.ts';

const runCount = Number(process.env.BENCH_RUNS ?? 2000);
const steadyRate = 50;
/** Starts (or bare sends) in flight at once. */
const senders = 64;
// RUN_CONCURRENCY, as for the server, for exploring; the issue's figures use the default.
const concurrency = Number(process.env.RUN_CONCURRENCY ?? defaultRuntimeSettings.concurrency);
const steadySeconds = 10;
/** Rounds of runs beside bare pg-boss, their order turned round each round. */
const throughputRounds = Number(process.env.BENCH_ROUNDS ?? 3);

const services = new Map<string, Service>([
  [
    'bench.echo',
    {
      name: 'bench.echo',
      label: 'Echo',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: { text: { kind: 'text', required: true, description: 'Echoed' } },
      async run(inputs) {
        return textOutput(textOf(inputs.text as never), { source: 'Echo', contentType: 'text/plain' });
      },
    },
  ],
  [
    'bench.sleep',
    {
      name: 'bench.sleep',
      label: 'Sleep',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: { text: { kind: 'text', required: true, description: 'Passed through' } },
      options: { ms: { type: 'number', description: 'How long to wait, in ms.' } },
      async run(inputs, context) {
        await sleep(Number(context.options.ms), undefined, { signal: context.signal });
        return textOutput(textOf(inputs.text as never), { source: 'Sleep', contentType: 'text/plain' });
      },
    },
  ],
  [
    'bench.hold',
    {
      name: 'bench.hold',
      label: 'Hold',
      summary: 'A stand-in service of the tests: runs until it is told to stop.',
      produces: ['text/markdown'],
      inputs: { text: { kind: 'text', required: true, description: 'The name of the hold' } },
      async run(inputs, context) {
        const name = textOf(inputs.text as never);
        holding.get(name)?.();
        try {
          await sleep(600_000, undefined, { signal: context.signal });
        } finally {
          stopped.set(name, performance.now());
        }
        return textOutput(name, { source: 'Hold', contentType: 'text/plain' });
      },
    },
  ],
]);
/** Holds whose step has begun, by name: resolved when it does. */
const holding = new Map<string, () => void>();
/** When each hold's step was told to stop, by name. */
const stopped = new Map<string, number>();

// The catalogue lives in the data folder, which the run removes at its end.
const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-bench-runs-'));
const catalogue = await writeCatalogue(
  [
    testTask('three-steps', {
      sequence: [
        { step: 'one', service: 'bench.echo', output: 'One', inputs: { text: { param: 'text' } } },
        { step: 'two', service: 'bench.echo', output: 'Two', inputs: { text: { step: 'one' } } },
        { step: 'three', service: 'bench.echo', output: 'Three', inputs: { text: { step: 'two' } } },
      ],
    }),
    testTask('held', { step: 'hold', service: 'bench.hold', output: 'Held', inputs: { text: { param: 'text' } } }),
    testTask('two-branches', {
      parallel: [
        {
          step: 'left',
          service: 'bench.sleep',
          output: 'Left',
          inputs: { text: { param: 'text' } },
          options: { ms: 300 },
        },
        {
          step: 'right',
          service: 'bench.sleep',
          output: 'Right',
          inputs: { text: { param: 'text' } },
          options: { ms: 300 },
        },
      ],
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
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (n=${sorted.length})`;
}

async function bench(label: string, database: DatabaseOptions, dataDir: string, postmaster?: number): Promise<void> {
  const app = await createServer({
    dataDir,
    database,
    catalogueFile: catalogue,
    services,
    environment: 'test',
    logLevel: 'warn',
    mailer: { async sendPin() {}, async sendInvitation() {}, close() {} },
    runtime: { concurrency },
  });
  await app.ready();
  try {
    await measure(label, app, postmaster);
  } finally {
    // Closed before the caller drops its database: a failure above is reported as itself, not
    // as the queue's connections ended under it (57P01) by the drop.
    await app.close();
  }
}

/** Bounds of the waits for runs to end: generous, as the machine may be busy; a bound hit is a failure reported. */
const waitLimitMs = 300_000;

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** CPU milliseconds used so far: this process, and the PostgreSQL server's processes. */
function cpuNow(postmaster: number | undefined): { api: number; server: number } {
  const used = process.cpuUsage();
  return {
    api: (used.user + used.system) / 1000,
    server: postmaster === undefined ? 0 : cpuSeconds(postgresProcesses(postmaster)) * 1000,
  };
}

async function measure(
  label: string,
  app: Awaited<ReturnType<typeof createServer>>,
  postmaster: number | undefined,
): Promise<void> {
  say(label);
  const { db, runtime } = app.taskwell;
  // Runs come from 50 users, as on a platform: one hot account row would measure its lock instead.
  const at = new Date();
  const emails = Array.from({ length: 50 }, (_, index) => `bench-${index}-${randomUUID()}@example.com`);
  await db
    .insert(accounts)
    .values(emails.map((email) => ({ email, plan: 'Free', balance: 1_000_000_000, createdAt: at, updatedAt: at })));
  let turn = 0;
  const start = (taskId: string) =>
    runtime.startRun({
      email: emails[turn++ % emails.length] as string,
      request: {
        taskId,
        parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'benchmark' } },
        character: { name: 'EMPTY', content: '' },
      },
    });
  // Waits until none of the bench users' runs is in progress: a cheap indexed count, polled
  // every 50 ms, so that watching does not load the database it measures.
  const waitForEnd = async (timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const [row] = await db
        .select({ open: sql<number>`count(*)::int` })
        .from(runs)
        .where(and(eq(runs.status, 'IN_PROGRESS'), inArray(runs.accountEmail, emails)));
      if ((row?.open ?? 0) === 0) return;
      await sleep(50);
    }
    throw new Error(`${label}: runs still in progress after ${timeoutMs} ms`);
  };
  const timings = async (ids: string[]) => {
    const rows = await db
      .select({
        status: runs.status,
        queued: runs.queuedAt,
        started: runs.startedAt,
        created: runs.createdAt,
        finished: runs.finishedAt,
      })
      .from(runs)
      .where(inArray(runs.id, ids));
    const failed = rows.filter((row) => row.status !== 'COMPLETED').length;
    return { rows, failed };
  };

  // Warm-up: code paths, prepared plans, the queue's first fetch.
  await Promise.all(Array.from({ length: 50 }, () => start('three-steps')));
  await waitForEnd(waitLimitMs);

  // Throughput: every run started as fast as the start path allows (64 starts in flight), in
  // rounds beside bare pg-boss after its warm-up of 200 jobs (scripts/bench-runs-throughput.ts).
  const { database } = app.taskwell;
  const boss = await startBarePgBoss(database, { schema: 'bench_bare_boss', concurrency, senders });
  await boss.round(200);
  const { waits } = await measureThroughput({
    label,
    database,
    bare: boss,
    rounds: throughputRounds,
    runCount,
    senders,
    concurrency,
    start: async () => (await start('three-steps')).requestId,
    waitForEnd: () => waitForEnd(waitLimitMs),
    timings,
    cpuNow: () => cpuNow(postmaster),
    postgres: postmaster !== undefined,
    say,
  });
  await boss.stop();
  say(
    `  the backlogs above (${runCount} runs queued at once, each round), how long runs waited for a worker: ${describeLatencies(waits)}`,
  );

  // Steady load: 50 runs/s for 10 s, each start on schedule.
  const steadyIds: string[] = [];
  const steadyBegan = performance.now();
  const starts: Promise<void>[] = [];
  for (let index = 0; index < steadyRate * steadySeconds; index += 1) {
    const due = steadyBegan + (index * 1000) / steadyRate;
    const delay = due - performance.now();
    if (delay > 0) await sleep(delay);
    starts.push(start('three-steps').then((run) => void steadyIds.push(run.requestId)));
  }
  await Promise.all(starts);
  await waitForEnd(waitLimitMs);
  const steady = await timings(steadyIds);
  const steadyWaits = steady.rows.map((row) => (row.started?.getTime() ?? Number.NaN) - row.queued.getTime());
  const steadyTotals = steady.rows.map((row) => (row.finished?.getTime() ?? Number.NaN) - row.created.getTime());

  // Multiplexer: two 300 ms branches, one run at a time, 5 times.
  const branchTimes: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const run = await start('two-branches');
    await waitForEnd(waitLimitMs);
    const { rows } = await timings([run.requestId]);
    const row = rows[0];
    if (row?.finished && row.started) branchTimes.push(row.finished.getTime() - row.started.getTime());
  }

  // Cancel: a run held in its step, cancelled through the runtime as the operation does, 10 times.
  const cancelTimes: number[] = [];
  for (let index = 0; index < 10; index += 1) {
    const name = `hold-${index}`;
    const begun = new Promise<void>((resolve) => holding.set(name, resolve));
    const email = emails[0] as string;
    const run = await runtime.startRun({
      email,
      request: {
        taskId: 'held',
        parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: name } },
        character: { name: 'EMPTY', content: '' },
      },
    });
    await begun;
    const asked = performance.now();
    await runtime.cancelRun({ email, runId: run.requestId });
    await waitForEnd(waitLimitMs);
    cancelTimes.push((stopped.get(name) ?? Number.NaN) - asked);
  }

  process.stdout.write(
    [
      `  queue-to-start at ${steadyRate} runs/s: ${describeLatencies(steadyWaits)}; ${steady.failed} not COMPLETED`,
      `  start-to-end of a run at ${steadyRate} runs/s: ${describeLatencies(steadyTotals)}`,
      `  multiplexer of two 300 ms branches, taken to ended: ${branchTimes.map((ms) => `${ms} ms`).join(', ')}`,
      `  cancel to the running step's abort: ${describeLatencies(cancelTimes)}`,
      '',
    ].join('\n'),
  );
}

try {
  process.stdout.write(
    `Task-run benchmark on ${process.version}, ${runCount} runs per throughput round, ${throughputRounds} rounds; nproc ${cpus().length}; load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}\n\n`,
  );
  // BENCH_ONLY=embedded or BENCH_ONLY=postgres runs one part (for profiling).
  if (process.env.BENCH_ONLY !== 'postgres') {
    await bench(
      'embedded (PGlite on disk)',
      { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
      join(dataDir, 'embedded'),
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
    // The server's processes, for its CPU (readable when it runs on this machine).
    const folder = await admin.query<{ data_directory: string }>('SHOW data_directory').catch(() => undefined);
    const pidFile = folder ? join(String(folder.rows[0]?.data_directory), 'postmaster.pid') : '';
    const postmaster = pidFile ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
    try {
      await bench('PostgreSQL', { kind: 'postgres', url: url.toString() }, join(dataDir, 'postgres'), postmaster);
    } finally {
      // The closed pool's connections end on their own a moment later: dropping the database
      // waits for them rather than ending them (FORCE only if they linger).
      for (let tries = 0; tries < 100; tries += 1) {
        const left = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (left.rows[0]?.n === 0) break;
        await sleep(100);
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    process.stdout.write(
      'PostgreSQL: skipped (set BENCH_DATABASE_URL, or run through scripts/with-postgres.ts --stock)\n',
    );
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
