import { formatBytes } from '@taskwell/domain';
import type { ReactNode } from 'react';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { IndexingStatus, type KnowledgeDocumentView } from './indexing-status.tsx';
import * as styles from './knowledge-document.css.ts';

const typeLabels: Record<KnowledgeDocumentView['contentType'], string> = {
  'text/plain': 'Text',
  'text/markdown': 'Markdown',
  'application/pdf': 'PDF',
};

const pageCount = (pages: number) =>
  pages === 0 ? 'pages not read yet' : `${pages} ${pages === 1 ? 'page' : 'pages'}`;

/** Renders the link to a document's first page; the app passes its router's link (a plain `<a>` otherwise). */
export type DocumentLinkRenderer = (href: string, children: ReactNode) => ReactNode;

const plainLink: DocumentLinkRenderer = (href, children) => <a href={href}>{children}</a>;

/** Props of {@link KnowledgeDocumentRow}. */
export interface KnowledgeDocumentRowProps {
  document: KnowledgeDocumentView;
  /** Where its title leads once its pages are read (its first page). */
  href: string;
  renderLink?: DocumentLinkRenderer | undefined;
  /** A rename or delete was sent and not answered yet. */
  busy?: boolean | undefined;
  /** What the service refused, shown under the status. */
  error?: ReactNode;
  onRename: () => void;
  onDelete: () => void;
  /** The app's dialogs of the row (rename, confirm delete). */
  children?: ReactNode;
}

/**
 * A document of the knowledge library: title (linked to its first page once read), type,
 * pages, size and indexing status; Rename and Delete for the viewer's own.
 */
export function KnowledgeDocumentRow({
  document,
  href,
  renderLink = plainLink,
  busy = false,
  error,
  onRename,
  onDelete,
  children,
}: KnowledgeDocumentRowProps) {
  return (
    <li className={styles.row}>
      <div>
        <h3 className={styles.title}>{document.pages > 0 ? renderLink(href, document.title) : document.title}</h3>
        <p className={styles.muted}>
          {typeLabels[document.contentType]} · {pageCount(document.pages)} · {formatBytes(document.size)}
        </p>
        <IndexingStatus document={document} />
        {error ? <Alert tone="critical">{error}</Alert> : null}
      </div>
      {document.mine ? (
        <div className={styles.actions}>
          <Button size="sm" variant="outline" onClick={onRename} aria-label={`Rename ${document.title}`}>
            Rename
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete} loading={busy} aria-label={`Delete ${document.title}`}>
            Delete
          </Button>
        </div>
      ) : null}
      {children}
    </li>
  );
}
