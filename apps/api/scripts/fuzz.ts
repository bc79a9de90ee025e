// `pnpm --filter @taskwell/api fuzz`: the whole hostile-input probe (decision 182). The test suites
// send a sample of it on each run (every hostile text to every operation, a hostile text to every
// place); this sends everything (TASKWELL_FUZZ=full): every hostile text at every place of a task
// definition to every operation that takes one, every hostile value to every parameter of every
// operation, and 80 generated bad requests per operation, on the embedded database and on a
// throwaway PostgreSQL server (scripts/with-postgres.ts). Prints each probe's requests, operations,
// 5xx and replies outside the contract per database, with nproc and the load; exits 1 on any
// failure. `--database pglite` or `--database postgres` runs one of them.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = ['vitest', 'run', '--configLoader', 'runner'];
/** What each database runs: the PostgreSQL run takes the definition fuzz (decision 143 keeps the rest on one database). */
const runs = [
  {
    key: 'pglite',
    database: 'PGlite',
    command: [...vitest, 'src/creator/definition-fuzz.test.ts', 'src/parameter-fuzz.test.ts', 'src/fuzz.test.ts'],
  },
  {
    key: 'postgres',
    database: 'PostgreSQL',
    command: [
      'tsx',
      'scripts/with-postgres.ts',
      ...vitest,
      '--config',
      'vitest.postgres.config.ts',
      'src/creator/definition-fuzz.test.ts',
    ],
  },
];

const chosen = process.argv.includes('--database')
  ? process.argv[process.argv.indexOf('--database') + 1]?.toLowerCase()
  : undefined;
const selected = runs.filter((run) => chosen === undefined || run.key === chosen);
if (selected.length === 0) {
  process.stderr.write('usage: tsx scripts/fuzz.ts [--database pglite|postgres]\n');
  process.exit(2);
}

/** The probes' closing lines (printed by each test file's last test). */
const figures = /^(definition fuzz \(|parameter fuzz \(|fuzz: )/;

function run(command: string[]): Promise<{ code: number; lines: string[]; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', ...command], {
      cwd: root,
      env: { ...process.env, TASKWELL_FUZZ: 'full' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('exit', (code, signal) =>
      resolve({
        code: code ?? (signal ? 1 : 0),
        lines: output.split('\n').filter((line) => figures.test(line)),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const summary: string[] = [`fuzz: nproc ${availableParallelism()}, load ${load()} at the start`];
let failed = false;
for (const { database, command } of selected) {
  const result = await run(command);
  failed ||= result.code !== 0;
  summary.push(
    `${database}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${result.seconds.toFixed(0)} s, load ${load()}`,
    ...result.lines.map((line) => `  ${line}`),
  );
}
process.stdout.write(`\n${summary.join('\n')}\n`);
process.exit(failed ? 1 : 0);
