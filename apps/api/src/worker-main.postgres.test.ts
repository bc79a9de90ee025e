import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testDatabase } from './testing/test-server.ts';

// `pnpm --filter @taskwell/api worker` as a process beside a PostgreSQL server (PostgreSQL run only).
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
  it('given DATABASE_URL should take runs, and stop cleanly on SIGTERM', async () => {
    const database = await testDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-worker-'));
    try {
      const url = database.options.kind === 'postgres' ? database.options.url : '';
      const { code, output } = await runWorker({ DATABASE_URL: url, DATA_DIR: dataDir }, /task worker started/);
      expect(output).toContain('Taskwell task worker started');
      expect(code, output).toBe(0);
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
