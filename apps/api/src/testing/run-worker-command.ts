import { spawn } from 'node:child_process';
import { bundledEntry } from './bundled-entry.ts';

const entries = { worker: 'worker-main', api: 'main' } as const;

/**
 * Runs `pnpm --filter @taskwell/api worker` (its entry, from the run's bundle as `pnpm start` runs dist/) until it
 * prints `until` (then sends SIGTERM) or exits by itself; fails after 120 s.
 */
export function runWorkerCommand(
  env: Record<string, string>,
  until?: RegExp,
  /** Which command: the worker (default) or the API (`pnpm --filter @taskwell/api start`). */
  command: keyof typeof entries = 'worker',
  /** Called once `until` is printed, with the output so far; SIGTERM is sent when it settles. */
  whileRunning?: (output: string) => Promise<void>,
): Promise<{ code: number | null; output: string; failure?: unknown }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, bundledEntry(entries[command]), {
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let reached = false;
    let failure: unknown;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the worker neither printed ${until} nor exited:\n${output}`));
    }, 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (reached || !until?.test(output)) return;
      reached = true;
      const during = whileRunning ? whileRunning(output) : Promise.resolve();
      during
        .catch((error: unknown) => {
          failure = error;
        })
        .finally(() => child.kill('SIGTERM'));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, failure });
    });
  });
}
