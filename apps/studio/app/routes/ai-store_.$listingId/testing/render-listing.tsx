import { Outlet, useLocation } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import type { setupMockServer } from '@taskwell/mocks/node';
import { render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { proxyRequest } from '../../../api-proxy/proxy-request.server.ts';
import { studioOrigin } from '../../../catalogue/testing/catalogue-stub.tsx';
import { signedInRequest } from '../../../session/testing/signed-in-request.ts';
import { SignInProvider } from '../../../sign-in/sign-in-context.tsx';
import { stubFuture } from '../../../testing/stub-future.ts';
import StoreListingRoute, { ErrorBoundary, loader } from '../route.tsx';

async function asViewer(request: Request, token: string): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return signedInRequest(request.url, token, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : null,
  });
}

/** The page's address as the router has it (its search part), for the tests of the run kept there. */
function Address() {
  return <span data-testid="address">{useLocation().search}</span>;
}

/**
 * Renders a listing's page for `email` against the mock API, with the studio's real `/api/*`
 * proxy between the page's browser calls and the mock, opened at `search` (`?run=…`).
 */
export function renderListing(
  mockApi: ReturnType<typeof setupMockServer>,
  email: string,
  listingId: string,
  search = '',
  /** The signed-in account as the root route gives it (its plan), when a test needs one. */
  viewer?: { id: string; name: string; plan: string },
) {
  const token = mockApi.context.issueSession(email);
  mockApi.server.use(
    http.all(`${studioOrigin}/api/*`, async ({ request }) => proxyRequest(await asViewer(request, token), {})),
    http.get(`${studioOrigin}/images/*`, () => new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>')),
  );
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ viewer: viewer ?? null }),
      Component: () => (
        <SignInProvider>
          <Outlet />
          <Address />
        </SignInProvider>
      ),
      children: [
        {
          path: 'ai-store/:listingId',
          Component: StoreListingRoute,
          ErrorBoundary,
          loader: async ({ request, params }) =>
            loader({ request: await asViewer(request, token), params, context: {} }),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[`/ai-store/${listingId}${search}`]} future={stubFuture} />);
}
