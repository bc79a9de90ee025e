import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `pnpm --filter @taskwell/api worker` as a process.
const entry = fileURLToPath(new URL('./worker-main.ts', import.meta.url));

/** Runs the worker until it prints `until` (then sends SIGTERM) or exits; bounded by 60 s. */
function runWorker(env: Record<string, string>, until?: RegExp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the worker neither printed ${until} nor exited:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the worker command', () => {
  it('given no DATABASE_URL should refuse to start, saying why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-worker-'));
    try {
      const { DATABASE_URL: _ignored, ...env } = process.env;
      const { code, output } = await runWorker({
        ...(env as Record<string, string>),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(code).toBe(2);
      expect(output).toContain('The worker needs DATABASE_URL');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
