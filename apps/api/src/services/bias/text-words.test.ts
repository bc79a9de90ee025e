import { describe, expect, it } from 'vitest';
import { lineAndColumn, readWords } from './text-words.ts';

describe('readWords', () => {
  it.each([
    { given: 'One two. Three', want: [['One', 'two'], ['Three']] },
    {
      given: 'Mr. Weber signs. He pays £4.50 today.',
      want: [
        ['Mr', 'Weber', 'signs'],
        ['He', 'pays', '4', '50', 'today'],
      ],
    },
    {
      given: 'She said: "Done." Then left.',
      want: [
        ['She', 'said', 'Done'],
        ['Then', 'left'],
      ],
    },
    { given: '# Title\nA line', want: [['Title'], ['A', 'line']] },
    { given: "The master's degree, wheelchair-bound", want: [['The', "master's", 'degree', 'wheelchair', 'bound']] },
  ])('given "$given" should read sentences $want', ({ given, want }) => {
    const { words, sentences } = readWords(given);
    expect(sentences).toBe(want.length);
    expect(
      want.map((_, sentence) => words.filter((word) => word.sentence === sentence).map((word) => word.text)),
    ).toEqual(want);
  });
});

describe('lineAndColumn', () => {
  it.each([
    { given: 0, want: { line: 1, column: 1 } },
    { given: 4, want: { line: 2, column: 1 } },
    { given: 9, want: { line: 3, column: 3 } },
  ])('given offset $given of "abc\\nde\\nfgh" should be $want', ({ given, want }) => {
    expect(lineAndColumn('abc\nde\nfgh', given)).toEqual(want);
  });
});
