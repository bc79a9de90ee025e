// `pnpm --filter @taskwell/api bench:built-cost`: what a run of summarise-text costs beside a run
// of each user's own published copy of it (built in the Creator Studio, run as its owner), per
// run, in one process on PGlite (BENCH_DATABASE=postgres: on TEST_DATABASE_URL's server): the
// process's CPU, statements and the statements that differ between the two, in alternating
// rounds (BENCH_ROUNDS, default 4, of BENCH_RUNS runs each, default 200). Prints nproc and load.
import './bench-run-cost-probe.ts';
import { randomUUID } from 'node:crypto';
import { readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { TaskDefinition } from '@taskwell/task-engine';
import { and, inArray, sql } from 'drizzle-orm';
import { createServer } from '../src/create-server.ts';
import { accounts, runs } from '../src/db/schema.ts';
import { writeCatalogue } from '../src/runtime/testing/test-catalogue.ts';
import { createServiceRegistry } from '../src/services/index.ts';
import { startBody } from './bench-e2e-runs.ts';
import { snapshot } from './bench-run-cost-probe.ts';

const runCount = Number(process.env.BENCH_RUNS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const users = 50;
const say = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-bench-built-'));
const seeded = JSON.parse(
  readFileSync(fileURLToPath(new URL('../catalogue/tasks.json', import.meta.url)), 'utf8'),
) as TaskDefinition[];
const catalogueFile = await writeCatalogue(seeded, join(dataDir, 'catalogue'));
symlinkSync(fileURLToPath(new URL('../catalogue/samples', import.meta.url)), join(dirname(catalogueFile), 'samples'));
let databaseName = '';
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.BENCH_DATABASE === 'postgres' && serverUrl;
let admin: import('pg').Client | undefined;
if (onPostgres) {
  const pg = (await import('pg')).default;
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  databaseName = `taskwell_built_${randomUUID().replaceAll('-', '')}`;
  await admin.query(`CREATE DATABASE ${databaseName}`);
}
const url = onPostgres ? Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString() : '';

try {
  const app = await createServer({
    dataDir: join(dataDir, 'data'),
    ...(onPostgres ? { database: { kind: 'postgres', url } } : {}),
    catalogueFile,
    services: new Map(createServiceRegistry()),
    environment: 'test',
    logLevel: 'warn',
    mailer: { async sendPin() {}, async sendInvitation() {}, close() {} },
  });
  await app.ready();
  const { db, runtime, sessions } = app.taskwell;
  const at = new Date();
  // As bench:e2e has them: the seeded task's users on the Free plan, the builders on Explorer.
  const emails = Array.from({ length: users }, (_, index) => `built-${index}-${randomUUID()}@example.com`);
  const freeEmails = Array.from({ length: users }, (_, index) => `free-${index}-${randomUUID()}@example.com`);
  await db
    .insert(accounts)
    .values([
      ...emails.map((email) => ({ email, plan: 'Explorer', balance: 1_000_000_000, createdAt: at, updatedAt: at })),
      ...freeEmails.map((email) => ({ email, plan: 'Free', balance: 1_000_000_000, createdAt: at, updatedAt: at })),
    ]);
  const definition = seeded.find((task) => task.id === 'summarise-text');
  const built: string[] = [];
  for (const email of emails) {
    const headers = { authorization: `Bearer ${(await sessions.issue(email)).token}` };
    const made = await app.inject({ method: 'POST', url: '/api/creator/tasks', headers, payload: { definition } });
    const id = made.json().creatorTaskId as string;
    const published = await app.inject({ method: 'POST', url: `/api/creator/tasks/${id}/publish`, headers });
    if (published.statusCode !== 200) throw new Error(`publishing: ${published.statusCode} ${published.body}`);
    built.push(id);
  }
  const waitForEnd = async () => {
    for (;;) {
      const [row] = await db
        .select({ open: sql<number>`count(*)::int` })
        .from(runs)
        .where(and(inArray(runs.status, ['IN_PROGRESS']), inArray(runs.accountEmail, [...emails, ...freeEmails])));
      if ((row?.open ?? 0) === 0) return;
      await sleep(50);
    }
  };
  const round = async (flow: 'seeded' | 'built', count: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: users }, async () => {
        while (next < count) {
          const index = next++ % users;
          const body = JSON.parse(startBody('summarise', flow === 'built' ? built[index] : undefined));
          const email = flow === 'built' ? emails[index] : freeEmails[index];
          await runtime.startRun({ email: email as string, request: body });
        }
      }),
    );
    await waitForEnd();
    await app.taskwell.checks.idle();
  };
  await round('seeded', 100);
  await round('built', 100);
  const totals = {
    seeded: { cpu: 0, statements: 0, byText: new Map<string, number>() },
    built: { cpu: 0, statements: 0, byText: new Map<string, number>() },
  };
  say(`summarise-text beside a user's own copy, ${runCount} runs a round; nproc ${cpus().length}; load ${load()}`);
  for (let index = 0; index < rounds * 2; index += 1) {
    const flow = index % 2 === 0 ? 'seeded' : 'built';
    const before = snapshot();
    const cpu = process.cpuUsage();
    await round(flow, runCount);
    const used = process.cpuUsage(cpu);
    const after = snapshot();
    const total = totals[flow];
    total.cpu += (used.user + used.system) / 1000;
    total.statements += after.statements - before.statements;
    for (const [text, n] of after.byText) {
      const delta = n - (before.byText.get(text) ?? 0);
      if (delta) total.byText.set(text, (total.byText.get(text) ?? 0) + delta);
    }
    say(`  round ${index + 1} ${flow}: ${((used.user + used.system) / 1000 / runCount).toFixed(2)} ms CPU per run`);
  }
  const per = (n: number) => (n / (runCount * rounds)).toFixed(2);
  say(`seeded: ${per(totals.seeded.cpu)} ms CPU, ${per(totals.seeded.statements)} statements per run`);
  say(`built:  ${per(totals.built.cpu)} ms CPU, ${per(totals.built.statements)} statements per run`);
  say(`built / seeded CPU: ${(totals.built.cpu / totals.seeded.cpu).toFixed(3)}`);
  say('statements per run that differ (seeded, built):');
  const texts = new Set([...totals.seeded.byText.keys(), ...totals.built.byText.keys()]);
  for (const text of texts) {
    const a = (totals.seeded.byText.get(text) ?? 0) / (runCount * rounds);
    const b = (totals.built.byText.get(text) ?? 0) / (runCount * rounds);
    if (Math.abs(a - b) >= 0.02) say(`  ${a.toFixed(2)}  ${b.toFixed(2)}  ${text}`);
  }
  say(`load ${load()}`);
  await app.close();
} finally {
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  await rm(dataDir, { recursive: true, force: true });
}
