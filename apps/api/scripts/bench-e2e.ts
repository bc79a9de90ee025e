// `pnpm --filter @taskwell/api bench:e2e`: task runs end to end over HTTP, as a caller sees them.
// 50 users (BENCH_E2E_USERS) each start a run and wait for its end, again and again, for 30 s
// (BENCH_E2E_SECONDS) after a 5 s warm-up (BENCH_E2E_WARMUP_SECONDS), against the API in its own
// process with the shipped settings (run concurrency 16, pool of 10, info logs), on PGlite and on
// a throwaway PostgreSQL with stock settings (fsync and synchronous commit on: run through
// `scripts/with-postgres.ts --stock`), for (a) a trivial 3-step flow and (b) `summarise-text`
// with its sample input, and (c) `summarise-built`: the same input on each user's own published
// copy of summarise-text made in the Creator Studio (a user-built task with the same steps). Prints completed runs/s, end-to-end p50/p95 (start sent -> final status
// received), HTTP requests per run, and, as the ceiling, a bare Fastify echo server under the
// same 50 users. The load average is printed before and after.
//
// How a user waits for a run (BENCH_E2E_MODE):
//   wait   (default) executeTask with `wait`; a run still going when the wait runs out is followed
//          on its event stream: 1 request per run, 2 when the wait ran out;
//   events executeTask, then the run's event stream: 2 requests per run;
//   poll   executeTask, then getRequestResults every 50 ms until the run ends (the spec's way).
// BENCH_E2E_ONLY=pglite|postgres and BENCH_E2E_FLOWS=trivial,summarise,summarise-built pick parts;
// BENCH_E2E_PROFILE=<folder> writes there a CPU profile of each API process over the measured
// window only (started and stopped by SIGUSR2 and SIGUSR1), named after the flow and database,
// with the number of runs completed in the window in its name, and beside it (`.statements.json`)
// the window's statements by kind and, on PGlite, each kind's CPU in the embedded database.
// Once a flow's server has started, the API process (and PostgreSQL's server) is measured idle for
// BENCH_E2E_IDLE_SECONDS (default 5, after 2 s to settle; 0 leaves it out), before any run (a run's
// background work, such as its results' text checks, would still be going): its
// CPU a second with no run going, and each flow's CPU per run net of it, which a slow round (a busy
// machine) does not inflate by spreading the same idle work over fewer runs. BENCH_E2E_SERVER names
// the server script of another checkout (scripts/bench-e2e-beside.ts): this harness measures that code.
// Then every user makes one run (BENCH_E2E_PRIME=0 leaves it out), so what a server does once (a
// service's first load) stays out of the window however slow the machine; then the warm-up. On
// PostgreSQL each flow also prints the text checks made in its window and, once the checks still
// waiting are made (BENCH_E2E_DRAIN_SECONDS, default at most 30; 0 leaves it out), the CPU of one
// check and a run's CPU without and with its checks (scripts/bench-e2e-checks.ts).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startAiStandInProcess } from './bench-e2e-ai.ts';
import { textCheckLines } from './bench-e2e-checks.ts';
import { cpuSeconds, cpuSecondsFine, postgresProcesses } from './bench-e2e-cpu.ts';
import { describeMeasured, drive as driveUsers, type Measured } from './bench-e2e-drive.ts';
import { exchange } from './bench-e2e-http.ts';
import { oneRun, startBody, startServer, stopServer } from './bench-e2e-runs.ts';

const users = Number(process.env.BENCH_E2E_USERS ?? 50);
const seconds = Number(process.env.BENCH_E2E_SECONDS ?? 30);
const warmupSeconds = Number(process.env.BENCH_E2E_WARMUP_SECONDS ?? 5);
const waitSeconds = Number(process.env.BENCH_E2E_WAIT_SECONDS ?? 30);
const pollMs = 50;
const mode = (process.env.BENCH_E2E_MODE ?? 'wait') as 'wait' | 'events' | 'poll';
const only = process.env.BENCH_E2E_ONLY;
const flows = (process.env.BENCH_E2E_FLOWS ?? 'trivial,summarise,summarise-built').split(',');
const flowNames: Record<string, string> = {
  ai: 'one AI step (ai.chat on the stand-in, 0 ms replies, streamed)',
  'ai-echo': 'the same one step with the echo service',
  trivial: 'trivial 3-step flow',
  summarise: 'summarise-text (sample input)',
  'summarise-built': "a user's own published copy of summarise-text (sample input)",
};
const profileDir = process.env.BENCH_E2E_PROFILE;
const idleSeconds = Number(process.env.BENCH_E2E_IDLE_SECONDS ?? 5);
const prime = process.env.BENCH_E2E_PRIME !== '0';
const drainSeconds = Number(process.env.BENCH_E2E_DRAIN_SECONDS ?? 30);
// Issue 40: the AI flows call an OpenAI-compatible stand-in in a process of its own (its CPU is
// neither the API's nor the load generator's), answering at once.
const aiStandIn = flows.some((flow) => flow === 'ai') ? await startAiStandInProcess() : undefined;

