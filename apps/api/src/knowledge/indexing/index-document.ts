import { and, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { KnowledgeContentType } from '../../db/knowledge-schema.ts';
import type { Database } from '../../db/open-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { knowledgeDocuments, knowledgePages, knowledgePassages } from '../../db/schema.ts';
import { isDependencyOutage } from '../../errors/dependency-outage.ts';
import { staleIndexingMs } from '../persistence/knowledge-documents.ts';
import type { KnowledgeFiles } from '../persistence/knowledge-files.ts';
import type { Embeddings } from './embeddings.ts';
import { readDocument, UnreadableDocument } from './read-document.ts';
import { type Passage, splitPassages } from './split-passages.ts';

/** How a document's indexing ended. */
export type IndexOutcome = 'ready' | 'failed' | 'gone';

/** The message of a failure nobody meant, for the user (the cause goes to the log). */
export const unexpectedFailureMessage =
  'Something went wrong on our side while this document was being indexed. Delete it and add it again; if it happens again, contact us.';

/** The message of a document whose file is not in the blob store (removed from it by hand, say). */
export const missingFileMessage = 'The file of this document is missing from our storage. Delete it and add it again.';

/** What indexing one document takes. */
export interface IndexDocumentOptions {
  db: Database;
  /** Where the document's bytes are read from. */
  files: Pick<KnowledgeFiles, 'read'>;
  documentId: string;
  /** Vectors for the passages, when an embeddings endpoint is configured. */
  embeddings?: Embeddings;
  /** Passages written by one INSERT (and one step of the progress the studio shows). */
  batchSize: number;
  now: () => number;
  /** Aborted when the process stops: the document is left `indexing`, to be taken again. */
  signal: AbortSignal;
  /** Logs what the user is not told. */
  warn: (details: Record<string, unknown>, message: string) => void;
}

/** Page texts in groups of at most about 1 MB: one INSERT each. */
function pageGroups(pages: readonly string[]): Array<Array<{ page: number; text: string }>> {
  const groups: Array<Array<{ page: number; text: string }>> = [];
  let current: Array<{ page: number; text: string }> = [];
  let size = 0;
  pages.forEach((text, index) => {
    if (current.length > 0 && size + text.length > 1_000_000) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push({ page: index + 1, text });
    size += text.length;
  });
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * The rows of `knowledge_passages` for a batch of a document's passages, the first at `ordinal`:
 * each with its text search document (`english`, of its text read across line breaks) and its
 * vector when there is one.
 */
export function passageValues(
  document: { id: string; collectionId: string; ownerEmail: string },
  batch: readonly Passage[],
  ordinal: number,
  vectors?: { vectors: number[][]; model: string },
): PgInsertValue<typeof knowledgePassages>[] {
  return batch.map((passage, index) => {
    const vector = vectors?.vectors[index];
    return {
      documentId: document.id,
      ordinal: ordinal + index,
      collectionId: document.collectionId,
      ownerEmail: document.ownerEmail,
      page: passage.page,
      start: passage.start,
      end: passage.end,
      text: passage.text,
      search: sql`to_tsvector('english', ${passage.indexText})`,
      ...(vector && vectors
        ? { embedding: vector, embeddingModel: vectors.model, embeddingDimension: vector.length }
        : {}),
    };
  });
}

/**
 * A document read whole in one batch, written in one statement (decision 189): its row moved to
 * `ready` (when its mark is still this attempt's), its pages and its passages, each insert taking
 * the moved row, so that a document deleted or taken over meanwhile gets nothing. One statement
 * where a transaction took five: on the embedded database each statement costs as much as a small
 * document's text search. The lexeme triggers see the passages as one insert, as before.
 */
async function writeWhole(
  db: Database,
  options: {
    documentId: string;
    document: { id: string; collectionId: string; ownerEmail: string };
    pages: readonly string[];
    passages: readonly Passage[];
    mark: Date;
    next: Date;
  },
): Promise<boolean> {
  const { documentId, document, passages } = options;
  const pages = JSON.stringify(options.pages.map((text, index) => ({ page: index + 1, text })));
  const rows = JSON.stringify(
    passages.map((passage, ordinal) => ({
      ordinal,
      page: passage.page,
      start: passage.start,
      end: passage.end,
      text: passage.text,
      index_text: passage.indexText,
    })),
  );
  const [moved] = await queryRows(
    db,
    sql`WITH moved AS (
        UPDATE knowledge_documents SET indexed = indexed + ${passages.length}, updated_at = ${options.next.toISOString()},
          pages = ${options.pages.length}, total = ${passages.length}, status = 'ready'
        WHERE id = ${documentId} AND status = 'indexing' AND updated_at = ${options.mark.toISOString()}
        RETURNING id
      ),
      pages AS (
        INSERT INTO knowledge_pages (document_id, page, text)
        SELECT moved.id, p.page, p.text FROM moved, json_to_recordset(${pages}::json) AS p (page integer, text text)
      ),
      passages AS (
        INSERT INTO knowledge_passages (document_id, ordinal, collection_id, owner_email, page, start, "end", text, search)
        SELECT moved.id, p.ordinal, ${document.collectionId}, ${document.ownerEmail}, p.page, p.start, p."end", p.text,
          to_tsvector('english', p.index_text)
        FROM moved, json_to_recordset(${rows}::json)
          AS p (ordinal integer, page integer, start integer, "end" integer, text text, index_text text)
      )
      SELECT count(*)::integer AS moved FROM moved`,
  );
  return Number(moved?.moved ?? 0) > 0;
}

/** The vectors of a batch, or none when the endpoint fails (the passages stay searchable by words). */
async function vectorsOf(
  options: IndexDocumentOptions,
  batch: readonly Passage[],
): Promise<{ vectors: number[][]; model: string } | undefined> {
  const { embeddings } = options;
  if (!embeddings) return undefined;
  try {
    return {
      vectors: await embeddings.embed(
        batch.map((passage) => passage.text),
        options.signal,
      ),
      model: embeddings.model,
    };
  } catch (error) {
    options.signal.throwIfAborted();
    options.warn({ err: error, documentId: options.documentId }, 'embeddings failed; passages kept without vectors');
    return undefined;
  }
}

/**
 * Indexes one document (issue 28, decision 110): claims it (`indexing`), reads its pages, splits
 * them into passages and writes them in batches (one multi-row INSERT and one move of `indexed`
 * per batch, in one transaction), then marks it `ready`. The first batch also writes the pages
 * and the `total`; the last one the end. A document deleted meanwhile is noticed at the next
 * batch (its row is gone) and nothing more is written. A document that cannot be read ends
 * `failed` with the reader's message; it is kept, file and all.
 */
export async function indexDocument(options: IndexDocumentOptions): Promise<IndexOutcome> {
  const { db, documentId, now } = options;
  const at = () => new Date(now());
  // Claimed in one statement: the document turns `indexing`, and the name of its file comes back
  // (or its bytes, for a document whose file the start-up move has not reached yet). One being
  // indexed is taken only once its worker has written nothing for a while (it stopped).
  const staleBefore = new Date(now() - staleIndexingMs).toISOString();
  // This attempt's mark: each write checks it and moves it, so an attempt whose document another
  // worker took over (after it went stale) finds the mark moved and stops writing.
  const claimedAt = at();
  let mark = claimedAt;
  const [claimed] = (await queryRows(
    db,
    sql`WITH claimed AS (
        UPDATE knowledge_documents SET status = 'indexing', indexed = 0, total = 0, message = NULL, updated_at = ${claimedAt.toISOString()}
        WHERE id = ${documentId} AND (status = 'queued' OR (status = 'indexing' AND updated_at < ${staleBefore}))
        RETURNING collection_id, owner_email, content_type, pages, title, storage_name
      )
      SELECT claimed.*, f.bytes FROM claimed LEFT JOIN knowledge_files f ON f.document_id = ${documentId} AND claimed.storage_name IS NULL`,
  )) as Array<{
    collection_id: string;
    owner_email: string;
    content_type: KnowledgeContentType;
    pages: number;
    title: string;
    storage_name: string | null;
    bytes: Uint8Array | null;
  }>;
  if (!claimed) return 'gone';
  // Pages were written by an earlier attempt (a process stopped mid-way): it starts over.
  const again = Number(claimed.pages) > 0;
  try {
    const bytes = claimed.storage_name === null ? claimed.bytes : await options.files.read(claimed.storage_name);
    if (!bytes) throw new UnreadableDocument(missingFileMessage);
    const pages = await readDocument({
      bytes: new Uint8Array(bytes),
      contentType: claimed.content_type,
      signal: options.signal,
    });
    const passages = splitPassages(pages, { title: claimed.title });
    const batches: Passage[][] = [];
    for (let index = 0; index < passages.length; index += options.batchSize) {
      batches.push(passages.slice(index, index + options.batchSize));
    }
    if (batches.length === 0) batches.push([]);
    let ordinal = 0;
    for (const [number, batch] of batches.entries()) {
      options.signal.throwIfAborted();
      const vectors = await vectorsOf(options, batch);
      const last = number === batches.length - 1;
      // Always after the mark, even within the same millisecond.
      const next = new Date(Math.max(now(), mark.getTime() + 1));
      const whole = number === 0 && last && !again && !vectors && pageGroups(pages).length <= 1;
      const alive = whole
        ? await writeWhole(db, {
            documentId,
            document: { id: documentId, collectionId: claimed.collection_id, ownerEmail: claimed.owner_email },
            pages,
            passages: batch,
            mark,
            next,
          })
        : await db.transaction(async (tx) => {
            const [moved] = await tx
              .update(knowledgeDocuments)
              .set({
                indexed: sql`${knowledgeDocuments.indexed} + ${batch.length}`,
                updatedAt: next,
                ...(number === 0 ? { pages: pages.length, total: passages.length } : {}),
                ...(last ? { status: 'ready' as const } : {}),
              })
              .where(
                and(
                  eq(knowledgeDocuments.id, documentId),
                  eq(knowledgeDocuments.status, 'indexing'),
                  eq(knowledgeDocuments.updatedAt, mark),
                ),
              )
              .returning({ id: knowledgeDocuments.id });
            if (!moved) return false;
            if (number === 0) {
              if (again) {
                await tx.delete(knowledgePassages).where(eq(knowledgePassages.documentId, documentId));
                await tx.delete(knowledgePages).where(eq(knowledgePages.documentId, documentId));
              }
              for (const group of pageGroups(pages)) {
                await tx.insert(knowledgePages).values(group.map((page) => ({ documentId, ...page })));
              }
            }
            if (batch.length > 0) {
              await tx
                .insert(knowledgePassages)
                .values(
                  passageValues(
                    { id: documentId, collectionId: claimed.collection_id, ownerEmail: claimed.owner_email },
                    batch,
                    ordinal,
                    vectors,
                  ),
                );
            }
            return true;
          });
      if (!alive) return 'gone';
      mark = next;
      ordinal += batch.length;
    }
    return 'ready';
  } catch (error) {
    // Stopping, or the database or the blob store away: the document stays `indexing`, and is
    // taken again once its claim is stale.
    if (options.signal.aborted || isDependencyOutage(error)) throw error;
    const message = error instanceof UnreadableDocument ? error.message : unexpectedFailureMessage;
    if (!(error instanceof UnreadableDocument)) options.warn({ err: error, documentId }, 'indexing a document failed');
    const [failed] = await db
      .update(knowledgeDocuments)
      .set({ status: 'failed', message, updatedAt: at() })
      .where(and(eq(knowledgeDocuments.id, documentId), eq(knowledgeDocuments.updatedAt, mark)))
      .returning({ id: knowledgeDocuments.id });
    return failed ? 'failed' : 'gone';
  }
}
