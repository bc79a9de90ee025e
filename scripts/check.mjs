// `pnpm check`: every lint, type check and test of the repository, then the e2e suites, in two lanes
// that start together (decision 158).
//
// - The API's lane: both its test runs (PGlite, PostgreSQL), from the first second. They are the
//   longest tasks of the check; in one turbo run with the others they got a slot only after some 35
//   shorter tasks (turbo hands its slots out in graph order).
// - The other lane: every package's type check (the API's too) in one `tsc -b` process over the
//   root tsconfig.json (decision 192: each package is checked once, its dependants read its
//   declarations, and the libraries' declarations are read once for all), every package's lint in
//   one `biome check` over the root biome.json (decision 206: each package's biome.json is a nested
//   configuration of it, so the files and rules are those of `pnpm --filter <pkg> lint`), beside
//   every other package's tests, the studio's build and its first-load JavaScript against the
//   budgets (decision 168); then the two e2e suites side by side (each starts its own servers on
//   free ports).
//
// Each lane runs to its end even when the other failed, and each turbo run goes on past a failed
// task (`--continue`), so one run shows every failure; the e2e suites start only when every other
// package's tasks passed. The check fails when either lane did. Turbo writes a summary of each run (`--summarize`, .turbo/runs/),
// from which `.ci/run` prints each task's start and duration.
import { spawn } from 'node:child_process';

const api = '@taskwell/api';

/** Runs a command and resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      process.stderr.write(`${command} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `turbo run <args>` and resolves with its exit code. */
const turbo = (args) => run('turbo', ['run', ...args, '--summarize']);

/** Runs a command turbo does not, and prints how long it took (turbo's summaries do not see it). */
async function timed(name, command, args) {
  const started = Date.now();
  const code = await run(command, args);
  process.stdout.write(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s, exit code ${code}\n`);
  return code;
}

const apiLane = turbo(['test', 'test:postgres', `--filter=${api}`, '--continue']);
// The type checks, the lint and five tasks at a time beside the API's two: about as many processes at once as one
// turbo run's ten slots gave before, so that no task's wall-clock bound (the dependency cruise's
// 180 s) meets more load.
const otherLane = (async () => {
  const firsts = await Promise.all([
    timed('type checks (tsc -b, every package)', 'tsc', ['-b']),
    timed('lint (biome check, every package)', 'biome', ['check', '.']),
    turbo([
      'test',
      '@taskwell/studio#build',
      '@taskwell/studio#measure-js',
      `--filter=!${api}`,
      '--concurrency=5',
      '--continue',
    ]),
  ]);
  const first = firsts.find((code) => code !== 0);
  if (first !== undefined) return first;
  return turbo(['test:e2e', '--concurrency=2']);
})();

const codes = await Promise.all([apiLane, otherLane]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
