// `pnpm --filter @taskwell/api bench:run-growth`: does the embedded database slow as real runs pile
// up? 50 users (BENCH_USERS) each start a trivial 3-step run and wait for its end, again and again,
// through the runtime of an API on PGlite in a fresh data folder, for BENCH_MINUTES (default 30)
// after a one-minute warm-up; every window (BENCH_WINDOW_SECONDS, default 300) prints runs/s, the
// process's CPU seconds and CPU per run (process.cpuUsage), statements per run, WAL bytes per run, the heap after a collection when
// node runs with --expose-gc (else as it is), and the database's size; at the end the last window
// beside the first (issue 45: within 10 % in runs/s, in CPU per run, and in heap), and the largest
// tables and indexes. Prints nproc and load: on a busy machine runs/s is noise, CPU per run and
// statements per run are not, so the verdict on slowing down is read from CPU per run (also
// printed net of the idle process's CPU a second, measured at the end). Each window also prints
// the embedded database's CPU per run by statement; BENCH_EXPLAIN=1 prints the plans of the
// heaviest statements after the warm-up and at the end, BENCH_PROFILE_DIR keeps CPU profiles of
// the first and the last window (scripts/bench-run-growth-explain.ts).
import './bench-run-cost-probe.ts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from '../src/create-server.ts';
import { accounts } from '../src/db/schema.ts';
import { testTask, writeCatalogue } from '../src/runtime/testing/test-catalogue.ts';
import { type Service, textOf, textOutput } from '../src/services/service.ts';
import { counts, embeddedMs } from './bench-run-cost-probe.ts';
import { explainHeaviest, startProfile } from './bench-run-growth-explain.ts';

const users = Number(process.env.BENCH_USERS ?? 50);
const minutes = Number(process.env.BENCH_MINUTES ?? 30);
const windowSeconds = Number(process.env.BENCH_WINDOW_SECONDS ?? 300);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 60);
const top = Number(process.env.BENCH_TOP_STATEMENTS ?? 8);
const explain = process.env.BENCH_EXPLAIN === '1';
const profileDir = process.env.BENCH_PROFILE_DIR;
const say = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

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

