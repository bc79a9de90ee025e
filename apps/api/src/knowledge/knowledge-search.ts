import type { KnowledgePassage } from '@taskwell/api-sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { cosineSimilarity, type Embeddings } from './indexing/embeddings.ts';
import {
  anyLexeme,
  type CandidateWords,
  candidateBudget,
  candidateQuery,
  candidateWords,
  fallbackWords,
  type LexemeFrequency,
} from './rare-lexemes.ts';
import { readableCollectionIds } from './store/collection-access.ts';

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
}

/** The search of a user's knowledge, as the API and the `knowledge` service call it. */
export interface KnowledgeSearch {
  /** The passages that best answer a query, best first. */
  search(query: KnowledgeQuery): Promise<KnowledgeSearchAnswer>;
  /** The collections the account may search, their own first, by name. */
  collections(accountEmail: string): Promise<{ id: string; name: string }[]>;
}

interface PassageRow {
  document_id: string;
  title: string;
  collection_id: string;
  page: number;
  start: number;
  end: number;
  text: string;
  score: number | string;
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

/** The question's lexemes (stemmed, stop words dropped), each with how many passages in scope hold it. */
async function frequencies(db: Database, query: KnowledgeQuery): Promise<LexemeFrequency[]> {
  const ids = scopeIds(query.accountEmail, query.collectionId);
  const rows = await queryRows(
    db,
    sql`SELECT w.lexeme,
        coalesce((SELECT sum(l.passages) FROM knowledge_lexemes l WHERE l.lexeme = w.lexeme AND l.collection_id IN ${ids}), 0) AS passages
      FROM unnest(tsvector_to_array(to_tsvector('english', ${query.query}))) AS w (lexeme)
      ORDER BY w.lexeme`,
  );
  return rows.map((row) => ({ lexeme: String(row.lexeme), passages: Number(row.passages) }));
}

/**
 * The lexical ranking: passages holding the question's rarest words (`candidateWords`, within a
 * budget of passages), ranked by `ts_rank` over all its words (how often and how many occur), best
 * first. Measured on SQuAD and our PDFs (decision 110), any-word with `ts_rank` finds the answer's
 * passage far more often than every-word or `ts_rank_cd`, which reward a phrase the question
 * rarely repeats; looking passages up by the rare words only keeps the candidates few in a large
 * library. The candidates are ranked from their text search documents alone; a document's title
 * and state, and the passage's text, are read for the best of them only.
 */
async function lexical(db: Database, query: KnowledgeQuery, limit: number, budget: number): Promise<PassageRow[]> {
  const lexemes = await frequencies(db, query);
  const words = candidateWords(lexemes, budget);
  if (!words) return [];
  const every = anyLexeme(lexemes.map((entry) => entry.lexeme));
  const rows = await ranked(db, query, words, every, limit);
  const fallback = rows.length < limit ? fallbackWords(words) : undefined;
  return fallback ? ranked(db, query, fallback, every, limit) : rows;
}

async function ranked(
  db: Database,
  query: KnowledgeQuery,
  words: CandidateWords,
  every: string,
  limit: number,
): Promise<PassageRow[]> {
  return queryRows(
    db,
    sql`WITH candidates AS MATERIALIZED (
        SELECT p.document_id, p.ordinal, ts_rank(p.search, to_tsquery('simple', ${every})) AS score
        FROM knowledge_passages p
        WHERE p.search @@ to_tsquery('simple', ${candidateQuery(words)})
          AND p.collection_id IN ${scopeIds(query.accountEmail, query.collectionId)}
      ), best AS (
        SELECT c.document_id, c.ordinal, c.score, d.title, d.created_at
        FROM candidates c JOIN knowledge_documents d ON d.id = c.document_id AND d.status = 'ready'
        ORDER BY c.score DESC, d.created_at DESC, c.document_id, c.ordinal
        LIMIT ${limit}
      )
      SELECT p.document_id, b.title, p.collection_id, p.page, p.start, p."end", p.text, b.score
      FROM best b JOIN knowledge_passages p ON p.document_id = b.document_id AND p.ordinal = b.ordinal
      ORDER BY b.score DESC, b.created_at DESC, b.document_id, b.ordinal`,
  ) as Promise<unknown[]> as Promise<PassageRow[]>;
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
    sql`SELECT p.document_id, d.title, p.collection_id, p.page, p.start, p."end", p.text, 0 AS score, p.embedding
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

/** Reciprocal rank fusion of rankings: a passage scores the sum of 1 / (k + rank) over the rankings it is in. */
export function fuseRankings<Row extends { document_id: string; page: number; start: number }>(
  rankings: ReadonlyArray<readonly Row[]>,
  k = rrfK,
): Array<{ row: Row; score: number }> {
  const fused = new Map<string, { row: Row; score: number; first: number }>();
  rankings.forEach((ranking, which) => {
    ranking.forEach((row, index) => {
      const key = keyOf(row);
      const entry = fused.get(key) ?? { row, score: 0, first: which * fusionDepth * 10 + index };
      entry.score += 1 / (k + index + 1);
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
}): KnowledgeSearch {
  const { db, embeddings } = options;
  const budget = options.candidateBudget ?? candidateBudget;
  return {
    async search(query) {
      const limit = Math.min(Math.max(Math.trunc(query.limit), 1), maxSearchLimit);
      if (query.query.trim() === '') return { mode: embeddings ? 'hybrid' : 'lexical', passages: [] };
      if (!embeddings) {
        const rows = await lexical(db, query, limit, budget);
        return { mode: 'lexical', passages: rows.map((row) => passageOf(row, Number(row.score))) };
      }
      // An endpoint that fails at query time leaves the search to words alone (and says so).
      const [words, vector] = await Promise.all([
        lexical(db, query, fusionDepth, budget),
        embeddings.embed([query.query]).then(
          ([first]) => first,
          () => undefined,
        ),
      ]);
      if (!vector) {
        return { mode: 'lexical', passages: words.slice(0, limit).map((row) => passageOf(row, Number(row.score))) };
      }
      const similar = await bySimilarity(db, query, vector, embeddings.model);
      const fused = fuseRankings([words, similar]).slice(0, limit);
      return { mode: 'hybrid', passages: fused.map(({ row, score }) => passageOf(row, score)) };
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
