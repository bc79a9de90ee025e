import { describe, expect, it } from 'vitest';
import { passageMax, passageMin, sentenceUnits, splitPassages } from './split-passages.ts';

const texts = (pages: string[], options?: Parameters<typeof splitPassages>[1]) =>
  splitPassages(pages, options).map((passage) => [passage.page, passage.text]);

describe('sentenceUnits', () => {
  it.each([
    { given: 'One. Two!  Three?', want: ['One.', 'Two!', 'Three?'] },
    { given: '  Leading space. ', want: ['Leading space.'] },
    { given: 'First line\nsame sentence. Next.', want: ['First line\nsame sentence.', 'Next.'] },
    { given: 'Para one\n\nPara two', want: ['Para one', 'Para two'] },
    { given: 'He said "stop." Then left.', want: ['He said "stop."', 'Then left.'] },
    { given: 'v1.2 is out', want: ['v1.2 is out'] },
    { given: '', want: [] },
    { given: '   \n\n  ', want: [] },
  ])('given $given should find $want', ({ given, want }) => {
    expect(sentenceUnits(given, 1000).map((unit) => given.slice(unit.start, unit.end))).toEqual(want);
  });

  it('given a sentence longer than the limit should cut it between words', () => {
    const given = 'alpha beta gamma delta epsilon';
    expect(sentenceUnits(given, 12).map((unit) => given.slice(unit.start, unit.end))).toEqual([
      'alpha beta',
      'gamma delta',
      'epsilon',
    ]);
  });

  it('given a word longer than the limit should cut it at the limit', () => {
    expect(sentenceUnits('abcdefghij', 4).map((unit) => [unit.start, unit.end])).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
  });
});

describe('splitPassages', () => {
  const small = { min: 10, max: 20, overlap: 6 };
  it.each([
    { name: 'an empty page', given: [''], want: [] },
    { name: 'a short page', given: ['Just this.'], want: [[1, 'Just this.']] },
    {
      name: 'sentences packed up to the limit, the last sentence repeated when it fits the overlap',
      given: ['Aa aa. Bb. Ccc cc cc. Dd.'],
      want: [
        [1, 'Aa aa. Bb.'],
        [1, 'Bb. Ccc cc cc. Dd.'],
      ],
    },
    {
      name: 'a paragraph end once the passage is long enough',
      given: ['Aaaa aaaa aa.\n\nBb.'],
      want: [
        [1, 'Aaaa aaaa aa.'],
        [1, 'Bb.'],
      ],
    },
    {
      name: 'never across pages',
      given: ['One.', 'Two.'],
      want: [
        [1, 'One.'],
        [2, 'Two.'],
      ],
    },
  ])('given $name', ({ given, want }) => {
    expect(texts(given, small)).toEqual(want);
  });

  it('given long prose should make passages of the minimum to the maximum length, each exactly its page text', () => {
    const sentence = (n: number) => `Sentence number ${n} tells of invoices, ledgers and quarterly figures.`;
    const page = Array.from({ length: 180 }, (_, n) => sentence(n) + (n % 9 === 8 ? '\n\n' : ' ')).join('');
    const passages = splitPassages([page, page]);
    expect(passages.length).toBeGreaterThan(10);
    for (const passage of passages) {
      expect(passage.text).toBe(page.slice(passage.start, passage.end));
      expect(passage.text.length).toBeLessThanOrEqual(passageMax);
    }
    // All but a page's last passage reach the minimum.
    const lastOfPage = new Set([1, 2].map((n) => passages.findLast((each) => each.page === n)));
    for (const passage of passages.filter((each) => !lastOfPage.has(each))) {
      expect(passage.text.length).toBeGreaterThanOrEqual(passageMin);
    }
    // Every sentence is in some passage, and neighbours overlap or touch.
    for (let n = 1; n < passages.length; n += 1) {
      const [before, after] = [passages[n - 1], passages[n]];
      if (before?.page === after?.page) expect(after?.start).toBeLessThanOrEqual((before?.end ?? 0) + 2);
    }
  });
});
