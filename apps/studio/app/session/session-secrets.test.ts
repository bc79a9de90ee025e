// @vitest-environment node
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSessionSecrets } from './session-secrets.server.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'taskwell-studio-secrets-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const long = (letter: string) => letter.repeat(32);

describe('loadSessionSecrets', () => {
  it('given SESSION_SECRET with two secrets, should sign with the first and keep both for rotation', () => {
    expect(loadSessionSecrets({ SESSION_SECRET: ` ${long('a')} , ${long('b')} ` })).toEqual([long('a'), long('b')]);
  });

  it('given a secret under 32 characters, should refuse to start', () => {
    expect(() => loadSessionSecrets({ SESSION_SECRET: `${long('a')},short` })).toThrow(/secret 2 is shorter than 32/);
  });

  it('given no SESSION_SECRET, should generate one into the data folder once (mode 0600) and reuse it', async () => {
    const first = loadSessionSecrets({ STUDIO_DATA_DIR: dataDir });
    const again = loadSessionSecrets({ STUDIO_DATA_DIR: dataDir });
    expect(first).toHaveLength(1);
    expect(first[0]?.length).toBeGreaterThanOrEqual(32);
    expect(again).toEqual(first);
    expect((await stat(join(dataDir, 'session-secret'))).mode & 0o777).toBe(0o600);
  });

  it('given production on a public address without SESSION_SECRET, should refuse to start', () => {
    expect(() =>
      loadSessionSecrets({
        NODE_ENV: 'production',
        STUDIO_URL: 'https://studio.taskwell.dev',
        STUDIO_DATA_DIR: dataDir,
      }),
    ).toThrow(/SESSION_SECRET is required/);
  });

  it('given production on a loopback address (pnpm start), should generate one', () => {
    expect(
      loadSessionSecrets({ NODE_ENV: 'production', STUDIO_URL: 'http://127.0.0.1:3001', STUDIO_DATA_DIR: dataDir }),
    ).toHaveLength(1);
  });
});
