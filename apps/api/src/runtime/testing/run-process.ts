import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundledEntry } from '../../testing/bundled-entry.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A run process (worker-process.ts) a test can wait on and kill. */
export interface RunProcess {
  child: ChildProcess;
  /**
   * Resolves when the process printed this line (bounded by `timeoutMs`); with `from`, a line
   * printed after the first `from` lines (a test sharing the process with others passes
   * `linesPrinted()` as it begins).
   */
  printed(line: string, timeoutMs?: number, from?: number): Promise<void>;
  /** How many whole lines it printed so far. */
  linesPrinted(): number;
  /** The lines it printed so far. */
  lines(): string[];
}

/**
 * Starts worker-process.ts as a child, from the run's bundle (testing/bundle-for-tests.ts): Node
 * itself, not a wrapper command, so that a SIGKILL reaches the process that runs the steps.
 */
export function startRunProcess(env: Record<string, string>): RunProcess {
  const child = spawn(process.execPath, bundledEntry('worker-process'), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const waiters: (() => void)[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) waiter();
  });
  return {
    child,
    lines: () => output.split('\n'),
    linesPrinted: () => output.split('\n').length - 1,
    // A bound against a hang, not a speed: a process starting beside a busy suite on 2 cores takes
    // a minute and more to print its first line.
    printed(line, timeoutMs = 180_000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (output.split('\n').slice(from).includes(line)) {
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => reject(new Error(`no "${line}" within ${timeoutMs} ms:\n${output}`)), timeoutMs);
        waiters.push(check);
        check();
      });
    },
  };
}

/** Resolves once the process has exited. */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}
