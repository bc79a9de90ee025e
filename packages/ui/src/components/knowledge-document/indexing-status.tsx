import { Badge } from '../badge/badge.tsx';
import * as styles from './knowledge-document.css.ts';

/** What a knowledge document's row needs to know of it (the API's KnowledgeDocument has these fields). */
export interface KnowledgeDocumentView {
  id: string;
  title: string;
  contentType: 'text/plain' | 'text/markdown' | 'application/pdf';
  /** Bytes. */
  size: number;
  /** 0 until read. */
  pages: number;
  status: 'queued' | 'indexing' | 'ready' | 'failed';
  /** Passages indexed so far, of `total`. */
  indexed: number;
  total: number;
  /** Why indexing failed. */
  message?: string | null | undefined;
  /** The viewer owns it: they may rename and delete it. */
  mine: boolean;
}

/** Where a document stands: waiting, indexing with a progress bar, ready, or failed with the reason. */
export function IndexingStatus({ document }: { document: KnowledgeDocumentView }) {
  switch (document.status) {
    case 'queued':
      return (
        <p className={styles.muted} aria-live="polite">
          Waiting to be indexed…
        </p>
      );
    case 'indexing':
      return (
        <div>
          <p className={styles.muted} aria-live="polite">
            {document.total > 0
              ? `Indexing… ${document.indexed} of ${document.total} passages`
              : 'Indexing… reading the document'}
          </p>
          <progress
            className={styles.progress}
            max={Math.max(document.total, 1)}
            value={document.indexed}
            aria-label={`Indexing progress of ${document.title}`}
          />
        </div>
      );
    case 'ready':
      return <Badge tone="positive">Ready · {document.total} passages</Badge>;
    case 'failed':
      return (
        <div>
          <Badge tone="critical">Could not be indexed</Badge>
          <p className={styles.failure}>
            {document.message ?? 'This document could not be read.'} The document is kept: delete it and add it again
            when it is fixed.
          </p>
        </div>
      );
    default:
      return document.status satisfies never;
  }
}
