// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sealToken, unsealToken } from './sealed-token.server.ts';

const token = 'header.payload.signature';
const current = 'c'.repeat(40);
const previous = 'p'.repeat(40);

describe('sealed tokens', () => {
  it('should hide the token and open again with the same secret', async () => {
    const sealed = await sealToken(token, [current]);
    expect(sealed).not.toContain('payload');
    expect(await unsealToken(sealed, [current])).toBe(token);
  });

  it('given a rotated secret, should still open what the previous one sealed', async () => {
    const sealed = await sealToken(token, [previous]);
    expect(await unsealToken(sealed, [current, previous])).toBe(token);
  });

  it('given an unknown secret or a tampered value, should open nothing', async () => {
    const sealed = await sealToken(token, [current]);
    expect(await unsealToken(sealed, [previous])).toBeNull();
    // One character of the middle changed to another: its six bits always change the bytes it
    // encodes (the last characters may carry padding bits, and may already read "xx").
    const middle = Math.floor(sealed.length / 2);
    const other = sealed[middle] === 'A' ? 'B' : 'A';
    expect(await unsealToken(`${sealed.slice(0, middle)}${other}${sealed.slice(middle + 1)}`, [current])).toBeNull();
  });
});
