import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterBySearch, matchesSearch } from './list-search.ts';

describe('matchesSearch (spec §5)', () => {
  it.each([
    { query: '', label: 'Summarise a Text', want: true },
    { query: 'sum', label: 'Summarise a Text', want: true },
    { query: 'TEXT sum', label: 'Summarise a Text', want: true },
    { query: 'ext mari', label: 'Summarise a Text', want: true },
    { query: 'summarise text', label: 'Summarise', want: false },
    { query: 'a text', label: 'Summarise a Text', want: true },
    { query: 'ise a', label: 'Summarise a Text', want: true },
    { query: 'se te', label: 'Summarise a Text', want: true },
    { query: 'summarise-a', label: 'Summarise a Text', want: false },
    { query: '  sum   text ', label: 'Summarise a Text', want: true },
  ])('given "$query" against "$label", should be $want', ({ query, label, want }) => {
    expect(matchesSearch(query, label)).toBe(want);
  });

  const word = fc.stringMatching(/^[a-z]{1,8}$/);

  it('should keep a label for any query made of pieces of its words', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (words, picks) => {
          const label = words.join(' ');
          const query = picks
            .map((pick) => {
              const source = words[pick % words.length] ?? '';
              const start = pick % source.length;
              return source.slice(start, start + 1 + (pick % 3));
            })
            .join(' ');
          expect(matchesSearch(query, label)).toBe(true);
        },
      ),
    );
  });

  it('should drop a label when one query word is in none of its words', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), word, (words, extra) => {
        fc.pre(!words.some((labelWord) => labelWord.includes(extra)));
        expect(matchesSearch(`${words[0]} ${extra}`, words.join(' '))).toBe(false);
      }),
    );
  });

  it('should not depend on the order of the query words', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), word, (queryWords, label) => {
        const forward = matchesSearch(queryWords.join(' '), label);
        expect(matchesSearch([...queryWords].reverse().join(' '), label)).toBe(forward);
      }),
    );
  });
});

describe('filterBySearch', () => {
  it('should keep matching items in their order', () => {
    const items = ['Quote Card', 'Podcast Intro', 'Market Scan', 'Brief from a PDF'];
    expect(filterBySearch(items, 'ca', (item) => item)).toEqual(['Quote Card', 'Podcast Intro', 'Market Scan']);
  });
});
