import { describe, expect, it } from 'vitest';
import { equalityMatches, equalityPatterns } from './equality-matches.ts';

describe('equalityMatches, which skips the search when no phrase can start in the text', () => {
  /** The package's own checker, searching every paragraph for every phrase. */
  const own = Promise.all([import('retext'), import('retext-equality')]).then(([{ retext }, { default: equality }]) =>
    retext().use(equality),
  );
  async function unfiltered(text: string) {
    const file = await (await own).process(text);
    return file.messages
      .map((message) => {
        const place = message.place && 'start' in message.place ? message.place : undefined;
        return `${message.ruleId}@${place?.start.offset}`;
      })
      .sort();
  }

  it('should find exactly what the package finds, for every phrase of its list and for clean texts', async () => {
    const phrases = (await equalityPatterns()).flatMap((pattern) => Object.keys(pattern.inconsiderate));
    expect(phrases.length).toBeGreaterThan(500);
    const texts = [
      ...phrases.map((phrase) => `In the report, ${phrase} was mentioned twice.`),
      ...phrases.slice(0, 50).map((phrase) => `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}, the team said.`),
      'Revenue grew 12 % in the third quarter. The new pricing page cut support tickets by a third.',
      'Our onboarding call takes thirty minutes; the customer success team follows up within a day.',
    ];
    let flagged = 0;
    for (const text of texts) {
      const want = await unfiltered(text);
      const matches = await equalityMatches(text);
      expect(matches.map((match) => `${match.rule}@${match.start}`).sort(), text).toEqual(want);
      for (const match of matches) expect(text.slice(match.start, match.end), text).toBe(match.phrase);
      if (want.length > 0) flagged += 1;
    }
    // The comparison is worth something only if most planted phrases are found by both.
    expect(flagged).toBeGreaterThan(phrases.length / 2);
  }, 120_000);
});
