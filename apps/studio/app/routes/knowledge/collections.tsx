import { Link, useFetcher } from '@remix-run/react';
import type { KnowledgeCollection } from '@taskwell/api-sdk';
import { Alert } from '@taskwell/ui/alert';
import { Badge } from '@taskwell/ui/badge';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import { useEffect, useState } from 'react';
import * as styles from './knowledge.css.ts';
import type { KnowledgeOutcome } from './knowledge-action.server.ts';
import { ConfirmDialog, RenameDialog } from './lazy-dialogs.ts';

/** The refusal a fetcher's last answer carries, if any. */
export function refusalOf(outcome: unknown): string | undefined {
  const answer = outcome as KnowledgeOutcome | undefined;
  return answer?.status === 'refused' ? answer.message : undefined;
}

const documentCount = (count: number) => `${count} ${count === 1 ? 'document' : 'documents'}`;

/** The collections to choose from: the user's own by name, then those shared with them. */
export function CollectionList(props: {
  /** Every collection the user sees. */
  collections: readonly KnowledgeCollection[];
  /** The one whose documents are shown. */
  chosenId: string | undefined;
}) {
  return (
    <nav aria-label="Collections">
      <ul className={styles.plainList}>
        {props.collections.map((collection) => (
          <li key={collection.id}>
            <Link
              to={`/knowledge?collection=${encodeURIComponent(collection.id)}`}
              className={styles.collectionLink}
              aria-current={collection.id === props.chosenId ? 'page' : undefined}
            >
              <span>{collection.name}</span>
              <span className={styles.muted}>
                {documentCount(collection.documents)}
                {collection.mine ? '' : ` · shared by ${collection.ownerName ?? 'your organization'}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A name and Create: a new collection, chosen at once. */
export function NewCollectionForm() {
  const fetcher = useFetcher<KnowledgeOutcome>();
  const refusal = refusalOf(fetcher.data);
  return (
    <fetcher.Form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value="create-collection" />
      <div className={styles.grow}>
        <TextInput
          label="New collection"
          name="name"
          required
          maxLength={80}
          placeholder="For example: Company policies"
          error={refusal}
        />
      </div>
      <Button type="submit" variant="outline" loading={fetcher.state !== 'idle'}>
        Create collection
      </Button>
    </fetcher.Form>
  );
}

/** The chosen collection's name with Rename and Delete (the owner's), or who shares it (read-only). */
export function CollectionHeader({ collection }: { collection: KnowledgeCollection }) {
  const fetcher = useFetcher<KnowledgeOutcome>();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refusal = refusalOf(fetcher.data);
  const answer = fetcher.data;

  useEffect(() => {
    if (answer?.status === 'done' && answer.intent === 'rename-collection') setRenaming(false);
  }, [answer]);

  return (
    <div className={styles.head}>
      <h2 className={styles.sectionTitle}>{collection.name}</h2>
      {collection.mine ? (
        <div className={styles.actions}>
          {collection.shared ? <Badge tone="accent">Shared with your organization</Badge> : null}
          <Button size="sm" variant="outline" onClick={() => setRenaming(true)}>
            Rename collection
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={fetcher.state !== 'idle'}
            onClick={() =>
              fetcher.submit(
                { intent: 'share-collection', collectionId: collection.id, shared: String(!collection.shared) },
                { method: 'post' },
              )
            }
          >
            {collection.shared ? 'Stop sharing' : 'Share with my organization'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)} loading={fetcher.state !== 'idle'}>
            Delete collection
          </Button>
        </div>
      ) : (
        <Badge tone="neutral">Shared by {collection.ownerName ?? 'your organization'} · read-only</Badge>
      )}
      {refusal && !renaming ? <Alert tone="critical">{refusal}</Alert> : null}
      {answer?.status === 'done' && answer.intent === 'share-collection' ? (
        <Alert tone="positive">{answer.message}</Alert>
      ) : null}
      <RenameDialog
        open={renaming}
        onOpenChange={setRenaming}
        title="Rename collection"
        fetcher={fetcher}
        intent="rename-collection"
        idField="collectionId"
        id={collection.id}
        label="Name"
        name="name"
        maxLength={80}
        defaultValue={collection.name}
        error={refusal}
        submitLabel="Save name"
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={`Delete ${collection.name} with its ${documentCount(collection.documents)}? Tasks no longer find their passages. This cannot be undone.`}
        onConfirm={() =>
          fetcher.submit({ intent: 'delete-collection', collectionId: collection.id }, { method: 'post' })
        }
      />
    </div>
  );
}
