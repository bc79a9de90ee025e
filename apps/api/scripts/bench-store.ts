// `pnpm --filter @taskwell/api bench:store-sales` and `bench:store-search` (decision 187): what a
// sale of the AI Store (buying a run of a listing, and the run's settling with its ledger entries)
// and a search of it cost, per unit, on PGlite and on a throwaway PostgreSQL (the scripts run
// this through scripts/with-postgres.ts): the API process's CPU, the PostgreSQL server's CPU and
// statements per unit, each phase's latency, beside anchors of the same process (a bare
// `SELECT 1`, the liveness route) and its CPU with nothing going; nproc and the load average
// with every round. BENCH_BASE names checkouts of earlier commits with their dependencies
// installed (name=folder, comma-separated; e.g. before=/tmp/base-storebench for 34b360c, the last
// commit before the payouts): their rounds alternate with this code's in one sitting, the
// measuring scripts copied into them so that the measured thing is the same. BENCH_ROUNDS rounds
// each (default 3); BENCH_ONLY=pglite or postgres. Each round runs in a process of its own
// (scripts/bench-store-child.ts). On a busy machine compare CPU per unit, not wall time.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeRound, type Round, summarise } from './bench-store-report.ts';

const area = process.argv[2] as 'sales' | 'search';
if (area !== 'sales' && area !== 'search') {
  process.stderr.write('usage: tsx scripts/bench-store.ts sales|search\n');
  process.exit(2);
}
const here = fileURLToPath(new URL('.', import.meta.url));
const measuring = [
  'bench-store-child.ts',
  'bench-store-measure.ts',
  'bench-store-sales-round.ts',
  'bench-store-search-round.ts',
  'bench-run-cost-probe.ts',
  'bench-e2e-cpu.ts',
];
const versions = (process.env.BENCH_BASE ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [name, folder] = pair.split('=') as [string, string];
    return { name, api: join(folder, 'apps/api') };
  })
  .filter((base) => {
    if (existsSync(join(base.api, 'node_modules'))) return true;
    say(`${base.name}: ${base.api} has no installed dependencies; left out`);
    return false;
  });
for (const base of versions) {
  for (const file of measuring) copyFileSync(join(here, file), join(base.api, 'scripts', file));
}
versions.push({ name: 'now', api: join(here, '..') });
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const kinds = (process.env.BENCH_ONLY ?? 'pglite,postgres').split(',');

function say(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
}

function child(apiDir: string, kind: string): Promise<Round> {
  const env = { ...process.env };
  if (kind === 'pglite') delete env.TEST_DATABASE_URL;
  return new Promise((resolve, reject) => {
    const started = spawn('pnpm', ['exec', 'tsx', 'scripts/bench-store-child.ts', area, kind], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    let out = '';
    started.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    started.on('exit', (code) => {
      const line = out
        .split('\n')
        .reverse()
        .find((candidate) => candidate.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`${apiDir} ${area} ${kind}: exit ${code}\n${out}`));
      else resolve(JSON.parse(line) as Round);
    });
  });
}

say(
  `bench:store-${area}: ${versions.map(({ name, api }) => `${name} = ${api}`).join(', ')}; ${rounds} rounds each, alternating; node ${process.version}; nproc ${availableParallelism()}; load ${load()}`,
);
for (const kind of kinds) {
  if (kind === 'postgres' && !process.env.TEST_DATABASE_URL) {
    say('PostgreSQL: skipped (run through scripts/with-postgres.ts)');
    continue;
  }
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const measured = new Map<string, Round[]>(versions.map(({ name }) => [name, []]));
  for (let round = 1; round <= rounds; round++) {
    // The versions' order turns each round: none gets the quieter end of a round by rule.
    const order = round % 2 === 1 ? versions : [...versions].reverse();
    for (const { name, api } of order) {
      const loadBefore = load();
      const result = await child(api, kind);
      result.load = `${loadBefore} -> ${load()}`;
      measured.get(name)?.push(result);
      say(describeRound(`round ${round} ${label} ${name}`, result));
    }
  }
  say();
  for (const line of summarise(label, measured)) say(line);
  say();
}
say(`load ${load()}`);
