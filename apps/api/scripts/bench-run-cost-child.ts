// One measurement of scripts/bench-run-cost.ts, in a process of its own (so that its CPU is its
// own): `tsx scripts/bench-run-cost-child.ts pglite|postgres` prints one JSON line with, per
// trivial 3-step run (50 users, 64 starts in flight, run concurrency as shipped) and, as anchors
// measured in the same process on the same database, per bare pg-boss job (sent, fetched 16 at a
// time, completed) and per bare Fastify echo request (in process): the process's CPU, statements,
// round trips, rows written (pg_stat_user_tables), WAL bytes (pg_current_wal_lsn), and the
// PostgreSQL server's CPU; and, with no run going, the process's CPU and statements per second
// (BENCH_AUTOMATIONS=off leaves the automations' scheduler out). BENCH_TASK=summarise measures
// the seeded summarise-text (its sample text, the real offline services) instead of the trivial
// flow. Uses only what every version of the API since 81d71a0 has, so that the
// parent can run it in a checkout of an earlier commit beside the current one.
import './bench-run-cost-probe.ts';
import { randomUUID } from 'node:crypto';
import { readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { TaskDefinition } from '@taskwell/task-engine';
import { and, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { createServer } from '../src/create-server.ts';
import type { DatabaseOptions } from '../src/db/open-database.ts';
import { accounts, runs } from '../src/db/schema.ts';
import { testTask, writeCatalogue } from '../src/runtime/testing/test-catalogue.ts';
import { createServiceRegistry } from '../src/services/index.ts';
import { type Service, textOf, textOutput } from '../src/services/service.ts';
import { startBarePgBoss } from './bare-pg-boss.ts';
import { cpuSeconds, postgresProcesses } from './bench-e2e-cpu.ts';
import { counts, snapshot } from './bench-run-cost-probe.ts';

const kind = process.argv[2] as 'pglite' | 'postgres';
const runCount = Number(process.env.BENCH_RUNS ?? 1000);
const senders = 64;
const concurrency = 16;

const echo: Service = {
  name: 'bench.echo',
  label: 'Echo',
  summary: 'A stand-in service of the tests.',
  produces: ['text/markdown'],
  inputs: { text: { kind: 'text', required: true, description: 'Echoed' } },
  async run(inputs) {
    return textOutput(textOf(inputs.text as never), { source: 'Echo', contentType: 'text/plain' });
  },
};

const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-bench-run-cost-'));
const summarise = process.env.BENCH_TASK === 'summarise';
const seeded = JSON.parse(
  readFileSync(fileURLToPath(new URL('../catalogue/tasks.json', import.meta.url)), 'utf8'),
) as (TaskDefinition & { sample?: { parameters: Record<string, { value: string }> } })[];
const sampleParameters = seeded.find((task) => task.id === 'summarise-text')?.sample?.parameters ?? {};
const catalogue = await writeCatalogue(
  summarise
    ? seeded
    : [
        testTask('three-steps', {
          sequence: [
            { step: 'one', service: 'bench.echo', output: 'One', inputs: { text: { param: 'text' } } },
            { step: 'two', service: 'bench.echo', output: 'Two', inputs: { text: { step: 'one' } } },
            { step: 'three', service: 'bench.echo', output: 'Three', inputs: { text: { step: 'two' } } },
          ],
        }),
      ],
  join(dataDir, 'catalogue'),
);
if (summarise) {
  symlinkSync(fileURLToPath(new URL('../catalogue/samples', import.meta.url)), join(dirname(catalogue), 'samples'));
}
const request = summarise
  ? {
      taskId: 'summarise-text',
      parameters: Object.fromEntries(
        Object.entries(sampleParameters).map(([name, { value }]) => [
          name,
          { metadata: { 'Content-Type': 'text/plain' }, value },
        ]),
      ),
      character: { name: 'EMPTY', content: '' },
    }
  : {
      taskId: 'three-steps',
      parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'benchmark' } },
      character: { name: 'EMPTY', content: '' },
    };

