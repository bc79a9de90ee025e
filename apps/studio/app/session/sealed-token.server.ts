import { hkdfSync } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

const purpose = 'taskwell-studio: API session token in the cookie session';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function keyOf(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(), purpose, 32));
}

/**
 * Encrypts the API session token for the cookie (JWE, direct AES-256-GCM, a key derived from the
 * newest secret). The cookie is signed by Remix but not encrypted: sealing the token keeps it
 * unreadable to anyone who sees the cookie, so it can never be replayed against the API directly.
 */
export async function sealToken(token: string, secrets: readonly string[]): Promise<string> {
  const [newest] = secrets;
  if (!newest) throw new Error('sealToken needs at least one secret');
  return new CompactEncrypt(encoder.encode(token))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(keyOf(newest));
}

/** The token inside a sealed value, trying each secret (rotation); null when none opens it. */
export async function unsealToken(sealed: string, secrets: readonly string[]): Promise<string | null> {
  for (const secret of secrets) {
    try {
      const { plaintext } = await compactDecrypt(sealed, keyOf(secret), {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      return decoder.decode(plaintext);
    } catch {
      // Sealed with another secret, or tampered with: try the next secret.
    }
  }
  return null;
}
