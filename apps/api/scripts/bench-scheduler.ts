// `pnpm --filter @taskwell/api bench:scheduler`: issue 46, acceptance 5. The delay from each
// scheduled moment to its run's start (the run made and charged by the scheduler; beside it, to a
// worker taking the run), p50 and p95, with 100 and with 10,000 active automations, on the
// embedded database (PGlite) and on PostgreSQL (a throwaway cluster with stock settings). In each
// round BENCH_DUE (100) automations come due one after another over BENCH_WINDOW_SECONDS (20); the
// other active ones are due on later days, so the scheduler's reads run over all of them. One
// API process with the shipped scheduler settings (decision 170, 173), a one-step task. Beside
// them, in the same sitting and on the same database: bare pg-boss's rate of empty jobs (the
// anchor of bench:runs, scripts/bare-pg-boss.ts), and the machine's cores and load.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createServer } from '../src/create-server.ts';
import type { DatabaseOptions } from '../src/db/open-database.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { newRowId } from '../src/db/row-ids.ts';
import { accounts } from '../src/db/schema.ts';
import { testTask, writeCatalogue } from '../src/runtime/testing/test-catalogue.ts';
import { type Service, textOf, textOutput } from '../src/services/service.ts';
import { startBarePgBoss } from './bare-pg-boss.ts';

const sizes = (process.env.BENCH_SIZES ?? '100,10000').split(',').map(Number);
const dueMoments = Number(process.env.BENCH_DUE ?? 100);
const windowLength = Number(process.env.BENCH_WINDOW_SECONDS ?? 20) * 1000;
/** The first moment comes this long after the automations are written and the scheduler told. */
const leadMs = 3000;
// BENCH_PER_ACCOUNT: automations per account (Enterprise keeps 200).
const perAccount = Number(process.env.BENCH_PER_ACCOUNT ?? 100);

const services = new Map<string, Service>([
  [
    'bench.echo',
    {
      name: 'bench.echo',
      label: 'Echo',
      summary: 'A stand-in service of the benchmarks.',
      produces: ['text/markdown'],
      inputs: { text: { kind: 'text', required: true, description: 'Echoed' } },
      async run(inputs) {
        return textOutput(textOf(inputs.text as never), { source: 'Echo', contentType: 'text/plain' });
      },
    },
  ],
]);

const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

