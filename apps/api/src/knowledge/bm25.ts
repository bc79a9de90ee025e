// Okapi BM25 over the passages' text search documents (issue 43, decisions 125 and 189), with no
// extension, so PGlite and PostgreSQL 15 answer alike. A term's frequency in a passage is the
// number of places its lexeme holds in the passage's `tsvector`; a passage's length is its number
// of distinct lexemes; each lexeme's document frequency, the collection's passages and their
// lengths come from `knowledge_lexemes`, which the indexing keeps in the same statements.
// The database gives each candidate's length and the places of the question's lexemes it holds
// (`ts_filter` of the vector, a few lexemes of text); the scores are summed here (decision 189:
// the same sums in SQL cost the embedded database more than all the rest of a search).

/** Term frequency saturation (Robertson et al.; Lucene's default). */
export const k1 = 1.2;
/** Length normalisation. */
export const b = 0.75;

/** A term of the query with its weight: its rarity (idf), times less for a term the query was widened with. */
export interface WeightedLexeme {
  lexeme: string;
  weight: number;
  /** The question's own lexeme it stands for (itself for the question's own). */
  source: string;
  /** What holding it shows of the question: its source's rarity, times its share. */
  cover: number;
  /** Its source's rarity. */
  full: number;
}

/** BM25's rarity of a term held by `df` of `n` passages (never negative, Lucene's form). */
export function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/**
 * Each lexeme of a `tsvector`'s text (`'citi':3,9A 'nile':2`) and how many places it holds (1 for
 * a lexeme without places). Quotes inside a lexeme are doubled and backslashes escaped, as
 * PostgreSQL writes them.
 */
export function lexemePlaces(vector: string): Map<string, number> {
  const places = new Map<string, number>();
  let index = 0;
  while (index < vector.length) {
    if (vector[index] !== "'") {
      index += 1;
      continue;
    }
    let lexeme = '';
    index += 1;
    while (index < vector.length) {
      const char = vector[index] as string;
      if (char === '\\') {
        lexeme += vector[index + 1] ?? '';
        index += 2;
      } else if (char === "'" && vector[index + 1] === "'") {
        lexeme += "'";
        index += 2;
      } else if (char === "'") {
        index += 1;
        break;
      } else {
        lexeme += char;
        index += 1;
      }
    }
    let count = 1;
    if (vector[index] === ':') {
      const end = vector.indexOf(' ', index);
      const list = vector.slice(index + 1, end === -1 ? vector.length : end);
      count = list.split(',').length;
      index = end === -1 ? vector.length : end;
    }
    places.set(lexeme, count);
  }
  return places;
}

/** A candidate's BM25 score and `matched`: the weight of the question's own lexemes it holds. */
export interface Bm25Score {
  score: number;
  /** For each of the question's own lexemes, the most it holds of it (itself, or a word it was widened with), added up. */
  matched: number;
}

/**
 * A passage's BM25 score over the weighted lexemes, from the places it holds of them (`hits`,
 * {@link lexemePlaces}) and its length, and `matched`. Summed by source first, then over sources,
 * as the SQL this replaced did.
 */
export function bm25Score(
  hits: ReadonlyMap<string, number>,
  length: number,
  terms: readonly WeightedLexeme[],
  averageLength: number,
): Bm25Score {
  const norm = k1 * (1 - b + (b * length) / Math.max(averageLength, 1));
  const bySource = new Map<string, { score: number; cover: number }>();
  for (const term of terms) {
    const tf = hits.get(term.lexeme);
    if (tf === undefined) continue;
    const entry = bySource.get(term.source) ?? { score: 0, cover: Number.NEGATIVE_INFINITY };
    entry.score += (term.weight * tf * (k1 + 1)) / (tf + norm);
    entry.cover = Math.max(entry.cover, term.cover);
    bySource.set(term.source, entry);
  }
  let score = 0;
  let matched = 0;
  for (const entry of bySource.values()) {
    score += entry.score;
    matched += entry.cover;
  }
  return { score, matched };
}
