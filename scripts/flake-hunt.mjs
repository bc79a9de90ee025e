// `node scripts/flake-hunt.mjs`: the flake hunt (issue 39). Runs test suites in a shuffled order, each
// from a seed, while a CPU burner keeps both cores busy, and prints for every run its seed, the command,
// the passed and failed counts, the failing tests' names, the wall time, `nproc` and the load average.
//
//   node scripts/flake-hunt.mjs --lane api-pglite:3917,api-postgres:8675309 --lane others:11,others:12
//
// - A lane is a list of `suite:seed` runs, one after the other; the lanes run side by side (as
//   `pnpm check` runs the API's suites beside the others'), all under one burner.
// - Suites: `api-pglite` (apps/api's embedded run), `api-postgres` (its PostgreSQL run, through
//   scripts/with-postgres.ts), `others` (every other package's vitest suite, one package after the
//   other, each with the same seed).
// - `--until HH:MM` (UTC) starts no run after that time; `--no-burner` runs without the burner;
//   anything after `--` goes to vitest (a failing run's file list, to run it again alone with its seed).
//
// Each run's output is kept in /tmp/flake-<suite>-<seed>.log; the script exits 1 when any run failed.
// The burner's processes and the suites' processes are stopped on SIGINT and SIGTERM and at the end.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const others = [
  'openapi',
  'packages/domain',
  'packages/task-engine',
  'packages/api-sdk',
  'packages/mocks',
  'packages/ui',
  'apps/marketing',
  'apps/studio',
  'tooling/dependency-rules',
  'tooling/start-settings',
  'tooling/vitest',
];

/** Where a suite runs and the command that runs it (its vitest arguments come after). */
const suites = {
  'api-pglite': [{ folder: 'apps/api', command: ['pnpm', 'exec', 'vitest', 'run', '--configLoader', 'runner'] }],
  'api-postgres': [
    {
      folder: 'apps/api',
      command: [
        'pnpm',
        'exec',
        'tsx',
        'scripts/with-postgres.ts',
        'vitest',
        'run',
        '--configLoader',
        'runner',
        '--config',
        'vitest.postgres.config.ts',
      ],
    },
  ],
  others: others.map((folder) => ({ folder, command: ['pnpm', 'exec', 'vitest', 'run', '--configLoader', 'runner'] })),
};

function parseArguments(argv) {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const extra = split === -1 ? [] : argv.slice(split + 1);
  const lanes = [];
  let burner = true;
  let until = Number.POSITIVE_INFINITY;
  for (let index = 0; index < own.length; index += 1) {
    if (own[index] === '--no-burner') burner = false;
    else if (own[index] === '--until' && /^\d\d:\d\d$/.test(own[index + 1] ?? '')) {
      index += 1;
      until = Date.parse(`${new Date().toISOString().slice(0, 10)}T${own[index]}:00Z`);
    } else if (own[index] === '--lane' && own[index + 1]) {
      index += 1;
      lanes.push(
        own[index].split(',').map((run) => {
          const [suite, seed] = run.split(':');
          if (!(suite in suites) || !/^\d+$/.test(seed ?? '')) {
            throw new Error(`"${run}" is not suite:seed (suites: ${Object.keys(suites).join(', ')})`);
          }
          return { suite, seed: Number(seed) };
        }),
      );
    } else throw new Error(`unknown argument "${own[index]}"`);
  }
  if (lanes.length === 0) throw new Error('name at least one --lane suite:seed[,suite:seed…]');
  return { lanes, burner, until, extra };
}

const { lanes, burner, until, extra } = parseArguments(process.argv.slice(2));
const running = new Set();
const burning = new Set();

/** Two busy processes (one a core), stopped with the script. */
function startBurner() {
  const count = availableParallelism();
  return Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    burning.add(child);
    return child;
  });
}

