import { setupMockServer } from '@taskwell/mocks/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { preloadCatalogueScreens, renderCatalogue } from '../../catalogue/testing/catalogue-stub.tsx';
import { findModal } from '../../testing/find-modal.ts';

// My Tasks' "From the AI Store" (issue 26): the listings the user added to My Tasks, each with a
// Run that buys a run through the same run modal as the listing's page. Against the contract's
// mock API, through the studio's real /api/* proxy; the mock streams a run one step per 20 ms.
const mockApi = setupMockServer({ eventIntervalMs: 20 });
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
beforeAll(preloadCatalogueScreens, 120_000);
afterEach(() => {
  mockApi.server.resetHandlers();
  mockApi.reset();
  localStorage.clear();
});
afterAll(() => mockApi.server.close());

const wait = { timeout: 15_000 };
const email = 'ada@taskwell.dev';
const digest = '5a0c1f52-7b4e-4d0a-9c1e-0f7a2b3c4d01';
const replies = '5a0c1f52-7b4e-4d0a-9c1e-0f7a2b3c4d02';

/** Saves listings for the account in the mock, oldest first. */
function saved(...listingIds: string[]) {
  const account = mockApi.context.accountFor(email).profile.id;
  mockApi.context.savedListings.set(
    account,
    new Map(listingIds.map((listingId, index) => [listingId, new Date(Date.UTC(2026, 10, 20 + index)).toISOString()])),
  );
}

function renderMyTasks() {
  renderCatalogue(mockApi, { token: mockApi.context.issueSession(email), path: '/tasks' });
}

describe('My Tasks, From the AI Store', () => {
  it('should not show the section to a user who added nothing from the store', async () => {
    const read: number[] = [];
    const record = ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname === '/api/store/saved') read.push(response.status);
    };
    mockApi.server.events.on('response:mocked', record);
    onTestFinished(() => mockApi.server.events.removeListener('response:mocked', record));
    renderMyTasks();
    await screen.findByRole('list', { name: 'Categories' }, wait);
    // The saved listings were read (and are none) before the page is looked at.
    await waitFor(() => expect(read).toEqual([200]), wait);
    expect(screen.queryByRole('heading', { name: 'From the AI Store' })).not.toBeInTheDocument();
  });

  it('should show a card per saved listing, newest saved first, with its creator, price and page', async () => {
    saved(digest, replies);
    renderMyTasks();
    const section = await screen.findByRole('region', { name: 'From the AI Store' }, wait);
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Friendly customer replies',
      'Meeting notes digest',
    ]);
    const digestCard = cards[1] as HTMLElement;
    expect(within(digestCard).getByRole('link', { name: 'Meeting notes digest' })).toHaveAttribute(
      'href',
      `/ai-store/${digest}`,
    );
    expect(within(digestCard).getByText('By Amara Diallo')).toBeInTheDocument();
    expect(within(digestCard).getByText('7 credits per run')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('4 credits per run')).toBeInTheDocument();
  });

  it('should run a saved listing through the store at its price, in the run modal', async () => {
    saved(digest);
    renderMyTasks();
    const before = mockApi.context.accountFor(email).profile.accountBalance;
    const run = await screen.findByRole('button', { name: 'Run Meeting notes digest' }, wait);
    await waitFor(() => expect(run).toBeEnabled(), wait);
    await userEvent.click(run);

    const dialog = await findModal('Summarise a Text', wait);
    expect(within(dialog).getByText(/Each run costs 7 credits/)).toBeInTheDocument();
    fireEvent.change(
      within(within(dialog).getByRole('group', { name: 'Text' })).getByRole('textbox', {
        name: 'Type or paste the text',
      }),
      { target: { value: 'The board agreed to hire two engineers.' } },
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Length' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'short' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Summarise a Text' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Completed'), wait);
    const runs = [...mockApi.context.runs.values()];
    expect(runs).toHaveLength(1);
    expect(runs[0]?.fee).toBe(7);
    expect(mockApi.context.accountFor(email).profile.accountBalance).toBe(before - 7);
  });

  it('given the saved listings cannot be read, should say so and still show the catalogue', async () => {
    saved(digest);
    mockApi.context.failNext('listSavedStoreListings', 'server-error');
    renderMyTasks();
    const notice = await screen.findByText('Your tasks from the AI Store could not be loaded', {}, wait);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'From the AI Store' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Categories' }, wait)).toBeInTheDocument();
  });
});
