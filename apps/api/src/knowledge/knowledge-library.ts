import type { KnowledgeAllowance, KnowledgeDocument } from '@taskwell/api-sdk';
import type { OpenDatabase } from '../db/open-database.ts';
import type { RuntimeLog } from '../runtime/run-context.ts';
import type { Embeddings } from './indexing/embeddings.ts';
import { KnowledgeIndexer } from './indexing/knowledge-indexer.ts';
import { createKnowledgeSearch, type KnowledgeSearch } from './knowledge-search.ts';
import { knowledgeAllowance, requireRoom } from './persistence/knowledge-allowance.ts';
import { KnowledgeCollections } from './persistence/knowledge-collections.ts';
import { KnowledgeDocuments, type NewDocument } from './persistence/knowledge-documents.ts';

/** What the Well of Knowledge stands on. */
export interface KnowledgeLibraryOptions {
  database: OpenDatabase;
  /** Vectors of passages and questions, when an embeddings endpoint is configured (hybrid search). */
  embeddings?: Embeddings;
  /** Whether this process indexes documents. */
  worker: boolean;
  now: () => number;
  log: RuntimeLog;
  /** Passages per INSERT while indexing (default 250). */
  batchSize?: number;
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
  /** Whether search is hybrid (an embeddings endpoint is configured). */
  readonly hybrid: boolean;

  constructor(private readonly options: KnowledgeLibraryOptions) {
    const { database, now } = options;
    this.collections = new KnowledgeCollections({ db: database.db, now });
    this.documents = new KnowledgeDocuments({ db: database.db, now });
    this.indexer = new KnowledgeIndexer({
      database,
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
    // One statement checks the collection and the plan's room and adds (decision 194); when it
    // adds nothing, the reason is read: not the caller's collection (404), or the plan full. Room
    // freed meanwhile (a document deleted) is tried again.
    for (let attempt = 1; ; attempt += 1) {
      const document = await this.documents.add(email, input);
      if (document) {
        await this.indexer.enqueue([document.id]);
        return document;
      }
      await this.collections.requireOwn(email, input.collectionId);
      await requireRoom(this.options.database.db, email, { documentBytes: input.bytes.length });
      if (attempt === 3) throw new Error('The document was not added, though its collection and room were there.');
    }
  }

  /** What the caller's plan gives of the library (Nano, Pro, Ultra) and what they use of it. */
  allowance(email: string): Promise<KnowledgeAllowance> {
    return knowledgeAllowance(this.options.database.db, email);
  }

  /** Starts the queue (and the indexing, in a worker). */
  start(): Promise<void> {
    return this.indexer.start();
  }

  /** Stops indexing. */
  stop(): Promise<void> {
    return this.indexer.stop();
  }
}