function describe(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms (n=${sorted.length})`;
}

const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-bench-scheduler-'));
const catalogue = await writeCatalogue(
  [testTask('one-step', { step: 'one', service: 'bench.echo', output: 'One', inputs: { text: { param: 'text' } } })],
  join(dataDir, 'catalogue'),
);
const parameters = { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'benchmark' } };
const trigger = { kind: 'schedule' as const, schedule: { kind: 'daily' as const, time: '03:00' } };

/** One round: `size` active automations, `dueCount` of them due over the window; the delays. */
async function round(
  database: DatabaseOptions,
  folder: string,
  size: number,
  dueCount = dueMoments,
  windowMs = windowLength,
) {
  const app = await createServer({
    dataDir: folder,
    database,
    catalogueFile: catalogue,
    services,
    environment: 'test',
    logLevel: 'warn',
    mailer: { async sendPin() {}, async sendInvitation() {}, close() {} },
    automations: { turn: true },
  });
  await app.ready();
  try {
    const { db } = app.taskwell;
    const at = new Date();
    const emails = Array.from({ length: Math.ceil(size / perAccount) + 1 }, () => `bench-${randomUUID()}@example.com`);
    await db
      .insert(accounts)
      .values(
        emails.map((email) => ({ email, plan: 'Enterprise', balance: 1_000_000_000, createdAt: at, updatedAt: at })),
      );
    const first = Date.now() + leadMs;
    const later = Date.now() + 24 * 3600_000;
    const ids = Array.from({ length: size }, () => newRowId());
    for (let from = 0; from < size; from += 1000) {
      const slice = ids.slice(from, from + 1000);
      await db.execute(sql`INSERT INTO automations (id, owner_email, name, task_id, parameters, trigger, time_zone,
          missed, delivery, status, next_run_at, created_at, updated_at)
        SELECT a.id, a.owner, 'Bench ' || a.id, 'one-step', ${JSON.stringify(parameters)}::jsonb,
          ${JSON.stringify(trigger)}::jsonb, 'UTC', 'run-once', '{"kind":"assets"}'::jsonb, 'active',
          to_timestamp(a.at / 1000.0), now(), now()
        FROM jsonb_to_recordset(${JSON.stringify(
          slice.map((id, index) => {
            const n = from + index;
            // The first `dueCount` one after another over the window; the others spread over tomorrow.
            const at = n < dueCount ? first + Math.round((n * windowMs) / dueCount) : later + ((n * 7919) % 86_400_000);
            return { id, owner: emails[Math.floor(n / perAccount)], at };
          }),
        )}::jsonb) AS a(id text, owner text, at float8)`);
    }
    // One more made as a user makes it: the change wakes the scheduler to read the new moments.
    await app.taskwell.automations.create(emails.at(-1) as string, {
      name: 'Waking',
      taskId: 'one-step',
      parameters,
      trigger,
      timeZone: 'UTC',
      delivery: { kind: 'assets' },
    });
    const due = ids.slice(0, dueCount);
    for (const deadline = Date.now() + leadMs + windowMs + 300_000; ; ) {
      const [row] = await queryRows(
        db,
        sql`SELECT count(*)::int AS n FROM automation_runs WHERE status = 'started' AND automation_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(due)}::jsonb))`,
      );
      if (Number(row?.n) >= due.length) break;
      if (Date.now() > deadline) throw new Error(`${due.length - Number(row?.n)} moments not started in time`);
      await sleep(250);
    }
    // A worker takes each run soon after: wait for the takes too.
    await sleep(2000);
    const rows = await queryRows(
      db,
      sql`SELECT extract(epoch FROM r.created_at - e.scheduled_for) * 1000 AS made,
          extract(epoch FROM r.started_at - e.scheduled_for) * 1000 AS taken
        FROM automation_runs e JOIN runs r ON r.id = e.run_id WHERE e.automation_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(due)}::jsonb))`,
    );
    return {
      made: rows.map((row) => Number(row.made)),
      taken: rows.filter((row) => row.taken !== null).map((row) => Number(row.taken)),
    };
  } finally {
    await app.close();
  }
}

/** Bare pg-boss on a database of its own kind: empty jobs per second, 16 fetched at a time by one worker, 64 senders. */
async function anchor(database: DatabaseOptions, folder: string): Promise<string> {
  const app = await createServer({
    dataDir: folder,
    database,
    catalogueFile: catalogue,
    services,
    environment: 'test',
    logLevel: 'warn',
    mailer: { async sendPin() {}, async sendInvitation() {}, close() {} },
    runtime: { worker: false },
    automations: { turn: false },
  });
  await app.ready();
  try {
    const boss = await startBarePgBoss(app.taskwell.database, {
      schema: 'bench_bare_boss',
      concurrency: 16,
      senders: 64,
    });
    await boss.round(200);
    const seconds = await boss.round(1000);
    await boss.stop();
    return `bare pg-boss: ${(1000 / seconds).toFixed(0)} jobs/s (1,000 empty jobs sent to completed, ${((seconds * 1000) / 1000).toFixed(2)} ms a job)`;
  } finally {
    await app.close();
  }
}

async function kind(
  label: string,
  open: (name: string) => Promise<{ database: DatabaseOptions; drop: () => Promise<void> }>,
) {
  say(`${label}: load ${load()}`);
  // A round not counted first: the first server of a process compiles and warms what the others reuse.
  const warm = await open('warm-up');
  try {
    await round(warm.database, join(dataDir, `${label}-warm-up`), 20, 20, 5000);
  } finally {
    await warm.drop();
  }
  for (const size of sizes) {
    const { database, drop } = await open(`round-${size}`);
    try {
      const { made, taken } = await round(database, join(dataDir, `${label}-${size}`), size);
      say(`  ${size} active, ${dueMoments} due over ${windowLength / 1000} s: moment to run started ${describe(made)}`);
      say(
        `  ${' '.repeat(String(size).length)}         moment to a worker taking it ${describe(taken)}; load ${load()}`,
      );
    } finally {
      await drop();
    }
  }
  const { database, drop } = await open('anchor');
  try {
    say(`  ${await anchor(database, join(dataDir, `${label}-anchor`))}; load ${load()}`);
  } finally {
    await drop();
  }
}

try {
  say(`Scheduler benchmark on ${process.version}; nproc ${cpus().length}; load ${load()}`);
  if (process.env.BENCH_ONLY !== 'postgres') {
    await kind('embedded (PGlite)', async (name) => ({
      database: { kind: 'pglite', dataDir: join(dataDir, `pglite-${name}`) },
      drop: async () => undefined,
    }));
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl && process.env.BENCH_ONLY !== 'embedded') {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await kind('PostgreSQL', async () => {
        const name = `taskwell_bench_${randomUUID().replaceAll('-', '')}`;
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return {
          database: { kind: 'postgres', url: url.toString() },
          drop: async () => {
            // The closed pools' connections end on their own a moment later: wait for them first.
            for (let tries = 0; tries < 100; tries += 1) {
              const left = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
                name,
              ]);
              if (left.rows[0]?.n === 0) break;
              await sleep(100);
            }
            await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          },
        };
      });
    } finally {
      await admin.end();
    }
  } else {
    say('PostgreSQL: skipped (set BENCH_DATABASE_URL, or run through scripts/with-postgres.ts --stock)');
  }
  say(`load after ${load()}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