function stopAll(signal) {
  for (const child of burning) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const child of running) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      // A suite runs in a process group of its own: the group gets the signal (vitest's workers, the
      // PostgreSQL cluster's wrapper, which stops its cluster).
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    process.stdout.write(`\n${signal}: stopping the burner and the suites\n`);
    stopAll('SIGTERM');
    process.exit(1);
  });
}
process.on('exit', () => stopAll('SIGTERM'));

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs one package's suite; resolves with its exit code. Output goes to the run's log. */
function runPart(part, seed, log, report) {
  const args = [
    ...part.command.slice(1),
    '--sequence.shuffle',
    `--sequence.seed=${seed}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ];
  const shown = `(cd ${part.folder} && ${part.command[0]} ${args.join(' ')})`;
  log.write(`\n$ ${shown}\n`);
  return new Promise((resolve) => {
    const child = spawn(part.command[0], args, {
      cwd: join(root, part.folder),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    running.add(child);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => {
      log.write(`could not start: ${error.message}\n`);
      resolve({ code: 1, shown });
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), shown });
    });
  });
}

/** The counts and the failing tests' names of a vitest JSON report (a file that failed to load counts). */
function readReport(path, folder) {
  if (!existsSync(path)) return { passed: 0, failed: 0, failing: [`${folder}: no report (the run did not end)`] };
  const report = JSON.parse(readFileSync(path, 'utf8'));
  rmSync(path);
  const failing = [];
  for (const file of report.testResults) {
    const name = file.name.slice(root.length + 1);
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failing.push(`${name} > ${test.fullName}`);
    }
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
      failing.push(`${name}: ${(file.message || 'failed outside its tests').split('\n')[0]}`);
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failing };
}

async function runSuite({ suite, seed }) {
  const logPath = `/tmp/flake-${suite}-${seed}.log`;
  const log = createWriteStream(logPath);
  const loadBefore = load();
  const started = performance.now();
  const totals = { passed: 0, failed: 0, failing: [], commands: [], codes: [] };
  for (const part of suites[suite]) {
    const report = `/tmp/flake-${suite}-${seed}-${part.folder.replaceAll('/', '-')}.json`;
    rmSync(report, { force: true });
    const { code, shown } = await runPart(part, seed, log, report);
    const counts = readReport(report, part.folder);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.failing.push(...counts.failing);
    totals.commands.push(shown);
    if (code !== 0 && counts.failing.length === 0) totals.failing.push(`${part.folder}: exit ${code} (see the log)`);
    totals.codes.push(code);
  }
  await new Promise((resolve) => log.end(resolve));
  const seconds = Math.round((performance.now() - started) / 1000);
  const ok = totals.failing.length === 0;
  const lines = [
    `== ${suite} seed ${seed}: ${ok ? 'PASS' : 'FAIL'}  passed ${totals.passed}, failed ${totals.failed}, ${seconds} s, burner ${burner ? 'yes' : 'no'}`,
    `   load before ${loadBefore}, after ${load()}; log ${logPath}`,
    ...totals.commands.map((command) => `   $ ${command}`),
    ...totals.failing.map((name) => `   FAILED ${name}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return { suite, seed, ok, seconds, ...totals };
}

process.stdout.write(
  `flake hunt: nproc ${availableParallelism()}, load ${load()}, burner ${burner ? `yes (${availableParallelism()} busy processes)` : 'no'}, ${new Date().toISOString()}\n`,
);
if (burner) startBurner();
let results;
try {
  results = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const run of lane) {
        if (Date.now() > until) {
          process.stdout.write(`-- ${run.suite} seed ${run.seed}: not started (past --until)\n`);
          continue;
        }
        done.push(await runSuite(run));
      }
      return done;
    }),
  );
} finally {
  stopAll('SIGTERM');
}
const all = results.flat();
const failed = all.filter((result) => !result.ok);
process.stdout.write(
  `\nflake hunt done ${new Date().toISOString()}: ${all.length} runs, ${failed.length} failed; load ${load()}\n`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
