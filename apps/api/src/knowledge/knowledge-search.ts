import type { KnowledgePassage } from '@taskwell/api-sdk';
import { type SQL, sql } from 'drizzle-orm';
import { lengthsLexeme, passagesLexeme } from '../db/knowledge-schema.ts';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { idf, type WeightedLexeme } from './bm25.ts';
import { cosineSimilarity, type Embeddings } from './indexing/embeddings.ts';
import { readableCollectionIds } from './persistence/collection-access.ts';
import { type QuestionSubject, specificSource, specificWords, subjectsOf } from './question-subjects.ts';
import { type PassageRow, ranked } from './ranked-passages.ts';
import { candidateBudget, candidateWords, fallbackWords, type LexemeFrequency } from './rare-lexemes.ts';
import { type SentenceEvidence, sentenceEvidence } from './sentence-evidence.ts';
import { type Widening, widenQuestion } from './widening/question-widening.ts';

// Search of the Well of Knowledge (issue 28, decision 110). Lexical: PostgreSQL's own text search
// (any of the question's rarer lexemes, ranked by `ts_rank` over all of them), no extension, so PGlite and PostgreSQL 15
// answer alike. Hybrid, with an embeddings endpoint: the lexical
// ranking fused by reciprocal rank fusion (k = 60) with the cosine similarity of the question's
// vector to the passages' vectors, computed in this process over a bounded set of candidates.
// Only ever the caller's passages and those of collections shared with them.

/** How many passages a search gives at most. */
export const maxSearchLimit = 20;
/** Reciprocal rank fusion's constant (Cormack et al. 2009). */
export const rrfK = 60;
/** The vector ranking's weight in the fusion, the words' being 1. */
export const vectorWeight = 1;
/** Passages each ranking gives to the fusion. */
const fusionDepth = 100;
/**
 * The most passages whose vectors one hybrid search compares (the newest documents first):
 * about 30 MB of 1,536-dimension vectors read per search at most.
 */
export const maxVectorCandidates = 5000;

/** What a search takes. */
export interface KnowledgeQuery {
  /** Whose knowledge: their own collections and those shared with them. */
  accountEmail: string;
  /** The question or text. */
  query: string;
  /** One collection to search (one the caller may read; any other finds nothing). */
  collectionId?: string;
  /** How many passages at most (1 to 20). */
  limit: number;
}

/** A search's answer: how it ranked, and the passages, best first. */
export interface KnowledgeSearchAnswer {
  mode: 'lexical' | 'hybrid';
  passages: KnowledgePassage[];
  /**
   * How much of the question the best sentence holds: the share of the question's weight (each
   * lexeme's rarity; a word it was widened with counting for less) held by the sentence of the
   * first five passages that holds the most (0 to 1).
   */
  coverage: number;
  /** Each passage's sentence that holds the most of the question, with its share. */
  evidence: SentenceEvidence[];
  /** The question's own lexemes and whether the collections searched hold them (decision 147). */
  subjects: QuestionSubject[];
}

/** The search of a user's knowledge, as the API and the `knowledge` service call it. */
export interface KnowledgeSearch {
  /** The passages that best answer a query, best first. */
  search(query: KnowledgeQuery): Promise<KnowledgeSearchAnswer>;
  /** The collections the account may search, their own first, by name. */
  collections(accountEmail: string): Promise<{ id: string; name: string }[]>;
}

function passageOf(row: PassageRow, score: number): KnowledgePassage {
  return {
    documentId: row.document_id,
    documentTitle: row.title,
    collectionId: row.collection_id,
    page: Number(row.page),
    start: Number(row.start),
    end: Number(row.end),
    text: row.text,
    score,
  };
}

const keyOf = (row: { document_id: string; page: number; start: number }) =>
  `${row.document_id}:${row.page}:${row.start}`;

/** The passages a caller may search: ready documents of readable collections (or the one named). */
function scope(email: string, collectionId: string | undefined): SQL {
  return sql`p.collection_id IN ${readableCollectionIds(email)} AND d.status = 'ready'${
    collectionId === undefined ? sql`` : sql` AND p.collection_id = ${collectionId}`
  }`;
}

