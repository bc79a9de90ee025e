import { describe, expect, it } from 'vitest';
import { equalityPatterns } from './equality-matches.ts';
import { ignoredTerms } from './ignored-terms.ts';
import { phraseKey } from './match-context.ts';

// The reviewed list of what the check ignores stays true to retext-equality's list: every rule it
// names exists, every word it names is a word of those rules, and every entry says why.

describe('ignoredTerms', () => {
  it('should name only rules and words of retext-equality, each entry with its reason', async () => {
    const patterns = new Map((await equalityPatterns()).map((pattern) => [pattern.id, pattern]));
    for (const term of ignoredTerms) {
      expect(term.reason.length, term.rules.join()).toBeGreaterThan(30);
      const words = new Set<string>();
      for (const rule of term.rules) {
        const pattern = patterns.get(rule);
        expect(pattern, rule).toBeDefined();
        for (const phrase of Object.keys(pattern?.inconsiderate ?? {})) words.add(phraseKey(phrase));
      }
      for (const word of term.words ?? []) expect(words, `${word} of ${term.rules.join()}`).toContain(word);
    }
  });
});
