import { afterAll, describe, expect, it } from 'vitest';
import { closeWordnet, namesAPerson } from './wordnet.ts';

// Whether a word names a person, read from WordNet's first noun sense and its lexicographer file.

afterAll(() => closeWordnet());

describe('namesAPerson', () => {
  it.each([
    // The most frequent sense is a person.
    { given: 'rider', want: true },
    { given: 'veterinarian', want: true },
    { given: 'rep', want: true },
    { given: 'adjuster', want: true },
    // Not in WordNet, but "-er" made from a noun it holds.
    { given: 'scaffolder', want: true },
    // The most frequent sense is a thing, a time or a body part.
    { given: 'order', want: false },
    { given: 'month', want: false },
    { given: 'head', want: false },
    // More often a verb, or also an adjective or an adverb.
    { given: 'have', want: false },
    { given: 'convert', want: false },
    { given: 'senior', want: false },
    { given: 'sooner', want: false },
    // A plural is not looked up as its singular; a word WordNet lacks is no one.
    { given: 'riders', want: false },
    { given: 'qwertyuiop', want: false },
  ])('should say $want for "$given"', ({ given, want }) => {
    expect(namesAPerson(given)).toBe(want);
  });
});
