// `pnpm --filter @taskwell/api bench:growth`: does a long history make runs slower (issue 32)?
// On PGlite and on a throwaway PostgreSQL with stock settings (through `scripts/with-postgres.ts
// --stock`; BENCH_GROWTH_ONLY=pglite|postgres picks one), in one sitting:
//   1. the trivial 3-step flow's completed runs/s against an empty database (50 users, `wait`,
//      BENCH_GROWTH_SECONDS measured after a 5 s warm-up, default 30);
//   2. a history of BENCH_GROWTH_RUNS stored runs (default 1,000,000) written into another
//      database by scripts/fill-history.ts (then vacuumed and analysed once, as the history of a server
//      would have been as it grew), one account holding BENCH_GROWTH_HEAVY of them
//      (default 100,000), then the same measurement against it, and the ratio of the two
//      (target: within 10 %);
//   3. as that account, against the full database: p95 of the run history (Tasks in Process, with
//      and without a status filter, a page deep in the list, one run) and My Assets (first page,
//      a family, a name search) over 200 calls each (target: p95 <= 50 ms).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/open-database.ts';
import { percentile } from './bench-e2e-cpu.ts';
import { exchange } from './bench-e2e-http.ts';
import { type BenchServer, oneRun, startBody, startServer, stopServer } from './bench-e2e-runs.ts';
import { fillHistory } from './fill-history.ts';

const users = 50;
const seconds = Number(process.env.BENCH_GROWTH_SECONDS ?? 30);
const warmupSeconds = 5;
const historyRuns = Number(process.env.BENCH_GROWTH_RUNS ?? 1_000_000);
const heavyRuns = Number(process.env.BENCH_GROWTH_HEAVY ?? 100_000);
const only = process.env.BENCH_GROWTH_ONLY;
const heavyEmail = 'heavy@example.com';
const listCalls = 200;
const wait = { mode: 'wait' as const, waitSeconds: 30, pollMs: 50 };

const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** Completed runs per second of the trivial flow over the measured window. */
async function throughput(server: BenchServer): Promise<{ perSecond: number; p95: number; failed: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: users });
  const body = startBody('trivial');
  const began = performance.now();
  const opens = began + warmupSeconds * 1000;
  const closes = opens + seconds * 1000;
  const durations: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      while (performance.now() < closes) {
        const run = await oneRun(agent, server.port, server.tokens[user] as string, body, wait).catch(() => undefined);
        const at = performance.now();
        if (at < opens || at > closes) continue;
        if (run?.status === 'COMPLETED') durations.push(run.ms);
        else failed += 1;
      }
    }),
  );
  agent.destroy();
  durations.sort((a, b) => a - b);
  return { perSecond: durations.length / seconds, p95: percentile(durations, 95), failed };
}

