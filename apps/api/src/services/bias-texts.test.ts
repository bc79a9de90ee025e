import { describe, expect, it } from 'vitest';
import {
  biasCategories,
  biasSets,
  locate,
  readCleanTexts,
  readPlantedTexts,
  splitOf,
} from '../../bench/bias/bias-texts.ts';

// The bias check's evaluation set (bench/bias) stays sound: enough texts of each kind in both
// halves, every planted phrase where it says, and every category planted in both halves.

describe('the bias evaluation set', () => {
  const clean = readCleanTexts();
  const planted = readPlantedTexts();

  it('should hold at least 60 clean texts and 60 planted ones, with unique ids', () => {
    expect(clean.length).toBeGreaterThanOrEqual(60);
    expect(planted.length).toBeGreaterThanOrEqual(60);
    const ids = [...clean, ...planted].map((text) => text.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('should cover contracts, policies, reports, job ads, news and emails, clean and planted', () => {
    for (const texts of [clean, planted])
      expect(new Set(texts.map((text) => text.kind))).toEqual(
        new Set(['contract', 'policy', 'report', 'job ad', 'news', 'email']),
      );
  });

  it('should hold each half with at least 30 clean texts and 30 planted ones, every category planted at least 5 times in each', () => {
    for (const split of ['tuning', 'held-out'] as const) {
      expect(clean.filter((text) => text.split === split).length).toBeGreaterThanOrEqual(30);
      const texts = planted.filter((text) => text.split === split);
      expect(texts.length).toBeGreaterThanOrEqual(30);
      for (const category of biasCategories)
        expect(
          texts.flatMap((text) => text.planted).filter((phrase) => phrase.category === category).length,
          `${category} in ${split}`,
        ).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(biasSets)('should locate every planted phrase of the %s set exactly, with unique ids', (set) => {
    const texts = readPlantedTexts(set);
    const ids = [...readCleanTexts(set), ...texts].map((text) => text.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const text of texts) {
      expect(text.planted.length, text.id).toBeGreaterThan(0);
      for (const phrase of text.planted) {
        expect(biasCategories, text.id).toContain(phrase.category);
        expect(text.text.slice(phrase.start, phrase.end), text.id).toBe(phrase.phrase);
      }
    }
  });

  it.each([
    { given: { text: 'his book and his pen', phrase: 'his', occurrence: 2 }, want: { start: 13, end: 16 } },
    { given: { text: 'This is his.', phrase: 'his' }, want: { start: 8, end: 11 } },
    { given: { text: 'Older workers, older staff', phrase: 'older staff' }, want: { start: 15, end: 26 } },
  ])('locate($given) should be $want', ({ given, want }) => {
    expect(locate(given.text, given.phrase, given.occurrence)).toEqual(want);
  });

  it.each([
    { given: { text: 'his book and his pen', phrase: 'his' }, want: /2 times/ },
    { given: { text: 'their book', phrase: 'his' }, want: /not in the text/ },
  ])('locate($given) should refuse with $want', ({ given, want }) => {
    expect(() => locate(given.text, given.phrase)).toThrow(want);
  });

  it.each([
    { given: 'c01', want: 'tuning' },
    { given: 'c02', want: 'held-out' },
    { given: 'p75', want: 'tuning' },
  ])('splitOf($given) should be $want', ({ given, want }) => {
    expect(splitOf(given)).toBe(want);
  });
});
