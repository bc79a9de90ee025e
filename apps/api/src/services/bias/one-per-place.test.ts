import { describe, expect, it } from 'vitest';
import type { PlacedFinding } from './bias-finding.ts';
import { onePerPlace } from './one-per-place.ts';

const finding = (rule: string, start: number, end: number): PlacedFinding => ({
  phrase: rule,
  why: '',
  suggestions: [],
  rule,
  category: 'other',
  start,
  end,
});

describe('onePerPlace', () => {
  it.each([
    { given: [], want: [] },
    { given: [finding('b', 10, 14), finding('a', 0, 4)], want: ['a', 'b'] },
    { given: [finding('short', 0, 6), finding('long', 0, 11)], want: ['long'] },
    { given: [finding('first', 3, 8), finding('same', 3, 8)], want: ['first'] },
    { given: [finding('a', 0, 5), finding('b', 4, 9), finding('c', 8, 12)], want: ['a'] },
    { given: [finding('a', 0, 5), finding('b', 5, 9)], want: ['a', 'b'] },
  ])('given $given.length findings should keep $want', ({ given, want }) => {
    expect(onePerPlace(given).map((kept) => kept.rule)).toEqual(want);
  });
});
