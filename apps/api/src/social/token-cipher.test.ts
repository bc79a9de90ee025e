import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher.ts';

const cipher = new TokenCipher(new Uint8Array(32).fill(1));

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
    { given: cipher.seal('x', 'c').replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')), why: 'a changed ciphertext' },
  ];
  it.each(unopenable)('should not open $why', ({ given }) => {
    expect(cipher.open(given, 'c')).toBeUndefined();
  });
});