const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-bench-growth-'));
try {
  const catalogue = await writeCatalogue(
    [
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
  const app = await createServer({
    dataDir,
    database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    catalogueFile: catalogue,
    services: new Map([['bench.echo', echo]]),
    logLevel: 'warn',
    mailer: { async sendPin() {}, async sendInvitation() {}, close() {} },
  });
  await app.ready();
  const { db, runtime } = app.taskwell;
  const query = (text: string) => app.taskwell.database.executeSql(text);
  const at = new Date();
  const emails = Array.from({ length: users }, (_, index) => `growth-${index}-${randomUUID()}@example.com`);
  await db
    .insert(accounts)
    .values(emails.map((email) => ({ email, plan: 'Free', balance: 1_000_000_000, createdAt: at, updatedAt: at })));
  let completed = 0;
  let failed = 0;
  let stopping = false;
  const loops = emails.map(async (email) => {
    while (!stopping) {
      const status = await runtime.startRunAndWait({
        email,
        request: {
          taskId: 'three-steps',
          parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'benchmark' } },
          character: { name: 'EMPTY', content: '' },
        },
        waitMs: 60_000,
      });
      if ((status as { status?: string }).status === 'COMPLETED') completed += 1;
      else failed += 1;
    }
  });
  const wal = async () =>
    Number((await query(`SELECT pg_current_wal_lsn() - '0/0'::pg_lsn AS wal`)).rows[0]?.wal ?? Number.NaN);
  const size = async () =>
    Number((await query('SELECT pg_database_size(current_database()) AS n')).rows[0]?.n ?? Number.NaN);
  const gc = (globalThis as { gc?: () => void }).gc;
  say(
    `Growth of a trivial 3-step flow on PGlite: ${users} users, ${warmupSeconds} s warm-up, ${minutes} min, windows of ${windowSeconds} s; nproc ${cpus().length}; load ${load()}`,
  );
  await sleep(warmupSeconds * 1000);
  const windows: { perSecond: number; cpuMs: number; heapMb: number; runs: number; seconds: number }[] = [];
  const count = Math.max(1, Math.round((minutes * 60) / windowSeconds));
  if (explain) {
    say(`  plans after the warm-up (${completed} runs stored):`);
    await explainHeaviest(top, say);
  }
  for (let index = 0; index < count; index += 1) {
    const profiled = index === 0 || index === count - 1 ? await startProfile(profileDir) : undefined;
    const began = {
      at: performance.now(),
      runs: completed,
      cpu: process.cpuUsage(),
      statements: counts.statements,
      embedded: new Map(embeddedMs),
    };
    const walBefore = await wal();
    await sleep(windowSeconds * 1000);
    const runs = completed - began.runs;
    const used = process.cpuUsage(began.cpu);
    const seconds = (performance.now() - began.at) / 1000;
    const walAfter = await wal();
    await profiled?.stop(index === 0 ? 'first-window' : 'last-window');
    gc?.();
    const heapMb = process.memoryUsage().heapUsed / 1e6;
    const window = {
      runs,
      seconds,
      perSecond: runs / seconds,
      cpuMs: (used.user + used.system) / 1000 / runs,
      heapMb,
    };
    windows.push(window);
    say(
      `  window ${windows.length}: ${window.perSecond.toFixed(0)} runs/s, CPU ${((used.user + used.system) / 1e6).toFixed(1)} s = ${window.cpuMs.toFixed(2)} ms CPU/run, ${((counts.statements - began.statements) / runs).toFixed(2)} statements/run, ${((walAfter - walBefore) / runs).toFixed(0)} WAL bytes/run, heap ${heapMb.toFixed(0)} MB${gc ? ' (after gc)' : ''}, ${completed} runs stored, database ${((await size()) / 1e6).toFixed(0)} MB, load ${load()}`,
    );
    // Where the embedded database's time went in this window, per run, largest first.
    const spent = [...embeddedMs]
      .map(([text, ms]) => ({ text, ms: ms - (began.embedded.get(text) ?? 0) }))
      .filter((entry) => entry.ms > 0)
      .sort((a, b) => b.ms - a.ms);
    const total = spent.reduce((sum, entry) => sum + entry.ms, 0);
    say(`    in PGlite ${(total / runs).toFixed(3)} ms/run; largest:`);
    for (const entry of spent.slice(0, top)) say(`      ${(entry.ms / runs).toFixed(3)} ms/run  ${entry.text}`);
  }
  if (explain) {
    say(`  plans at the end (${completed} runs stored):`);
    await explainHeaviest(top, say);
  }
  stopping = true;
  await Promise.all(loops);
  // The process's timers (the queue's polling, the reaper, the upkeep, the automations' scheduler)
  // cost CPU every second whatever the traffic, so a window the machine slowed (fewer runs in the
  // same seconds) shows a dearer run; the idle rate measured now, with no run going, is taken off
  // each window's CPU for a figure of the runs' own work.
  const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
  const idleCpu = process.cpuUsage();
  const idleAt = performance.now();
  await sleep(idleSeconds * 1000);
  const idleUsed = process.cpuUsage(idleCpu);
  const idleMsPerSecond = (idleUsed.user + idleUsed.system) / 1000 / ((performance.now() - idleAt) / 1000);
  const net = (window: (typeof windows)[number]) =>
    (window.cpuMs * window.runs - idleMsPerSecond * window.seconds) / window.runs;
  say(
    `idle process: ${idleMsPerSecond.toFixed(2)} ms CPU a second; CPU per run net of it, by window: ${windows.map((window) => net(window).toFixed(2)).join(', ')} ms`,
  );
  const first = windows[0];
  const last = windows.at(-1);
  if (first && last) {
    const within = (ratio: number) => (Math.abs(ratio - 1) <= 0.1 ? 'within 10 %' : 'NOT within 10 %');
    const ratios = {
      'runs/s': last.perSecond / first.perSecond,
      'CPU per run': last.cpuMs / first.cpuMs,
      'CPU per run net of the idle rate': net(last) / net(first),
      heap: last.heapMb / first.heapMb,
    };
    say(
      `last window / first: ${Object.entries(ratios)
        .map(([name, ratio]) => `${name} ${ratio.toFixed(3)} (${within(ratio)})`)
        .join(', ')}; ${failed} runs not COMPLETED; load ${load()}`,
    );
  }
  const largest = await query(
    `SELECT c.relname AS name, c.relkind AS kind, pg_relation_size(c.oid) AS bytes FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
     ORDER BY pg_relation_size(c.oid) DESC LIMIT 12`,
  );
  say(
    `largest relations: ${largest.rows.map((row) => `${row.name} (${row.kind}) ${(Number(row.bytes) / 1e6).toFixed(1)} MB`).join(', ')}`,
  );
  await app.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
