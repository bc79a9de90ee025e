import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';

/**
 * Seals the social network's tokens at rest with AES-256-GCM: a database copy alone does not give
 * them away. Each value is bound to its account and purpose (the additional data), so a sealed
 * token moved to another row or column does not open.
 */
export class TokenCipher {
  private readonly key: Buffer;

  /**
   * `secret` is the token key (32 random bytes or more); the cipher key is derived from it for
   * `purpose`, so that one secret never gives two uses the same key.
   */
  constructor(secret: Uint8Array, purpose = 'taskwell social tokens') {
    this.key = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), purpose, 32));
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [version, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
  }

  /** The plain value, or undefined when it was sealed with another key or for another context. */
  open(sealed: string, context: string): string | undefined {
    const [tag, iv, authTag, body] = sealed.split('.');
    if (tag !== version || !iv || !authTag || body === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
