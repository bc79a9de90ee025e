import type { KnowledgeAllowance, KnowledgeDocument } from '@taskwell/api-sdk';
import type { BlobStorage } from '../assets/blobs/blob-storage.ts';
import type { OpenDatabase } from '../db/open-database.ts';
import type { RuntimeLog } from '../runtime/run-context.ts';
import type { Embeddings } from './indexing/embeddings.ts';
import { KnowledgeIndexer } from './indexing/knowledge-indexer.ts';
import { createKnowledgeSearch, type KnowledgeSearch } from './knowledge-search.ts';
import { knowledgeAllowance, requireRoom } from './persistence/knowledge-allowance.ts';
import { KnowledgeCollections } from './persistence/knowledge-collections.ts';
import { KnowledgeDocuments, type NewDocument } from './persistence/knowledge-documents.ts';
import { KnowledgeFiles } from './persistence/knowledge-files.ts';

/** What the Well of Knowledge stands on. */
export interface KnowledgeLibraryOptions {
  database: OpenDatabase;
  /** Where the documents' original files are kept (decision 211). */
  blobs: BlobStorage;
  /** Vectors of passages and questions, when an embeddings endpoint is configured (hybrid search). */
  embeddings?: Embeddings;
  /** Whether this process indexes documents. */
  worker: boolean;
  now: () => number;
  log: RuntimeLog;
  /** Passages per INSERT while indexing (default 250). */
  batchSize?: number;
  /** How often the files of deleted documents are removed, besides right after a delete (ms; default a minute). */
  sweepIntervalMs?: number;
}

/**
 * The Well of Knowledge (issue 28, decision 110): collections, their documents, the background
 * indexing and the search, as the API's operations and the `knowledge` service use them.
 */
export class KnowledgeLibrary {
  /** Collections: made, renamed, shared and deleted by their owner. */
  readonly collections: KnowledgeCollections;
  /** Documents: added, listed, read by page, renamed and deleted. */
  readonly documents: KnowledgeDocuments;
  /** The background indexing. */
  readonly indexer: KnowledgeIndexer;
  /** The search of a user's passages. */
  readonly search: KnowledgeSearch;
  /** The documents' original files, in the blob store. */
  readonly files: KnowledgeFiles;
  /** Whether search is hybrid (an embeddings endpoint is configured). */
  readonly hybrid: boolean;

  private sweeper: NodeJS.Timeout | undefined;
  /** The start-up move and the sweeps under way, which stopping waits for. */
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly options: KnowledgeLibraryOptions) {
    const { database, now } = options;
    this.files = new KnowledgeFiles({ db: database.db, blobs: options.blobs, log: options.log });
    this.collections = new KnowledgeCollections({ db: database.db, now });
    this.documents = new KnowledgeDocuments({ db: database.db, now });
    this.indexer = new KnowledgeIndexer({
      database,
      files: this.files,
      embeddings: options.embeddings,
      worker: options.worker,
      now,
      log: options.log,
      batchSize: options.batchSize,
    });
    this.search = createKnowledgeSearch({ db: database.db, embeddings: options.embeddings });
    this.hybrid = options.embeddings !== undefined;
  }

  /** Adds a document to one of the caller's own collections (else 404) and queues its indexing. */
  async add(email: string, input: NewDocument): Promise<KnowledgeDocument> {
    // The file is written first, so that a document's row never stands without its file; a file
    // whose row was not written (refused, or failed) is removed again.
    const storageName = await this.files.keep(input.bytes);
    let kept = false;
    try {
      // One statement checks the collection and the plan's room and adds (decision 194); when it
      // adds nothing, the reason is read: not the caller's collection (404), or the plan full.
      // Room freed meanwhile (a document deleted) is tried again.
      for (let attempt = 1; ; attempt += 1) {
        const document = await this.documents.add(email, input, storageName);
        if (document) {
          kept = true;
          await this.indexer.enqueue([document.id]);
          return document;
        }
        await this.collections.requireOwn(email, input.collectionId);
        await requireRoom(this.options.database.db, email, { documentBytes: input.bytes.length });
        if (attempt === 3) throw new Error('The document was not added, though its collection and room were there.');
      }
    } finally {
      if (!kept) await this.files.forget(storageName);
    }
  }

  /** Deletes one of the caller's own documents (else 404), then its file. */
  async deleteDocument(email: string, id: string): Promise<void> {
    await this.documents.delete(email, id);
    await this.files.removeDeletedLogged();
  }

  /** Deletes one of the caller's own collections (else 404) with its documents, then their files. */
  async deleteCollection(email: string, id: string): Promise<void> {
    await this.collections.delete(email, id);
    await this.files.removeDeletedLogged();
  }

  /** What the caller's plan gives of the library (Nano, Pro, Ultra) and what they use of it. */
  allowance(email: string): Promise<KnowledgeAllowance> {
    return knowledgeAllowance(this.options.database.db, email);
  }

  /**
   * Starts the queue (and the indexing, in a worker); in the background, moves the files the
   * database still keeps to the blob store, and removes the files of deleted documents now and
   * every minute (a removal that failed after a delete is tried again).
   */
  async start(): Promise<void> {
    const { log } = this.options;
    this.inBackground(
      this.files
        .moveFromDatabase()
        .then((moved) => {
          if (moved > 0) log.info({ moved }, 'knowledge files moved from the database to the blob store');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'moving knowledge files to the blob store failed')),
    );
    this.inBackground(this.files.removeDeletedLogged());
    this.sweeper = setInterval(
      () => this.inBackground(this.files.removeDeletedLogged()),
      this.options.sweepIntervalMs ?? 60_000,
    );
    this.sweeper.unref();
    await this.indexer.start();
  }

  /** Keeps `work` (which never rejects) until it ends, for {@link stop} to wait for. */
  private inBackground(work: Promise<void>): void {
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }

  /** Stops indexing and the removal of deleted files; waits for the move and a sweep under way. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.indexer.stop();
    await Promise.all([...this.background]);
  }
}
