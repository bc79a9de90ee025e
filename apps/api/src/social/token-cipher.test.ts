import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher.ts';

const cipher = new TokenCipher(new Uint8Array(32).fill(1));

/** The sealed value with one bit of its ciphertext changed (a changed character may decode to the same byte). */
function withFlippedBody(sealed: string): string {
  const parts = sealed.split('.');
  const body = Buffer.from(parts[3] ?? '', 'base64url');
  body[0] = (body[0] ?? 0) ^ 1;
  return [...parts.slice(0, 3), body.toString('base64url')].join('.');
}

describe('TokenCipher', () => {
  it('should open what it sealed, for the same context only', () => {
    const sealed = cipher.seal('access-token-value', 'a@example.com access');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('access-token-value');
    expect(cipher.open(sealed, 'a@example.com access')).toBe('access-token-value');
    expect(cipher.open(sealed, 'b@example.com access')).toBeUndefined();
    expect(cipher.open(sealed, 'a@example.com refresh')).toBeUndefined();
  });

  it('should seal one value differently each time', () => {
    expect(cipher.seal('same', 'c')).not.toBe(cipher.seal('same', 'c'));
  });

  const unopenable: { given: string; why: string }[] = [
    { given: new TokenCipher(new Uint8Array(32).fill(2)).seal('x', 'c'), why: 'another key' },
    { given: 'v1.abc', why: 'a truncated value' },
    { given: 'v2.a.b.c', why: 'an unknown version' },
    { given: withFlippedBody(cipher.seal('x', 'c')), why: 'a changed ciphertext' },
  ];
  it.each(unopenable)('should not open $why', ({ given }) => {
    expect(cipher.open(given, 'c')).toBeUndefined();
  });
});
