import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** spec §9: the PIN has 6 digits. */
export const pinLength = 6;

/** A 6-digit PIN from the operating system's CSPRNG (uniform: randomInt rejects biased draws). */
export function generatePin(): string {
  return randomInt(0, 10 ** pinLength)
    .toString()
    .padStart(pinLength, '0');
}

/** The stored form of a PIN: HMAC-SHA-256 keyed by the server's PIN key, bound to the address. */
export function hashPin(key: Uint8Array, email: string, pin: string): string {
  return createHmac('sha256', key).update(`${email}\n${pin}`).digest('base64url');
}

/** Compares two PIN hashes in constant time. */
export function pinHashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'base64url');
  const right = Buffer.from(b, 'base64url');
  return left.length === right.length && timingSafeEqual(left, right);
}
