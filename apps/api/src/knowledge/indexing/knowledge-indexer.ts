import type { OpenDatabase } from '../../db/open-database.ts';
import { createRunQueue, type RunQueue } from '../../runtime/queue/run-queue.ts';
import type { RuntimeLog } from '../../runtime/run-context.ts';
import { unlimitedListeners } from '../../runtime/unlimited-listeners.ts';
import { leftDocuments } from '../persistence/knowledge-documents.ts';
import type { KnowledgeFiles } from '../persistence/knowledge-files.ts';
import type { Embeddings } from './embeddings.ts';
import { type IndexOutcome, indexDocument } from './index-document.ts';

/** The indexing queue on PostgreSQL: a pg-boss queue of its own beside the runs' (created once per database). */
export const knowledgeIndexQueue = { name: 'knowledge-index', wakeChannel: 'taskwell_knowledge_index' };

/**
 * Documents one process takes from the queue at once on PostgreSQL (decision 178): the documents
 * of a collection take turns on its totals rows anyway, each turn holding a pooled connection:
 * four leave most of the pool (10) to the users' calls. PGlite indexes the documents it is given
 * one after another (decision 200).
 */
export const indexingConcurrency = 4;

/** How the indexer works. */
export interface KnowledgeIndexerOptions {
  database: OpenDatabase;
  /** The documents' original files. */
  files: KnowledgeFiles;
  /** Vectors for passages, when an embeddings endpoint is configured. */
  embeddings?: Embeddings;
  /** Whether this process indexes (a worker), or only queues. */
  worker: boolean;
  /** Documents indexed at once by this process on PostgreSQL (default {@link indexingConcurrency}). */
  concurrency?: number;
  /** How often an idle worker looks for documents it was not woken for (ms). */
  pollingIntervalMs?: number;
  /** Passages per INSERT (and per step of progress). */
  batchSize?: number;
  /** How often a worker looks for documents a stopped process left (ms; default a minute). */
  sweepIntervalMs?: number;
  now: () => number;
  log: RuntimeLog;
}

/**
 * Indexes knowledge documents in the background (issue 28): the document's row is the truth. On
 * PostgreSQL the run queue's machinery (pg-boss) carries document ids to a worker of any process,
 * and each worker queues again, every minute, the documents left `indexing` by a worker that
 * stopped writing batches. On the embedded database no other process can open the database, so
 * the process that adds a document is the one that indexes it: its id goes straight to this
 * process's turns, with no job row (decision 200: a job's insert, fetch and completion cost more
 * than a tenth of a small document's indexing), and the documents left queued or half indexed by
 * a previous process are taken again at start.
 */
export class KnowledgeIndexer {
  private queue: RunQueue | undefined;
  // Whether this process takes the documents it is given (the embedded database's worker, started).
  private taking = false;
  private sweeper: NodeJS.Timeout | undefined;
  // Every document in hand, and each of its requests to the embeddings endpoint, listens to it.
  private readonly stopping = unlimitedListeners(new AbortController());
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly listeners = new Set<(documentId: string, outcome: IndexOutcome) => void>();
  // The end of the last document's turn (PGlite).
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: KnowledgeIndexerOptions) {}

  /** Opens the queue and, in a worker, starts indexing. */
  async start(): Promise<void> {
    const { database, log } = this.options;
    if (database.kind === 'pglite') {
      if (!this.options.worker) return;
      this.taking = true;
      await this.enqueue(await leftDocuments(database.db, { at: this.at(), all: true }));
      this.startSweeper();
      return;
    }
    this.queue = await createRunQueue({
      database,
      concurrency: this.options.concurrency ?? indexingConcurrency,
      // Documents added within 100 ms are fetched together (one fetch for many, decision 110).
      wakeDelayMs: 100,
      pollingIntervalMs: this.options.pollingIntervalMs ?? 2000,
      onError: (error) => log.error({ err: error }, 'knowledge indexing queue error'),
      queue: knowledgeIndexQueue,
    });
    if (!this.options.worker) return;
    await this.enqueue(await leftDocuments(database.db, { at: this.at(), all: false }));
    await this.queue.work(({ runId }) => this.index(runId).then(() => undefined));
    this.startSweeper();
  }

  /** Queues again, every minute, the documents a worker left (on PostgreSQL, one that died with them in hand). */
  private startSweeper(): void {
    const { database, log } = this.options;
    this.sweeper = setInterval(() => {
      leftDocuments(database.db, { at: this.at(), all: false })
        .then((ids) => this.enqueue(ids))
        .catch((error: unknown) => log.warn({ err: error }, 'queueing left knowledge documents failed'));
    }, this.options.sweepIntervalMs ?? 60_000);
    this.sweeper.unref();
  }

  private at(): Date {
    return new Date(this.options.now());
  }

  /** Stops indexing: a document in hand is left `indexing` and taken again later. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    this.taking = false;
    this.stopping.abort(new Error('The server is stopping.'));
    await this.queue?.stop();
    await Promise.allSettled([...this.inFlight]);
  }

  /** Queues documents for indexing. */
  async enqueue(documentIds: readonly string[]): Promise<void> {
    if (this.options.database.kind !== 'pglite') return this.queue?.send(documentIds);
    // The embedded database: a document not taken here (no worker, or stopping) stays `queued`
    // and is taken at the next start.
    if (!this.taking) return;
    for (const documentId of documentIds) {
      this.index(documentId).catch((error: unknown) => {
        if (!this.stopping.signal.aborted)
          this.options.log.error({ err: error, documentId }, 'knowledge indexing failed');
      });
    }
  }

  /** Calls `listener` each time this process ends indexing a document; returns its removal. */
  onIndexed(listener: (documentId: string, outcome: IndexOutcome) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Indexes one document in this process. On PGlite the documents in hand take turns, each after a
   * turn of the event loop (decision 178): PGlite runs one statement at a time, first come first
   * served, so a user's call waits for one document's transaction, not for every document queued before it.
   */
  async index(documentId: string): Promise<IndexOutcome> {
    if (this.options.database.kind !== 'pglite') return this.indexNow(documentId);
    const mine = this.turn
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => (this.stopping.signal.aborted ? ('gone' as const) : this.indexNow(documentId)));
    this.turn = mine.catch(() => undefined);
    this.inFlight.add(mine);
    try {
      return await mine;
    } finally {
      this.inFlight.delete(mine);
    }
  }

  private async indexNow(documentId: string): Promise<IndexOutcome> {
    const { log } = this.options;
    const running = indexDocument({
      db: this.options.database.db,
      files: this.options.files,
      documentId,
      embeddings: this.options.embeddings,
      batchSize: this.options.batchSize ?? 250,
      now: this.options.now,
      signal: this.stopping.signal,
      warn: (details, message) => log.warn(details, message),
    });
    this.inFlight.add(running);
    try {
      const outcome = await running;
      for (const listener of this.listeners) listener(documentId, outcome);
      return outcome;
    } finally {
      this.inFlight.delete(running);
    }
  }
}
