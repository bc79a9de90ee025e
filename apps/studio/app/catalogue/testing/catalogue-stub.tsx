import { Outlet, useLoaderData, useLocation } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import type { setupMockServer } from '@taskwell/mocks/node';
import { render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { proxyRequest } from '../../api-proxy/proxy-request.server.ts';
import { SignInModal } from '../../components/sign-in-modal/sign-in-modal.tsx';
import { loader as rootLoader, shouldRevalidate as rootShouldRevalidate } from '../../root.tsx';
import HomeRoute, { ErrorBoundary as HomeBoundary, loader as homeLoader } from '../../routes/_index.tsx';
import MyTasksRoute, { ErrorBoundary as TasksBoundary, loader as tasksLoader } from '../../routes/tasks/route.tsx';
import { signedInRequest } from '../../session/testing/signed-in-request.ts';
import { SignInProvider, useSignIn } from '../../sign-in/sign-in-context.tsx';
import { stubFuture } from '../../testing/stub-future.ts';
import { shouldRevalidateCatalogue } from '../catalogue-revalidation.ts';

/** The mock API of a test file (`setupMockServer()`). */
type MockServer = ReturnType<typeof setupMockServer>;

// The flags of vite.config.ts, so the stub behaves like the app.

/** The address the test document has (happy-dom's default). */
export const studioOrigin = 'http://localhost:3000';

/** A request as the browser sends it, with the cookie session of `token` (none for a visitor). */
async function asViewer(request: Request, token: string | null): Promise<Request> {
  if (!token) return request;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return signedInRequest(request.url, token, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : null,
  });
}

/** What the sign-in modal was asked for, standing in for the modal's own texts. */
function SignInProbe() {
  const { request } = useSignIn();
  return <output aria-label="sign-in request">{request ? `${request.mode}:${request.reason ?? ''}` : 'closed'}</output>;
}

/** The header's balance, as the root loader gives it (it reloads after a run starts or fails). */
function BalanceProbe() {
  const data = useLoaderData<typeof rootLoader>();
  return <output aria-label="balance">{String(data.viewer?.accountBalance ?? '')}</output>;
}

/** What a probe shows (probes stay readable while a modal hides the page from assistive technology). */
function probe(label: string): string {
  return document.querySelector(`output[aria-label="${label}"]`)?.textContent ?? '';
}

/** The address the page is on, as the browser's address bar would show it. */
export const shownAddress = () => probe('address');

/** What the sign-in modal was asked for: `mode:reason`, or `closed`. */
export const signInAsked = () => probe('sign-in request');

/** The balance the root loader gave the header last. */
export const shownBalance = () => probe('balance');

/** The address the page is on, as the browser's address bar would show it. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Loads the catalogue's lazily loaded screens (run modal, sample modal, recent runs, category tabs)
 * ahead of the tests: their first transform can take seconds on a busy machine, longer than a
 * test should wait for a dialog. Call it in `beforeAll` with a generous limit.
 */
export async function preloadCatalogueScreens(): Promise<void> {
  await Promise.all([
    import('../../components/run-modal/run-modal.tsx'),
    import('../../components/sample-modal/sample-modal.tsx'),
    import('../../components/recent-runs/recent-runs.tsx'),
    import('../../components/task-catalogue/category-tabs.tsx'),
  ]);
}

/**
 * Renders the studio's catalogue routes (`/` and `/tasks`) under a root whose loader runs as the
 * signed-in `token` (or a visitor), with the real `/api/*` proxy between the page and the mock API:
 * the browser code calls the studio's origin, the proxy adds the bearer from the cookie session.
 */
export function renderCatalogue(mockApi: MockServer, options: { token: string | null; path: string }) {
  const { token, path } = options;
  mockApi.server.use(
    http.all(`${studioOrigin}/api/*`, async ({ request }) => proxyRequest(await asViewer(request, token), {})),
    // The task and category images are static files of the studio.
    http.get(`${studioOrigin}/images/*`, () => new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>')),
  );
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: async ({ request }) => rootLoader({ request: await asViewer(request, token), params: {}, context: {} }),
      shouldRevalidate: rootShouldRevalidate,
      Component: () => (
        <SignInProvider>
          <SignInProbe />
          <BalanceProbe />
          <LocationProbe />
          <Outlet />
          <SignInModal senderAddress="verify@taskwell.dev" signedIn={token !== null} />
        </SignInProvider>
      ),
      children: [
        {
          index: true,
          Component: HomeRoute,
          ErrorBoundary: HomeBoundary,
          shouldRevalidate: shouldRevalidateCatalogue,
          loader: async ({ request }) =>
            homeLoader({ request: await asViewer(request, token), params: {}, context: {} }),
        },
        {
          path: 'tasks',
          Component: MyTasksRoute,
          ErrorBoundary: TasksBoundary,
          shouldRevalidate: shouldRevalidateCatalogue,
          loader: async ({ request }) =>
            tasksLoader({ request: await asViewer(request, token), params: {}, context: {} }),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} future={stubFuture} />);
}
