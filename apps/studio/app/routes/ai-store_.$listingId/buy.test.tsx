import { setupMockServer } from '@taskwell/mocks/node';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { rememberedRuns } from '../../task-run/remembered-runs.ts';
import { findModal } from '../../testing/find-modal.ts';
import { runButtonText } from './listing-purchase.ts';
import { renderListing } from './testing/render-listing.tsx';

// Buying from a listing's page against the contract's mock API, through the studio's real /api/*
// proxy: the mock streams a run one step per 20 ms.
const mockApi = setupMockServer({ eventIntervalMs: 20 });
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
// The modals load on demand; their first transform can take seconds on a busy machine.
beforeAll(
  () =>
    Promise.all([
      import('../../components/run-modal/run-modal.tsx'),
      import('../../components/sample-modal/sample-modal.tsx'),
    ]),
  120_000,
);
afterEach(() => {
  mockApi.server.resetHandlers();
  mockApi.reset();
  localStorage.clear();
});
afterAll(() => mockApi.server.close());

const wait = { timeout: 15_000 };
const digest = '5a0c1f52-7b4e-4d0a-9c1e-0f7a2b3c4d01';
// The mock's accounts are kept under their e-mail address.
const balanceOf = (email: string) => mockApi.context.accountFor(email).profile.accountBalance;

describe('the start button of a listing', () => {
  it.each([
    { given: 0, want: 'Run for free' },
    { given: 1, want: 'Run for 1 credit' },
    { given: 7, want: 'Run for 7 credits' },
  ])('given a price of $given, should read "$want"', ({ given, want }) => {
    expect(runButtonText(given)).toBe(want);
  });
});

describe('buying a run from a listing', () => {
  it('should run the form through buyStoreRun at the listed price and show the results', async () => {
    renderListing(mockApi, 'ada@taskwell.dev', digest);
    const before = balanceOf('ada@taskwell.dev');
    await userEvent.click(await screen.findByRole('button', { name: 'Run for 7 credits' }, wait));

    const dialog = await findModal('Summarise a Text', wait);
    expect(within(dialog).getByText(/Each run costs 7 credits/)).toBeInTheDocument();
    const text = within(within(dialog).getByRole('group', { name: 'Text' })).getByRole('textbox', {
      name: 'Type or paste the text',
    });
    fireEvent.change(text, { target: { value: 'The board agreed to hire two engineers.' } });
    const length = within(dialog).getByRole('combobox', { name: 'Length' });
    await userEvent.click(length);
    await userEvent.click(within(dialog).getByRole('option', { name: 'short' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Summarise a Text' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Completed'), wait);
    const runs = [...mockApi.context.runs.values()];
    expect(runs).toHaveLength(1);
    expect(runs[0]?.taskId).toBe('summarise-text');
    expect(runs[0]?.fee).toBe(7);
    expect(runs[0]?.inputs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'text', value: 'The board agreed to hire two engineers.' }),
        expect.objectContaining({ name: 'length', value: 'short' }),
      ]),
    );
    expect(balanceOf('ada@taskwell.dev')).toBe(before - 7);
    expect(within(dialog).getByRole('region', { name: 'Results, newest first' })).toBeInTheDocument();
  });

  it('should keep the bought run in the address, and show it again when the page is opened at that address', async () => {
    renderListing(mockApi, 'ada@taskwell.dev', digest, '', { id: 'ada@taskwell.dev', name: 'Ada', plan: 'Enterprise' });
    await userEvent.click(await screen.findByRole('button', { name: 'Run for 7 credits' }, wait));
    const dialog = await findModal('Summarise a Text', wait);
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
    const [runId] = [...mockApi.context.runs.keys()];
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(`?run=${runId}`), wait);
    const after = balanceOf('ada@taskwell.dev');
    // Issue 39: the browser remembers the run under the listing's name and page, for "Your recent runs".
    expect(rememberedRuns('ada@taskwell.dev')[0]).toMatchObject({
      requestId: runId,
      taskName: 'Summarise a Text',
      openAt: `/ai-store/${digest}`,
    });

    // The page opened again at that address (a reload): the modal shows the same run, bought once.
    cleanup();
    renderListing(mockApi, 'ada@taskwell.dev', digest, `?run=${runId}`);
    const again = await findModal('Summarise a Text', wait);
    await waitFor(() => expect(within(again).getByRole('status')).toHaveTextContent('Completed'), wait);
    expect(within(again).getByRole('region', { name: 'Results, newest first' })).toBeInTheDocument();
    expect(mockApi.context.runs.size).toBe(1);
    expect(balanceOf('ada@taskwell.dev')).toBe(after);

    // Closing it takes the run out of the address.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }, wait));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Summarise a Text' })).toBeNull(), wait);
    expect(screen.getByTestId('address').textContent).toBe('');
  }, 60_000);

  it('given too few credits, should offer to buy credits and start nothing', async () => {
    renderListing(mockApi, 'ada@taskwell.dev', digest);
    mockApi.context.accountFor('ada@taskwell.dev').profile.accountBalance = 3;
    await userEvent.click(await screen.findByRole('button', { name: 'Run for 7 credits' }, wait));
    const dialog = await findModal('Summarise a Text', wait);
    fireEvent.change(
      within(within(dialog).getByRole('group', { name: 'Text' })).getByRole('textbox', {
        name: 'Type or paste the text',
      }),
      { target: { value: 'Notes' } },
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Length' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'short' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Summarise a Text' }));

    expect(await within(dialog).findByRole('link', { name: 'Buy credits' }, wait)).toHaveAttribute('href', '/billing');
    expect(mockApi.context.runs.size).toBe(0);
  });
});

