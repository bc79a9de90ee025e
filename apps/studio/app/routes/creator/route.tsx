import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Loader } from '@taskwell/ui/alert';
import { lazy, Suspense } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import { useHydrated } from '../../task-run/use-hydrated.ts';
import * as styles from './creator.css.ts';
import { creatorAccessOf } from './creator-access.ts';
import { CreatorIntro } from './creator-intro.tsx';

// The editor (the flow tree, drag and drop, the form preview, the engine's check) loads only for
// a plan that can build tasks, after the page is interactive: it stays off `/creator`'s first load.
const CreatorEditor = lazy(() => import('./creator-editor.tsx'));

/** spec §2: Creator Studio is in the private group. */
export const handle = privateRoute;

/** Not reloaded under the sign-in modal. */
export const shouldRevalidate = keepPageAfterSessionEnded;

/** The user's plan decides what the page shows (spec §6 "Task creation"). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const profile = await loadOrEndSession(signedIn, (api) => api.getProfile({ signal: request.signal }));
  return { plan: profile.plan, accountId: profile.id, access: creatorAccessOf({ plan: profile.plan }) };
}

function Opening() {
  return (
    <div className={styles.opening}>
      <Loader label="Opening Creator Studio" showLabel />
    </div>
  );
}

export default function CreatorRoute() {
  const { plan, accountId, access } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  if (access.kind === 'upgrade') return <CreatorIntro currentPlan={plan} planName={access.planName} />;
  return hydrated ? (
    <Suspense fallback={<Opening />}>
      <CreatorEditor accountId={accountId} />
    </Suspense>
  ) : (
    <Opening />
  );
}

export const meta: MetaFunction = () => [{ title: 'Creator Studio · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Creator Studio" />;
}
