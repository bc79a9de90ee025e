import { describe, expect, it } from 'vitest';
import { findKeywords, keywordSurface } from './find-keywords.ts';

describe('keywordSurface', () => {
  it.each([
    {
      given: [
        { text: 'Solar', opensSentence: true },
        { text: 'solar', opensSentence: false },
      ],
      want: 'solar',
    },
    {
      given: [
        { text: 'Solar', opensSentence: true },
        { text: 'Solar', opensSentence: true },
      ],
      want: 'solar',
    },
    {
      given: [
        { text: 'Paris', opensSentence: true },
        { text: 'Paris', opensSentence: false },
      ],
      want: 'Paris',
    },
    { given: [{ text: 'NASA', opensSentence: true }], want: 'NASA' },
    { given: [{ text: 'Solar panels', opensSentence: true }], want: 'solar panels' },
  ])('given $given should write "$want"', ({ given, want }) => {
    expect(keywordSurface(given)).toBe(want);
  });
});

describe('findKeywords', () => {
  it('given a word capitalised only at sentence starts should write it in lower case', async () => {
    const { keywords, keyphrases } = await findKeywords(
      'Solar panels are cheap. Solar power is clean. Panels last for decades.',
      { maximum: 5 },
    );
    expect(keywords.map((keyword) => keyword.word)).toEqual(expect.arrayContaining(['solar', 'panels']));
    expect(keyphrases).toContain('solar panels');
  });

  it('given a maximum should return no more than that', async () => {
    const { keywords } = await findKeywords('Apples, pears, plums, cherries, grapes and melons are fruits.', {
      maximum: 3,
    });
    expect(keywords).toHaveLength(3);
  });
});
