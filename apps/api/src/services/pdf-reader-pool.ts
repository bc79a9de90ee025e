import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** One text item of a PDF page as the reader's worker sends it. */
export interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  /** The item's font height (points). */
  height: number;
  /** Its baseline's height on the page (points, from the bottom). */
  y: number;
}

/** What the worker answers: the pages' items, or the name of the error pdf.js could not open the file with. */
export type PdfWorkerReply = { numPages: number; pages: PdfTextItem[][] } | { failure: string };

// Decision 142: PDFs are read by worker threads, one core short of the machine's (at least one),
// so the event loop keeps answering calls while long PDFs are read. Threads start on the first
// PDF and end after a minute without one.
let pool: Piscina | undefined;

function readerPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./pdf-reader-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
  });
  return pool;
}

/**
 * Reads a PDF's text items in the reader's worker threads, up to `maxPages` pages. An abort
 * ends the reading at once (its thread is stopped) and rejects with the signal's reason.
 */
export async function readPdfInWorker(
  bytes: Uint8Array,
  maxPages: number,
  signal: AbortSignal,
): Promise<PdfWorkerReply> {
  signal.throwIfAborted();
  // The worker gets its own copy, moved rather than cloned.
  const copy = new Uint8Array(bytes);
  try {
    return (await readerPool().run(
      { bytes: copy, maxPages },
      { signal, transferList: [copy.buffer] },
    )) as PdfWorkerReply;
  } catch (error) {
    signal.throwIfAborted();
    throw error;
  }
}

/** How many PDFs the reader's worker threads have read in this process (for tests and metrics). */
export function pdfsReadInWorkers(): number {
  return pool?.completed ?? 0;
}
