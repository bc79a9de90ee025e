import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from '@remix-run/react';
import { ApiError } from '@taskwell/api-sdk';
import { formatCredits, lowestPlanFor } from '@taskwell/domain';
import { Alert, Loader } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { StoreFiguresSummary } from '@taskwell/ui/store-card';
import { UpgradeDialog } from '@taskwell/ui/upgrade-dialog';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { accessOf } from '../../components/task-catalogue/index.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { createBrowserApi } from '../../task-run/browser-api.ts';
import {
  buyListingRun,
  listingStartNotice,
  noLongerSoldText,
  priceChangeText,
} from '../../task-run/buy-listing-run.ts';
import { isRunViewChange, readRunView, withRunView } from '../../task-run/run-view-params.ts';
import { useHydrated } from '../../task-run/use-hydrated.ts';
import * as styles from '../ai-store/store.css.ts';
import { listingSampleSource, runButtonText } from './listing-purchase.ts';
import { ListingTestCases } from './listing-test-cases.tsx';
import { SaveToMyTasks } from './save-to-my-tasks.tsx';

// The run and sample modals load when first opened, as on the catalogue (issue 15).
const RunModal = lazy(() => import('../../components/run-modal/run-modal.tsx'));
const SampleModal = lazy(() => import('../../components/sample-modal/sample-modal.tsx'));

export const handle = privateRoute;

/** The listing stays as it is while the run modal names its run in the address (as on the catalogue). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  if (isRunViewChange(args)) return false;
  return keepPageAfterSessionEnded(args);
}

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
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null;
  const accountId = viewer?.id;
  // As in the catalogue: a plan that does not unlock the task is told before a run is tried, and
  // Run offers the upgrade (the server refuses such a run anyway).
  const locked = accessOf(view.task, viewer) === 'upgrade';
  const neededPlan = lowestPlanFor(view.task.plans)?.name;
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const hydrated = useHydrated();
  const openSignIn = useSignIn().open;
  const api = useMemo(
    () => createBrowserApi({ onSessionEnded: () => openSignIn({ mode: 'login', reason: 'session-ended' }) }),
    [openSignIn],
  );
  // The price the buyer is shown, and asked again for when the server says it changed (issue 41).
  const [price, setPrice] = useState(view.price);
  // The page read again (a revalidation) shows the price it read.
  useEffect(() => setPrice(view.price), [view.price]);
  const shownPrice = useRef(view.price);
  shownPrice.current = price;
  const buy = useMemo(
    () => buyListingRun(api.client, view.listingId, () => shownPrice.current, setPrice),
    [api, view.listingId],
  );
  const sampleSource = useMemo(() => listingSampleSource(api.client, view.listingId), [api, view.listingId]);
  // The run modal: open or not, and the run it shows once one was accepted. The run lives in the
  // address (`run`, as on the catalogue, docs/decisions/046): a reload or the same address in a
  // new tab opens the modal on it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const requestId = readRunView(searchParams).run;
  const [opened, setOpened] = useState(false);
  const running = opened || requestId !== null;
  const [sampleOpen, setSampleOpen] = useState(false);
  const setRun = useCallback(
    (run: string | null) =>
      setSearchParams((current) => withRunView(current, { run }), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const closeRun = useCallback(() => {
    setOpened(false);
    setRun(null);
  }, [setRun]);
  const startNotice = listingStartNotice(price);
  const changedFrom = price !== view.price ? view.price : null;

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
          <strong>{formatCredits(price)}</strong> a run
        </p>
        {view.priceChange ? <p>{priceChangeText(view.priceChange)}</p> : null}
        {changedFrom !== null ? (
          <Alert tone="info" title="The price changed">
            {`A run now costs ${price} credits (it was ${changedFrom}). Start the run again to accept the new price.`}
          </Alert>
        ) : null}
        {view.onSale ? null : <Alert tone="info">{noLongerSoldText}</Alert>}
        <div className={styles.controls}>
          <Button
            onClick={() => (locked ? setUpgradeOpen(true) : setOpened(true))}
            disabled={!hydrated || !view.onSale}
          >
            {runButtonText(price)}
          </Button>
          <Button variant="outline" onClick={() => setSampleOpen(true)} disabled={!hydrated}>
            Sample
          </Button>
        </div>
        {locked ? (
          <Alert tone="info">
            {neededPlan
              ? `Runs of this task come with the ${neededPlan} plan and above; yours is ${viewer?.plan}.`
              : 'Your plan does not include runs of this task.'}{' '}
            <Link to="/pricing">See the plans</Link>
          </Alert>
        ) : null}
        <SaveToMyTasks
          key={view.listingId}
          client={api.client}
          listingId={view.listingId}
          saved={view.saved}
          disabled={!hydrated}
        />
        {view.testCases ? (
          <ListingTestCases client={api.client} listingId={view.listingId} summary={view.testCases} />
        ) : null}
        <StoreFiguresSummary figures={figures} />
      </div>
      <h2>Steps</h2>
      <ol aria-label="Steps">
        {view.steps.map((step, index) => (
          // Labels may repeat: a step is its place in the list, which never changes.
          <li key={index}>{step.label}</li>
        ))}
      </ol>
      <UpgradeDialog
        open={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        taskName={view.task.name}
        planName={neededPlan}
        currentPlan={viewer?.plan}
        pricingHref="/pricing"
      />
      {hydrated && running ? (
        <Suspense fallback={<Loader label={`Opening ${view.task.name}`} showLabel />}>
          <RunModal
            task={view.task}
            accountId={accountId}
            requestId={requestId}
            onRunChange={setRun}
            onClose={closeRun}
            execute={buy}
            startNotice={startNotice}
            openAt={`/ai-store/${encodeURIComponent(view.listingId)}`}
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
