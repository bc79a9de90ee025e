import { Outlet, useLocation } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { setupMockServer } from '@taskwell/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInRequest } from '../../session/testing/signed-in-request.ts';
import { SignInProvider } from '../../sign-in/sign-in-context.tsx';
import AiStoreRoute, { ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.reset();
  mockApi.server.resetHandlers();
});
afterAll(() => mockApi.server.close());

const future = {
  v3_fetcherPersist: true,
  v3_lazyRouteDiscovery: true,
  v3_relativeSplatPath: true,
  v3_singleFetch: true,
};

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

function renderStore(entry = '/ai-store') {
  const token = mockApi.context.issueSession('ada@taskwell.dev');
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => (
        <SignInProvider>
          <Outlet />
          <Address />
        </SignInProvider>
      ),
      children: [
        {
          path: 'ai-store',
          Component: AiStoreRoute,
          ErrorBoundary,
          loader: async ({ request }) =>
            loader({ request: await signedInRequest(request.url, token), params: {}, context: {} }),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[entry]} future={future} />);
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('the AI Store route', () => {
  it('should show the cards, most popular first, with their figures in words', async () => {
    renderStore();
    await screen.findByRole('link', { name: 'Meeting notes digest' });
    expect(names()).toEqual([
      'Meeting notes digest',
      'Friendly customer replies',
      'Product photo captions',
      'Contract brief',
    ]);
    expect(screen.getByText('92 % positive · 25 ratings')).toBeInTheDocument();
    expect(screen.getAllByText('No ratings yet')).toHaveLength(2);
    expect(screen.getByText(/1 run · No runs in the last 30 days · Typical run: 2 min/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All (4)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Writing (2)' })).toBeInTheDocument();
  });

  it('should search after a pause while typing, with the words in the address', async () => {
    renderStore();
    await screen.findByRole('link', { name: 'Meeting notes digest' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'contract');
    await waitFor(() => expect(names()).toEqual(['Contract brief']));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('q=contract');
  });

  it('should keep one category and sort by rating', async () => {
    renderStore('/ai-store?sort=rating');
    await userEvent.click(await screen.findByRole('link', { name: 'Writing (2)' }));
    await waitFor(() => expect(names()).toEqual(['Meeting notes digest', 'Friendly customer replies']));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('category=Writing');
  });

  it('should say when no task matches and offer to clear the search', async () => {
    renderStore('/ai-store?q=zebra');
    expect(await screen.findByText(/No task matches “zebra”/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear the search' }));
    await screen.findByRole('link', { name: 'Meeting notes digest' });
  });
});
