import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A secret shorter than this is refused: 32 characters of base64url carry 192 bits. */
export const minimumSecretLength = 32;

/** Where the studio keeps what it generates for itself (`STUDIO_DATA_DIR`, default `./data`). */
export function studioDataDir(env: Partial<NodeJS.ProcessEnv> = process.env): string {
  return resolve(env.STUDIO_DATA_DIR ?? 'data');
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The cookie session's secrets, newest first: the first one signs, every one verifies, so a
 * secret is rotated by putting the new one in front and dropping the old one a session's
 * lifetime later. From `SESSION_SECRET` (comma-separated); without it, one is generated once
 * into the data folder (the embedded default of `pnpm start`). A studio served on a public
 * address in production must be given its secrets: every process behind it needs the same.
 */
export function loadSessionSecrets(env: Partial<NodeJS.ProcessEnv> = process.env): string[] {
  const configured = (env.SESSION_SECRET ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (configured.length > 0) {
    const short = configured.findIndex((secret) => secret.length < minimumSecretLength);
    if (short !== -1) {
      throw new Error(`SESSION_SECRET: secret ${short + 1} is shorter than ${minimumSecretLength} characters`);
    }
    return configured;
  }
  const publicHost = env.STUDIO_URL ? !loopbackHosts.has(new URL(env.STUDIO_URL).hostname) : false;
  if (env.NODE_ENV === 'production' && publicHost) {
    throw new Error('SESSION_SECRET is required in production on a public STUDIO_URL');
  }
  return [readOrCreateSecret(studioDataDir(env))];
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= minimumSecretLength) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process wrote it first; that process's secret is then the one.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}
