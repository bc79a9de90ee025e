import { describe, expect, it } from 'vitest';
import { citedRange, knowledgeCitationHref } from './knowledge-citation.ts';

describe('knowledgeCitationHref (issue 28)', () => {
  it('given a passage, should link to its document at that page and place', () => {
    expect(knowledgeCitationHref({ documentId: 'd-1', page: 2, start: 10, end: 42 })).toBe(
      '/knowledge/documents/d-1?page=2&start=10&end=42',
    );
  });
});

describe('citedRange', () => {
  const text = 'Meals are paid up to 45 euros a day.';
  it.each([
    { given: 'a range inside the text', start: 0, end: 5, want: { start: 0, end: 5 } },
    { given: 'a range to the very end', start: 10, end: text.length, want: { start: 10, end: text.length } },
    { given: 'no range', start: undefined, end: undefined, want: undefined },
    { given: 'an end past the text', start: 0, end: text.length + 1, want: undefined },
    { given: 'an empty range', start: 4, end: 4, want: undefined },
    { given: 'a negative start', start: -1, end: 4, want: undefined },
    { given: 'a fraction', start: 1.5, end: 4, want: undefined },
  ])('given $given, should give $want', ({ start, end, want }) => {
    expect(citedRange({ text, start, end })).toEqual(want);
  });
});
