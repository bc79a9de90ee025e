import { ApiError, type KnowledgeDocument } from '@taskwell/api-sdk';
import { useEffect, useRef, useState } from 'react';
import { createLazyBrowserApi } from '../../task-run/lazy-browser-api.ts';

/** Whether a document is still on its way to being searchable. */
export const isIndexing = (document: Pick<KnowledgeDocument, 'status'>) =>
  document.status === 'queued' || document.status === 'indexing';

/** The wait before the n-th read of a document's progress (from 0): 0.5 s, 1 s, 2 s, then every 3 s. */
export function progressDelayMs(attempt: number): number {
  return Math.min(3000, 500 * 2 ** attempt);
}

/**
 * Follows the documents being indexed (issue 28: progress on screen): each is read through the
 * studio's `/api/*` proxy until it is ready or failed, and its latest state is given by id. When
 * one ends, `onSettled` is called so the page reloads its list. A read that fails is tried again
 * at the next turn: a lost connection only slows the progress down.
 */
export function useIndexingProgress(
  documents: readonly KnowledgeDocument[],
  onSettled: () => void,
): ReadonlyMap<string, KnowledgeDocument> {
  const [latest, setLatest] = useState<ReadonlyMap<string, KnowledgeDocument>>(new Map());
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const key = documents
    .filter(isIndexing)
    .map((document) => document.id)
    .sort()
    .join(',');

  useEffect(() => {
    if (key === '') return undefined;
    const abort = new AbortController();
    // The client's code loads with the first read, not with the page (issue 44 §5). A session that
    // ended shows at the page's next reload; here a refused read only ends the following.
    const api = createLazyBrowserApi({ onSessionEnded: () => abort.abort() }).client;
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        abort.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
      });
    for (const documentId of key.split(',')) {
      (async () => {
        for (let attempt = 0; !abort.signal.aborted; attempt += 1) {
          await wait(progressDelayMs(attempt));
          if (abort.signal.aborted) return;
          let read: KnowledgeDocument;
          try {
            read = await api.getKnowledgeDocument(documentId, { signal: abort.signal });
          } catch (error) {
            // Deleted meanwhile: nothing left to follow.
            if (error instanceof ApiError && error.status === 404) return;
            continue;
          }
          if (abort.signal.aborted) return;
          setLatest((previous) => new Map(previous).set(documentId, read));
          if (!isIndexing(read)) {
            settled.current();
            return;
          }
        }
      })();
    }
    return () => abort.abort();
  }, [key]);

  return latest;
}
