import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { bm25Score, lexemePlaces, type WeightedLexeme } from './bm25.ts';
import { type CandidateWords, candidateQuery } from './rare-lexemes.ts';

// The lexical ranking's passages (decisions 125 and 189): the candidates a search's rarest words
// find, scored by BM25 over all its words, best first, with the text and title of the best.

/** A ranked passage as a search gives it on. */
export interface PassageRow {
  document_id: string;
  title: string;
  collection_id: string;
  page: number;
  start: number;
  end: number;
  text: string;
  score: number | string;
  /** The weight of the question's lexemes the passage holds. */
  matched: number | string;
}

/** A candidate passage: its key and score. */
interface Candidate {
  document_id: string;
  ordinal: number;
  score: number;
  matched: number;
  /** Its score to nine places, as an integer (computed once: the sort compares it many times). */
  tie: number;
}

/** A candidate whose document is ready, with its text, title and its document's age (the tie rule's). */
type Found = PassageRow & Candidate & { created: string };

/** Scores equal to nine places are a tie (sums in another order differ in their last bits). */
const tieScore = (score: number) => Math.round(Number(score.toPrecision(15)) * 1e9);

const byText = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

/** Best first: the score to nine places, then the newer document, then the document and the passage's order. */
function byRank(a: Found, b: Found): number {
  return b.tie - a.tie || byText(b.created, a.created) || byText(a.document_id, b.document_id) || a.ordinal - b.ordinal;
}

/**
 * The candidates: for each passage in the collections holding the candidate words (found by the
 * text search index), its key, its length and the places of the terms it holds, as lines of one
 * text (`document_id ordinal length vector`): hundreds of rows cost the embedded database more to
 * send than one text.
 */
async function candidatesOf(
  db: Database,
  collectionIds: readonly string[],
  words: CandidateWords,
  terms: readonly WeightedLexeme[],
  averageLength: number,
): Promise<Candidate[]> {
  const lexemes = JSON.stringify(terms.map((term) => term.lexeme));
  const [row] = await queryRows(
    db,
    sql`SELECT string_agg(concat_ws(' ', c.document_id, c.ordinal, length(c.search),
        ts_filter(setweight(c.search, 'A', ARRAY(SELECT json_array_elements_text(${lexemes}::json))), '{a}')), E'\n') AS lines
      FROM knowledge_passages c
      WHERE c.search @@ to_tsquery('simple', ${candidateQuery(words)})
        AND c.collection_id IN (SELECT json_array_elements_text(${JSON.stringify(collectionIds)}::json))`,
  );
  const lines = typeof row?.lines === 'string' && row.lines !== '' ? row.lines.split('\n') : [];
  return lines.map((line) => {
    const [documentId = '', ordinal = '', length = '', ...vector] = line.split(' ');
    const { score, matched } = bm25Score(lexemePlaces(vector.join(' ')), Number(length), terms, averageLength);
    return { document_id: documentId, ordinal: Number(ordinal), score, matched, tie: tieScore(score) };
  });
}

/** The candidates among `candidates` whose documents are ready, with their text, title and documents' age. */
async function readyOf(db: Database, candidates: readonly Candidate[]): Promise<Found[]> {
  // The keys as a list of pairs: the planner then probes both tables by key (from a JSON list it
  // expected a hundred rows and read every document of the library).
  const keys = sql.join(
    candidates.map(({ document_id, ordinal }) => sql`(${document_id}, ${ordinal}::integer)`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`SELECT p.document_id, p.ordinal, d.title, p.collection_id, p.page, p.start, p."end", p.text,
        to_char(d.created_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS') AS created
      FROM knowledge_passages p JOIN knowledge_documents d ON d.id = p.document_id
      WHERE (p.document_id, p.ordinal) IN (${keys}) AND d.status = 'ready'`,
  );
  const byKey = new Map(candidates.map((candidate) => [`${candidate.document_id}:${candidate.ordinal}`, candidate]));
  return rows.flatMap((row) => {
    const candidate = byKey.get(`${row.document_id}:${row.ordinal}`);
    return candidate ? [{ ...(row as unknown as PassageRow), ...candidate, created: String(row.created) }] : [];
  });
}

/**
 * The best `limit` passages holding the candidate words, by BM25 over `terms` (decision 189). The
 * database finds the candidates and gives what their scores are made of; the scores are summed
 * here. The best are then read with their documents, a group at a time: as many as are still
 * wanted, and every one tied with the last of them (the tie rule reads the documents' age), until
 * `limit` passages of ready documents are in hand; those outside every group read score less.
 */
export async function ranked(
  db: Database,
  collectionIds: readonly string[],
  words: CandidateWords,
  terms: readonly WeightedLexeme[],
  averageLength: number,
  limit: number,
): Promise<PassageRow[]> {
  const candidates = await candidatesOf(db, collectionIds, words, terms, averageLength);
  candidates.sort((a, b) => b.tie - a.tie);
  const found: Found[] = [];
  let from = 0;
  while (from < candidates.length && found.length < limit) {
    let to = Math.min(candidates.length, from + limit - found.length);
    const last = (candidates[to - 1] as Candidate).tie;
    while (to < candidates.length && (candidates[to] as Candidate).tie === last) to += 1;
    found.push(...(await readyOf(db, candidates.slice(from, to))));
    from = to;
  }
  return found.sort(byRank).slice(0, limit);
}
