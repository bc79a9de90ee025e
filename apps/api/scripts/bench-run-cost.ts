// `pnpm --filter @taskwell/api bench:run-cost`: what one trivial 3-step run costs, per run, on
// PGlite and on a throwaway PostgreSQL with stock settings (through scripts/with-postgres.ts
// --stock): the API process's CPU, the PostgreSQL server's CPU, statements, round trips, rows
// written (pg_stat_user_tables) and WAL bytes (pg_current_wal_lsn), each beside the anchors of
// the same process (one bare pg-boss job on the same database; one bare Fastify echo request),
// and, for each checkout of an earlier commit with its dependencies installed that BENCH_BASE
// names (name=folder, comma-separated; default earlier=/tmp/rc-base), the same figures of that
// code measured in the same sitting (the measuring scripts are copied into it); with
// BENCH_SCHEDULER=both, this code again without the automations' scheduler; and each process's
// CPU and statements per second with no run going (its timers). Each measurement runs in a process of its own
// (scripts/bench-run-cost-child.ts); BENCH_RUNS runs each (default 1000). Prints nproc and the
// load average before and after: absolute figures of a busy machine are noise; the ratios and the
// counts are what to compare.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
// BENCH_BASE: name=folder pairs, comma-separated, of checkouts to measure beside this code.
const bases = (process.env.BENCH_BASE ?? 'earlier=/tmp/rc-base')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [name, folder] = pair.split('=') as [string, string];
    return { name, api: join(folder, 'apps/api') };
  })
  .filter((base) => existsSync(join(base.api, 'node_modules')));
const kinds = (process.env.BENCH_ONLY ?? 'pglite,postgres').split(',');

interface Figures {
  perSecond: number;
  cpuMs: number;
  serverCpuMs: number;
  statements: number;
  roundTrips: number;
  rows: number;
  walBytes: number;
  rowsByTable: Record<string, number>;
  statementsByText: Record<string, number>;
}
interface Measured {
  kind: string;
  runs: number;
  run: Figures;
  bare: Figures;
  /** The process with no run going: its timers' CPU and statements per second. */
  idle?: { cpuMsPerSecond: number; statementsPerSecond: number };
  echoCpuMs: number;
}

function say(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

function child(apiDir: string, kind: string, env: Record<string, string> = {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const process_ = spawn('pnpm', ['exec', 'tsx', 'scripts/bench-run-cost-child.ts', kind], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    let out = '';
    process_.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    process_.on('exit', (code) => {
      const line = out
        .split('\n')
        .reverse()
        .find((candidate) => candidate.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`${apiDir} ${kind}: exit ${code}\n${out}`));
      else resolve(JSON.parse(line) as Measured);
    });
  });
}

const rowsOf: [string, (figures: Figures) => number, number][] = [
  ['API process CPU, ms', (f) => f.cpuMs, 2],
  ['PostgreSQL server CPU, ms', (f) => f.serverCpuMs, 2],
  ['statements', (f) => f.statements, 2],
  ['round trips', (f) => f.roundTrips, 2],
  ['rows written', (f) => f.rows, 2],
  ['WAL bytes', (f) => f.walBytes, 0],
];

function table(label: string, measured: { name: string; result: Measured }[]): void {
  say(`${label}: per run (per bare pg-boss job for the anchor), and the run as a multiple of the anchor`);
  const header = ['', ...measured.flatMap(({ name }) => [`${name}`, 'x pg-boss'])];
  const lines = [header];
  for (const [name, pick, digits] of rowsOf) {
    lines.push([
      name,
      ...measured.flatMap(({ result }) => {
        const ratio = pick(result.bare) > 0 ? (pick(result.run) / pick(result.bare)).toFixed(1) : '-';
        return [pick(result.run).toFixed(digits), ratio];
      }),
    ]);
  }
  lines.push([
    'API CPU in bare Fastify echoes',
    ...measured.flatMap(({ result }) => [(result.run.cpuMs / result.echoCpuMs).toFixed(0), '']),
  ]);
  lines.push([
    'runs/s (busy machine: noise)',
    ...measured.flatMap(({ result }) => [result.run.perSecond.toFixed(0), '']),
  ]);
  lines.push([
    'idle: API CPU, ms per second',
    ...measured.flatMap(({ result }) => [result.idle ? result.idle.cpuMsPerSecond.toFixed(2) : '-', '']),
  ]);
  lines.push([
    'idle: statements per second',
    ...measured.flatMap(({ result }) => [result.idle ? result.idle.statementsPerSecond.toFixed(2) : '-', '']),
  ]);
  lines.push([
    'anchor: bare pg-boss job CPU, ms',
    ...measured.flatMap(({ result }) => [result.bare.cpuMs.toFixed(2), '']),
  ]);
  lines.push([
    'anchor: bare Fastify echo CPU, ms',
    ...measured.flatMap(({ result }) => [result.echoCpuMs.toFixed(3), '']),
  ]);
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)));
  for (const line of lines) say(`  ${line.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ')}`);
  for (const { name, result } of measured) {
    say(`  ${name}: rows written per run by table: ${describe(result.run.rowsByTable)}`);
    say(`  ${name}: statements per run (0.05 and more):`);
    for (const [text, n] of Object.entries(result.run.statementsByText)
      .filter(([, n]) => n >= 0.05)
      .sort((a, b) => b[1] - a[1])) {
      say(`    ${n.toFixed(2).padStart(6)}  ${text}`);
    }
  }
  say();
}

function describe(byKey: Record<string, number>): string {
  return Object.entries(byKey)
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${key.startsWith('j') && key.length > 40 ? 'pg-boss job partition' : key} ${n.toFixed(2)}`)
    .join(', ');
}

say(
  `Per-run cost of ${process.env.BENCH_TASK === 'summarise' ? 'a summarise-text run' : 'a trivial 3-step run'} on ${process.version}; nproc ${cpus().length}; load ${load()}`,
);
for (const base of bases) {
  for (const file of ['bench-run-cost-child.ts', 'bench-run-cost-probe.ts', 'bench-e2e-cpu.ts', 'bare-pg-boss.ts']) {
    copyFileSync(join(here, file), join(base.api, 'scripts', file));
  }
  say(`${base.name}: the code checked out at ${base.api}`);
}
if (bases.length === 0) say('earlier code: none (set BENCH_BASE to name=folder of a checkout with its dependencies)');
say();
for (const kind of kinds) {
  if (kind === 'postgres' && !process.env.TEST_DATABASE_URL) {
    say('PostgreSQL: skipped (run through scripts/with-postgres.ts --stock)');
    continue;
  }
  const measured: { name: string; result: Measured }[] = [];
  // The earlier code first, then this code: neither gets the quieter end of the sitting by rule.
  for (const base of bases) measured.push({ name: base.name, result: await child(base.api, kind) });
  measured.push({ name: 'now', result: await child(join(here, '..'), kind) });
  // BENCH_SCHEDULER=both: this code again without the automations' scheduler (its cost, beside).
  if (process.env.BENCH_SCHEDULER === 'both') {
    measured.push({ name: 'no scheduler', result: await child(join(here, '..'), kind, { BENCH_AUTOMATIONS: 'off' }) });
  }
  table(kind === 'pglite' ? 'PGlite' : 'PostgreSQL (stock settings)', measured);
  say(`load ${load()}`);
  say();
}
