import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** A server process a suite's global setup started, with where it listens and how to stop it. */
export interface StartedServer {
  /** Its base URL on the loopback interface. */
  url: string;
  /** Its process id. */
  pid: number;
  /** The file its stdout and stderr go to. */
  logFile: string;
  /** Stops it (SIGTERM, then SIGKILL after 10 s). */
  stop: () => Promise<void>;
}

/**
 * How long a server may take to answer at start on a busy 2-core machine: a bound against a hang
 * (at load 50, two suites' APIs starting together outlasted 120 s).
 */
export const startLimitMs = 300_000;

/** Runs a command to its end, its output into `logFile`; rejects on a non-zero exit or after `limitMs`. */
export function runToEnd(
  command: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; limitMs: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const [program, ...args] = command;
    const log = createWriteStream(options.logFile, { flags: 'a' });
    const child = spawn(program as string, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const timer = setTimeout(() => child.kill('SIGKILL'), options.limitMs);
    child.on('error', reject);
    // 'close': its output is all in the log by then.
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      // The harness's folder (and the log with it) is removed when the setup fails: the error
      // carries the log's last lines, so that a failed build says why in CI's output.
      log.end(() =>
        readFile(options.logFile, 'utf8')
          .catch(() => '')
          .then((text) =>
            reject(
              new Error(
                `${command.join(' ')} ended with ${code ?? signal}; see ${options.logFile}, which ends:\n${lastLines(text, 40)}`,
              ),
            ),
          ),
      );
    });
  });
}

/** The last `count` lines of a text (a log's end, for an error message). */
export function lastLines(text: string, count: number): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

async function waitUntilAnswering(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + startLimitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${startLimitMs / 1000} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * Starts a server process, its output into `logFile`, and waits (up to 120 s) until `readyUrl`
 * answers below 500. A process that ends before is an error.
 */
export async function startServer(options: {
  /** What the server is called in errors. */
  name: string;
  /** The program and its arguments. */
  command: readonly string[];
  /** Its working folder. */
  cwd: string;
  /** Variables on top of this process's environment. */
  env: NodeJS.ProcessEnv;
  /** Its base URL. */
  url: string;
  /** An address that answers once it serves. */
  readyUrl: string;
  /** Where its stdout and stderr go. */
  logFile: string;
}): Promise<StartedServer> {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const [program, ...args] = options.command;
  const child = spawn(program as string, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = stopper(child);
  try {
    await waitUntilAnswering(options.readyUrl, child, options.name);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: options.url, pid: child.pid ?? 0, logFile: options.logFile, stop };
}

/** A process that prints its settings as `NAME=value` lines once it listens (the API's stand-ins). */
export interface PrintingProcess {
  /** The settings it printed, by name. */
  printed: Record<string, string>;
  /** Stops it (SIGTERM, then SIGKILL after 10 s). */
  stop: () => Promise<void>;
}

/**
 * Starts a process, its stderr and stdout into `logFile`, and reads the `NAME=value` lines of its
 * stdout whose name matches `names` until `ready` holds for what it has printed (up to 120 s).
 * A process that ends before is an error.
 */
export function startPrintingProcess(options: {
  /** What the process is called in errors. */
  name: string;
  /** The program and its arguments. */
  command: readonly string[];
  /** Its working folder. */
  cwd: string;
  /** Variables on top of this process's environment. */
  env?: Record<string, string>;
  /** Which printed names to keep, e.g. `/^AI_[A-Z_]+$/`. */
  names: RegExp;
  /** Whether it has printed all it will. */
  ready: (printed: Record<string, string>) => boolean;
  /** Where its output goes. */
  logFile: string;
}): Promise<PrintingProcess> {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const [program, ...args] = options.command;
  const child = spawn(program as string, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.pipe(log);
  const stop = stopper(child);
  return new Promise((resolve, reject) => {
    const printed: Record<string, string> = {};
    let buffered = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${options.name} did not start within ${startLimitMs / 1000} s`));
    }, startLimitMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${options.name} exited with ${code} before it was ready`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString('utf8');
      for (const line of buffered.split('\n').slice(0, -1)) {
        const match = /^([A-Z][A-Z0-9_]*)=(.+)$/.exec(line.trim());
        if (match?.[1] && match[2] && options.names.test(match[1])) printed[match[1]] = match[2];
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
      if (options.ready(printed)) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ printed, stop });
      }
    });
  });
}
