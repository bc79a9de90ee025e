import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useRevalidator, useSearchParams } from '@remix-run/react';
import { ApiError, NetworkError } from '@taskwell/api-sdk';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { KnowledgeUsage } from '@taskwell/ui/knowledge-usage';
import { LinkButton } from '@taskwell/ui/link-button';
import { Tabs } from '@taskwell/ui/tabs';
import { TextInput } from '@taskwell/ui/text-input';
import { z } from 'zod';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import { PasteForm, UploadForm } from './add-document.tsx';
import { CollectionHeader, CollectionList, NewCollectionForm } from './collections.tsx';
import { DocumentRow } from './documents.tsx';
import * as styles from './knowledge.css.ts';
import { knowledgeAction } from './knowledge-action.server.ts';
import { KnowledgeSearch, type SearchAnswer } from './knowledge-search.tsx';
import { useIndexingProgress } from './use-indexing-progress.ts';

/** Issue 28: the Well of Knowledge is in the private group. */
export const handle = privateRoute;

/** Not reloaded under the sign-in modal. */
export const shouldRevalidate = keepPageAfterSessionEnded;

const listQuery = z.object({
  collection: z.string().min(1).max(128).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  ask: z.string().trim().max(1000).optional().catch(undefined),
  cursor: z.string().min(1).max(512).optional().catch(undefined),
});

/** The collections, the chosen one's documents (by title when searched), and the passages a question finds. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const query = listQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const init = { signal: request.signal };
  return loadOrEndSession(signedIn, async (api) => {
    const [{ collections }, allowance] = await Promise.all([
      api.listKnowledgeCollections(init),
      api.getKnowledgeAllowance(init),
    ]);
    const chosen = collections.find((collection) => collection.id === query.collection) ?? collections[0];
    const [documents, answer] = await Promise.all([
      chosen
        ? api.listKnowledgeDocuments({ collectionId: chosen.id, q: query.q, cursor: query.cursor, limit: 50 }, init)
        : { items: [], nextCursor: null },
      query.ask
        ? api.searchKnowledge({ q: query.ask, limit: 10 }, init).then(
            (result): SearchAnswer => ({ status: 'found', question: query.ask ?? '', result }),
            (error: unknown): SearchAnswer => {
              if (error instanceof ApiError && error.status < 500) {
                return { status: 'failed', question: query.ask ?? '', message: error.message };
              }
              if (error instanceof ApiError || error instanceof NetworkError) {
                return {
                  status: 'failed',
                  question: query.ask ?? '',
                  message: 'Your knowledge could not be searched right now. Please try again in a moment.',
                };
              }
              throw error;
            },
          )
        : undefined,
    ]);
    return {
      collections,
      chosen,
      documents: documents.items,
      nextCursor: documents.nextCursor,
      query,
      answer,
      allowance,
    };
  });
}

/** Collections and documents: create, rename, delete, upload, paste. */
export const action = knowledgeAction;

export default function KnowledgeRoute() {
  const { collections, chosen, documents, nextCursor, query, answer, allowance } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const latest = useIndexingProgress(documents, () => revalidator.revalidate());
  const nextHref = () => {
    const next = new URLSearchParams(searchParams);
    if (nextCursor) next.set('cursor', nextCursor);
    return `/knowledge?${next.toString()}`;
  };

  return (
    <>
      <h1 className={styles.title}>Well of Knowledge</h1>
      <p className={styles.intro}>
        Your own documents, in collections. Tasks that use your knowledge answer from them and cite the passages they
        used. Only you see them, unless you share a collection with your organization.
      </p>
      <KnowledgeUsage
        plan={allowance.plan}
        level={allowance.level}
        limits={allowance.limits}
        used={allowance.used}
        upgrade={allowance.upgrade}
        plansHref="/pricing"
      />
      {collections.length > 0 ? <KnowledgeSearch answer={answer} collectionId={chosen?.id} /> : null}
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="collections-title">
          <h2 id="collections-title" className={styles.sectionTitle}>
            Collections
          </h2>
          {collections.length === 0 ? (
            <p className={styles.muted}>No collections yet. Make your first one below.</p>
          ) : (
            <CollectionList collections={collections} chosenId={chosen?.id} />
          )}
          <NewCollectionForm />
        </section>
        {chosen ? (
          <section className={styles.panel} aria-label={`Documents of ${chosen.name}`}>
            <CollectionHeader key={chosen.id} collection={chosen} />
            <Form method="get" role="search" aria-label="Search documents by title" className={styles.inlineForm}>
              <input type="hidden" name="collection" value={chosen.id} />
              <div className={styles.grow}>
                <TextInput
                  label="Search by title"
                  name="q"
                  type="search"
                  maxLength={200}
                  defaultValue={query.q ?? ''}
                />
              </div>
              <Button type="submit" variant="outline">
                Find
              </Button>
            </Form>
            {documents.length === 0 ? (
              <Alert tone="info">
                {query.q ? (
                  <>
                    No document title contains “{query.q}”.{' '}
                    <Link to={`/knowledge?collection=${encodeURIComponent(chosen.id)}`}>Show all documents</Link>
                  </>
                ) : chosen.mine ? (
                  'No documents here yet. Upload a file or paste a text below.'
                ) : (
                  'No documents in this shared collection yet.'
                )}
              </Alert>
            ) : (
              <ul className={styles.plainList} aria-label="Documents">
                {documents.map((document) => (
                  <DocumentRow key={document.id} document={latest.get(document.id) ?? document} />
                ))}
              </ul>
            )}
            {nextCursor ? (
              <div>
                <LinkButton href={nextHref()} variant="outline">
                  More documents
                </LinkButton>
              </div>
            ) : null}
            {chosen.mine ? (
              <section aria-labelledby="add-title">
                <h3 id="add-title" className={styles.sectionTitle}>
                  Add to {chosen.name}
                </h3>
                <Tabs
                  label="How to add"
                  items={[
                    { value: 'upload', label: 'Upload a file', content: <UploadForm collectionId={chosen.id} /> },
                    { value: 'paste', label: 'Paste text', content: <PasteForm collectionId={chosen.id} /> },
                  ]}
                />
              </section>
            ) : (
              <p className={styles.muted}>
                You can read and search this collection. Only {chosen.ownerName ?? 'its owner'} can change it.
              </p>
            )}
          </section>
        ) : (
          <Alert tone="info">
            Your Well of Knowledge is empty. Make a collection, then add documents to it: text, Markdown or PDF files,
            or text you paste.
          </Alert>
        )}
      </div>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: 'Well of Knowledge · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Well of Knowledge" />;
}
