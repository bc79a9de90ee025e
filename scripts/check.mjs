// `pnpm check`: every lint, type check and test of the repository, then the e2e suites, in two lanes
// that start together (decision 158).
//
// - The API's lane: its lint, type check and both test runs (PGlite, PostgreSQL), from the first
//   second. They are the longest tasks of the check; in one turbo run with the others they got a
//   slot only after some 35 shorter tasks (turbo hands its slots out in graph order).
// - The other lane: every other package's lint, type check and tests, the studio's build and its
//   first-load JavaScript against the budgets (decision 168), then the two e2e suites side by side
//   (each starts its own servers on free ports).
//
// Each lane runs to its end even when the other failed, and each turbo run goes on past a failed
// task (`--continue`), so one run shows every failure; the e2e suites start only when every other
// package's tasks passed. The check fails when either lane did. Turbo writes a summary of each run (`--summarize`, .turbo/runs/),
// from which `.ci/run` prints each task's start and duration.
import { spawn } from 'node:child_process';

const api = '@taskwell/api';

/** Runs `turbo run <args>` and resolves with its exit code. */
function turbo(args) {
  return new Promise((resolve) => {
    const child = spawn('turbo', ['run', ...args, '--summarize'], { stdio: 'inherit' });
    child.on('error', (error) => {
      process.stderr.write(`turbo could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const apiLane = turbo(['lint', 'typecheck', 'test', 'test:postgres', `--filter=${api}`, '--continue']);
// Six tasks at a time beside the API's four: as many processes at once as one turbo run's ten slots
// gave before, so that no task's wall-clock bound (the dependency cruise's 180 s) meets more load.
const otherLane = (async () => {
  const first = await turbo([
    'lint',
    'typecheck',
    'test',
    '@taskwell/studio#build',
    '@taskwell/studio#measure-js',
    `--filter=!${api}`,
    '--concurrency=6',
    '--continue',
  ]);
  if (first !== 0) return first;
  return turbo(['test:e2e', '--concurrency=2']);
})();

const codes = await Promise.all([apiLane, otherLane]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
