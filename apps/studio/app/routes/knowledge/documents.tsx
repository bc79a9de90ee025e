import { Link, useFetcher } from '@remix-run/react';
import type { KnowledgeDocument } from '@taskwell/api-sdk';
import { formatBytes } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Badge } from '@taskwell/ui/badge';
import { Button } from '@taskwell/ui/button';
import { ConfirmDialog } from '@taskwell/ui/modal';
import { useEffect, useState } from 'react';
import { refusalOf } from './collections.tsx';
import * as styles from './knowledge.css.ts';
import type { KnowledgeOutcome } from './knowledge-action.server.ts';
import { RenameDialog } from './rename-dialog.tsx';

const typeLabels: Record<KnowledgeDocument['contentType'], string> = {
  'text/plain': 'Text',
  'text/markdown': 'Markdown',
  'application/pdf': 'PDF',
};

const pageCount = (pages: number) =>
  pages === 0 ? 'pages not read yet' : `${pages} ${pages === 1 ? 'page' : 'pages'}`;

/** Where a document stands: waiting, indexing with a progress bar, ready, or failed with the reason. */
export function IndexingStatus({ document }: { document: KnowledgeDocument }) {
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

/** One document: title (linked to its first page), type, pages, size, status; Rename and Delete for the owner's. */
export function DocumentRow({ document }: { document: KnowledgeDocument }) {
  const fetcher = useFetcher<KnowledgeOutcome>();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const answer = fetcher.data;
  const refusal = refusalOf(answer);

  useEffect(() => {
    if (answer?.status === 'done' && answer.intent === 'rename-document') setRenaming(false);
  }, [answer]);

  return (
    <li className={styles.row}>
      <div>
        <h3 className={styles.documentTitle}>
          {document.pages > 0 ? (
            <Link to={`/knowledge/documents/${encodeURIComponent(document.id)}?page=1`}>{document.title}</Link>
          ) : (
            document.title
          )}
        </h3>
        <p className={styles.muted}>
          {typeLabels[document.contentType]} · {pageCount(document.pages)} · {formatBytes(document.size)}
        </p>
        <IndexingStatus document={document} />
        {refusal && !renaming ? <Alert tone="critical">{refusal}</Alert> : null}
      </div>
      {document.mine ? (
        <div className={styles.actions}>
          <Button size="sm" variant="outline" onClick={() => setRenaming(true)} aria-label={`Rename ${document.title}`}>
            Rename
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setConfirming(true)}
            loading={fetcher.state !== 'idle'}
            aria-label={`Delete ${document.title}`}
          >
            Delete
          </Button>
        </div>
      ) : null}
      <RenameDialog
        open={renaming}
        onOpenChange={setRenaming}
        title="Rename document"
        fetcher={fetcher}
        intent="rename-document"
        idField="documentId"
        id={document.id}
        label="Title"
        name="title"
        maxLength={200}
        defaultValue={document.title}
        error={refusal}
        submitLabel="Save title"
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={`Delete ${document.title}? Its passages are removed and tasks no longer cite it. This cannot be undone.`}
        onConfirm={() => fetcher.submit({ intent: 'delete-document', documentId: document.id }, { method: 'post' })}
      />
    </li>
  );
}
