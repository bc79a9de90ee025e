import { setupMockServer } from '@taskwell/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { studioOrigin } from '../../catalogue/testing/catalogue-stub.tsx';
import { renderListing } from './testing/render-listing.tsx';

// "Add to My Tasks" on a listing's page (issue 26), against the contract's mock API through the
// studio's real /api/* proxy.
const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.server.resetHandlers();
  mockApi.reset();
});
afterAll(() => mockApi.server.close());

const wait = { timeout: 15_000 };
const digest = '5a0c1f52-7b4e-4d0a-9c1e-0f7a2b3c4d01';
const email = 'ada@taskwell.dev';
/** The listings the mock keeps as saved by the account. */
const savedOf = (account: string) => [
  ...(mockApi.context.savedListings.get(mockApi.context.accountFor(account).profile.id)?.keys() ?? []),
];

describe('adding a listing to My Tasks', () => {
  it('should add it, say it is in My Tasks with a link there, and remove it again, from the keyboard', async () => {
    renderListing(mockApi, email, digest);
    const add = await screen.findByRole('button', { name: 'Add to My Tasks' }, wait);
    await waitFor(() => expect(add).toBeEnabled(), wait);
    add.focus();
    await userEvent.keyboard('{Enter}');

    const remove = await screen.findByRole('button', { name: 'Remove from My Tasks' }, wait);
    expect(screen.getByRole('status')).toHaveTextContent('In My Tasks');
    expect(screen.getByRole('link', { name: 'Open My Tasks' })).toHaveAttribute('href', '/tasks');
    expect(savedOf(email)).toEqual([digest]);

    remove.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Add to My Tasks' }, wait)).toBeInTheDocument();
    expect(screen.queryByText(/In My Tasks/)).not.toBeInTheDocument();
    expect(savedOf(email)).toEqual([]);
  });

  it('should show a listing saved before as in My Tasks', async () => {
    mockApi.context.savedListings.set(
      mockApi.context.accountFor(email).profile.id,
      new Map([[digest, '2026-11-26T10:00:00.000Z']]),
    );
    renderListing(mockApi, email, digest);
    expect(await screen.findByRole('button', { name: 'Remove from My Tasks' }, wait)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('In My Tasks');
  });

  it('should show the button busy until the service answers', async () => {
    renderListing(mockApi, email, digest);
    const add = await screen.findByRole('button', { name: 'Add to My Tasks' }, wait);
    await waitFor(() => expect(add).toBeEnabled(), wait);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi.server.use(
      http.put(`${studioOrigin}/api/store/listings/${digest}/saved`, async () => {
        await answered;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await userEvent.click(add);
    await waitFor(() => expect(add).toHaveAttribute('aria-busy', 'true'), wait);
    answer();
    expect(await screen.findByRole('button', { name: 'Remove from My Tasks' }, wait)).not.toHaveAttribute('aria-busy');
  });

  it('given the service fails, should say so and keep the listing out of My Tasks', async () => {
    renderListing(mockApi, email, digest);
    const add = await screen.findByRole('button', { name: 'Add to My Tasks' }, wait);
    await waitFor(() => expect(add).toBeEnabled(), wait);
    mockApi.context.failNext('saveStoreListing', 'server-error');
    await userEvent.click(add);

    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(
      'The task could not be added to My Tasks. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Add to My Tasks' })).toBeInTheDocument();
    expect(savedOf(email)).toEqual([]);
  });
});
