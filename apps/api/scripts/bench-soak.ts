// `pnpm --filter @taskwell/api bench:soak`: one API process under sustained load (issue 32). The
// trivial 3-step flow, 50 users (BENCH_SOAK_USERS) each starting a run and waiting for its end
// (`wait`), until BENCH_SOAK_RUNS runs have completed (default 250,000), on PGlite in a fresh data
// folder and on a throwaway PostgreSQL with stock settings (through `scripts/with-postgres.ts
// --stock`); BENCH_SOAK_ONLY=pglite|postgres picks one. The API runs with --expose-gc: every
// BENCH_SOAK_EVERY runs (default 10,000) the script prints the runs/s and p95 of that stretch, the
// heap used after a forced collection, the resident set, and the time the server spent in
// garbage collection per second of the stretch. At the end it compares the heap at the end with
// the heap after the first 20,000 runs (target: within 10 %) and the throughput of the last fifth
// with the first fifth (target: within 10 %), with the load average before and after.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { cpuSeconds, percentile } from './bench-e2e-cpu.ts';
import { type BenchServer, oneRun, startBody, startServer, stopServer } from './bench-e2e-runs.ts';

const users = Number(process.env.BENCH_SOAK_USERS ?? 50);
const total = Number(process.env.BENCH_SOAK_RUNS ?? 250_000);
const every = Number(process.env.BENCH_SOAK_EVERY ?? 10_000);
const only = process.env.BENCH_SOAK_ONLY;
const heapAnchorRuns = 20_000;
const wait = { mode: 'wait' as const, waitSeconds: 30, pollMs: 50 };

const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface HeapReport {
  heapUsed: number;
  rss: number;
  collected: boolean;
  gcMs: number;
}

/** Asks the server for its heap after a forced collection and its collection time so far. */
function heapOf(server: BenchServer): Promise<HeapReport> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its heap within 60 s')), 60_000);
    const onMessage = (message: HeapReport & { kind?: string }) => {
      if (message.kind !== 'heap') return;
      clearTimeout(timer);
      server.child.off('message', onMessage);
      resolve(message);
    };
    server.child.on('message', onMessage);
    server.child.send({ kind: 'heap' });
  });
}

/** One stretch of `every` runs, as printed. */
interface Stretch {
  runs: number;
  perSecond: number;
  p95: number;
  heap: HeapReport;
  gcMsPerSecond: number;
  cpuMsPerRun: number;
}

