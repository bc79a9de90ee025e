import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWorkerCommand } from './testing/run-worker-command.ts';

// `pnpm --filter @taskwell/api worker` as a process.
describe('the worker command', () => {
  it('given no DATABASE_URL should refuse to start, saying why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-worker-'));
    try {
      const { code, output } = await runWorkerCommand({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(code).toBe(2);
      expect(output).toContain('The worker needs DATABASE_URL');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('given DATABASE_URL without AI_SECRETS_KEY should refuse to start, naming it, before any connection', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-worker-'));
    try {
      const { code, output } = await runWorkerCommand({
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://taskwell@127.0.0.1:1/none',
        AI_SECRETS_KEY: '',
      });
      expect(code).toBe(2);
      expect(output).toContain('The worker needs AI_SECRETS_KEY');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