/** p50 and p95 of `calls` GETs of `path` as the heavy account (its token is the last one). */
async function latency(server: BenchServer, path: string): Promise<{ p50: number; p95: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const token = server.tokens.at(-1) as string;
  const times: number[] = [];
  for (let call = 0; call < listCalls + 20; call += 1) {
    const began = performance.now();
    const reply = await exchange(agent, server.port, { method: 'GET', path, token });
    if (reply.status !== 200) throw new Error(`GET ${path}: HTTP ${reply.status} ${reply.body.slice(0, 200)}`);
    if (call >= 20) times.push(performance.now() - began);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A page far down the heavy account's run history: its cursor, after `pages` pages of 100. */
async function deepCursor(server: BenchServer, pages: number): Promise<string> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let cursor = '';
  for (let page = 0; page < pages; page += 1) {
    const path = `/api/runs?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const reply = await exchange(agent, server.port, { method: 'GET', path, token: server.tokens.at(-1) as string });
    const next = (JSON.parse(reply.body) as { nextCursor: string | null }).nextCursor;
    if (!next) break;
    cursor = next;
  }
  agent.destroy();
  return cursor;
}

interface Where {
  label: string;
  /** A fresh, empty database's server settings, and its cleanup. */
  fresh(): Promise<{ env: Record<string, string>; url?: string; dataDir?: string; drop(): Promise<void> }>;
}

/** The throughput against a fresh, empty database. */
async function emptyThroughput(where: Where): Promise<Awaited<ReturnType<typeof throughput>>> {
  const empty = await where.fresh();
  try {
    const server = await startServer('api', { BENCH_E2E_USERS: String(users), ...empty.env });
    try {
      const figure = await throughput(server);
      say(
        `   empty database:   ${figure.perSecond.toFixed(1)} runs/s, p95 ${figure.p95.toFixed(0)} ms, not completed ${figure.failed}; load ${load()}`,
      );
      return figure;
    } finally {
      await stopServer(server.child);
    }
  } finally {
    await empty.drop();
  }
}

async function measure(where: Where): Promise<void> {
  say(`${where.label}`);
  // Against an empty database before and after the history's measurement, so that a machine that
  // got busier or quieter meanwhile shows in the two figures rather than in the ratio.
  const emptyBefore = await emptyThroughput(where);
  let filledPerSecond = Number.NaN;
  const filled = await where.fresh();
  try {
    const database = await openDatabase(
      filled.url
        ? { kind: 'postgres', url: filled.url }
        : { kind: 'pglite', dataDir: join(filled.dataDir as string, 'pglite') },
    );
    const began = performance.now();
    let shown = 0;
    await fillHistory(
      (text, values) => database.executeSql(text, values),
      { runs: historyRuns, heavyEmail, heavyRuns, benchUsers: users, otherAccounts: 950 },
      (done) => {
        if (done - shown >= historyRuns / 10 || done === historyRuns) {
          shown = done;
          say(`   filling: ${done.toLocaleString('en')} runs (${((performance.now() - began) / 1000).toFixed(0)} s)`);
        }
      },
    );
    const written = performance.now();
    // A history that grew under the server was vacuumed and analysed as it grew (PostgreSQL's
    // autovacuum, the embedded database's maintenance: decision 100); one written in minutes was
    // not. One VACUUM (ANALYZE) leaves it as it would be, rather than measuring the first vacuum of
    // a million rows the maintenance would never have met at once.
    await database.executeSql('VACUUM (ANALYZE)');
    const size = await database.executeSql('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
    await database.close();
    say(
      `   history of ${historyRuns.toLocaleString('en')} runs (${heavyRuns.toLocaleString('en')} of ${heavyEmail}) written in ` +
        `${((written - began) / 1000).toFixed(0)} s, vacuumed and analysed in ${((performance.now() - written) / 1000).toFixed(0)} s; ` +
        `database ${String(size.rows[0]?.size)}`,
    );
    const server = await startServer('api', {
      BENCH_E2E_USERS: String(users),
      BENCH_E2E_SIGN_IN: heavyEmail,
      ...filled.env,
    });
    try {
      const filledFigure = await throughput(server);
      say(
        `   with the history: ${filledFigure.perSecond.toFixed(1)} runs/s, p95 ${filledFigure.p95.toFixed(0)} ms, not completed ${filledFigure.failed}; load ${load()}`,
      );
      filledPerSecond = filledFigure.perSecond;
      const firstRun = await exchange(new Agent(), server.port, {
        method: 'GET',
        path: '/api/runs?limit=1',
        token: server.tokens.at(-1) as string,
      });
      const runId = (JSON.parse(firstRun.body) as { items: { requestId: string }[] }).items[0]?.requestId;
      const deep = encodeURIComponent(await deepCursor(server, 50));
      const paths: [string, string][] = [
        ['Tasks in Process, first page', '/api/runs?limit=20'],
        ['Tasks in Process, in progress or paused', '/api/runs?limit=20&status=IN_PROGRESS,PAUSED'],
        ['Tasks in Process, failed only', '/api/runs?limit=20&status=ERROR'],
        ['Tasks in Process, 5,000 runs down', `/api/runs?limit=20&cursor=${deep}`],
        ['Tasks in Process, one run', `/api/runs/${runId}`],
        ['My Assets, first page', '/api/assets?limit=24'],
        ['My Assets, text files', '/api/assets?limit=24&family=text'],
        ['My Assets, a name a third of the files have', '/api/assets?limit=24&q=three'],
        ['My Assets, a name no file has', '/api/assets?limit=24&q=invoice-2019'],
      ];
      say(`   as ${heavyEmail} (${listCalls} calls each, target p95 <= 50 ms):`);
      for (const [label, path] of paths) {
        const figure = await latency(server, path);
        say(`      ${label.padEnd(46)} p50 ${figure.p50.toFixed(1)} ms, p95 ${figure.p95.toFixed(1)} ms`);
      }
    } finally {
      await stopServer(server.child);
    }
  } finally {
    await filled.drop();
  }
  const emptyAfter = await emptyThroughput(where);
  const emptyMean = (emptyBefore.perSecond + emptyAfter.perSecond) / 2;
  say(
    `   ratio with history / empty (mean of before and after, ${emptyMean.toFixed(1)} runs/s): ` +
      `${(filledPerSecond / emptyMean).toFixed(3)} (target >= 0.90)\n`,
  );
}

say(
  `Growth benchmark on ${process.version}, ${availableParallelism()} CPUs, ${users} users, ${seconds} s measured; load average before: ${load()}\n`,
);
if (only !== 'postgres') {
  await measure({
    label: 'PGlite (embedded, on disk)',
    async fresh() {
      const dataDir = mkdtempSync(join(tmpdir(), 'taskwell-bench-growth-'));
      return {
        env: { BENCH_E2E_DATA_DIR: dataDir },
        dataDir,
        drop: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  });
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl && only !== 'pglite') {
  await measure({
    label: 'PostgreSQL (stock settings)',
    async fresh() {
      const name = `taskwell_growth_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        env: { BENCH_E2E_DATABASE_URL: url.toString() },
        url: url.toString(),
        drop: async () => {
          const client = new pg.Client({ connectionString: serverUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
        },
      };
    },
  });
} else if (only !== 'pglite') {
  say('PostgreSQL: skipped (set BENCH_DATABASE_URL, or run through scripts/with-postgres.ts --stock)');
}
say(`load average after: ${load()}`);
process.exit(0);
