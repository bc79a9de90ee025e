import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import { ApiError } from '@taskwell/api-sdk';
import { citedRange } from '@taskwell/domain';
import { Button } from '@taskwell/ui/button';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { ProblemNotice } from '../../components/problem-notice/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import * as styles from './document-view.css.ts';

/** Issue 28: a document is its owner's (or shared with them), like the library. */
export const handle = privateRoute;

/** Not reloaded under the sign-in modal. */
export const shouldRevalidate = keepPageAfterSessionEnded;

const offset = z.coerce.number().int().min(0).max(10_000_000).optional().catch(undefined);
const viewQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  start: offset,
  end: offset,
});

/** One page of a document; `start` and `end` (a citation) mark a passage in it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const query = viewQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const documentId = params.documentId ?? '';
  try {
    const page = await loadOrEndSession(signedIn, (api) =>
      api.getKnowledgeDocumentPage(documentId, query.page, { signal: request.signal }),
    );
    return { page, cited: citedRange({ text: page.text, start: query.start, end: query.end }), query };
  } catch (error) {
    // Someone else's document, a deleted one, or a page past the last: the API says 404 for each.
    if (error instanceof ApiError && error.status === 404) throw data({ notFound: true }, { status: 404 });
    throw error;
  }
}

const pageHref = (documentId: string, page: number) =>
  `/knowledge/documents/${encodeURIComponent(documentId)}?page=${page}`;

export default function KnowledgeDocumentRoute() {
  const { page, cited, query } = useLoaderData<typeof loader>();
  const mark = useRef<HTMLElement>(null);
  const citedKey = cited ? `${page.documentId}:${page.page}:${cited.start}:${cited.end}` : '';

  // The place a citation points at is brought into view and given focus, so a keyboard or screen
  // reader user lands on the passage itself.
  useEffect(() => {
    if (!citedKey) return;
    mark.current?.scrollIntoView?.({ block: 'center' });
    mark.current?.focus({ preventScroll: true });
  }, [citedKey]);

  const askedFor = query.start !== undefined && query.end !== undefined;
  return (
    <>
      <Link to="/knowledge" className={styles.back}>
        ← Well of Knowledge
      </Link>
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.muted}>
        Page {page.page} of {page.pages}
        {cited ? ' · the cited passage is highlighted' : ''}
        {askedFor && !cited ? ' · the cited place is not on this page any more' : ''}
      </p>
      {page.pages > 1 ? (
        <nav aria-label="Pages" className={styles.pager}>
          {page.page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref(page.documentId, page.page - 1)}>Previous page</Link>
            </Button>
          ) : null}
          <span className={styles.muted}>
            Page {page.page} of {page.pages}
          </span>
          {page.page < page.pages ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref(page.documentId, page.page + 1)}>Next page</Link>
            </Button>
          ) : null}
        </nav>
      ) : null}
      <article aria-label={`Page ${page.page} of ${page.title}`} className={styles.page}>
        {cited ? (
          <>
            {page.text.slice(0, cited.start)}
            <mark ref={mark} tabIndex={-1} className={styles.cited}>
              {page.text.slice(cited.start, cited.end)}
            </mark>
            {page.text.slice(cited.end)}
          </>
        ) : page.text.trim() === '' ? (
          <span className={styles.muted}>This page has no text.</span>
        ) : (
          page.text
        )}
      </article>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.page.title ?? 'Document'} · Well of Knowledge · Taskwell Studio` },
];

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ProblemNotice
        title="This document or page was not found"
        headingLevel={1}
        actionHref="/knowledge"
        actionLabel="Well of Knowledge"
      >
        It may have been deleted, or it belongs to another account. Your documents are listed in the Well of Knowledge.
      </ProblemNotice>
    );
  }
  return <PrivateRouteBoundary title="Document" />;
}
