// `pnpm --filter @taskwell/api bench:e2e-beside`: scripts/bench-e2e.ts of this code beside the same
// script in checkouts of earlier commits, in alternating rounds of one sitting, on one PostgreSQL
// (through `scripts/with-postgres.ts --stock`). BENCH_BASE names the checkouts (`name=folder`,
// comma-separated, each with its dependencies installed; default `earlier=/tmp/rc-base`); the
// benchmark's scripts are copied into each where missing. BENCH_ROUNDS rounds (default 3), the
// order of the checkouts turned round each round; BENCH_E2E_FLOWS (default trivial,summarise),
// BENCH_E2E_SECONDS (default 15) and the other BENCH_E2E_* settings go to every round. Prints every
// round's runs/s and echo ceiling, then per flow and database the medians, each checkout beside
// this code (now / earlier), and the trivial flow's share of the echo ceiling, with nproc and load.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const checkouts = [
  { name: 'now', api: join(here, '..') },
  ...(process.env.BENCH_BASE ?? 'earlier=/tmp/rc-base')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [name, folder] = pair.split('=') as [string, string];
      return { name, api: join(folder, 'apps/api') };
    }),
].filter((checkout) => existsSync(join(checkout.api, 'node_modules')));
const say = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** What one round of bench-e2e.ts printed: runs/s by `database flow`, and the echo ceiling. */
interface Round {
  perSecond: Map<string, number>;
  apiCpuMs: Map<string, number>;
  ceiling: number;
}

const flowOf: [RegExp, string][] = [
  [/trivial 3-step flow/, 'trivial'],
  [/user's own published copy/, 'summarise-built'],
  [/summarise-text/, 'summarise'],
];

function parse(out: string): Round {
  const round: Round = { perSecond: new Map(), apiCpuMs: new Map(), ceiling: Number.NaN };
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
    const cpu = /CPU per run: API process ([\d.]+) ms/.exec(line);
    if (cpu && current && current !== 'ceiling') round.apiCpuMs.set(current, Number(cpu[1]));
  }
  return round;
}

function runOnce(api: string): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'tsx', 'scripts/bench-e2e.ts'], {
      cwd: api,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BENCH_E2E_FLOWS: process.env.BENCH_E2E_FLOWS ?? 'trivial,summarise',
        BENCH_E2E_SECONDS: process.env.BENCH_E2E_SECONDS ?? '15',
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => (code === 0 ? resolve(parse(out)) : reject(new Error(`${api}: exit ${code}\n${out}`))));
  });
}

say(
  `bench:e2e beside earlier code on ${process.version}: ${rounds} alternating rounds; nproc ${cpus().length}; load ${load()}`,
);
for (const checkout of checkouts.slice(1)) {
  for (const file of ['bench-e2e.ts', 'bench-e2e-cpu.ts', 'bench-e2e-drive.ts', 'bench-e2e-http.ts']) {
    if (!existsSync(join(checkout.api, 'scripts', file)))
      copyFileSync(join(here, file), join(checkout.api, 'scripts', file));
  }
  say(`${checkout.name}: the code checked out at ${checkout.api}`);
}
const results = new Map<string, Round[]>(checkouts.map((checkout) => [checkout.name, []]));
for (let round = 1; round <= rounds; round += 1) {
  const order = round % 2 ? checkouts : [...checkouts].reverse();
  for (const checkout of order) {
    const measured = await runOnce(checkout.api);
    results.get(checkout.name)?.push(measured);
    const figures = [...measured.perSecond]
      .map(
        ([key, value]) =>
          `${key} ${value.toFixed(1)} runs/s (API ${measured.apiCpuMs.get(key)?.toFixed(2)} ms CPU/run)`,
      )
      .join(', ');
    say(`  round ${round}, ${checkout.name}: echo ${measured.ceiling.toFixed(0)} req/s; ${figures}; load ${load()}`);
  }
}
say(`\nmedians of ${rounds} rounds (load ${load()}):`);
const keys = [
  ...new Set([...results.values()].flatMap((list) => list.flatMap((round) => [...round.perSecond.keys()]))),
];
for (const key of keys) {
  const cells = checkouts.map((checkout) => {
    const list = results.get(checkout.name) ?? [];
    const perSecond = median(list.map((round) => round.perSecond.get(key) ?? Number.NaN));
    const share = median(list.map((round) => (round.perSecond.get(key) ?? Number.NaN) / round.ceiling));
    const cpu = median(list.map((round) => round.apiCpuMs.get(key) ?? Number.NaN));
    return { name: checkout.name, perSecond, share, cpu };
  });
  const now = cells[0];
  say(
    `  ${key}: ${cells
      .map(
        (cell) =>
          `${cell.name} ${cell.perSecond.toFixed(1)} runs/s (${(100 * cell.share).toFixed(1)} % of its round's echo ceiling, API ${cell.cpu.toFixed(2)} ms CPU/run)`,
      )
      .join('; ')}`,
  );
  for (const cell of cells.slice(1)) {
    if (!now) continue;
    const ratio = now.perSecond / cell.perSecond;
    say(
      `     now / ${cell.name}: runs/s ${ratio.toFixed(3)} (${(100 * (ratio - 1)).toFixed(1)} %), API CPU per run ${(now.cpu / cell.cpu).toFixed(3)}`,
    );
  }
}
