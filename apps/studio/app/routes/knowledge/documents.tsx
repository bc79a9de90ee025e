import { Link, useFetcher } from '@remix-run/react';
import type { KnowledgeDocument } from '@taskwell/api-sdk';
import { type DocumentLinkRenderer, KnowledgeDocumentRow } from '@taskwell/ui/knowledge-document';
import { useEffect, useState } from 'react';
import { refusalOf } from './collections.tsx';
import type { KnowledgeOutcome } from './knowledge-action.server.ts';
import { ConfirmDialog, RenameDialog } from './lazy-dialogs.ts';

const routerLink: DocumentLinkRenderer = (href, children) => <Link to={href}>{children}</Link>;

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
    <KnowledgeDocumentRow
      document={document}
      href={`/knowledge/documents/${encodeURIComponent(document.id)}?page=1`}
      renderLink={routerLink}
      busy={fetcher.state !== 'idle'}
      error={refusal && !renaming ? refusal : null}
      onRename={() => setRenaming(true)}
      onDelete={() => setConfirming(true)}
    >
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
    </KnowledgeDocumentRow>
  );
}
