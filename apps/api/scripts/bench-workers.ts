// `pnpm --filter @taskwell/api bench:workers`: task runs over HTTP with the work spread over worker
// processes, as on several machines. On one throwaway PostgreSQL (stock settings: run through
// `scripts/with-postgres.ts --stock`) and one S3-compatible bucket (s3rver on a loopback port), it
// starts one API process with RUN_WORKER=false (`src/main.ts`) and 1, then 2, worker processes
// (`src/worker-main.ts`), each process with its own empty data folder and the files in the bucket.
// 50 users (BENCH_WORKERS_USERS) each start a run and wait for its end (`executeTask` with `wait`),
// again and again, for 30 s (BENCH_WORKERS_SECONDS) after a 5 s warm-up
// (BENCH_WORKERS_WARMUP_SECONDS), for (a) a trivial 3-step flow and (b) `summarise-text` with its
// sample input. Prints completed runs/s and end-to-end p50/p95 per flow and worker count, the
// ratio 2 workers / 1 worker, and, on the same database, bare pg-boss's jobs/s; then nproc and the
// load average before and after, how the workers exited on SIGTERM, and whether the data folders
// stayed empty.
//
// The trivial flow is each user's own published task of three `text.language` steps on the word
// "benchmark" (the shipped processes offer only the shipped services): the same shape as
// bench:e2e's three echo steps, each step a few microseconds of work.
// BENCH_WORKERS_COUNTS=1,2 (a count may come again, as in 1,2,2,1 on a busy machine: the figures
// are then the means of its rounds) and BENCH_WORKERS_FLOWS=trivial,summarise pick parts.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { defaultSessionTtlSeconds, SessionRecords } from '../src/auth/session-tokens.ts';
import { decodeSecret, deriveSigningKeys } from '../src/auth/signing-keys.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { accounts } from '../src/db/schema.ts';
import { freePort } from '../src/testing/free-port.ts';
import { assetStoreEnv, startS3Server } from '../src/testing/s3-server.ts';
import { barePgBoss } from './bare-pg-boss.ts';
import { cpuSeconds, postgresProcesses } from './bench-e2e-cpu.ts';
import { describeMeasured, drive, type Measured } from './bench-e2e-drive.ts';
import { exchange } from './bench-e2e-http.ts';
import { oneRun, startBody } from './bench-e2e-runs.ts';
import { benchUserEmail } from './bench-users.ts';
import { type Process, startProcess, stopProcess } from './bench-workers-processes.ts';

