// `pnpm --filter @taskwell/api bench:e2e-beside`: this code's scripts/bench-e2e.ts measuring the API
// of this code and of checkouts of earlier commits, in alternating rounds of one sitting, on one
// PostgreSQL (through `scripts/with-postgres.ts --stock`). BENCH_BASE names the checkouts
// (`name=folder`, comma-separated, each with its dependencies installed; default
// `earlier=/tmp/rc-base`; `name=folder:trivial+summarise` measures only those flows of it); each round starts that checkout's own scripts/bench-e2e-server.ts
// (BENCH_E2E_SERVER), so one harness measures every checkout the same way. BENCH_ROUNDS rounds
// (default 3), the order of the checkouts turned round each round; BENCH_E2E_FLOWS (default
// trivial,summarise; summarise-built where the checkout's server makes users' own copies;
// BENCH_BESIDE_NOW_FLOWS adds flows measured for this code only, e.g. summarise-built,ai-echo,ai),
// BENCH_E2E_SECONDS (default 15) and the other BENCH_E2E_* settings go to every round. Prints every
// round: per flow and database runs/s, CPU per run of the API process and of PostgreSQL's server,
// the API's idle CPU a second and CPU per run net of idle, which a busy machine inflates far less
// than runs/s; then the medians, each checkout beside this code (now / earlier), each flow's share
// of its round's echo ceiling, and a user's own copy beside the seeded task; with nproc and load.
// Every round's whole output is kept in BENCH_BESIDE_LOG (default a new temporary folder);
// BENCH_BESIDE_READ=<that folder> prints again the rounds kept there and their medians.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './bench-median.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// Flows of this code only, in the same rounds (summarise-built, ai-echo, ai: what earlier code lacks).
const nowFlows = process.env.BENCH_BESIDE_NOW_FLOWS;
const checkouts = [
  { name: 'now', api: join(here, '..'), flows: undefined as string | undefined },
  ...(process.env.BENCH_BASE ?? 'earlier=/tmp/rc-base')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      // `name=folder` or `name=folder:flows` (flows separated by `+`: that checkout's own, e.g. `trivial`).
      const [name, rest] = pair.split('=') as [string, string];
      const [folder, flows] = rest.split(':') as [string, string | undefined];
      return { name, api: join(folder, 'apps/api'), flows: flows?.replaceAll('+', ',') };
    }),
].filter((checkout) => existsSync(join(checkout.api, 'node_modules')));
const logDir = process.env.BENCH_BESIDE_LOG ?? mkdtempSync(join(tmpdir(), 'taskwell-bench-beside-'));
if (!process.env.BENCH_BESIDE_READ) mkdirSync(logDir, { recursive: true });
const say = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** What one round of bench-e2e.ts printed, by `database flow`, and the round's echo ceiling. */
interface Round {
  perSecond: Map<string, number>;
  /** CPU ms per completed run: the API process, PostgreSQL's server (0 on PGlite). */
  apiCpuMs: Map<string, number>;
  databaseCpuMs: Map<string, number>;
  /** CPU ms a second of the same processes measured idle before the flow's warm-up. */
  apiIdleMs: Map<string, number>;
  databaseIdleMs: Map<string, number>;
  /** Text results' checks the API made in the window, per run (PostgreSQL; decision 188). */
  checksPerRun: Map<string, number>;
  /** API CPU ms per run less the window's checks, and with every text result of a run checked. */
  apiLessChecksMs: Map<string, number>;
  apiAllCheckedMs: Map<string, number>;
  ceiling: number;
}

