import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useSearchParams } from '@remix-run/react';
import { useMemo } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { requireSignedIn } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { createBrowserApi } from '../../task-run/browser-api.ts';
import { useHydrated } from '../../task-run/use-hydrated.ts';
import { EarningsPage } from './earnings-page.tsx';

/** Private, as Creator Studio. */
export const handle = privateRoute;

/** Signed in only; the page reads its figures from the browser, through the studio's `/api/*` proxy. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSignedIn(request, context);
  return null;
}

export default function CreatorEarningsRoute() {
  const hydrated = useHydrated();
  const signIn = useSignIn();
  const openSignIn = signIn.open;
  const client = useMemo(
    () => createBrowserApi({ onSessionEnded: () => openSignIn({ mode: 'login', reason: 'session-ended' }) }).client,
    [openSignIn],
  );
  const [search] = useSearchParams();
  return hydrated ? (
    <EarningsPage client={client} payoutsBack={search.get('payouts') === 'return'} />
  ) : (
    <p>Reading your earnings…</p>
  );
}

export const meta: MetaFunction = () => [{ title: 'Earnings · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Earnings" />;
}