const users = Number(process.env.BENCH_WORKERS_USERS ?? 50);
const seconds = Number(process.env.BENCH_WORKERS_SECONDS ?? 30);
const warmupSeconds = Number(process.env.BENCH_WORKERS_WARMUP_SECONDS ?? 5);
const counts = (process.env.BENCH_WORKERS_COUNTS ?? '1,2').split(',').map(Number);
const flows = (process.env.BENCH_WORKERS_FLOWS ?? 'trivial,summarise').split(',');
const flowNames: Record<string, string> = {
  trivial: 'trivial 3-step flow (three text.language steps)',
  summarise: 'summarise-text (sample input)',
};
/** The run queue's fetch (the shipped RUN_CONCURRENCY) and the senders of bench:runs, for bare pg-boss. */
const bare = { jobs: 2000, concurrency: 16, senders: 64 };
const apiEntry = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const workerEntry = fileURLToPath(new URL('../src/worker-main.ts', import.meta.url));

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** The trivial flow as a Creator Studio draft: one text parameter, three `text.language` steps in a row. */
const trivialDefinition = {
  id: 'bench-three-steps',
  name: 'Three language steps',
  heading: 'A benchmark task',
  description: 'Tells the language of a text three times over.',
  imageName: '/images/tasks/summarise-text.svg',
  powerFee: 2,
  plans: 'free',
  category: 'demo',
  parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } }],
  flow: {
    sequence: [
      { step: 'one', service: 'text.language', output: 'One', inputs: { text: { param: 'text' } } },
      { step: 'two', service: 'text.language', output: 'Two', inputs: { text: { step: 'one' } } },
      { step: 'three', service: 'text.language', output: 'Three', inputs: { text: { step: 'two' } } },
    ],
  },
  sample: { parameters: { text: { value: 'benchmark' } } },
};

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  process.stderr.write('bench:workers needs PostgreSQL: run it through scripts/with-postgres.ts --stock\n');
  process.exit(2);
}
const nproc = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim();
say(
  `Worker benchmark on ${process.version}, nproc ${nproc}: ${users} users, ${warmupSeconds} s warm-up, ${seconds} s measured, worker counts ${counts.join(', ')}`,
);
say(`load average before: ${load()}\n`);

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const databaseName = `taskwell_bench_${randomUUID().replaceAll('-', '')}`;
await admin.query(`CREATE DATABASE ${databaseName}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
// The server's processes, for the CPU per run (readable when it runs on this machine).
const dataDirectory = await admin.query<{ data_directory: string }>('SHOW data_directory').catch(() => undefined);
const pidFile = dataDirectory ? `${dataDirectory.rows[0]?.data_directory}/postmaster.pid` : '';
const postmaster = pidFile ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
const opened = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 4 });
// The folders and the bucket are made last: from here on, the end below removes them.
const folder = await mkdtemp(join(tmpdir(), 'taskwell-bench-workers-'));
const s3 = await startS3Server('taskwell-bench');
const processes: Process[] = [];
const dataDirs: string[] = [];
const secret = randomBytes(32).toString('base64url');
/** What every process is given: the database, the bucket, the shared secrets; each its own data folder. */
async function processEnv(name: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const dataDir = join(folder, name);
  await mkdir(dataDir);
  dataDirs.push(dataDir);
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', `taskwell-bench-${name}`);
  return {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    ...assetStoreEnv(s3.settings),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SESSION_SIGNING_KEY: secret,
    SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64url'),
    AI_SECRETS_KEY: randomBytes(32).toString('base64url'),
    ...extra,
  };
}

const { db } = opened;
/** Waits until `name`'s process has a connection to the database (it opened its runtime), at most 120 s. */
async function connected(name: string): Promise<void> {
  for (let tries = 0; tries < 1200; tries += 1) {
    const { rows } = await opened.executeSql(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [`taskwell-bench-${name}`],
    );
    if (Number(rows[0]?.n) > 0) return;
    await sleep(100);
  }
  throw new Error(`${name} did not connect to the database within 120 s`);
}
/** Waits until no run is in progress (the samples the API queued at its start among them), at most 300 s. */
async function quiet(): Promise<void> {
  for (let tries = 0; tries < 3000; tries += 1) {
    const [row] = await db
      .select({ open: sql<number>`count(*)::int` })
      .from(sql`runs`)
      .where(sql`status = 'IN_PROGRESS'`);
    if ((row?.open ?? 0) === 0) return;
    await sleep(100);
  }
  throw new Error('runs still in progress after 300 s');
}

const results: { flow: string; workers: number; measured: Measured }[] = [];
const exits: string[] = [];
let barePerSecond = Number.NaN;
try {
  const apiPort = await freePort();
  const api = await startProcess(
    'api',
    apiEntry,
    await processEnv('api', { API_PORT: String(apiPort), RUN_WORKER: 'false' }),
  );
  processes.push(api);
  // The users: accounts with credits on a plan that may publish, and their session tokens.
  const keys = deriveSigningKeys(decodeSecret(secret, 'the benchmark secret'));
  const sessions = new SessionRecords({
    db,
    key: keys.session,
    assetKey: keys.asset,
    issuer: 'taskwell-api',
    audience: 'taskwell',
    ttlSeconds: defaultSessionTtlSeconds,
    assetTokenTtlSeconds: 300,
    now: () => Date.now(),
    cacheMs: 5000,
  });
  const at = new Date();
  const emails = Array.from({ length: users }, (_, index) => benchUserEmail(index));
  await db
    .insert(accounts)
    .values(emails.map((email) => ({ email, plan: 'Explorer', balance: 1_000_000_000, createdAt: at, updatedAt: at })));
  const tokens = await Promise.all(emails.map(async (email) => (await sessions.issue(email)).token));
  const agent = new Agent({ keepAlive: true, maxSockets: users });
  // Each user publishes the trivial flow as a task of their own, through the API.
  const trivialIds: string[] = [];
  for (const token of tokens) {
    const body = JSON.stringify({ definition: trivialDefinition });
    const made = await exchange(agent, apiPort, { method: 'POST', path: '/api/creator/tasks', token, body });
    if (made.status !== 201) throw new Error(`making the trivial task: ${made.status} ${made.body}`);
    const id = (JSON.parse(made.body) as { creatorTaskId: string }).creatorTaskId;
    const path = `/api/creator/tasks/${id}/publish`;
    const published = await exchange(agent, apiPort, { method: 'POST', path, token, body: '{}' });
    if (published.status !== 200) throw new Error(`publishing the trivial task: ${published.status} ${published.body}`);
    trivialIds.push(id);
  }
  const bodies: Record<string, string[]> = {
    trivial: trivialIds.map((id) => startBody('trivial', id)),
    summarise: tokens.map(() => startBody('summarise')),
  };

  for (const [round, count] of counts.entries()) {
    const workers: Process[] = [];
    for (let index = 1; index <= count; index += 1) {
      const name = `round-${round + 1}-worker-${index}`;
      const worker = await startProcess(name, workerEntry, await processEnv(name));
      workers.push(worker);
      processes.push(worker);
    }
    for (const worker of workers) await connected(worker.name);
    for (const flow of flows) {
      await quiet();
      const flowBodies = bodies[flow];
      if (!flowBodies) throw new Error(`no flow ${flow}: trivial or summarise`);
      const pids = [api, ...workers].flatMap(({ child }) => (child.pid === undefined ? [] : [child.pid]));
      const measured = await drive(
        { users, warmupSeconds, seconds },
        (user) =>
          oneRun(agent, apiPort, tokens[user] as string, flowBodies[user] as string, {
            mode: 'wait',
            waitSeconds: 30,
            pollMs: 50,
          }),
        {
          server: () => cpuSeconds(pids),
          database: () => (postmaster === undefined ? Number.NaN : cpuSeconds(postgresProcesses(postmaster))),
        },
      );
      const { server, database, client } = measured.cpuPerRun;
      say(`${flowNames[flow] ?? flow}, ${count} worker${count === 1 ? '' : 's'}`);
      say(`   completed runs: ${describeMeasured(measured, seconds, 'runs')}`);
      say(
        `   CPU per run: API and worker processes ${server.toFixed(2)} ms, PostgreSQL ${database.toFixed(2)} ms, load generator ${client.toFixed(2)} ms`,
      );
      say(
        `   not COMPLETED ${measured.failed}; errors ${measured.errors}${measured.firstError ? ` (first: ${measured.firstError})` : ''}\n`,
      );
      results.push({ flow, workers: count, measured });
    }
    for (const worker of workers) {
      const stopped = await stopProcess(worker);
      processes.splice(processes.indexOf(worker), 1);
      exits.push(`${worker.name} exit code ${stopped.code} after ${stopped.ms} ms`);
    }
  }
  agent.destroy();
  await quiet();
  barePerSecond = (await barePgBoss(opened, bare)).perSecond;
} finally {
  for (const child of processes.reverse()) {
    const stopped = await stopProcess(child);
    exits.push(`${child.name} exit code ${stopped.code} after ${stopped.ms} ms`);
  }
  await opened.close();
  const leftIn = (
    await Promise.all(dataDirs.map(async (dir) => ((await readdir(dir)).length > 0 ? [dir] : [])))
  ).flat();
  await s3.stop();
  await rm(folder, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  say(`the processes' data folders: ${leftIn.length === 0 ? 'all still empty' : `files in ${leftIn.join(', ')}`}`);
  say(`on SIGTERM: ${exits.join('; ')}`);
}

