import type { KnowledgeDocument, KnowledgeDocumentList, KnowledgePage } from '@taskwell/api-sdk';
import { and, desc, eq, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { KnowledgeContentType } from '../../db/knowledge-schema.ts';
import type { Database } from '../../db/open-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { newRowId } from '../../db/row-ids.ts';
import { knowledgeDocuments, knowledgePages } from '../../db/schema.ts';
import { notFound } from '../../errors/domain-error.ts';
import { decodeCursor, defaultPageSize, pageOf } from '../../paging/keyset-cursor.ts';
import { readableCollection } from './collection-access.ts';
import { documentRoomByPlan } from './knowledge-allowance.ts';

/** A document row. */
export type DocumentRow = typeof knowledgeDocuments.$inferSelect;

/** What is added to a collection. */
export interface NewDocument {
  collectionId: string;
  title: string;
  /** The uploaded file's name; none for pasted text. */
  fileName?: string;
  contentType: KnowledgeContentType;
  bytes: Buffer;
}

const missing = () => notFound('The document');

/** A document as the contract shows it to a caller. */
export function documentReply(row: DocumentRow, email: string): KnowledgeDocument {
  return {
    id: row.id,
    collectionId: row.collectionId,
    title: row.title,
    ...(row.fileName === null ? {} : { fileName: row.fileName }),
    contentType: row.contentType,
    size: row.size,
    pages: row.pages,
    status: row.status,
    indexed: row.indexed,
    total: row.total,
    ...(row.message === null ? {} : { message: row.message }),
    mine: row.ownerEmail === email,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The documents of knowledge collections (issue 28): added by the owner of the collection (the
 * file kept beside it, indexed in the background), read by whoever may read the collection,
 * renamed and deleted by the owner only.
 */
export class KnowledgeDocuments {
  constructor(private readonly options: { db: Database; now: () => number }) {}

  private get db() {
    return this.options.db;
  }

  /**
   * Adds a document, queued for indexing, whose bytes are in the blob `storageName`, in one
   * statement (decision 194): only to one of the caller's own collections, and only while the plan
   * has room, taken in the same statement from the account's `knowledge_usage` row (its lock makes
   * two adds at once count each other). Undefined when it was not added: the caller says why and
   * removes the blob (`KnowledgeLibrary.add`).
   */
  async add(email: string, input: NewDocument, storageName: string): Promise<KnowledgeDocument | undefined> {
    const at = new Date(this.options.now());
    const id = newRowId();
    const size = input.bytes.length;
    const title = input.title.trim();
    const fileName = input.fileName ?? null;
    const [made] = await queryRows(
      this.db,
      sql`WITH allowance AS (
          SELECT l.documents, l.storage_bytes
          FROM accounts a
          JOIN json_to_recordset(${documentRoomByPlan}::json) AS l (plan text, documents integer, storage_bytes bigint)
            ON l.plan = lower(trim(a.plan))
          WHERE a.email = ${email}
            AND EXISTS (SELECT 1 FROM knowledge_collections c WHERE c.id = ${input.collectionId} AND c.owner_email = ${email})
        ),
        room AS (
          INSERT INTO knowledge_usage AS u (owner_email, documents, storage_bytes)
          SELECT ${email}::text, 1, ${size}::bigint FROM allowance WHERE allowance.documents >= 1 AND allowance.storage_bytes >= ${size}::bigint
          ON CONFLICT (owner_email) DO UPDATE SET documents = u.documents + 1, storage_bytes = u.storage_bytes + excluded.storage_bytes
          WHERE u.documents < (SELECT documents FROM allowance)
            AND u.storage_bytes + excluded.storage_bytes <= (SELECT storage_bytes FROM allowance)
          RETURNING u.owner_email
        )
        INSERT INTO knowledge_documents (id, collection_id, owner_email, title, file_name, content_type, size, storage_name, status, created_at, updated_at)
        SELECT ${id}::text, ${input.collectionId}::text, ${email}::text, ${title}::text, ${fileName}::text, ${input.contentType}::text,
          ${size}::integer, ${storageName}::text, 'queued', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
        FROM room
        RETURNING pages, indexed, total`,
    );
    if (!made) return undefined;
    return documentReply(
      {
        id,
        collectionId: input.collectionId,
        ownerEmail: email,
        title,
        fileName,
        contentType: input.contentType,
        size,
        storageName,
        pages: Number(made.pages),
        status: 'queued',
        indexed: Number(made.indexed),
        total: Number(made.total),
        message: null,
        createdAt: at,
        updatedAt: at,
      },
      email,
    );
  }

  /** A page of the documents the caller may read, newest first. */
  async list(
    email: string,
    options: { collectionId?: string; q?: string; cursor?: string; limit?: number },
  ): Promise<KnowledgeDocumentList> {
    const limit = options.limit ?? defaultPageSize;
    const conditions: SQL[] = [readableCollection(email, knowledgeDocuments.collectionId)];
    if (options.collectionId) conditions.push(eq(knowledgeDocuments.collectionId, options.collectionId));
    const words = options.q?.trim();
    if (words) conditions.push(ilike(knowledgeDocuments.title, `%${likeLiteral(words)}%`));
    if (options.cursor) {
      const after = decodeCursor(options.cursor);
      conditions.push(
        or(
          lt(knowledgeDocuments.createdAt, after.createdAt),
          and(eq(knowledgeDocuments.createdAt, after.createdAt), lt(knowledgeDocuments.id, after.id)),
        ) as SQL,
      );
    }
    const rows = await this.db
      .select()
      .from(knowledgeDocuments)
      .where(and(...conditions))
      .orderBy(desc(knowledgeDocuments.createdAt), desc(knowledgeDocuments.id))
      .limit(limit + 1);
    const page = pageOf(rows, limit);
    return { items: page.rows.map((row) => documentReply(row, email)), nextCursor: page.next };
  }

  /** A document the caller may read, or 404. */
  async readable(email: string, id: string): Promise<DocumentRow> {
    const [row] = await this.db
      .select()
      .from(knowledgeDocuments)
      .where(and(eq(knowledgeDocuments.id, id), readableCollection(email, knowledgeDocuments.collectionId)))
      .limit(1);
    if (!row) throw missing();
    return row;
  }

  /** A document the caller may read, as the contract shows it, or 404. */
  async get(email: string, id: string): Promise<KnowledgeDocument> {
    return documentReply(await this.readable(email, id), email);
  }

  /** Renames one of the caller's own documents. */
  async rename(email: string, id: string, title: string): Promise<KnowledgeDocument> {
    const [row] = await this.db
      .update(knowledgeDocuments)
      .set({ title: title.trim(), updatedAt: new Date(this.options.now()) })
      .where(and(eq(knowledgeDocuments.id, id), eq(knowledgeDocuments.ownerEmail, email)))
      .returning();
    if (!row) throw missing();
    return documentReply(row, email);
  }

  /**
   * Deletes one of the caller's own documents with its pages and passages (one statement, by
   * cascade; its file's name goes to `blob_removals` in it); an indexing job in flight finds the
   * row gone at its next batch and stops.
   */
  async delete(email: string, id: string): Promise<void> {
    const deleted = await this.db
      .delete(knowledgeDocuments)
      .where(and(eq(knowledgeDocuments.id, id), eq(knowledgeDocuments.ownerEmail, email)))
      .returning({ id: knowledgeDocuments.id });
    if (deleted.length === 0) throw missing();
  }

  /** One page's text of a document the caller may read; a page it does not have answers 404. */
  async page(email: string, id: string, page: number): Promise<KnowledgePage> {
    const document = await this.readable(email, id);
    const [row] = await this.db
      .select({ text: knowledgePages.text })
      .from(knowledgePages)
      .where(and(eq(knowledgePages.documentId, id), eq(knowledgePages.page, page)))
      .limit(1);
    if (!row) throw notFound('The page');
    return { documentId: id, title: document.title, page, pages: Math.max(document.pages, 1), text: row.text };
  }
}

/** How long a document may sit `indexing` without a batch written before another worker takes it. */
export const staleIndexingMs = 5 * 60_000;
/** How long a document may sit `queued` before it is queued again (its job lost with a process). */
export const staleQueuedMs = 2 * 60_000;

/**
 * Documents whose indexing a stopped process left behind: on the embedded database at start
 * (`all`: no other process can hold one, so those `indexing` turn `queued` again), elsewhere those
 * queued or indexing for longer than a worker takes. Their ids, oldest first, to queue again.
 */
export async function leftDocuments(db: Database, options: { at: Date; all: boolean }): Promise<string[]> {
  if (options.all) {
    await db
      .update(knowledgeDocuments)
      .set({ status: 'queued', updatedAt: options.at })
      .where(eq(knowledgeDocuments.status, 'indexing'));
  }
  const queuedBefore = new Date(options.at.getTime() - (options.all ? 0 : staleQueuedMs));
  const indexingBefore = new Date(options.at.getTime() - staleIndexingMs);
  const rows = await db
    .select({ id: knowledgeDocuments.id })
    .from(knowledgeDocuments)
    .where(
      or(
        and(eq(knowledgeDocuments.status, 'queued'), lte(knowledgeDocuments.updatedAt, queuedBefore)),
        and(eq(knowledgeDocuments.status, 'indexing'), lt(knowledgeDocuments.updatedAt, indexingBefore)),
      ),
    )
    .orderBy(knowledgeDocuments.createdAt);
  return rows.map((row) => row.id);
}
