import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../../../api/', import.meta.url));

/** The API's local stand-in for an OpenAI-compatible chat provider (`ai:stand-in`), as the harness started it. */
export interface RunningAiStandIn {
  /** The `AI_*` settings it printed for the API. */
  apiEnv: Record<string, string>;
  /** Stops it. */
  stop: () => Promise<void>;
}

// A bound against a hang (at load 50, two suites' servers starting together outlasted 120 s).
const startLimitMs = 300_000;

/** Starts the stand-in on a free loopback port and reads the `AI_*` lines it prints. */
export function startAiStandIn(logFile: string): Promise<RunningAiStandIn> {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ai-stand-in.ts'], {
    cwd: apiDir,
    env: { ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const env: Record<string, string> = {};
    let buffered = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the AI stand-in did not start within ${startLimitMs / 1000} s`));
    }, startLimitMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the AI stand-in exited with ${code} before it was ready`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString('utf8');
      for (const line of buffered.split('\n').slice(0, -1)) {
        const match = /^(AI_[A-Z_]+)=(.+)$/.exec(line.trim());
        if (match?.[1] && match[2]) env[match[1]] = match[2];
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
      // The model's name is the last line it prints.
      if (env.AI_MODEL) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ apiEnv: env, stop });
      }
    });
  });
}
