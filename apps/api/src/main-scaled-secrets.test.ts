import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWorkerCommand } from './testing/run-worker-command.ts';
import { scaledSecrets } from './testing/scaled-secrets.ts';

// Issue 27: in the scaled mode nothing may rely on a local disk, so the API refuses to start
// rather than generate its keys into DATA_DIR.
const key = 'a'.repeat(43);

describe('the API command with DATABASE_URL', () => {
  it.each([
    { given: {}, want: 'SESSION_SIGNING_KEY and SOCIAL_TOKEN_KEY and AI_SECRETS_KEY' },
    { given: { SESSION_SIGNING_KEY: key, AI_SECRETS_KEY: key }, want: 'needs SOCIAL_TOKEN_KEY:' },
    { given: { SOCIAL_TOKEN_KEY: key, AI_SECRETS_KEY: key }, want: 'needs SESSION_SIGNING_KEY:' },
    { given: { SESSION_SIGNING_KEY: key, SOCIAL_TOKEN_KEY: key }, want: 'needs AI_SECRETS_KEY:' },
  ])(
    'given $given should exit 2 naming $want, writing nothing',
    async ({ given, want }) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-main-secrets-'));
      try {
        const { code, output } = await runWorkerCommand(
          {
            DATA_DIR: dataDir,
            // Never reached: the check comes before any connection.
            DATABASE_URL: 'postgres://taskwell@127.0.0.1:1/none',
            SESSION_SIGNING_KEY: '',
            SOCIAL_TOKEN_KEY: '',
            AI_SECRETS_KEY: '',
            ...given,
          },
          undefined,
          'api',
        );
        expect(code).toBe(2);
        expect(output).toContain(want);
        expect(output.trim().split('\n')).toHaveLength(1);
        expect(await readdir(dataDir)).toEqual([]);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('given both keys should pass the check and go on to the database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-main-secrets-'));
    try {
      const { code, output } = await runWorkerCommand(
        {
          DATA_DIR: dataDir,
          DATABASE_URL: 'postgres://taskwell@127.0.0.1:1/none',
          // No wait for a database that never comes (the start-up wait has its own tests).
          STARTUP_WAIT_SECONDS: '0',
          ...scaledSecrets(),
        },
        undefined,
        'api',
      );
      // Nothing listens on port 1: the start fails there, past the check.
      expect(output).not.toContain('the API needs');
      expect(output).toMatch(/ECONNREFUSED/);
      expect(code).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
