import { Outlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { signedInRequest } from '../../session/testing/signed-in-request.ts';
import { SignInProvider, useSignIn } from '../../sign-in/sign-in-context.tsx';
import { stubFuture } from '../../testing/stub-future.ts';

/** Shows what the sign-in modal was asked for, standing in for the modal of the root layout. */
function SignInProbe() {
  const { request } = useSignIn();
  return <output aria-label="sign-in request">{request ? `${request.mode}:${request.reason ?? ''}` : 'closed'}</output>;
}

/** A route module as the stub runs it. */
export interface PaymentRouteModule {
  /** The page. */
  Component: ComponentType;
  /** Its loader. */
  loader: (args: { request: Request; params: Record<string, string>; context: Record<string, never> }) => unknown;
  /** Its error boundary. */
  ErrorBoundary?: ComponentType;
}

/**
 * A payment route (pricing, billing) in a Remix stub whose loader runs with the cookie session of
 * `token` (the stub's requests carry no cookies, so each is given one), at `entry`.
 */
export function renderPaymentRoute(route: PaymentRouteModule, path: string, entry: string, token: string | null) {
  const withSession = async (request: Request) => (token ? signedInRequest(request.url, token) : request);
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => (
        <SignInProvider>
          <SignInProbe />
          <Outlet />
        </SignInProvider>
      ),
      children: [
        {
          path,
          Component: route.Component,
          ...(route.ErrorBoundary ? { ErrorBoundary: route.ErrorBoundary } : {}),
          loader: async ({ request }) => route.loader({ request: await withSession(request), params: {}, context: {} }),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[entry]} future={stubFuture} />);
}
