import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { formatCredits } from '@taskwell/domain';
import { Button } from '@taskwell/ui/button';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import * as styles from './billing.css.ts';

/** spec §2: Billing is for signed-in users only. */
export const handle = privateRoute;

/** Not reloaded for the sign-in modal's steps over it. */
export const shouldRevalidate = keepPageAfterSessionEnded;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const profile = await loadOrEndSession(signedIn, (api) => api.getProfile({ signal: request.signal }));
  return { plan: profile.plan, accountBalance: profile.accountBalance };
}

// spec §2 Billing Information: the subscription with 'Change' (to the pricing page) and the
// balance in credits. Payment details, top-ups and checkout come with the payments issue.
export default function BillingRoute() {
  const { plan, accountBalance } = useLoaderData<typeof loader>();
  const marketingUrl = useRouteLoaderData<typeof rootLoader>('root')?.marketingUrl ?? '/';
  return (
    <>
      <h1 className={styles.title}>Billing Information</h1>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>Current subscription</dt>
          <dd className={styles.value}>
            {plan}{' '}
            <Button asChild variant="outline" size="sm">
              <a href={new URL('/pricing', marketingUrl).href}>Change</a>
            </Button>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>Account balance</dt>
          <dd className={styles.value}>{formatCredits(accountBalance)}</dd>
        </div>
      </dl>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: 'Billing · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Billing Information" />;
}
