import { createRemixStub } from '@remix-run/testing';
import { setupMockServer } from '@taskwell/mocks/node';
import { render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInRequest } from '../../session/testing/signed-in-request.ts';
import { SignInProvider } from '../../sign-in/sign-in-context.tsx';
import { stubFuture } from '../../testing/stub-future.ts';
import StoreListingRoute, { ErrorBoundary, loader, shouldRevalidate } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockApi.reset());
afterAll(() => mockApi.server.close());

function renderListing(listingId: string) {
  const token = mockApi.context.issueSession('ada@taskwell.dev');
  const Stub = createRemixStub([
    {
      path: '/ai-store/:listingId',
      Component: () => (
        <SignInProvider>
          <StoreListingRoute />
        </SignInProvider>
      ),
      ErrorBoundary,
      loader: async ({ request, params }) =>
        loader({ request: await signedInRequest(request.url, token), params, context: {} }),
    },
  ]);
  render(<Stub initialEntries={[`/ai-store/${listingId}`]} future={stubFuture} />);
}

describe('a listing of the AI Store', () => {
  it('should show its card, price, figures and step labels', async () => {
    renderListing('5a0c1f52-7b4e-4d0a-9c1e-0f7a2b3c4d01');
    expect(await screen.findByRole('heading', { name: 'Meeting notes digest', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('By Amara Diallo')).toBeInTheDocument();
    expect(screen.getByText('7 credits')).toBeInTheDocument();
    expect(screen.getByText('92 % positive · 25 ratings')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Read the notes', 'Summarise', 'Check the tone']);
  });

  it('should say a listing that is not in the store was not found', async () => {
    renderListing('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Task not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the AI Store' })).toHaveAttribute('href', '/ai-store');
  });
});

describe("the listing's revalidation", () => {
  const page = 'http://localhost/ai-store/5a0c1f52-7b4e-4d0a-9c1e-0f7a2b3c4d01';
  it.each([
    { given: 'the run modal naming its run', from: page, to: `${page}?run=r1`, want: false },
    { given: 'the run modal closing', from: `${page}?run=r1`, to: page, want: false },
    {
      given: 'a reload of the same address (the balance after a start)',
      from: `${page}?run=r1`,
      to: `${page}?run=r1`,
      want: true,
    },
    { given: 'another listing', from: page, to: 'http://localhost/ai-store/other', want: true },
  ])('given $given, should answer $want', ({ from, to, want }) => {
    expect(
      shouldRevalidate({
        currentUrl: new URL(from),
        nextUrl: new URL(to),
        currentParams: {},
        nextParams: {},
        defaultShouldRevalidate: true,
      }),
    ).toBe(want);
  });
});