if (!['wait', 'events', 'poll'].includes(mode)) throw new Error(`BENCH_E2E_MODE must be wait, events or poll`);

/** The benchmark server's settings: the users, the profile folder, the AI stand-in, and `env`. */
function serverEnv(env: Record<string, string> = {}): Record<string, string> {
  return {
    BENCH_E2E_USERS: String(users),
    ...(profileDir ? { BENCH_E2E_PROFILE: profileDir } : {}),
    ...(aiStandIn?.env ?? {}),
    ...env,
  };
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

type DriveArguments = Parameters<typeof driveUsers> extends [unknown, ...infer Rest] ? Rest : never;

function describeCpu(measured: Measured): string {
  const { server, database, client } = measured.cpuPerRun;
  return `API process ${server.toFixed(2)} ms, PostgreSQL ${database.toFixed(2)} ms, load generator ${client.toFixed(2)} ms`;
}

/** CPU milliseconds a second of the API process and of PostgreSQL's server with no run going. */
interface Idle {
  server: number;
  database: number;
}

/**
 * The processes' CPU over `idleSeconds` with nothing asked of them, after 2 s to settle, read in
 * nanoseconds per thread (a few seconds of 10 ms ticks would say little); a process that starts or
 * ends meanwhile (a PostgreSQL backend) is left out.
 */
async function measureIdle(server: () => number[], database: () => number[]): Promise<Idle | undefined> {
  if (!(idleSeconds > 0)) return undefined;
  await sleep(2000);
  const read = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuSecondsFine([pid])]));
  const began = { server: read(server()), database: read(database()), at: performance.now() };
  await sleep(idleSeconds * 1000);
  const elapsed = (performance.now() - began.at) / 1000;
  const spent = (before: Map<number, number>, after: Map<number, number>) =>
    [...after].reduce((sum, [pid, seconds]) => sum + (before.has(pid) ? seconds - (before.get(pid) ?? 0) : 0), 0);
  return {
    server: (spent(began.server, read(server())) * 1000) / elapsed,
    database: (spent(began.database, read(database())) * 1000) / elapsed,
  };
}

function describe(measured: Measured, unit: string): string {
  return describeMeasured(measured, seconds, unit);
}

/** The load loop with this benchmark's users and windows; the window's first error is printed. */
async function drive(...args: DriveArguments): Promise<Measured> {
  const measured = await driveUsers({ users, warmupSeconds, seconds }, ...args);
  if (measured.firstError) say(`   first error: ${measured.firstError}`);
  return measured;
}

const results: { label: string; flow: string; database: string; measured: Measured; idle?: Idle | undefined }[] = [];

