import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWorkerCommand } from './testing/run-worker-command.ts';
import { scaledSecrets } from './testing/scaled-secrets.ts';
import { testDatabase } from './testing/test-server.ts';

// `pnpm --filter @taskwell/api worker` as a process beside a PostgreSQL server (PostgreSQL run only).
describe('the worker command', () => {
  it('given DATABASE_URL should take runs, and stop cleanly on SIGTERM', async () => {
    const database = await testDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-worker-'));
    try {
      const url = database.options.kind === 'postgres' ? database.options.url : '';
      const { code, output } = await runWorkerCommand(
        { DATABASE_URL: url, DATA_DIR: dataDir, AI_SECRETS_KEY: scaledSecrets().AI_SECRETS_KEY },
        /task worker started/,
      );
      expect(output).toContain('Taskwell task worker started');
      expect(code, output).toBe(0);
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