describe('a price that changed after the page was read (issue 41)', () => {
  it('should charge nothing and show the price now, for the buyer to start again at it', async () => {
    const sent: number[] = [];
    mockApi.server.use(
      http.post(
        '*/api/store/listings/:listingId/runs',
        async ({ request }) => {
          const body = (await request.clone().json()) as { expectedPrice: number };
          sent.push(body.expectedPrice);
          return HttpResponse.json(
            {
              status: 409,
              code: 'price_changed',
              message: 'The price of this task changed: a run now costs 9 credits. Start it again to confirm.',
              currentPrice: 9,
            },
            { status: 409 },
          );
        },
        { once: true },
      ),
    );
    renderListing(mockApi, 'ada@taskwell.dev', digest);
    const before = balanceOf('ada@taskwell.dev');
    await userEvent.click(await screen.findByRole('button', { name: 'Run for 7 credits' }, wait));
    const dialog = await findModal('Summarise a Text', wait);
    fireEvent.change(
      within(within(dialog).getByRole('group', { name: 'Text' })).getByRole('textbox', {
        name: 'Type or paste the text',
      }),
      { target: { value: 'Notes' } },
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Length' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'short' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Summarise a Text' }));
    expect(await within(dialog).findByText(/a run now costs 9 credits/, {}, wait)).toBeInTheDocument();
    expect(await within(dialog).findByText(/Each run costs 9 credits/, {}, wait)).toBeInTheDocument();
    expect(mockApi.context.runs.size).toBe(0);
    expect(balanceOf('ada@taskwell.dev')).toBe(before);
    expect(sent).toEqual([7]);
    // Behind the modal, the page's own button names the price now.
    expect(screen.getByRole('button', { name: 'Run for 9 credits', hidden: true })).toBeInTheDocument();
  });
});

describe("a listing's Sample", () => {
  it("should show the listing's sample results, read through the store's operations", async () => {
    const called: string[] = [];
    const record = ({ request }: { request: Request }) => called.push(new URL(request.url).pathname);
    mockApi.server.events.on('request:start', record);
    onTestFinished(() => mockApi.server.events.removeListener('request:start', record));
    renderListing(mockApi, 'ada@taskwell.dev', digest);
    await userEvent.click(await screen.findByRole('button', { name: 'Sample' }, wait));
    const dialog = await findModal('Summarise a Text Sample Results', wait);
    expect(await within(dialog).findByText('96 / 100', { exact: false }, wait)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Bias check', level: 2 })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('article')).toHaveLength(2);
    expect(called).toContain(`/api/store/listings/${digest}/sample`);
    expect(called).toContain(`/api/store/listings/${digest}/sample/result-bias-check`);
    expect(called.filter((path) => path.startsWith('/api/tasks/'))).toEqual([]);
  });
});