/** One flow against a fresh API process (its own data folder, or the database in `env`). */
async function benchFlow(
  database: 'pglite' | 'postgres',
  label: string,
  flow: string,
  env: Record<string, string>,
  postmaster?: number,
) {
  const builtFlow = flow === 'summarise-built';
  const server = await startServer('api', serverEnv(builtFlow ? { ...env, BENCH_E2E_BUILT: 'summarise-text' } : env));
  const agent = new Agent({ keepAlive: true, maxSockets: users });
  const bodies = Array.from({ length: users }, (_, user) =>
    builtFlow ? startBody('summarise', server.built[user]) : startBody(flow),
  );
  const pids = {
    server: () => (server.child.pid === undefined ? [] : [server.child.pid]),
    database: () => (postmaster === undefined ? [] : postgresProcesses(postmaster)),
  };
  const cpu = {
    server: () => cpuSeconds(pids.server()),
    database: () => (postmaster === undefined ? 0 : cpuSeconds(pids.database())),
  };
  try {
    if (builtFlow && server.built.length < users) {
      say(`${label}, ${flowNames[flow] ?? flow}: not measured (this server makes no users' own copies)\n`);
      return;
    }
    const idle = await measureIdle(pids.server, pids.database);
    // Each user's first run, before the warm-up: what a server does once (a service's first
    // load, a first query's plan) stays out of the window however slow the machine is.
    if (prime) {
      await Promise.all(
        bodies.map((body, user) =>
          oneRun(agent, server.port, server.tokens[user] as string, body, { mode, waitSeconds, pollMs }).catch(
            () => undefined,
          ),
        ),
      );
    }
    const measured = await drive(
      (user) =>
        oneRun(agent, server.port, server.tokens[user] as string, bodies[user] as string, {
          mode,
          waitSeconds,
          pollMs,
        }),
      cpu,
      profileDir ? { opened: () => server.child.kill('SIGUSR2'), closed: () => server.child.kill('SIGUSR1') } : {},
    );
    if (profileDir) {
      // The server writes its profile when told the window closed; named once the count is known.
      const written = join(profileDir, `${server.child.pid}.cpuprofile`);
      for (let tries = 0; tries < 100 && !existsSync(written); tries += 1) await sleep(100);
      if (existsSync(written))
        renameSync(written, join(profileDir, `${database}-${flow}-${measured.count}-runs.cpuprofile`));
      // Beside it, the statements the window sent (and on PGlite each kind's CPU in the database).
      const statements = join(profileDir, `${server.child.pid}.statements.json`);
      if (existsSync(statements))
        renameSync(statements, join(profileDir, `${database}-${flow}-${measured.count}-runs.statements.json`));
    }
    say(`${label}, ${flowNames[flow] ?? flow}`);
    say(`   completed runs: ${describe(measured, 'runs')}`);
    say(
      `   HTTP requests per run ${measured.requestsPerRun.toFixed(2)}; not COMPLETED ${measured.failed}; errors ${measured.errors}`,
    );
    say(`   CPU per run: ${describeCpu(measured)}`);
    if (env.BENCH_E2E_DATABASE_URL) {
      const lines = await textCheckLines({
        url: env.BENCH_E2E_DATABASE_URL,
        measured,
        apiCpuSeconds: cpu.server,
        idleMsPerSecond: idle?.server ?? 0,
        drainSeconds,
      });
      for (const line of lines) say(`   ${line}`);
    }
    if (idle) {
      // What the processes spend a second with no run going, spread over the window's runs.
      const net = (perSecond: number, perRun: number) => perRun - perSecond / measured.perSecond;
      say(
        `   idle (${idleSeconds} s before the first run): API process ${idle.server.toFixed(2)} ms/s, PostgreSQL ${idle.database.toFixed(2)} ms/s`,
      );
      say(
        `   CPU per run net of idle: API process ${net(idle.server, measured.cpuPerRun.server).toFixed(2)} ms, PostgreSQL ${net(idle.database, measured.cpuPerRun.database).toFixed(2)} ms`,
      );
    }
    say('');
    results.push({ label, flow, database, measured, idle });
  } finally {
    agent.destroy();
    await stopServer(server.child);
  }
}

if (profileDir) mkdirSync(profileDir, { recursive: true });
say(
  `End-to-end run benchmark on ${process.version}: ${users} users, ${warmupSeconds} s warm-up, ${seconds} s measured, mode ${mode}`,
);
say(`load average before: ${load()}\n`);

// BENCH_E2E_CEILING=0 leaves the echo server out (for profiling runs).
if (process.env.BENCH_E2E_CEILING !== '0') {
  const echo = await startServer('echo', serverEnv());
  const echoAgent = new Agent({ keepAlive: true, maxSockets: users });
  const echoBody = startBody('trivial');
  const ceiling = await drive(
    async () => {
      const began = performance.now();
      const reply = await exchange(echoAgent, echo.port, { method: 'POST', path: '/echo', body: echoBody });
      if (reply.status !== 200) throw new Error(`HTTP ${reply.status}`);
      return { ms: performance.now() - began, requests: 1, status: 'ECHO' };
    },
    { server: () => cpuSeconds(echo.child.pid === undefined ? [] : [echo.child.pid]), database: () => 0 },
  );
  echoAgent.destroy();
  await stopServer(echo.child);
  say('Ceiling: bare Fastify echo server (POST of the same body), same users');
  say(`   ${describe(ceiling, 'req')}; errors ${ceiling.errors}`);
  say(
    `   CPU per request: server ${ceiling.cpuPerRun.server.toFixed(3)} ms, load generator ${ceiling.cpuPerRun.client.toFixed(3)} ms\n`,
  );
}

