import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The keys derived from the one server secret, each for one purpose only. */
export interface SigningKeys {
  /** HS256 key of session tokens. */
  session: Uint8Array;
  /** HS256 key of asset URL tokens (another key, so neither token can pass for the other). */
  asset: Uint8Array;
  /** HMAC key of stored PIN hashes (a database leak alone does not reveal live PINs). */
  pin: Uint8Array;
}

/** The shortest secret accepted, in bytes (HS256 wants at least its hash size). */
export const minimumSecretBytes = 32;

function derive(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), `taskwell ${purpose}`, 32));
}

/** Decodes a secret given as base64url (or base64) and checks its length. */
export function decodeSecret(value: string, source: string): Uint8Array {
  const bytes = Buffer.from(value.trim(), 'base64url');
  if (bytes.length < minimumSecretBytes) {
    throw new Error(`${source} must hold at least ${minimumSecretBytes} random bytes, base64url-encoded`);
  }
  return new Uint8Array(bytes);
}

/**
 * The server secret: from the environment when given, else generated once and kept in the data
 * folder (mode 0600), so that sessions outlive a restart of the embedded default.
 */
export function loadSecret(options: { secret?: string; keyFile: string }): Uint8Array {
  if (options.secret) return decodeSecret(options.secret, 'SESSION_SIGNING_KEY');
  try {
    return decodeSecret(readFileSync(options.keyFile, 'utf8'), options.keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(options.keyFile), { recursive: true });
  const generated = randomBytes(minimumSecretBytes).toString('base64url');
  try {
    // 'wx': when two processes start together, one writes and the other reads what it wrote.
    writeFileSync(options.keyFile, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeSecret(readFileSync(options.keyFile, 'utf8'), options.keyFile);
}

/** Derives the purpose keys from the server secret. */
export function deriveSigningKeys(secret: Uint8Array): SigningKeys {
  return { session: derive(secret, 'session'), asset: derive(secret, 'asset'), pin: derive(secret, 'pin') };
}