/** The collections a search reads: those the caller may read (or the one named among them). */
function scopeIds(email: string, collectionId: string | undefined): SQL {
  return collectionId === undefined
    ? readableCollectionIds(email)
    : sql`(SELECT id FROM ${readableCollectionIds(email)} AS readable (id) WHERE id = ${collectionId})`;
}

/** A lexeme of the question or of the words it was widened with, and how many passages in scope hold it. */
interface CountedLexeme extends LexemeFrequency {
  /** The question's own lexeme it stands for (itself for the question's own). */
  source: string;
  /** Its share of an own lexeme's weight (1 for the question's own). */
  share: number;
}

/** The question's lexemes and its widenings' with their counts, and the totals of the collections searched. */
interface Frequencies {
  lexemes: CountedLexeme[];
  /** The question's own lexemes, and whether the collections searched hold them. */
  subjects: QuestionSubject[];
  /** The passages in scope. */
  passages: number;
  /** Their lengths (distinct lexemes), added up. */
  lengths: number;
  /** The ids of the collections in scope. */
  scope: string[];
}

/**
 * The question's lexemes (stemmed, stop words dropped) and those of the words it is widened with,
 * each with how many passages in scope hold it, and the totals of the collections in scope.
 */
async function frequencies(db: Database, query: KnowledgeQuery, widenings: readonly Widening[]): Promise<Frequencies> {
  const ids = scopeIds(query.accountEmail, query.collectionId);
  const rows = await queryRows(
    db,
    sql`WITH scope AS MATERIALIZED (SELECT id FROM ${ids} AS readable (id)),
      words (lexeme, source, share) AS MATERIALIZED (
        SELECT w.lexeme, w.lexeme, 1::float8 FROM unnest(tsvector_to_array(to_tsvector('english', ${query.query}))) AS w (lexeme)
        UNION ALL
        SELECT w.lexeme, s.lexeme, t.weight
        FROM json_to_recordset(${JSON.stringify(widenings)}::json) AS t (word text, source text, weight float8),
          unnest(tsvector_to_array(to_tsvector('english', t.word))) AS w (lexeme),
          unnest(tsvector_to_array(to_tsvector('english', t.source))) AS s (lexeme)
        UNION ALL
        SELECT w.lexeme, ${specificSource}, 0 FROM unnest(tsvector_to_array(to_tsvector('english', ${specificWords(query.query).join(' ')}))) AS w (lexeme)
        UNION ALL SELECT ${passagesLexeme}, '', 0 UNION ALL SELECT ${lengthsLexeme}, '', 0
      ),
      -- Each word looked up by the key (collection, lexeme) in each collection of the scope.
      counts AS (
        SELECT w.lexeme, (
          SELECT sum(l.passages) FROM scope JOIN knowledge_lexemes l ON l.collection_id = scope.id AND l.lexeme = w.lexeme
        ) AS passages
        FROM (SELECT DISTINCT lexeme FROM words) AS w
      )
      SELECT words.lexeme, words.source, words.share, coalesce(counts.passages, 0) AS passages,
        (SELECT coalesce(json_agg(id), '[]') FROM scope) AS scope
      FROM words LEFT JOIN counts ON counts.lexeme = words.lexeme
      ORDER BY words.share DESC, words.lexeme, words.source`,
  );
  const all = rows.map((row) => ({
    lexeme: String(row.lexeme),
    source: String(row.source),
    share: Number(row.share),
    passages: Number(row.passages),
  }));
  const total = (lexeme: string) => all.find((entry) => entry.lexeme === lexeme && entry.source === '')?.passages ?? 0;
  const own = new Set(all.filter((entry) => entry.share === 1).map((entry) => entry.lexeme));
  const lexemes: CountedLexeme[] = [];
  for (const entry of all) {
    if (entry.source === '' || !own.has(entry.source)) continue;
    // A widening's lexeme the question has itself, or has already from another word, counts once.
    if (entry.share < 1 && (own.has(entry.lexeme) || lexemes.some((kept) => kept.lexeme === entry.lexeme))) continue;
    lexemes.push(entry);
  }
  const subjects = subjectsOf(all, own, lexemes);
  const scope = (rows[0]?.scope ?? []) as string[];
  return { lexemes, subjects, passages: total(passagesLexeme), lengths: total(lengthsLexeme), scope };
}

