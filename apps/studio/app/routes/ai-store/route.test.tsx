import { Outlet, useLocation } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { setupMockServer } from '@taskwell/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInRequest } from '../../session/testing/signed-in-request.ts';
import { SignInProvider } from '../../sign-in/sign-in-context.tsx';
import { whenLayerTakesClicks } from '../../testing/find-modal.ts';
import { stubFuture } from '../../testing/stub-future.ts';
import AiStoreRoute, { ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.reset();
  mockApi.server.resetHandlers();
});
afterAll(() => mockApi.server.close());

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
  render(<Stub initialEntries={[entry]} future={stubFuture} />);
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

  it('should name a category by its title (issue 39: a chip read "business (1)")', async () => {
    mockApi.server.use(
      http.get('*/api/store/listings', () =>
        HttpResponse.json({
          listings: [],
          categories: [
            { name: 'business', count: 1 },
            { name: 'marketing', count: 2 },
          ],
          brand: null,
          nextCursor: null,
        }),
      ),
    );
    renderStore();
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All (3)', 'Business Tasks (1)', 'Content Creation (2)']);
  });

  it('should sort with the house Select, the choice in the address', async () => {
    renderStore();
    await screen.findByRole('link', { name: 'Meeting notes digest' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveTextContent('Popular');
    await userEvent.click(sort);
    await userEvent.click(await whenLayerTakesClicks(await screen.findByRole('option', { name: 'Newest' })));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('sort=newest'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest');
  });

  it('should keep one category and sort by rating', async () => {
    renderStore('/ai-store?sort=rating');
    await userEvent.click(await screen.findByRole('link', { name: 'Writing (2)' }));
    await waitFor(() => expect(names()).toEqual(['Meeting notes digest', 'Friendly customer replies']));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('category=Writing');
  });

  it('should append the next page under the cards shown when asked for more', async () => {
    renderStore('/ai-store?limit=2');
    await screen.findByRole('link', { name: 'Meeting notes digest' });
    expect(names()).toEqual(['Meeting notes digest', 'Friendly customer replies']);
    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    await waitFor(() =>
      expect(names()).toEqual([
        'Meeting notes digest',
        'Friendly customer replies',
        'Product photo captions',
        'Contract brief',
      ]),
    );
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('4 tasks shown.');
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
    // The address still names the first page: a reload starts from the top.
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?limit=2');
  });

  it("should offer a member the switch to their organization's store, under its name", async () => {
    const organizationId = '0b6a3f1e-2c4d-4e5f-8a9b-1c2d3e4f5a6b';
    mockApi.context.organizations.set(organizationId, {
      organization: {
        organizationId,
        name: 'Acme',
        accentColour: '#0055aa',
        logo: null,
        createdAt: '2026-11-01T00:00:00.000Z',
      },
      members: new Map([['ada@taskwell.dev', { role: 'member', joinedAt: '2026-11-02T00:00:00.000Z' }]]),
      invitations: new Map(),
    });
    renderStore();
    const stores = await screen.findByRole('navigation', { name: 'Stores' });
    expect(within(stores).getByRole('link', { name: 'AI Store' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(stores).getByRole('link', { name: 'Acme store' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme store' })).toBeInTheDocument();
    expect(screen.getByText('No task is on sale here yet.', { exact: false })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Stores' })).getByRole('link', { name: 'Acme store' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it("given an organization's store the user is not a member of, should say it is not found or private, with the way back", async () => {
    const organizationId = '0b6a3f1e-2c4d-4e5f-8a9b-1c2d3e4f5a6b';
    mockApi.context.organizations.set(organizationId, {
      organization: {
        organizationId,
        name: 'Acme',
        accentColour: '#0055aa',
        logo: null,
        createdAt: '2026-11-01T00:00:00.000Z',
      },
      members: new Map([['grace@taskwell.dev', { role: 'owner', joinedAt: '2026-11-02T00:00:00.000Z' }]]),
      invitations: new Map(),
    });
    renderStore(`/ai-store?organization=${organizationId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Store not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/private to an organization you are not a member of/);
    expect(screen.getByRole('link', { name: 'Browse the AI Store' })).toHaveAttribute('href', '/ai-store');
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it.each([
    { given: 'a store the user may not see', organization: '0b6a3f1e-2c4d-4e5f-8a9b-1c2d3e4f5a6b' },
    { given: 'an id that is no id', organization: 'not-an-id' },
  ])('given $given, the loader should answer 404', async ({ organization }) => {
    const token = mockApi.context.issueSession('ada@taskwell.dev');
    const request = await signedInRequest(`http://localhost/ai-store?organization=${organization}`, token);
    const thrown = await loader({ request, params: {}, context: {} }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('should say when no task matches and offer to clear the search', async () => {
    renderStore('/ai-store?q=zebra');
    expect(await screen.findByText(/No task matches “zebra”/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear the search' }));
    await screen.findByRole('link', { name: 'Meeting notes digest' });
  });
});