const flowOf: [RegExp, string][] = [
  [/one AI step/, 'ai'],
  [/the same one step with the echo service/, 'ai-echo'],
  [/trivial 3-step flow/, 'trivial'],
  [/user's own published copy/, 'summarise-built'],
  [/summarise-text/, 'summarise'],
];

function parse(out: string): Round {
  const round: Round = {
    perSecond: new Map(),
    apiCpuMs: new Map(),
    databaseCpuMs: new Map(),
    apiIdleMs: new Map(),
    databaseIdleMs: new Map(),
    checksPerRun: new Map(),
    apiLessChecksMs: new Map(),
    apiAllCheckedMs: new Map(),
    ceiling: Number.NaN,
  };
  let current: string | undefined;
  for (const line of out.split('\n')) {
    // A section ends at its blank line: the targets printed after the last one hold figures of
    // their own (">= 80 runs/s") that were once read as the last section's (PostgreSQL
    // summarise-text then showed 80.0 runs/s in every round of every checkout).
    if (line.trim() === '') current = undefined;
    else if (line.startsWith('Ceiling:')) current = 'ceiling';
    else if (/^(PGlite|PostgreSQL)/.test(line)) {
      const database = line.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL';
      const flow = flowOf.find(([pattern]) => pattern.test(line))?.[1];
      current = flow ? `${database} ${flow}` : undefined;
    }
    const rate = / in [\d.]+ s = ([\d.]+) (runs|req)\/s/.exec(line);
    if (rate && current === 'ceiling') round.ceiling = Number(rate[1]);
    else if (rate && current) round.perSecond.set(current, Number(rate[1]));
    if (!current || current === 'ceiling') continue;
    const cpu = /CPU per run: API process ([\d.]+) ms, PostgreSQL ([\d.]+) ms/.exec(line);
    if (cpu) {
      round.apiCpuMs.set(current, Number(cpu[1]));
      round.databaseCpuMs.set(current, Number(cpu[2]));
    }
    const checks = /text checks made in the window: ([\d.]+) per run/.exec(line);
    if (checks) round.checksPerRun.set(current, Number(checks[1]));
    const priced = /less the window's checks ([\d.-]+) ms, with each .* checked ([\d.-]+) ms/.exec(line);
    if (priced) {
      round.apiLessChecksMs.set(current, Number(priced[1]));
      round.apiAllCheckedMs.set(current, Number(priced[2]));
    }
    const idle = /^ +idle .*: API process ([\d.]+) ms\/s, PostgreSQL ([\d.]+) ms\/s/.exec(line);
    if (idle) {
      round.apiIdleMs.set(current, Number(idle[1]));
      round.databaseIdleMs.set(current, Number(idle[2]));
    }
  }
  return round;
}

/** A figure of one flow in one round, derived from what the round printed. */
type Figure = (round: Round, key: string) => number;
const figures: Record<string, Figure> = {
  'runs/s': (round, key) => round.perSecond.get(key) ?? Number.NaN,
  'API ms/run': (round, key) => round.apiCpuMs.get(key) ?? Number.NaN,
  'PostgreSQL ms/run': (round, key) => round.databaseCpuMs.get(key) ?? Number.NaN,
  'API idle ms/s': (round, key) => round.apiIdleMs.get(key) ?? Number.NaN,
  'checks/run': (round, key) => round.checksPerRun.get(key) ?? Number.NaN,
  'API ms/run less checks': (round, key) => round.apiLessChecksMs.get(key) ?? Number.NaN,
  'API ms/run all checked': (round, key) => round.apiAllCheckedMs.get(key) ?? Number.NaN,
  // The CPU a run costs beyond what the processes spend with no run going, spread over the
  // window's runs: what a slow round does not inflate.
  'API net ms/run': (round, key) =>
    (round.apiCpuMs.get(key) ?? Number.NaN) -
    (round.apiIdleMs.get(key) ?? 0) / (round.perSecond.get(key) ?? Number.NaN),
  'PostgreSQL net ms/run': (round, key) =>
    (round.databaseCpuMs.get(key) ?? Number.NaN) -
    (round.databaseIdleMs.get(key) ?? 0) / (round.perSecond.get(key) ?? Number.NaN),
};
const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** One round of this harness against `checkout`'s server; its whole output is kept in `logFile`. */
function runOnce(checkout: { name: string; api: string; flows?: string | undefined }, logFile: string): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'tsx', 'scripts/bench-e2e.ts'], {
      cwd: join(here, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BENCH_E2E_SERVER: join(checkout.api, 'scripts/bench-e2e-server.ts'),
        BENCH_E2E_FLOWS: [
          checkout.flows ?? process.env.BENCH_E2E_FLOWS ?? 'trivial,summarise',
          ...(checkout.name === 'now' && nowFlows ? [nowFlows] : []),
        ].join(','),
        BENCH_E2E_SECONDS: process.env.BENCH_E2E_SECONDS ?? '15',
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => {
      writeFileSync(logFile, out);
      if (code === 0) resolve(parse(out));
      else reject(new Error(`${checkout.name}: exit ${code}\n${out}`));
    });
  });
}

/** Prints one round's figures, flow by flow. */
function sayRound(round: number, name: string, measured: Round, loads: string): void {
  say(`  round ${round}, ${name}: echo ${fixed(measured.ceiling, 0)} req/s; load ${loads}`);
  for (const key of measured.perSecond.keys()) {
    const cells = Object.entries(figures).map(([figure, of]) => `${figure} ${fixed(of(measured, key), 2)}`);
    say(`     ${key}: ${cells.join(', ')}`);
  }
}

