import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type BlobStorage, readBlob } from '../../assets/blobs/blob-storage.ts';
import type { Database } from '../../db/open-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { RuntimeLog } from '../../runtime/run-context.ts';

/** Blobs removed, or rows moved, per statement. */
const batch = 50;

/**
 * The bytes of the files this process wrote and has not read back yet, kept at most this many
 * bytes in all: the process that adds a document is the one that indexes it on the embedded
 * database (and often on PostgreSQL), a moment later, and reads them from here rather than from
 * the blob store.
 */
export const keptForIndexingBytes = 32 * 1024 * 1024;

/**
 * The original files of knowledge documents, in the blob store (decision 211): a folder on the
 * embedded database, the S3-compatible bucket in the scaled mode, never the database. A document's
 * row names its blob; deleting rows (a document, a collection's or an account's by cascade) leaves
 * the names in `blob_removals` in the same statement, and {@link removeDeleted} removes the blobs.
 */
export class KnowledgeFiles {
  private readonly justWritten = new LRUCache<string, Buffer>({
    maxSize: keptForIndexingBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
  });

  constructor(private readonly options: { db: Database; blobs: BlobStorage; log: RuntimeLog }) {}

  /** Writes a document's bytes under a new name, before its row is written; returns the name. */
  async keep(bytes: Buffer): Promise<string> {
    const storageName = randomUUID();
    await this.options.blobs.put(storageName, bytes);
    if (bytes.length <= keptForIndexingBytes) this.justWritten.set(storageName, bytes);
    return storageName;
  }

  /** Removes a blob whose row was never written (the plan was full, the insert failed). Never throws. */
  async forget(storageName: string): Promise<void> {
    this.justWritten.delete(storageName);
    try {
      await this.options.blobs.remove(storageName);
    } catch (error) {
      // The blob is left behind: it names no row, and nothing reads it.
      this.options.log.warn({ err: error, storageName }, 'removing an unused knowledge file failed');
    }
  }

  /**
   * A document's bytes: those this process wrote a moment ago, once, else its blob's; undefined
   * when the blob is gone.
   */
  async read(storageName: string): Promise<Buffer | undefined> {
    const written = this.justWritten.get(storageName);
    if (written) {
      this.justWritten.delete(storageName);
      return written;
    }
    return readBlob(this.options.blobs, storageName);
  }

  /**
   * Removes the blobs of deleted documents, a batch at a time, until none is left: each row goes
   * once its blob is removed (removing one already gone is no error), so a process that stops
   * half way, or two processes at once, leave nothing behind. Returns how many were removed.
   */
  async removeDeleted(): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows = await queryRows(
        this.options.db,
        sql`SELECT storage_name FROM blob_removals ORDER BY requested_at, storage_name LIMIT ${batch}`,
      );
      const names = rows.map((row) => String(row.storage_name));
      if (names.length === 0) return removed;
      for (const name of names) await this.options.blobs.remove(name);
      await queryRows(
        this.options.db,
        sql`DELETE FROM blob_removals WHERE storage_name IN (SELECT json_array_elements_text(${JSON.stringify(names)}::json))`,
      );
      removed += names.length;
    }
  }

  /** {@link removeDeleted}, its failure logged (the next sweep tries again). Never throws. */
  async removeDeletedLogged(): Promise<void> {
    try {
      await this.removeDeleted();
    } catch (error) {
      this.options.log.warn({ err: error }, 'removing the files of deleted knowledge documents failed');
    }
  }

  /**
   * Moves the files the database still keeps (documents added before decision 211) to the blob
   * store, a document at a time: the blob is written, then the row takes its name and the old row
   * goes, in one statement; a document another process moved first (or deleted meanwhile) keeps
   * its row, and this blob is removed. Returns how many were moved.
   */
  async moveFromDatabase(): Promise<number> {
    let moved = 0;
    for (;;) {
      const rows = await queryRows(
        this.options.db,
        sql`SELECT f.document_id, f.bytes FROM knowledge_files f ORDER BY f.document_id LIMIT ${batch}`,
      );
      if (rows.length === 0) return moved;
      for (const row of rows) {
        const documentId = String(row.document_id);
        const storageName = await this.keep(Buffer.from(row.bytes as Uint8Array));
        const [named] = await queryRows(
          this.options.db,
          sql`WITH named AS (
              UPDATE knowledge_documents SET storage_name = ${storageName}
              WHERE id = ${documentId} AND storage_name IS NULL
              RETURNING id
            ),
            gone AS (DELETE FROM knowledge_files WHERE document_id = ${documentId} RETURNING document_id)
            SELECT (SELECT count(*) FROM named)::integer AS named, (SELECT count(*) FROM gone)::integer AS gone`,
        );
        if (Number(named?.named) === 1) moved += 1;
        else await this.forget(storageName);
      }
    }
  }
}
