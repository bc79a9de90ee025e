import { describe, expect, it } from 'vitest';
import { matchesOf } from './added-phrase-patterns.ts';

// Matches read with the pattern itself (no copy that compiles again): the same matches as
// `matchAll`, the pattern left ready for the next text.

describe('matchesOf', () => {
  it.each([
    { pattern: /a+/g, text: 'a aa b aaa', want: ['a@0', 'aa@2', 'aaa@7'] },
    { pattern: /x*/g, text: 'ab', want: ['@0', '@1', '@2'] },
    { pattern: /(?<![\p{L}])cat(?![\p{L}])/giu, text: 'Cat, cats, a cat.', want: ['Cat@0', 'cat@13'] },
    { pattern: /z/g, text: 'abc', want: [] },
  ])('given $pattern over "$text" should give $want', ({ pattern, text, want }) => {
    expect(matchesOf(pattern, text).map((match) => `${match[0]}@${match.index}`)).toEqual(want);
    expect([...text.matchAll(pattern)].map((match) => `${match[0]}@${match.index}`)).toEqual(want);
    expect(pattern.lastIndex).toBe(0);
  });

  it('given a pattern that is not global should refuse it, as matchAll does', () => {
    expect(() => matchesOf(/a/, 'aaa')).toThrow(TypeError);
  });

  it('given a pattern stopped half-way through an earlier text should start from the beginning', () => {
    const pattern = /b/g;
    pattern.exec('abab');
    expect(matchesOf(pattern, 'bb').map((match) => match.index)).toEqual([0, 1]);
  });
});