/** The lexical ranking's passages, best first, the weight of the whole question and its weighted lexemes. */
interface LexicalRanking {
  rows: PassageRow[];
  subjects: QuestionSubject[];
  /** The sum of the weights of the question's lexemes, those no passage holds included. */
  weight: number;
  /** The lexemes the passages were scored by (the question's own and its widenings' that some passage holds). */
  terms: WeightedLexeme[];
}

/**
 * The lexical ranking (decision 125): passages holding the question's rarest words
 * (`candidateWords`, within a budget of passages), ranked by BM25 over all its words, each weighed
 * by its rarity in the collections searched. The candidates are scored from their text search
 * documents alone; a document's title and state, and the passage's text, are read for the best of
 * them only.
 */
async function lexical(
  db: Database,
  query: KnowledgeQuery,
  limit: number,
  budget: number,
  widen: boolean,
): Promise<LexicalRanking> {
  const counts = await frequencies(db, query, widen ? widenQuestion(query.query) : []);
  const rarity = (lexeme: string) =>
    idf(counts.lexemes.find((entry) => entry.lexeme === lexeme)?.passages ?? 0, counts.passages);
  const terms: WeightedLexeme[] = counts.lexemes.map((entry) => ({
    lexeme: entry.lexeme,
    weight: entry.share * idf(entry.passages, counts.passages),
    source: entry.source,
    cover: entry.share * rarity(entry.source),
    full: rarity(entry.source),
  }));
  const weight = terms.filter((term) => term.lexeme === term.source).reduce((sum, term) => sum + term.weight, 0);
  const found = counts.lexemes.filter((entry) => entry.passages > 0);
  const words = candidateWords(found, budget);
  if (!words || counts.passages === 0) return { rows: [], subjects: counts.subjects, weight, terms: [] };
  const average = counts.lengths / counts.passages;
  const scored = terms.filter((term) => found.some((entry) => entry.lexeme === term.lexeme));
  const rows = await ranked(db, counts.scope, words, scored, average, limit);
  const fallback = rows.length < limit ? fallbackWords(words) : undefined;
  const best = fallback ? await ranked(db, counts.scope, fallback, scored, average, limit) : rows;
  return { rows: best, subjects: counts.subjects, weight, terms: scored };
}

/** How many of the first passages the strength of the evidence is read from. */
export const evidenceDepth = 5;

/** Each passage's best sentence, and the share of the question the best of the first five holds. */
async function evidenceOf(
  db: Database,
  rows: readonly PassageRow[],
  ranking: LexicalRanking,
): Promise<{ evidence: SentenceEvidence[]; coverage: number; subjects: QuestionSubject[] }> {
  const evidence = await sentenceEvidence(
    db,
    rows.map((row) => ({ start: Number(row.start), text: row.text })),
    ranking.terms,
    ranking.weight,
  );
  return {
    evidence,
    coverage: Math.max(0, ...evidence.slice(0, evidenceDepth).map((each) => each.cover)),
    subjects: ranking.subjects,
  };
}

