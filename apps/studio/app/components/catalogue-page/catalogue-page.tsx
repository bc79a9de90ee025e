import { Await, useRouteLoaderData, useSearchParams } from '@remix-run/react';
import type { Task } from '@taskwell/api-sdk';
import { lowestPlanFor } from '@taskwell/domain';
import { Loader } from '@taskwell/ui/alert';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import type { CatalogueResult } from '../../catalogue/load-catalogue.server.ts';
import type { SavedListingsResult } from '../../catalogue/load-saved-listings.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { rememberedRuns } from '../../task-run/remembered-runs.ts';
import { type RunView, readRunView, withRunView } from '../../task-run/run-view-params.ts';
import { useHydrated } from '../../task-run/use-hydrated.ts';
import { lazyDialog } from '../lazy-dialog/index.ts';
import { ProblemNotice } from '../problem-notice/index.ts';
import { accessOf, TaskCatalogue } from '../task-catalogue/index.ts';
import * as styles from './catalogue-page.css.ts';
import { SavedListings } from './saved-listings.tsx';

// The run modal, the sample modal and the recent runs load when they are first shown: their code
// (the SDK, markdown rendering, the audio player) stays off the catalogue's first load (issue 15).
const RunModal = lazy(() => import('../run-modal/run-modal.tsx'));
const SampleModal = lazy(() => import('../sample-modal/sample-modal.tsx'));
const RecentRuns = lazy(() => import('../recent-runs/recent-runs.tsx'));
// Only a task the plan does not unlock opens it: its dialog's code stays out of the first load (issue 44 §5).
const UpgradeDialog = lazyDialog(() => import('@taskwell/ui/upgrade-dialog').then((module) => module.UpgradeDialog));

/** Props of {@link CataloguePage}. */
export interface CataloguePageProps {
  /** The catalogue, streamed in after the page's first bytes. */
  catalogue: Promise<CatalogueResult>;
  /** The page's own path, for Try again. */
  path: string;
  /** The AI Store listings the user added to My Tasks (`/tasks` only), streamed in too. */
  saved?: Promise<SavedListingsResult> | undefined;
}

/**
 * 'My Tasks' (spec §2): a spinner while the catalogue loads, then the catalogue, or why it cannot
 * show. Memoised, as the catalogue inside it is: a re-render of the page around it before the
 * streamed catalogue or a lazy tab bar has hydrated would update a Suspense boundary still
 * hydrating, which React answers by rendering it again on the client and reporting error #421
 * (issue 25, on every load of `/tasks?category=` and every reload of a run's address).
 */
export const CataloguePage = memo(function CataloguePage({ catalogue, path, saved }: CataloguePageProps) {
  return (
    <>
      <CatalogueHeading />
      {saved ? <SavedListings saved={saved} /> : null}
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Loader label="Loading tasks" showLabel />
          </div>
        }
      >
        <Await resolve={catalogue} errorElement={<CatalogueFailed path={path} />}>
          {(result) =>
            result.state === 'ready' ? (
              <CatalogueView tasks={result.tasks} categories={result.categories} />
            ) : (
              <ProblemNotice title="The task catalogue is out of reach" actionHref={path} actionLabel="Try again">
                The studio could not reach the Taskwell service, so your tasks cannot be listed right now. Nothing is
                lost: try again in a moment.
              </ProblemNotice>
            )
          }
        </Await>
      </Suspense>
    </>
  );
});

/** The heading of a catalogue page, above its content or its error notice. */
export function CatalogueHeading() {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>My Tasks</h1>
    </div>
  );
}

/** A catalogue that could not be loaded for another reason than an unreachable API. */
export function CatalogueFailed({ path }: { path: string }) {
  return (
    <ProblemNotice title="Your tasks could not be loaded" actionHref={path} actionLabel="Try again">
      Something went wrong while loading the task catalogue. Try again in a moment.
    </ProblemNotice>
  );
}

function Opening({ label }: { label: string }) {
  return (
    <div className={styles.opening}>
      <Loader label={label} showLabel />
    </div>
  );
}

/**
 * The catalogue with its modals. What is open lives in the address (docs/decisions/046): the
 * category tab (`category`), the run modal (`task`) and the run it shows (`run`), so a reload or
 * the same address in a new tab shows the same view.
 */
function CatalogueView({
  tasks,
  categories,
}: Pick<Extract<CatalogueResult, { state: 'ready' }>, 'tasks' | 'categories'>) {
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null;
  const signIn = useSignIn();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readRunView(searchParams);
  const [upgrade, setUpgrade] = useState<Task | null>(null);
  const [sample, setSample] = useState<Task | null>(null);
  const [runsSeen, setRunsSeen] = useState(0);
  // The recent runs' code loads only for an account that has runs remembered in this browser.
  const [hasRecentRuns, setHasRecentRuns] = useState(false);
  const accountId = viewer?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a closed run modal (runsSeen) may have added a run
  useEffect(() => {
    setHasRecentRuns(accountId !== undefined && rememberedRuns(accountId).length > 0);
  }, [accountId, runsSeen]);

  const setView = useCallback(
    (changes: Partial<RunView>) =>
      setSearchParams((current) => withRunView(current, changes), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const onRunChange = useCallback((run: string) => setView({ run }), [setView]);
  const onRunClose = useCallback(() => {
    setView({ task: null, run: null });
    setRunsSeen((count) => count + 1);
  }, [setView]);

  const chosen = view.task ? tasks.find((task) => task.id === view.task) : undefined;
  const access = chosen ? accessOf(chosen, viewer) : undefined;

  // An address naming a task the plan does not unlock offers the upgrade instead of the form.
  const locked = upgrade ?? (chosen && access === 'upgrade' ? chosen : null);

  const openSignIn = signIn.open;
  const use = useCallback(
    (task: Task) => {
      setView({ task: task.id, run: null });
      // A visitor signs in first; on '/' the chosen task stays in the address and opens after it.
      if (!viewer) openSignIn({ mode: 'login' });
    },
    [setView, viewer, openSignIn],
  );
  const onCategoryChange = useCallback((category: string | null) => setView({ category }), [setView]);

  return (
    <>
      {hasRecentRuns && accountId ? (
        <Suspense fallback={null}>
          <RecentRuns
            accountId={accountId}
            tasks={tasks}
            refreshKey={runsSeen}
            onOpen={(task, run) => setView({ task, run })}
          />
        </Suspense>
      ) : null}
      <TaskCatalogue
        tasks={tasks}
        categories={categories}
        viewer={viewer}
        category={view.category}
        onCategoryChange={onCategoryChange}
        onUse={use}
        onUpgrade={setUpgrade}
        onSample={setSample}
      />
      {hydrated && chosen && access === 'use' ? (
        <Suspense fallback={<Opening label={`Opening ${chosen.name}`} />}>
          <RunModal
            task={chosen}
            accountId={viewer?.id}
            requestId={view.run}
            onRunChange={onRunChange}
            onClose={onRunClose}
          />
        </Suspense>
      ) : null}
      {sample && hydrated ? (
        <Suspense fallback={<Opening label="Opening the sample results" />}>
          <SampleModal task={sample} onClose={() => setSample(null)} />
        </Suspense>
      ) : null}
      <UpgradeDialog
        open={locked !== null}
        onOpenChange={(open) => {
          if (open) return;
          setUpgrade(null);
          if (view.task) setView({ task: null, run: null });
        }}
        taskName={locked?.name ?? ''}
        planName={locked ? lowestPlanFor(locked.plans)?.name : undefined}
        currentPlan={viewer?.plan}
        pricingHref="/pricing"
      />
    </>
  );
}
