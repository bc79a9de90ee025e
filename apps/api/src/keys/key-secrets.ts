import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The shape of keys (decision 065). A secret key is `tw_sk_<lookup>_<secret>`: the lookup (12
// characters, 72 random bits) finds the row, the secret (256 random bits) proves the holder; the
// server keeps only HMAC-SHA-256 of the whole key under a random per-key salt. A public key is
// `tw_pk_<24 characters>` (144 random bits): publishable, kept as it is.

/** What every secret key starts with. */
export const secretKeyPrefix = 'tw_sk_';
/** What every public key starts with. */
export const publicKeyPrefix = 'tw_pk_';

const secretKeyPattern = /^tw_sk_([A-Za-z0-9_-]{12})_([A-Za-z0-9_-]{43})$/;
/** A public key: ours are `tw_pk_` and 24 characters; an operator's seeded one may be longer. */
const publicKeyPattern = /^tw_pk_[A-Za-z0-9_-]{16,100}$/;

/** A new secret key with what the server keeps of it. */
export interface NewSecretKey {
  /** The key, shown to its owner once. */
  key: string;
  /** The random id inside the key that finds its row. */
  lookup: string;
  /** The first characters of the key, shown in the list. */
  prefix: string;
  /** The per-key salt and the HMAC of the key under it, base64url. */
  salt: string;
  hash: string;
}

/**
 * What the server keeps of a widget visitor's token (issue 29): SHA-256, base64url. The token has
 * at least 128 random bits (the contract's pattern and length), so a plain digest is enough, and a
 * leaked table does not let anyone present the tokens.
 */
export function visitorOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Random characters of the base64url alphabet. */
function randomText(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** HMAC-SHA-256 of a key under its salt. */
function digest(key: string, salt: string): Buffer {
  return createHmac('sha256', Buffer.from(salt, 'base64url')).update(key, 'utf8').digest();
}

/** Makes a secret key: 72 bits to find it, 256 bits to prove it. */
export function newSecretKey(): NewSecretKey {
  const lookup = randomText(9);
  const key = `${secretKeyPrefix}${lookup}_${randomText(32)}`;
  const salt = randomText(16);
  return {
    key,
    lookup,
    prefix: key.slice(0, secretKeyPrefix.length + lookup.length),
    salt,
    hash: digest(key, salt).toString('base64url'),
  };
}

/** Makes a public key (publishable). */
export function newPublicKey(): { key: string; prefix: string } {
  const key = `${publicKeyPrefix}${randomText(18)}`;
  return { key, prefix: key.slice(0, publicKeyPrefix.length + 8) };
}

/** The lookup of a presented secret key, or undefined when it is not shaped like one. */
export function lookupOfSecretKey(presented: string): string | undefined {
  return secretKeyPattern.exec(presented)?.[1];
}

/** True when a presented key matches the stored hash (compared in constant time). */
export function secretKeyMatches(presented: string, stored: { salt: string; hash: string }): boolean {
  const expected = Buffer.from(stored.hash, 'base64url');
  const actual = digest(presented, stored.salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** True when a value is shaped like a public key. */
export function isPublicKey(value: string): boolean {
  return publicKeyPattern.test(value);
}

/** The prefix shown for a public key. */
export function prefixOfPublicKey(key: string): string {
  return key.slice(0, publicKeyPrefix.length + 8);
}
