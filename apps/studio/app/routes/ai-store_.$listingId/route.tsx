import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { ApiError } from '@taskwell/api-sdk';
import { Loader } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { createBrowserApi } from '../../task-run/browser-api.ts';
import { useHydrated } from '../../task-run/use-hydrated.ts';
import { durationText, ratingText, runsText, successText } from '../ai-store/figures.ts';
import * as styles from '../ai-store/store.css.ts';
import { buyListingRun, listingSampleSource, runButtonText } from './listing-purchase.ts';

// The run and sample modals load when first opened, as on the catalogue (issue 15).
const RunModal = lazy(() => import('../../components/run-modal/run-modal.tsx'));
const SampleModal = lazy(() => import('../../components/sample-modal/sample-modal.tsx'));

export const handle = privateRoute;
export const shouldRevalidate = keepPageAfterSessionEnded;

/** A listing as a buyer sees it; a listing that is gone or not shown to the user is a 404 page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const listingId = params.listingId ?? '';
  try {
    return await loadOrEndSession(signedIn, (api) =>
      api.getStoreListingForBuyer(listingId, { signal: request.signal }),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data({ message: 'That task is not in the store.' }, 404);
    }
    throw error;
  }
}

export default function StoreListingRoute() {
  const view = useLoaderData<typeof loader>();
  const { card, figures } = view;
  const accountId = useRouteLoaderData<typeof rootLoader>('root')?.viewer?.id;
  const hydrated = useHydrated();
  const openSignIn = useSignIn().open;
  const api = useMemo(
    () => createBrowserApi({ onSessionEnded: () => openSignIn({ mode: 'login', reason: 'session-ended' }) }),
    [openSignIn],
  );
  const buy = useMemo(() => buyListingRun(api.client, view.listingId), [api, view.listingId]);
  const sampleSource = useMemo(() => listingSampleSource(api.client, view.listingId), [api, view.listingId]);
  // The run modal: open or not, and the run it shows once one was accepted.
  const [running, setRunning] = useState(false);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [sampleOpen, setSampleOpen] = useState(false);
  const closeRun = useCallback(() => {
    setRunning(false);
    setRequestId(null);
  }, []);
  const startNotice =
    view.price === 0
      ? 'Runs of this task are free.'
      : `Each run costs ${view.price} ${view.price === 1 ? 'credit' : 'credits'}, charged when it starts and refunded in full if it fails.`;

  return (
    <section style={view.brand ? { borderTop: `4px solid ${view.brand.accentColour}` } : undefined}>
      <p>
        <Link to={view.brand ? `/ai-store?organization=${view.brand.organizationId}` : '/ai-store'}>
          Back to the {view.brand ? `${view.brand.name} store` : 'AI Store'}
        </Link>
      </p>
      <div className={styles.card}>
        {card.imageName ? <img className={styles.image} src={card.imageName} alt="" /> : null}
        <h1 className={styles.title}>{card.name}</h1>
        <p>{card.heading}</p>
        <p>{card.description}</p>
        <p className={styles.muted}>By {card.creatorName}</p>
        <p>
          <strong>{view.price} credits</strong> a run
        </p>
        <div className={styles.controls}>
          <Button onClick={() => setRunning(true)} disabled={!hydrated}>
            {runButtonText(view.price)}
          </Button>
          <Button variant="outline" onClick={() => setSampleOpen(true)} disabled={!hydrated}>
            Sample
          </Button>
        </div>
        <p>{ratingText(figures)}</p>
        <p className={styles.muted}>
          {runsText(figures)} · {successText(figures)} · Typical run: {durationText(figures.medianRunSeconds)}
        </p>
      </div>
      <h2>Steps</h2>
      <ol aria-label="Steps">
        {view.steps.map((step, index) => (
          // Labels may repeat: a step is its place in the list, which never changes.
          <li key={index}>{step.label}</li>
        ))}
      </ol>
      {hydrated && running ? (
        <Suspense fallback={<Loader label={`Opening ${view.task.name}`} showLabel />}>
          <RunModal
            task={view.task}
            accountId={accountId}
            requestId={requestId}
            onRunChange={setRequestId}
            onClose={closeRun}
            execute={buy}
            startNotice={startNotice}
          />
        </Suspense>
      ) : null}
      {hydrated && sampleOpen ? (
        <Suspense fallback={<Loader label="Opening the sample results" showLabel />}>
          <SampleModal task={view.task} source={sampleSource} onClose={() => setSampleOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: view }) => [
  { title: `${view?.card.name ?? 'AI Store'} · Taskwell Studio` },
];

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section>
        <h1>Task not found</h1>
        <p>This task is not in the store any more, or it is not shown to your account.</p>
        <Link to="/ai-store">Browse the AI Store</Link>
      </section>
    );
  }
  return <PrivateRouteBoundary title="AI Store" />;
}