async function soak(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServer('api', { BENCH_E2E_USERS: String(users), ...env }, ['--expose-gc']);
  const agent = new Agent({ keepAlive: true, maxSockets: users });
  const body = startBody('trivial');
  const stretches: Stretch[] = [];
  let completed = 0;
  let started = 0;
  let failed = 0;
  let firstError: unknown;
  let durations: number[] = [];
  try {
    say(`${label}: ${total.toLocaleString('en')} runs of the trivial flow, ${users} users`);
    let heap = await heapOf(server);
    say(`   at start: heap ${megabytes(heap.heapUsed)} after GC, RSS ${megabytes(heap.rss)}`);
    if (!heap.collected) throw new Error('the server runs without --expose-gc');
    let stretchBegan = performance.now();
    let cpuBefore = cpuSeconds(server.child.pid === undefined ? [] : [server.child.pid]);
    let gcBefore = heap.gcMs;
    // A stretch ends when its runs are done; the users pause while the heap is read.
    let boundary: Promise<void> | undefined;
    const closeStretch = async () => {
      const seconds = (performance.now() - stretchBegan) / 1000;
      const cpu = cpuSeconds(server.child.pid === undefined ? [] : [server.child.pid]);
      heap = await heapOf(server);
      const sorted = durations.sort((a, b) => a - b);
      const stretch: Stretch = {
        runs: completed,
        perSecond: every / seconds,
        p95: percentile(sorted, 95),
        heap,
        gcMsPerSecond: (heap.gcMs - gcBefore) / seconds,
        cpuMsPerRun: ((cpu - cpuBefore) * 1000) / every,
      };
      stretches.push(stretch);
      say(
        `   ${String(completed).padStart(7)} runs: ${stretch.perSecond.toFixed(1)} runs/s, p95 ${stretch.p95.toFixed(0)} ms, ` +
          `heap ${megabytes(heap.heapUsed)} after GC, RSS ${megabytes(heap.rss)}, GC ${stretch.gcMsPerSecond.toFixed(1)} ms/s, ` +
          `API CPU ${stretch.cpuMsPerRun.toFixed(2)} ms/run, load ${load()}`,
      );
      durations = [];
      gcBefore = heap.gcMs;
      cpuBefore = cpuSeconds(server.child.pid === undefined ? [] : [server.child.pid]);
      stretchBegan = performance.now();
    };
    await Promise.all(
      Array.from({ length: users }, async (_, user) => {
        const token = server.tokens[user] as string;
        while (started < total) {
          if (boundary) await boundary;
          started += 1;
          try {
            const run = await oneRun(agent, server.port, token, body, wait);
            if (run.status === 'COMPLETED') {
              completed += 1;
              durations.push(run.ms);
              if (completed % every === 0) {
                boundary = closeStretch().finally(() => {
                  boundary = undefined;
                });
                await boundary;
              }
            } else failed += 1;
          } catch (error) {
            failed += 1;
            firstError ??= error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      }),
    );
  } finally {
    agent.destroy();
    await stopServer(server.child);
  }
  if (firstError) say(`   first error: ${firstError instanceof Error ? firstError.message : String(firstError)}`);
  const fifth = Math.max(1, Math.floor(stretches.length / 5));
  const mean = (list: Stretch[]) => list.reduce((sum, stretch) => sum + stretch.perSecond, 0) / list.length;
  const first = mean(stretches.slice(0, fifth));
  const last = mean(stretches.slice(-fifth));
  const anchor = stretches.find((stretch) => stretch.runs >= heapAnchorRuns);
  const end = stretches.at(-1);
  say(`   completed ${completed.toLocaleString('en')}, not completed or failed ${failed}`);
  say(
    `   throughput: first fifth ${first.toFixed(1)} runs/s, last fifth ${last.toFixed(1)} runs/s, ` +
      `ratio ${(last / first).toFixed(3)} (target 0.90 to 1.10)`,
  );
  if (anchor && end) {
    say(
      `   heap after GC: after ${anchor.runs.toLocaleString('en')} runs ${megabytes(anchor.heap.heapUsed)}, ` +
        `at the end ${megabytes(end.heap.heapUsed)}, ratio ${(end.heap.heapUsed / anchor.heap.heapUsed).toFixed(3)} (target <= 1.10); ` +
        `growth ${((end.heap.heapUsed - anchor.heap.heapUsed) / (end.runs - anchor.runs)).toFixed(1)} bytes/run`,
    );
    say(
      `   GC time: first stretch ${stretches[0]?.gcMsPerSecond.toFixed(1)} ms/s, last ${end.gcMsPerSecond.toFixed(1)} ms/s; ` +
        `RSS ${megabytes(anchor.heap.rss)} -> ${megabytes(end.heap.rss)}\n`,
    );
  }
}

say(`Soak benchmark on ${process.version}, ${availableParallelism()} CPUs; load average before: ${load()}\n`);
if (only !== 'postgres') await soak('PGlite (embedded, on disk)', {});
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl && only !== 'pglite') {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `taskwell_soak_${randomUUID().replaceAll('-', '')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await soak('PostgreSQL (stock settings)', { BENCH_E2E_DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else if (only !== 'pglite') {
  say('PostgreSQL: skipped (set BENCH_DATABASE_URL, or run through scripts/with-postgres.ts --stock)');
}
say(`load average after: ${load()}`);
process.exit(0);
