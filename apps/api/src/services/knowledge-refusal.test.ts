import { describe, expect, it } from 'vitest';
import { answeredCoverage, refusalOf } from './knowledge-refusal.ts';

describe('refusalOf', () => {
  it.each([
    { name: 'a strong sentence', given: { missing: [], coverage: 0.6, sentences: 3 }, want: undefined },
    {
      name: 'a paraphrase holding a fifth of the question',
      given: { missing: [], coverage: 0.2, sentences: 5 },
      want: undefined,
    },
    {
      name: 'exactly the least share',
      given: { missing: [], coverage: answeredCoverage, sentences: 1 },
      want: undefined,
    },
    {
      name: 'a sentence holding almost nothing',
      given: { missing: [], coverage: answeredCoverage - 0.01, sentences: 5 },
      want: 'weak-evidence',
    },
    {
      name: 'a year no passage holds, however strong the sentence',
      given: { missing: ['2027'], coverage: 0.9, sentences: 5 },
      want: 'missing-subject',
    },
    { name: 'no sentence at all', given: { missing: [], coverage: 0, sentences: 0 }, want: 'no-sentence' },
  ])('given $name should refuse with $want', ({ given, want }) => {
    expect(refusalOf(given)).toBe(want);
  });
});
