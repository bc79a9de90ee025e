import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render } from '@testing-library/react';
import { getResponse, http } from 'msw';
import type { ComponentType } from 'react';
import { asSignedIn } from '../session/testing/signed-in-request.ts';
import { SignInProvider } from '../sign-in/sign-in-context.tsx';
import type { routeTestApi } from './route-test-api.ts';
import { stubFuture } from './stub-future.ts';

/** The file's mock API, and `tracked` when the file's hooks wait for the loader's and action's calls. */
type RouteTestApi = Pick<ReturnType<typeof routeTestApi>, 'mockApi'> &
  Partial<Pick<ReturnType<typeof routeTestApi>, 'tracked'>>;

/** The route under test: its page, error boundary, loader and action as the module exports them. */
export interface RouteUnderTest {
  /** The route's path under `/`, e.g. `automations` or `queue/:requestId` (its params reach the loader). */
  path: string;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  loader: (args: LoaderFunctionArgs) => Promise<unknown>;
  action?: (args: ActionFunctionArgs) => Promise<unknown>;
}

/**
 * The page's own calls from the browser (what it reads after its loader) reach the mock API with
 * the session's token, bodies and abort signals included, as the studio's proxy forwards them.
 */
export function proxyBrowserCalls({ mockApi }: RouteTestApi, token: string): void {
  mockApi.server.use(
    http.all('http://localhost:3000/api/*', async ({ request }) => {
      const headers = new Headers(request.headers);
      headers.set('authorization', `Bearer ${token}`);
      const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.text();
      const forwarded = new Request(request.url, { method: request.method, headers, body, signal: request.signal });
      return getResponse(mockApi.handlers, forwarded);
    }),
  );
}

/**
 * Renders one route of the studio for a signed-in user at `entry`: under the sign-in provider, its
 * loader and action given the session's cookie and tracked until they settle, the page's browser
 * calls forwarded to the mock API. `siblings` are other pages the route may navigate to.
 */
export function renderSignedInRoute(
  api: RouteTestApi,
  token: string,
  route: RouteUnderTest,
  {
    entry = `/${route.path}`,
    siblings = [],
  }: { entry?: string; siblings?: { path: string; Component: ComponentType }[] } = {},
): void {
  const tracked = api.tracked ?? (<T,>(call: Promise<T>) => call);
  proxyBrowserCalls(api, token);
  const withSession = (request: Request) => asSignedIn(request, token);
  const { loader, action } = route;
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => (
        <SignInProvider>
          <Outlet />
        </SignInProvider>
      ),
      children: [
        {
          path: route.path,
          Component: route.Component,
          ErrorBoundary: route.ErrorBoundary,
          loader: ({ request, params }) =>
            tracked(withSession(request).then((signed) => loader({ request: signed, params, context: {} }))),
          action: action
            ? ({ request, params }) =>
                tracked(withSession(request).then((signed) => action({ request: signed, params, context: {} })))
            : undefined,
        },
        ...siblings,
      ],
    },
  ]);
  render(<Stub initialEntries={[entry]} future={stubFuture} />);
}
