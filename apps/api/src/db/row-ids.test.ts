import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newRowId, rowIdMaker } from './row-ids.ts';

/** The time a key carries: its first 48 bits (ms). */
function timeOf(id: string): number {
  return Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
}

describe('newRowId', () => {
  it('is a valid version 7 UUID of RFC 9562 that carries the time it was made for', () => {
    const newKey = rowIdMaker();
    const at = Date.UTC(2026, 10, 29, 12, 0, 0);
    for (const now of [at + 10_000, at + 20_000, at + 30_000]) {
      const id = newKey(now);
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
      expect(id[19]).toMatch(/[89ab]/);
      expect(timeOf(id)).toBe(now);
    }
  });

  it('only grows within one process: within a millisecond, past its sequence, and when the clock goes back', () => {
    const newKey = rowIdMaker();
    const at = Date.UTC(2026, 10, 29, 13, 0, 0);
    const made: string[] = [];
    // 5,000 keys in one millisecond: more than its 4,096 sequence numbers.
    for (let index = 0; index < 5000; index += 1) made.push(newKey(at));
    made.push(newKey(at - 60_000));
    made.push(newKey(at + 60_000));
    expect(made).toEqual([...made].sort());
    expect(new Set(made).size).toBe(made.length);
    expect(timeOf(made[0] as string)).toBe(at);
    expect(timeOf(made.at(-1) as string)).toBe(at + 60_000);
  });

  it('differs in its random bits between keys of the same millisecond', () => {
    const newKey = rowIdMaker();
    const at = Date.UTC(2026, 10, 29, 14, 0, 0);
    const tails = new Set(Array.from({ length: 100 }, () => newKey(at).slice(19)));
    expect(tails.size).toBe(100);
  });

  it("is the process's maker: version 7 keys of the time now, each after the one before", () => {
    const before = Date.now();
    const keys = [newRowId(), newRowId(), newRowId()];
    expect(keys.every((key) => validate(key) && version(key) === 7)).toBe(true);
    expect(keys).toEqual([...keys].sort());
    expect(timeOf(keys[0] as string)).toBeGreaterThanOrEqual(before);
  });
});