// BENCH_BESIDE_READ=<folder>: the rounds kept there by an earlier sitting (one cut short, say) are
// read again and their medians printed; nothing is run.
const readFrom = process.env.BENCH_BESIDE_READ;
const results = new Map<string, Round[]>();
if (readFrom) {
  const kept = readdirSync(readFrom)
    .map((file) => /^round-(\d+)-(.+)\.txt$/.exec(file))
    .flatMap((match) => (match ? [{ file: match[0], round: Number(match[1]), name: match[2] ?? '' }] : []))
    .sort((a, b) => a.round - b.round);
  say(`bench:e2e beside earlier code: the rounds kept in ${readFrom}`);
  checkouts.length = 0;
  for (const { file, round, name } of kept) {
    if (!checkouts.some((checkout) => checkout.name === name)) checkouts.push({ name, api: '', flows: undefined });
    const measured = parse(readFileSync(join(readFrom, file), 'utf8'));
    results.set(name, [...(results.get(name) ?? []), measured]);
    sayRound(round, name, measured, 'as printed in the file');
  }
  checkouts.sort((a, b) => Number(b.name === 'now') - Number(a.name === 'now'));
} else {
  say(
    `bench:e2e beside earlier code on ${process.version}: ${rounds} alternating rounds; nproc ${cpus().length}; load ${load()}`,
  );
  say(`every round's whole output: ${logDir}`);
  for (const checkout of checkouts) {
    say(`${checkout.name}: the server of the code at ${checkout.api}`);
    results.set(checkout.name, []);
  }
  for (let round = 1; round <= rounds; round += 1) {
    const order = round % 2 ? checkouts : [...checkouts].reverse();
    for (const checkout of order) {
      const loadBefore = load();
      const measured = await runOnce(checkout, join(logDir, `round-${round}-${checkout.name}.txt`));
      results.get(checkout.name)?.push(measured);
      sayRound(round, checkout.name, measured, `${loadBefore} -> ${load()}`);
    }
  }
}
say(`\nmedians of the rounds (load ${load()}):`);
const keys = [
  ...new Set([...results.values()].flatMap((list) => list.flatMap((round) => [...round.perSecond.keys()]))),
];
const medianOf = (name: string, key: string, figure: Figure) =>
  median((results.get(name) ?? []).map((round) => figure(round, key)).filter(Number.isFinite));
for (const key of keys) {
  say(`  ${key}:`);
  for (const checkout of checkouts) {
    const share = medianOf(
      checkout.name,
      key,
      (round, key) => (round.perSecond.get(key) ?? Number.NaN) / round.ceiling,
    );
    const cells = Object.entries(figures).map(
      ([name, figure]) => `${name} ${fixed(medianOf(checkout.name, key, figure), 2)}`,
    );
    say(`     ${checkout.name}: ${cells.join(', ')}; ${fixed(100 * share, 1)} % of its round's echo ceiling`);
  }
  const now = checkouts[0]?.name ?? 'now';
  for (const checkout of checkouts.slice(1)) {
    const ratios = Object.entries(figures)
      .filter(([name]) => name !== 'API idle ms/s' && name !== 'checks/run')
      .map(
        ([name, figure]) => `${name} ${fixed(medianOf(now, key, figure) / medianOf(checkout.name, key, figure), 3)}`,
      );
    say(`     ${now} / ${checkout.name}: ${ratios.join(', ')}`);
  }
}
// Issue 40: the AI step's overhead, API CPU per run with ai.chat less the same step as an echo.
for (const database of ['PGlite', 'PostgreSQL']) {
  const list = (results.get('now') ?? []).filter((round) => round.perSecond.has(`${database} ai`));
  if (list.length === 0) continue;
  const overhead = (figure: Figure) =>
    list.map((round) => figure(round, `${database} ai`) - figure(round, `${database} ai-echo`));
  const gross = overhead(figures['API ms/run'] as Figure);
  const net = overhead(figures['API net ms/run'] as Figure);
  say(
    `  now, ${database}: AI step overhead, API CPU per run ${gross.map((value) => fixed(value, 2)).join(', ')} ms (median ${fixed(median(gross), 2)}; net of idle ${net.map((value) => fixed(value, 2)).join(', ')}, median ${fixed(median(net), 2)}; target < 2 ms)`,
  );
}
// Issue 45: a user's own copy beside the seeded task, per checkout and database, round by round.
for (const checkout of checkouts) {
  for (const database of ['PGlite', 'PostgreSQL']) {
    const seeded = `${database} summarise`;
    const built = `${database} summarise-built`;
    const list = (results.get(checkout.name) ?? []).filter((round) => round.perSecond.has(built));
    if (list.length === 0) continue;
    const ratio = (figure: Figure) => list.map((round) => figure(round, built) / figure(round, seeded));
    const perSecond = ratio(figures['runs/s'] as Figure);
    const cpu = ratio(figures['API ms/run'] as Figure);
    say(
      `  ${checkout.name}, ${database}: user-built / seeded, runs/s ${perSecond.map((value) => fixed(value, 3)).join(', ')} (median ${fixed(median(perSecond), 3)}); API CPU per run ${cpu.map((value) => fixed(value, 3)).join(', ')} (median ${fixed(median(cpu), 3)})`,
    );
  }
}