if (only !== 'postgres') {
  for (const flow of flows) await benchFlow('pglite', 'PGlite (embedded, on disk)', flow, {});
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl && only !== 'pglite') {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const settings = await admin.query<{ name: string; setting: string }>(
    `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name`,
  );
  const shown = settings.rows.map((row) => `${row.name}=${row.setting}`).join(', ');
  // The server's processes, for its CPU per run (readable when the server runs on this machine).
  const folder = await admin.query<{ data_directory: string }>('SHOW data_directory').catch(() => undefined);
  const pidFile = folder ? `${folder.rows[0]?.data_directory}/postmaster.pid` : '';
  const postmaster = pidFile ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
  for (const flow of flows) {
    // Each flow on a database of its own.
    const name = `taskwell_bench_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      await benchFlow(
        'postgres',
        `PostgreSQL (${shown})`,
        flow,
        { BENCH_E2E_DATABASE_URL: url.toString() },
        postmaster,
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  await admin.end();
} else if (only !== 'pglite') {
  say('PostgreSQL: skipped (set BENCH_DATABASE_URL, or run through scripts/with-postgres.ts --stock)');
}

say(`load average after: ${load()}`);
const targets: Record<string, Record<string, number>> = {
  pglite: { trivial: 150, summarise: 80, 'summarise-built': 80 },
  postgres: { trivial: 250, summarise: 125, 'summarise-built': 125 },
};
say('\nissue 17 targets (trivial: >= 150 runs/s PGlite, >= 250 PostgreSQL, <= 2 requests/run, p95 <= 500 ms;');
say('summarise-text: >= 80 runs/s PGlite, >= 125 PostgreSQL)');
for (const { label, flow, database, measured } of results) {
  const target = targets[database]?.[flow];
  // The AI flows are measured against each other below, not against a rate.
  if (target === undefined) continue;
  const met =
    measured.perSecond >= target &&
    measured.failed === 0 &&
    measured.errors === 0 &&
    (flow !== 'trivial' || (measured.requestsPerRun <= 2 && measured.p95 <= 500));
  say(`   ${label}, ${flow}: ${measured.perSecond.toFixed(1)} runs/s (target ${target}) ${met ? 'met' : 'NOT met'}`);
}
// Issue 30: a user-built task runs within 10 % of the runs per second of the seeded task with the same steps.
for (const database of ['pglite', 'postgres']) {
  const seeded = results.find((result) => result.database === database && result.flow === 'summarise');
  const built = results.find((result) => result.database === database && result.flow === 'summarise-built');
  if (!seeded || !built) continue;
  const ratio = built.measured.perSecond / seeded.measured.perSecond;
  say(
    `   ${database}: user-built ${built.measured.perSecond.toFixed(1)} runs/s beside seeded ${seeded.measured.perSecond.toFixed(1)} = ${ratio.toFixed(3)} (target >= 0.90) ${ratio >= 0.9 ? 'met' : 'NOT met'}`,
  );
}
// Issue 40: what an AI step costs the API beside the same step as an echo, in API CPU per run.
for (const database of ['pglite', 'postgres']) {
  const ai = results.find((result) => result.database === database && result.flow === 'ai');
  const echo = results.find((result) => result.database === database && result.flow === 'ai-echo');
  if (!ai || !echo) continue;
  const overhead = ai.measured.cpuPerRun.server - echo.measured.cpuPerRun.server;
  say(
    `   ${database}: AI step overhead per run ${overhead.toFixed(2)} ms of API CPU (${ai.measured.cpuPerRun.server.toFixed(2)} ms with ai.chat, ${echo.measured.cpuPerRun.server.toFixed(2)} ms with the echo; target < 2 ms) ${overhead < 2 ? 'met' : 'NOT met'}`,
  );
  if (ai.idle && echo.idle) {
    const net = (result: typeof ai) =>
      result.measured.cpuPerRun.server - (result.idle?.server ?? 0) / result.measured.perSecond;
    say(
      `      net of each process's idle CPU: ${(net(ai) - net(echo)).toFixed(2)} ms (${net(ai).toFixed(2)} beside ${net(echo).toFixed(2)})`,
    );
  }
}
await aiStandIn?.stop();
process.exit(0);
