// The processes of scripts/bench-workers.ts: the shipped entry points, each in a process of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const apiFolder = fileURLToPath(new URL('..', import.meta.url));

/** A process the benchmark started. */
export interface Process {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * Starts `entry` under Node with tsx's loader, in apps/api, with `env` over this process's. The API
 * (`src/main.ts`) is ready once it printed its plain start-up lines (the ones that are not JSON log
 * lines, written after it listens): with `waitForLine`, this resolves then, else at once. Log lines
 * (warnings and errors) go to this process's stderr.
 */
export async function startProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  waitForLine = name === 'api',
): Promise<Process> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: apiFolder,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  let ready: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  lines.on('line', (line) => {
    if (line.startsWith('{')) process.stderr.write(`[${name}] ${line}\n`);
    else ready();
  });
  if (waitForLine) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      started,
      exited.then((code) => Promise.reject(new Error(`${name} exited (${code}) before it was ready`))),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${name} was not ready within 120 s`)), 120_000);
      }),
    ]).finally(() => clearTimeout(timer));
  }
  return { name, child, exited };
}

/** Sends SIGTERM and waits for the exit (SIGKILL after 60 s): the exit code, and how long it took. */
export async function stopProcess(process: Process): Promise<{ code: number | null | 'killed'; ms: number }> {
  const began = performance.now();
  if (process.child.exitCode !== null) return { code: process.child.exitCode, ms: 0 };
  process.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    process.exited,
    new Promise<'killed'>((resolve) => {
      timer = setTimeout(() => {
        process.child.kill('SIGKILL');
        resolve('killed');
      }, 60_000);
    }),
  ]).finally(() => clearTimeout(timer));
  return { code, ms: Math.round(performance.now() - began) };
}
