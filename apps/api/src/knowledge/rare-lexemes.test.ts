import { describe, expect, it } from 'vitest';
import {
  anyLexeme,
  type CandidateWords,
  candidateQuery,
  candidateWords,
  fallbackWords,
  type LexemeFrequency,
} from './rare-lexemes.ts';

const cases: Array<{ given: string; frequencies: LexemeFrequency[]; want: CandidateWords | undefined }> = [
  { given: 'no lexemes', frequencies: [], want: undefined },
  {
    given: 'every lexeme within the budget',
    frequencies: [
      { lexeme: 'flood', passages: 40 },
      { lexeme: 'nile', passages: 3 },
      { lexeme: 'delta', passages: 12 },
    ],
    want: { match: 'any', lexemes: ['nile', 'delta', 'flood'] },
  },
  {
    given: 'common lexemes beyond the budget dropped',
    frequencies: [
      { lexeme: 'year', passages: 4000 },
      { lexeme: 'nile', passages: 3 },
      { lexeme: 'citi', passages: 300 },
      { lexeme: 'larg', passages: 197 },
      { lexeme: 'delta', passages: 2000 },
    ],
    want: { match: 'any', lexemes: ['nile', 'larg', 'citi'] },
  },
  {
    given: 'the budget exceeded by one passage',
    frequencies: [
      { lexeme: 'a1', passages: 100 },
      { lexeme: 'a2', passages: 200 },
      { lexeme: 'a3', passages: 201 },
    ],
    want: { match: 'any', lexemes: ['a1', 'a2'] },
  },
  {
    given: 'the two rarest together beyond the budget, the rarest within it: the rarest alone',
    frequencies: [
      { lexeme: 'year', passages: 4000 },
      { lexeme: 'citi', passages: 300 },
      { lexeme: 'larg', passages: 5000 },
    ],
    want: { match: 'any', lexemes: ['citi'] },
  },
  {
    given: 'even the rarest beyond the budget: passages holding the two rarest together',
    frequencies: [
      { lexeme: 'year', passages: 4000 },
      { lexeme: 'citi', passages: 3000 },
      { lexeme: 'larg', passages: 5000 },
    ],
    want: { match: 'every', lexemes: ['citi', 'year'] },
  },
  {
    given: 'one word only, beyond the budget: that word',
    frequencies: [{ lexeme: 'year', passages: 4000 }],
    want: { match: 'any', lexemes: ['year'] },
  },
  {
    given: 'lexemes no passage holds left out, even among the rarest',
    frequencies: [
      { lexeme: 'zzyzx', passages: 0 },
      { lexeme: 'year', passages: 4000 },
      { lexeme: 'citi', passages: 3000 },
    ],
    want: { match: 'every', lexemes: ['citi', 'year'] },
  },
  {
    given: 'ties broken by lexeme',
    frequencies: [
      { lexeme: 'b', passages: 900 },
      { lexeme: 'c', passages: 900 },
      { lexeme: 'a', passages: 900 },
    ],
    want: { match: 'every', lexemes: ['a', 'b'] },
  },
  { given: 'nothing found', frequencies: [{ lexeme: 'qqq', passages: 0 }], want: undefined },
];

describe('candidateWords', () => {
  it.each(cases)('given $given', ({ frequencies, want }) => {
    expect(candidateWords(frequencies)).toEqual(want);
  });

  it('takes the budget it is given', () => {
    const frequencies = [
      { lexeme: 'a', passages: 3 },
      { lexeme: 'b', passages: 4 },
    ];
    expect(candidateWords(frequencies, 7)).toEqual({ match: 'any', lexemes: ['a', 'b'] });
    expect(candidateWords(frequencies, 3)).toEqual({ match: 'any', lexemes: ['a'] });
    expect(candidateWords(frequencies, 2)).toEqual({ match: 'every', lexemes: ['a', 'b'] });
  });
});

describe('fallbackWords', () => {
  it.each([
    { given: 'every of two', words: { match: 'every', lexemes: ['a', 'b'] }, want: { match: 'any', lexemes: ['a'] } },
    { given: 'any already', words: { match: 'any', lexemes: ['a', 'b'] }, want: undefined },
  ] satisfies Array<{ given: string; words: CandidateWords; want: CandidateWords | undefined }>)(
    'given $given',
    ({ words, want }) => {
      expect(fallbackWords(words)).toEqual(want);
    },
  );
});

describe('candidateQuery', () => {
  it.each([
    { given: 'any', words: { match: 'any', lexemes: ['nile', "o'neil"] }, want: "'nile' | 'o''neil'" },
    { given: 'every', words: { match: 'every', lexemes: ['nile', 'delta'] }, want: "'nile' & 'delta'" },
  ] satisfies Array<{ given: string; words: CandidateWords; want: string }>)('given $given', ({ words, want }) => {
    expect(candidateQuery(words)).toBe(want);
  });
});

describe('anyLexeme', () => {
  it.each([
    { given: 'no lexemes', lexemes: [], want: '' },
    { given: 'plain lexemes', lexemes: ['nile', 'delta'], want: "'nile' | 'delta'" },
    { given: 'a quote and a backslash', lexemes: ["o'neil", 'a\\b'], want: "'o''neil' | 'a\\\\b'" },
  ])('given $given', ({ lexemes, want }) => {
    expect(anyLexeme(lexemes)).toBe(want);
  });
});
