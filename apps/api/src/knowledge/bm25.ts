import { type SQL, sql } from 'drizzle-orm';

// Okapi BM25 over the passages' text search documents (issue 43, decision 125), in plain SQL that
// PGlite and PostgreSQL 15 both run: no extension. A term's frequency in a passage is the number of
// places its lexeme holds in the passage's `tsvector`; a passage's length is its number of
// distinct lexemes; each lexeme's document frequency, the collection's passages and their lengths
// come from `knowledge_lexemes`, which the indexing keeps in the same statements.

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
 * For each passage of `candidates` (a query giving `document_id`, `ordinal` and `search`), its BM25
 * score over the weighted lexemes, and `matched`: for each of the question's own lexemes, the most
 * it holds of it (the lexeme itself, or a word it was widened with), added up.
 * Only the query's lexemes are unnested from each passage's vector (`setweight` marks them,
 * `ts_filter` keeps them), so a long passage costs no more than a short one; the lexemes of all
 * candidates are then joined to `terms` at once and summed by passage (one hash join and two
 * groupings for the whole set, where a join per passage built its own hash table each time).
 */
export function bm25Scores(candidates: SQL, terms: readonly WeightedLexeme[], averageLength: number): SQL {
  const json = JSON.stringify(terms);
  const average = Math.max(averageLength, 1);
  return sql`WITH wanted AS MATERIALIZED (
      SELECT array_agg(t.lexeme) AS lexemes FROM json_to_recordset(${json}::json) AS t (lexeme text)
    ),
    held AS MATERIALIZED (
      SELECT c.document_id, c.ordinal, length(c.search)::float8 AS length,
        ts_filter(setweight(c.search, 'A', wanted.lexemes), '{a}') AS hits
      FROM (${candidates}) AS c CROSS JOIN wanted
    ),
    sources AS (
      SELECT h.document_id, h.ordinal, q.source,
        sum(q.weight * f.tf * ${k1 + 1} / (f.tf + ${k1} * (${1 - b} + ${b} * h.length / ${average}))) AS score,
        max(q.cover) AS cover
      FROM held AS h
      CROSS JOIN LATERAL (
        SELECT u.lexeme, coalesce(cardinality(u.positions), 1)::float8 AS tf FROM unnest(h.hits) AS u
      ) AS f
      JOIN terms AS q ON q.lexeme = f.lexeme
      GROUP BY h.document_id, h.ordinal, q.source
    )
    SELECT h.document_id, h.ordinal, coalesce(sum(s.score), 0) AS score, coalesce(sum(s.cover), 0) AS matched
    FROM held AS h LEFT JOIN sources AS s ON s.document_id = h.document_id AND s.ordinal = h.ordinal
    GROUP BY h.document_id, h.ordinal`;
}

/** The weighted lexemes as the table `terms` for {@link bm25Scores}, to put in a `WITH`. */
export function bm25Terms(terms: readonly WeightedLexeme[]): SQL {
  return sql`terms AS MATERIALIZED (
    SELECT q.lexeme, q.weight, q.source, q.cover FROM json_to_recordset(${JSON.stringify(terms)}::json) AS q (lexeme text, weight float8, source text, cover float8)
  )`;
}
