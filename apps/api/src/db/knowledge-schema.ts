import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { accounts, createdAt } from './core-schema.ts';

// The Well of Knowledge (issue 28, decision 110): a user's collections of documents, each read
// into pages and split into passages indexed by PostgreSQL's own text search. Deleting a
// collection or a document deletes everything under it (file bytes, pages and passages) by
// cascade, in the same statement.

/** A document's indexing state. */
export type KnowledgeStatus = 'queued' | 'indexing' | 'ready' | 'failed';

/** The content types a knowledge document is kept under. */
export type KnowledgeContentType = 'text/plain' | 'text/markdown' | 'application/pdf';

/** PostgreSQL's text search document. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A named collection of one account's documents, shared with the owner's organizations or not. */
export const knowledgeCollections = pgTable(
  'knowledge_collections',
  {
    /** A UUID version 7. */
    id: text('id').primaryKey(),
    ownerEmail: text('owner_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Members of an organization the owner belongs to may search and read it. */
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // Names are unique among one owner's collections, whatever their case (409 on a clash).
    uniqueIndex('knowledge_collections_name').on(table.ownerEmail, sql`lower(${table.name})`),
  ],
);

/** A document of a collection: what was added, and how far its indexing is. */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    /** A UUID version 7. */
    id: text('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => knowledgeCollections.id, { onDelete: 'cascade' }),
    ownerEmail: text('owner_email').notNull(),
    title: text('title').notNull(),
    /** The uploaded file's name; null for pasted text. */
    fileName: text('file_name'),
    contentType: text('content_type').$type<KnowledgeContentType>().notNull(),
    size: integer('size').notNull(),
    /**
     * The name of the blob that holds the original bytes (decision 211); null only for a document
     * added before files left the database, until the start-up move gives it one.
     */
    storageName: text('storage_name'),
    /** Pages read (0 until read). */
    pages: integer('pages').notNull().default(0),
    status: text('status').$type<KnowledgeStatus>().notNull(),
    /** Passages indexed so far, moved once per batch. */
    indexed: integer('indexed').notNull().default(0),
    /** Passages in all (0 until read). */
    total: integer('total').notNull().default(0),
    /** Why indexing failed, in words for the user. */
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    // A collection's documents newest first, and the counts of the collection list.
    index('knowledge_documents_collection').on(table.collectionId, table.createdAt, table.id),
    index('knowledge_documents_owner').on(table.ownerEmail, table.createdAt, table.id),
    check('knowledge_documents_status', sql`${table.status} IN ('queued', 'indexing', 'ready', 'failed')`),
    check('knowledge_documents_type', sql`${table.contentType} IN ('text/plain', 'text/markdown', 'application/pdf')`),
  ],
);

/**
 * A document's original bytes as the database kept them before decision 211. Nothing is written
 * here any more: each process moves what is left to the blob store at start and deletes the row.
 */
export const knowledgeFiles = pgTable('knowledge_files', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/** A page of a document as it was read: the text citations' offsets count in. */
export const knowledgePages = pgTable(
  'knowledge_pages',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    /** From 1. */
    page: integer('page').notNull(),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ name: 'knowledge_pages_pk', columns: [table.documentId, table.page] })],
);

/** A passage of a page: what search finds and cites. */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    /** Its place in the document, from 0. */
    ordinal: integer('ordinal').notNull(),
    collectionId: text('collection_id').notNull(),
    ownerEmail: text('owner_email').notNull(),
    page: integer('page').notNull(),
    /** Where it starts in its page's text. */
    start: integer('start').notNull(),
    /** Where it ends (excluded). */
    end: integer('end').notNull(),
    text: text('text').notNull(),
    /**
     * The text search document (`english`) of what the passage is about: its document's title, the
     * heading it falls under and its text read across line breaks and hyphenation (decision 125),
     * written with the passage.
     */
    search: tsvector('search').notNull(),
    /** The passage's vector from the embeddings endpoint, when one is configured. */
    embedding: real('embedding').array(),
    /** The model that made the vector. */
    embeddingModel: text('embedding_model'),
    /** The vector's dimension. */
    embeddingDimension: integer('embedding_dimension'),
  },
  (table) => [
    primaryKey({ name: 'knowledge_passages_pk', columns: [table.documentId, table.ordinal] }),
    // A pending list of at most 512 kB (decision 200, revising 110): a document's entries are
    // merged with others' in one pass instead of one by one (about 3 ms of a 5 KB document's
    // write on the embedded database), and a search reads through at most that much unmerged.
    index('knowledge_passages_search')
      .using('gin', table.search)
      .with({ fastupdate: true, gin_pending_list_limit: 512 }),
    index('knowledge_passages_collection').on(table.collectionId),
    check('knowledge_passages_place', sql`${table.start} >= 0 AND ${table.end} >= ${table.start}`),
    check(
      'knowledge_passages_embedding',
      sql`(${table.embedding} IS NULL) = (${table.embeddingModel} IS NULL) AND (${table.embedding} IS NULL) = (${table.embeddingDimension} IS NULL)`,
    ),
  ],
);

/**
 * How many passages of a collection hold each lexeme (its document frequency), so a search can
 * leave out the question's common words (decision 110) and weigh each by its rarity (BM25,
 * decision 125). Kept by triggers on `knowledge_passages` in the statement that inserts or deletes
 * passages, cascades included. Two lexemes no text search document holds keep the collection's
 * totals: {@link passagesLexeme} (its passages) and {@link lengthsLexeme} (their lengths, in
 * distinct lexemes, added up).
 */
export const knowledgeLexemes = pgTable(
  'knowledge_lexemes',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => knowledgeCollections.id, { onDelete: 'cascade' }),
    lexeme: text('lexeme').notNull(),
    passages: integer('passages').notNull(),
  },
  (table) => [primaryKey({ name: 'knowledge_lexemes_pk', columns: [table.collectionId, table.lexeme] })],
);

/** The `knowledge_lexemes` row whose `passages` is the number of passages of its collection. */
export const passagesLexeme = '';
/** The `knowledge_lexemes` row whose `passages` is the sum of its collection's passages' lengths (distinct lexemes). */
export const lengthsLexeme = ' ';

/**
 * What an account keeps in its library, against its plan's allowance (issue 43, decision 194): its
 * documents and their bytes. A paste adds to its row in the statement that writes the document,
 * only while the plan has room (the row's lock makes two pastes at once count each other); a
 * trigger on `knowledge_documents` takes deleted documents off, cascades included.
 */
export const knowledgeUsage = pgTable('knowledge_usage', {
  ownerEmail: text('owner_email')
    .primaryKey()
    .references(() => accounts.email, { onDelete: 'cascade' }),
  documents: integer('documents').notNull().default(0),
  storageBytes: bigint('storage_bytes', { mode: 'number' }).notNull().default(0),
});

/**
 * Blobs whose owner's row is gone, to be removed from the blob store (decision 211): a trigger
 * writes them in the statement that deletes the rows (a document, or a collection's or an
 * account's by cascade), and the process removes them after the delete and every minute.
 */
export const blobRemovals = pgTable('blob_removals', {
  storageName: text('storage_name').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
