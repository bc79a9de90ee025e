import { describe, expect, it } from 'vitest';
import { b, bm25Score, k1, lexemePlaces, type WeightedLexeme } from './bm25.ts';

describe('lexemePlaces (a tsvector as PostgreSQL writes it)', () => {
  const cases: Array<{ given: string; vector: string; want: Array<[string, number]> }> = [
    { given: 'nothing', vector: '', want: [] },
    {
      given: 'one place each',
      vector: "'citi':3A 'nile':12A",
      want: [
        ['citi', 1],
        ['nile', 1],
      ],
    },
    {
      given: 'several places',
      vector: "'flood':2A,9A,40A 'nile':1A",
      want: [
        ['flood', 3],
        ['nile', 1],
      ],
    },
    {
      given: 'a lexeme without places',
      vector: "'delta' 'nile':4",
      want: [
        ['delta', 1],
        ['nile', 1],
      ],
    },
    { given: 'a doubled quote inside', vector: "'o''brien':5A,6A", want: [["o'brien", 2]] },
    { given: 'an escaped backslash inside', vector: "'a\\\\b':1A", want: [['a\\b', 1]] },
    {
      given: 'a space inside quotes',
      vector: "'new york':1A,2A 'x':3",
      want: [
        ['new york', 2],
        ['x', 1],
      ],
    },
  ];
  for (const { given, vector, want } of cases) {
    it(`given ${given} should count each lexeme's places`, () => {
      expect([...lexemePlaces(vector)]).toEqual(want);
    });
  }
});

describe('bm25Score', () => {
  const term = (lexeme: string, weight: number, source = lexeme, cover = weight): WeightedLexeme => ({
    lexeme,
    weight,
    source,
    cover,
    full: cover,
  });
  const saturation = (tf: number, length: number, average: number) =>
    (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / average));

  it('given no term held should score 0 and match nothing', () => {
    expect(bm25Score(new Map(), 10, [term('nile', 2)], 10)).toEqual({ score: 0, matched: 0 });
  });

  it('given terms held should sum weight times saturated frequency, normalised by length', () => {
    const { score, matched } = bm25Score(
      new Map([
        ['nile', 2],
        ['delta', 1],
      ]),
      30,
      [term('nile', 2), term('delta', 0.5), term('flood', 7)],
      20,
    );
    expect(score).toBeCloseTo(2 * saturation(2, 30, 20) + 0.5 * saturation(1, 30, 20), 12);
    expect(matched).toBeCloseTo(2.5, 12);
  });

  it("given a word and its widening held should add both scores but cover the question's word once, by the most", () => {
    const { score, matched } = bm25Score(
      new Map([
        ['holiday', 1],
        ['vacat', 1],
      ]),
      10,
      [term('vacat', 3, 'vacat', 3), term('holiday', 1.5, 'vacat', 1.5)],
      10,
    );
    expect(score).toBeCloseTo(4.5 * saturation(1, 10, 10), 12);
    expect(matched).toBe(3);
  });

  it('given an average length below one should normalise by one', () => {
    const held = new Map([['nile', 1]]);
    expect(bm25Score(held, 1, [term('nile', 1)], 0).score).toBeCloseTo(saturation(1, 1, 1), 12);
  });
});
