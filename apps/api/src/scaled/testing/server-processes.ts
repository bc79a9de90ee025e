import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundledEntry } from '../../testing/bundled-entry.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** An API or worker process of the scaled mode, as an operator starts it (src/main.ts, src/worker-main.ts). */
export interface ServerProcess {
  /** What it is ("api-1", "worker-2"), for the report. */
  name: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /**
   * Resolves with the first match of `pattern` in its output; rejects when it exits, or after
   * `timeoutMs` (3 minutes: a process starting on a machine as busy as a shared CI runner, load 30
   * on 2 cores, took over a minute to print its first line).
   */
  printed(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Signals it on purpose: its exit is then not counted as one "on its own". */
  stop(signal: NodeJS.Signals): void;
  /** Resolves with its exit code (null after a signal) once it has exited. */
  exited(): Promise<number | null>;
  /** True when it exited without being asked to (a crash: what issue 42 forbids). */
  readonly exitedOnItsOwn: boolean;
}

/**
 * Starts `entry` from the run's bundle (testing/bundle-for-tests.ts) with Node itself, not a wrapper
 * command: a signal then reaches the server itself, not a wrapper that would leave it running.
 */
export function startServerProcess(
  name: string,
  entry: 'main' | 'worker-main',
  env: Record<string, string>,
): ServerProcess {
  const child = spawn(process.execPath, bundledEntry(entry), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let asked = false;
  let onItsOwn = false;
  const listeners = new Set<() => void>();
  const hear = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of [...listeners]) listener();
  };
  child.stdout?.on('data', hear);
  child.stderr?.on('data', hear);
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      if (!asked) onItsOwn = true;
      for (const listener of [...listeners]) listener();
      resolve(code);
    });
  });
  return {
    name,
    child,
    output: () => output,
    printed: (pattern, timeoutMs = 180_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = pattern.exec(output);
          if (found) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(found);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            listeners.delete(check);
            clearTimeout(timer);
            reject(new Error(`${name} exited before printing ${pattern}:\n${output.slice(-4000)}`));
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`${name}: no ${pattern} within ${timeoutMs} ms:\n${output.slice(-4000)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    stop(signal) {
      asked = true;
      child.kill(signal);
    },
    exited: () => exit,
    get exitedOnItsOwn() {
      return onItsOwn;
    },
  };
}
