import { describe, expect, it } from 'vitest';
import { type CitedRange, citationLabel, citationUrl, passageSentences } from './knowledge-citations.ts';

const range: CitedRange = {
  documentId: '0d4c7a52-3f1e-4c51-9a55-2b7e0f1c9d10',
  documentTitle: 'Handbook.pdf',
  page: 3,
  start: 120,
  end: 245,
};

describe('citationUrl', () => {
  it.each([
    { given: range, want: '/knowledge/documents/0d4c7a52-3f1e-4c51-9a55-2b7e0f1c9d10?page=3&start=120&end=245' },
    {
      given: { ...range, page: 1, start: 0, end: 9 },
      want: `/knowledge/documents/${range.documentId}?page=1&start=0&end=9`,
    },
    { given: { ...range, documentId: 'a b/c' }, want: '/knowledge/documents/a%20b%2Fc?page=3&start=120&end=245' },
  ])('given page $given.page from $given.start to $given.end should be "$want"', ({ given, want }) => {
    expect(citationUrl(given)).toBe(want);
  });
});

describe('citationLabel', () => {
  it.each([
    { given: { documentTitle: 'Handbook.pdf', page: 3 }, want: 'Handbook.pdf, p. 3' },
    { given: { documentTitle: 'Pasted notes', page: 1 }, want: 'Pasted notes, p. 1' },
  ])('given $given.documentTitle page $given.page should read "$want"', ({ given, want }) => {
    expect(citationLabel(given)).toBe(want);
  });
});

describe('passageSentences', () => {
  const page = 'Intro line.\nTravel is booked by the office. Receipts are kept for a year!  Do you agree?\nEnd';
  const start = page.indexOf('Travel');
  const end = page.indexOf('\nEnd');
  const passage = { text: page.slice(start, end), start };

  it('given a passage of a page should give each sentence with offsets that point at exactly it in the page', () => {
    const sentences = passageSentences(passage);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Travel is booked by the office.',
      'Receipts are kept for a year!',
      'Do you agree?',
    ]);
    for (const sentence of sentences) expect(page.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it.each([
    { given: 'No full stop at the end', want: ['No full stop at the end'] },
    { given: 'One.\n\nTwo', want: ['One.', 'Two'] },
    { given: '“Quoted.” Next one.', want: ['“Quoted.”', 'Next one.'] },
    { given: '... ?!', want: [] },
  ])('given "$given" should split it as $want', ({ given, want }) => {
    expect(passageSentences({ text: given, start: 0 }).map((sentence) => sentence.text)).toEqual(want);
  });
});