/** The vector ranking: cosine similarity to the question over the newest candidates; best first. */
async function bySimilarity(
  db: Database,
  query: KnowledgeQuery,
  vector: number[],
  model: string,
): Promise<Array<PassageRow & { similarity: number }>> {
  const rows = (await queryRows(
    db,
    sql`SELECT p.document_id, d.title, p.collection_id, p.page, p.start, p."end", p.text, 0 AS score, 0 AS matched, p.embedding
      FROM knowledge_passages p JOIN knowledge_documents d ON d.id = p.document_id
      WHERE ${scope(query.accountEmail, query.collectionId)}
        AND p.embedding_model = ${model} AND p.embedding_dimension = ${vector.length}
      ORDER BY d.created_at DESC, p.document_id, p.ordinal
      LIMIT ${maxVectorCandidates}`,
  )) as unknown as Array<PassageRow & { embedding: number[] }>;
  return rows
    .map(({ embedding, ...row }) => ({ ...row, similarity: cosineSimilarity(vector, embedding.map(Number)) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, fusionDepth);
}

/**
 * Reciprocal rank fusion of rankings: a passage scores the sum of weight / (k + rank) over the
 * rankings it is in (each ranking's weight 1 unless given).
 */
export function fuseRankings<Row extends { document_id: string; page: number; start: number }>(
  rankings: ReadonlyArray<readonly Row[]>,
  k = rrfK,
  weights: readonly number[] = [],
): Array<{ row: Row; score: number }> {
  const fused = new Map<string, { row: Row; score: number; first: number }>();
  rankings.forEach((ranking, which) => {
    ranking.forEach((row, index) => {
      const key = keyOf(row);
      const entry = fused.get(key) ?? { row, score: 0, first: which * fusionDepth * 10 + index };
      entry.score += (weights[which] ?? 1) / (k + index + 1);
      fused.set(key, entry);
    });
  });
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .map(({ row, score }) => ({ row, score }));
}

/** The search of the Well of Knowledge over a database, hybrid when `embeddings` is given. */
export function createKnowledgeSearch(options: {
  db: Database;
  embeddings?: Embeddings;
  /** The passages a search's candidate words may hold (`candidateBudget`; smaller in tests). */
  candidateBudget?: number;
  /** Whether questions are widened with WordNet's related words (default true). */
  widen?: boolean;
  /** The vector ranking's weight in the fusion, the words' being 1 (default the model's own, else {@link vectorWeight}). */
  vectorWeight?: number;
}): KnowledgeSearch {
  const { db, embeddings } = options;
  const widen = options.widen ?? true;
  const budget = options.candidateBudget ?? candidateBudget;
  return {
    async search(query) {
      const limit = Math.min(Math.max(Math.trunc(query.limit), 1), maxSearchLimit);
      if (query.query.trim() === '')
        return { mode: embeddings ? 'hybrid' : 'lexical', passages: [], coverage: 0, evidence: [], subjects: [] };
      if (!embeddings) {
        const words = await lexical(db, query, limit, budget, widen);
        const rows = words.rows.slice(0, limit);
        return {
          mode: 'lexical',
          passages: rows.map((row) => passageOf(row, Number(row.score))),
          ...(await evidenceOf(db, rows, words)),
        };
      }
      // An endpoint that fails at query time leaves the search to words alone (and says so).
      const [words, vector] = await Promise.all([
        lexical(db, query, fusionDepth, budget, widen),
        embeddings.embed([query.query]).then(
          ([first]) => first,
          () => undefined,
        ),
      ]);
      if (!vector) {
        const rows = words.rows.slice(0, limit);
        return {
          mode: 'lexical',
          passages: rows.map((row) => passageOf(row, Number(row.score))),
          ...(await evidenceOf(db, rows, words)),
        };
      }
      const similar = await bySimilarity(db, query, vector, embeddings.model);
      const fused = fuseRankings([words.rows, similar], rrfK, [
        1,
        options.vectorWeight ?? embeddings.fusionWeight ?? vectorWeight,
      ]).slice(0, limit);
      return {
        mode: 'hybrid',
        passages: fused.map(({ row, score }) => passageOf(row, score)),
        ...(await evidenceOf(
          db,
          fused.map(({ row }) => row),
          words,
        )),
      };
    },

    async collections(accountEmail) {
      const rows = await queryRows(
        db,
        sql`SELECT c.id, c.name FROM knowledge_collections c
          WHERE c.id IN ${readableCollectionIds(accountEmail)}
          ORDER BY c.owner_email <> ${accountEmail}, lower(c.name), c.id`,
      );
      return rows.map((row) => ({ id: String(row.id), name: String(row.name) }));
    },
  };
}