say(
  `\nbare pg-boss, same database (fetch of ${bare.concurrency}, ${bare.senders} senders, ${bare.jobs} jobs): ${barePerSecond.toFixed(0)} jobs/s`,
);
/** The mean of the rounds of `flow` with `count` workers (BENCH_WORKERS_COUNTS may repeat a count). */
function mean(flow: string, count: number): { perSecond: number; p50: number; p95: number; rounds: number } {
  const rounds = results.filter((result) => result.flow === flow && result.workers === count);
  const average = (pick: (measured: Measured) => number) =>
    rounds.reduce((sum, { measured }) => sum + pick(measured), 0) / rounds.length;
  return {
    perSecond: average((measured) => measured.perSecond),
    p50: average((measured) => measured.p50),
    p95: average((measured) => measured.p95),
    rounds: rounds.length,
  };
}
for (const flow of flows) {
  const line = [...new Set(counts)].map((count) => {
    const { perSecond, p50, p95, rounds } = mean(flow, count);
    const share = ((100 * perSecond) / barePerSecond).toFixed(1);
    const over = rounds > 1 ? ` (mean of ${rounds} rounds)` : '';
    return `${count} worker${count === 1 ? '' : 's'} ${perSecond.toFixed(1)} runs/s${over} = ${share} % of bare pg-boss, p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`;
  });
  say(`${flow}: ${line.join('; ')}`);
  const one = mean(flow, 1).perSecond;
  const two = mean(flow, 2).perSecond;
  if (one && two) say(`   ratio 2 workers / 1 worker: ${(two / one).toFixed(2)}`);
}
say(`nproc ${nproc}; load average after: ${load()}`);
process.exit(0);