/** What the database has written so far: rows by table, and the WAL position in bytes. */
interface Written {
  rows: Map<string, number>;
  wal: number;
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function written(query: Query): Promise<Written> {
  // PostgreSQL: other backends' counts arrive within a second of their last transaction.
  if (kind === 'postgres') await sleep(1500);
  await query('SELECT pg_stat_clear_snapshot()');
  const tables = await query(
    'SELECT relname, n_tup_ins + n_tup_upd + n_tup_del AS n FROM pg_stat_user_tables ORDER BY relname',
  );
  const [lsn] = (await query(`SELECT pg_current_wal_lsn() - '0/0'::pg_lsn AS wal`)).rows;
  return {
    rows: new Map(tables.rows.map((row) => [String(row.relname), Number(row.n)])),
    wal: Number(lsn?.wal),
  };
}

/** A measured window: what it cost, divided by the work done in it. */
async function measure(query: Query, postmaster: number | undefined, work: number, body: () => Promise<void>) {
  const before = { written: await written(query), counts: snapshot() };
  const serverBefore = postmaster ? cpuSeconds(postgresProcesses(postmaster)) : 0;
  const cpu = process.cpuUsage();
  const began = performance.now();
  await body();
  const wall = performance.now() - began;
  const used = process.cpuUsage(cpu);
  const serverAfter = postmaster ? cpuSeconds(postgresProcesses(postmaster)) : 0;
  const after = { written: await written(query), counts: snapshot() };
  const rowsByTable: Record<string, number> = {};
  let rows = 0;
  for (const [table, n] of after.written.rows) {
    const delta = n - (before.written.rows.get(table) ?? 0);
    if (delta === 0) continue;
    rowsByTable[table] = delta / work;
    rows += delta;
  }
  const statementsByText: Record<string, number> = {};
  for (const [text, n] of after.counts.byText) {
    const delta = n - (before.counts.byText.get(text) ?? 0);
    if (delta > 0) statementsByText[text] = delta / work;
  }
  return {
    perSecond: work / (wall / 1000),
    cpuMs: (used.user + used.system) / 1000 / work,
    serverCpuMs: postmaster ? ((serverAfter - serverBefore) * 1000) / work : 0,
    statements: (after.counts.statements - before.counts.statements) / work,
    roundTrips: (after.counts.roundTrips - before.counts.roundTrips) / work,
    rows: rows / work,
    walBytes: (after.written.wal - before.written.wal) / work,
    rowsByTable,
    statementsByText,
  };
}

let database: DatabaseOptions;
let admin: pg.Client | undefined;
let databaseName = '';
let postmaster: number | undefined;
if (kind === 'postgres') {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  databaseName = `taskwell_run_cost_${randomUUID().replaceAll('-', '')}`;
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const folder = await admin.query<{ setting: string }>(
    `SELECT setting FROM pg_settings WHERE name = 'data_directory'`,
  );
  postmaster = Number(readFileSync(join(String(folder.rows[0]?.setting), 'postmaster.pid'), 'utf8').split('\n')[0]);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  database = { kind: 'postgres', url: url.toString() };
} else {
  database = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
}

try {
  const app = await createServer({
    dataDir: join(dataDir, 'data'),
    database,
    catalogueFile: catalogue,
    services: summarise ? new Map(createServiceRegistry()) : new Map([['bench.echo', echo]]),
    environment: 'test',
    logLevel: 'warn',
    mailer: { async sendPin() {}, async sendInvitation() {}, close() {} },
    runtime: { concurrency },
    // BENCH_AUTOMATIONS=off: without the automations' scheduler's turns (what they cost, beside).
    ...(process.env.BENCH_AUTOMATIONS === 'off' ? { automations: { turn: false } } : {}),
  } as Parameters<typeof createServer>[0]);
  await app.ready();
  const { db, runtime } = app.taskwell;
  const executeSql = app.taskwell.database.executeSql.bind(app.taskwell.database);
  const query: Query = (text) => executeSql(text);
  const at = new Date();
  const emails = Array.from({ length: 50 }, (_, index) => `cost-${index}-${randomUUID()}@example.com`);
  await db
    .insert(accounts)
    .values(emails.map((email) => ({ email, plan: 'Free', balance: 1_000_000_000, createdAt: at, updatedAt: at })));
  let turn = 0;
  const start = () =>
    runtime.startRun({
      email: emails[turn++ % emails.length] as string,
      request,
    } as Parameters<typeof runtime.startRun>[0]);
  const waitForEnd = async () => {
    for (;;) {
      const [row] = await db
        .select({ open: sql<number>`count(*)::int` })
        .from(runs)
        .where(and(inArray(runs.status, ['IN_PROGRESS']), inArray(runs.accountEmail, emails)));
      if ((row?.open ?? 0) === 0) return;
      await sleep(50);
    }
  };
  const startMany = async (count: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: senders }, async () => {
        while (next < count) {
          next += 1;
          await start();
        }
      }),
    );
    await waitForEnd();
    // Work the runs left behind (checks made in the background) belongs to them.
    const checks = (app.taskwell as { checks?: { idle(): Promise<void> } }).checks;
    await checks?.idle();
  };
  await startMany(100);
  const run = await measure(query, postmaster, runCount, () => startMany(runCount));
  const [failed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(runs)
    .where(and(inArray(runs.accountEmail, emails), sql`${runs.status} <> 'COMPLETED'`));
  if ((failed?.n ?? 0) > 0) throw new Error(`${failed?.n} runs did not complete`);

  // The process with no run going, for BENCH_IDLE_SECONDS: what its timers cost (the queue's
  // polling and maintenance, the reaper, the automations' scheduler), per second.
  const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
  const idleBefore = { counts: snapshot(), cpu: process.cpuUsage(), at: performance.now() };
  await sleep(idleSeconds * 1000);
  const idleUsed = process.cpuUsage(idleBefore.cpu);
  const idleElapsed = (performance.now() - idleBefore.at) / 1000;
  const idle = {
    cpuMsPerSecond: (idleUsed.user + idleUsed.system) / 1000 / idleElapsed,
    statementsPerSecond: (counts.statements - idleBefore.counts.statements) / idleElapsed,
  };

  // Anchor: bare pg-boss on the same connections, empty jobs sent as runs are, fetched 16 at a time.
  const boss = await startBarePgBoss({ executeSql }, { schema: 'bench_cost_boss', concurrency, senders });
  await boss.round(200);
  const bare = await measure(query, postmaster, runCount, async () => {
    await boss.round(runCount);
  });
  await boss.stop();

  // Anchor: a bare Fastify echo, injected in process (the HTTP framework's own cost per request).
  const echoServer = Fastify();
  echoServer.post('/echo', async (request) => request.body);
  await echoServer.ready();
  const body = { taskId: 'three-steps', parameters: { text: { value: 'benchmark' } } };
  for (let index = 0; index < 500; index += 1) await echoServer.inject({ method: 'POST', url: '/echo', payload: body });
  const echoCpu = process.cpuUsage();
  const echoCount = 5000;
  for (let index = 0; index < echoCount; index += 1) {
    await echoServer.inject({ method: 'POST', url: '/echo', payload: body });
  }
  const echoUsed = process.cpuUsage(echoCpu);
  await echoServer.close();
  await app.close();
  process.stdout.write(
    `${JSON.stringify({
      kind,
      runs: runCount,
      run,
      bare,
      idle,
      echoCpuMs: (echoUsed.user + echoUsed.system) / 1000 / echoCount,
      unseen: counts.statements === 0,
    })}\n`,
  );
} finally {
  if (admin) {
    // The closed pool's connections end a moment after the close: the drop waits for them.
    for (let tries = 0; tries < 100; tries += 1) {
      const left = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
        databaseName,
      ]);
      if (left.rows[0]?.n === 0) break;
      await sleep(100);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  await rm(dataDir, { recursive: true, force: true });
}
