import { describe, expect, it } from 'vitest';
import {
  isPublicKey,
  lookupOfSecretKey,
  newPublicKey,
  newSecretKey,
  secretKeyMatches,
  secretKeyPrefix,
} from './key-secrets.ts';

describe('secret keys', () => {
  it('should be found by their lookup and proved by the whole key, never stored', () => {
    const made = newSecretKey();
    expect(made.key.startsWith(`${secretKeyPrefix}${made.lookup}_`)).toBe(true);
    expect(made.prefix).toBe(`${secretKeyPrefix}${made.lookup}`);
    expect(lookupOfSecretKey(made.key)).toBe(made.lookup);
    expect(secretKeyMatches(made.key, made)).toBe(true);
    expect(made.hash).not.toContain(made.key.slice(secretKeyPrefix.length + 13));
  });

  it.each([
    {
      given: 'the same lookup with another secret',
      change: (key: string) => `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`,
    },
    { given: 'the key cut short', change: (key: string) => key.slice(0, -1) },
  ])('given $given, should not match', ({ change }) => {
    const made = newSecretKey();
    expect(secretKeyMatches(change(made.key), made)).toBe(false);
  });

  it('should salt each key: two keys never share a hash', () => {
    const first = newSecretKey();
    const second = newSecretKey();
    expect(first.salt).not.toBe(second.salt);
    expect(secretKeyMatches(first.key, second)).toBe(false);
  });

  it.each(['', 'tw_sk_short_x', 'Bearer abc', `tw_pk_${'a'.repeat(24)}`])(
    'given %j, should find no lookup',
    (value) => {
      expect(lookupOfSecretKey(value)).toBeUndefined();
    },
  );
});

describe('public keys', () => {
  it('should be shaped as public keys and never as secret ones', () => {
    const { key, prefix } = newPublicKey();
    expect(isPublicKey(key)).toBe(true);
    expect(key.startsWith(prefix)).toBe(true);
    expect(lookupOfSecretKey(key)).toBeUndefined();
    expect(isPublicKey(newSecretKey().key)).toBe(false);
  });
});
