import { createApiClient } from '@taskwell/api-sdk';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { mockServerHooks } from '../../testing/mock-server-hooks.ts';
import { EarningsPage, lastThirtyDays } from './earnings-page.tsx';

const origin = 'http://localhost:3000';
const taskId = '11111111-1111-4111-8111-111111111111';
const draftOnlyId = '44444444-4444-4444-8444-444444444444';
const neverListedId = '55555555-5555-4555-8555-555555555555';
const listingId = '33333333-3333-4333-8333-333333333333';
const now = new Date('2026-11-30T12:00:00Z');

const server = setupServer();
mockServerHooks(server);

const day = (
  date: string,
  runs: number,
  completed: number,
  refunded: number,
  creditsEarned: number,
  tokens = { promptTokens: 0, completionTokens: 0 },
) => ({
  day: date,
  listingId,
  name: 'Summary',
  runs,
  completed,
  refunded,
  creditsEarned,
  ...tokens,
});

/** No payout account yet (the payouts panel's own tests are payouts-panel.test.tsx). */
const payoutOverview = {
  account: { state: 'none', requirementsDue: 0 },
  spendable: 40,
  earned: 0,
  keepEarnings: false,
  sharePercent: 80,
  centsPerCredit: 20,
  minimumCents: 2500,
  schedule: 'monthly',
  payouts: [],
};

/** The listings the page asked for of tasks never listed. */
const strayListingReads: string[] = [];

/** The API as the page reads it; `asked` keeps each earnings request's range. */
function api(days: ReturnType<typeof day>[]) {
  const asked: { from: string | null; to: string | null }[] = [];
  strayListingReads.length = 0;
  server.use(
    http.get(`${origin}/api/creator/payouts`, () => HttpResponse.json(payoutOverview)),
    http.get(`${origin}/api/creator/earnings`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push({ from: query.get('from'), to: query.get('to') });
      return HttpResponse.json({ from: query.get('from'), to: query.get('to'), days });
    }),
    http.get(`${origin}/api/creator/tasks`, () =>
      HttpResponse.json({
        tasks: [
          {
            creatorTaskId: taskId,
            name: 'Summary',
            savedAt: '2026-11-01T00:00:00Z',
            latestVersion: 2,
            publishedAt: '2026-11-01T00:00:00Z',
            listing: { listingId, status: 'live', price: 12 },
          },
          {
            creatorTaskId: neverListedId,
            name: 'Never listed',
            savedAt: '2026-11-01T00:00:00Z',
            latestVersion: 1,
            publishedAt: '2026-11-01T00:00:00Z',
            listing: null,
          },
          { creatorTaskId: draftOnlyId, name: 'Unpublished', savedAt: '2026-11-01T00:00:00Z', listing: null },
        ],
      }),
    ),
    http.get(`${origin}/api/creator/tasks/${taskId}/listing`, () =>
      HttpResponse.json({
        listingId,
        creatorTaskId: taskId,
        version: 2,
        price: 12,
        visibility: 'public',
        organizationId: null,
        status: 'live',
        figures: { runs: 3, ratingUp: 2, ratingDown: 1, rating: 0.66, successRate30d: 1, medianRunSeconds: 4 },
        problems: [],
        card: {
          name: 'Summary',
          heading: 'h',
          description: 'd',
          category: 'Writing',
          imageName: 'i',
          creatorName: 'A',
        },
        updatedAt: '2026-11-20T10:00:00Z',
      }),
    ),
    http.get(`${origin}/api/creator/tasks/${taskId}/listing/feedback`, () =>
      HttpResponse.json({
        ratingUp: 2,
        ratingDown: 1,
        comments: [
          { rating: 'down', comment: 'Too short.', createdAt: '2026-11-10T09:00:00Z' },
          { rating: 'up', comment: 'Just what I needed.', createdAt: '2026-11-25T09:00:00Z' },
        ],
      }),
    ),
    // Any other task's listing: the page must not ask for one its list says does not exist.
    http.get(`${origin}/api/creator/tasks/:creatorTaskId/listing`, ({ params }) => {
      strayListingReads.push(String(params.creatorTaskId));
      return HttpResponse.json(
        { status: 404, code: 'not_found', message: 'That listing was not found.' },
        { status: 404 },
      );
    }),
  );
  return asked;
}

function renderPage() {
  render(<EarningsPage client={createApiClient({ baseUrl: origin })} now={now} />);
}

describe('lastThirtyDays', () => {
  it('ends today and starts 29 days before', () =>
    expect(lastThirtyDays(now)).toEqual({ from: '2026-11-01', to: '2026-11-30' }));
});

describe('EarningsPage', () => {
  it('shows each day and the totals of the task', async () => {
    api([
      day('2026-11-02', 3, 2, 1, 20, { promptTokens: 300, completionTokens: 120 }),
      day('2026-11-03', 5, 5, 0, 50, { promptTokens: 500, completionTokens: 250 }),
    ]);
    renderPage();
    const table = await screen.findByRole('table');
    const total = within(table).getByRole('row', { name: 'Total' });
    // Issue 40: the tokens the runs' AI steps used, beside the credits.
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '7', '1', '70', '800', '370']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Issue 39: a day in the house format, as on every page.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['2 Nov 2026', '3 Nov 2026', 'Total']);
  });

  it("is a region named Earnings inside the shell's main landmark, never a main landmark of its own", async () => {
    api([]);
    renderPage();
    await screen.findByText('No sales yet');
    expect(screen.getByRole('region', { name: 'Earnings' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('asks for the last 30 days, then the range chosen, and links the CSV of that range', async () => {
    const asked = api([]);
    renderPage();
    await screen.findByText('No sales yet');
    expect(asked[0]).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toBe('/api/creator/earnings?from=2026-11-01&to=2026-11-30&format=csv');
    expect(link.getAttribute('download')).toBe('taskwell-earnings-2026-11-01-to-2026-11-30.csv');

    // A date field takes a whole date at once, as its picker gives it.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-15' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-11-15', to: '2026-11-30' }));
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('download')).toBe(
      'taskwell-earnings-2026-11-15-to-2026-11-30.csv',
    );
  });

  it("lists a listed task's thumbs and comments, newest first", async () => {
    api([]);
    renderPage();
    const feedback = await screen.findByRole('article', { name: 'Feedback on Summary' });
    expect(await within(feedback).findByText('Thumbs up: 2 · Thumbs down: 1')).toBeTruthy();
    const comments = within(feedback)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(comments).toHaveLength(2);
    expect(comments[0]).toContain('Just what I needed.');
    expect(comments[1]).toContain('Too short.');
    expect(screen.queryByRole('article', { name: 'Feedback on Unpublished' })).toBeNull();
  });

  it('never asks for the listing of a task its list says was never listed', async () => {
    api([]);
    renderPage();
    await screen.findByRole('article', { name: 'Feedback on Summary' });
    expect(screen.queryByRole('article', { name: 'Feedback on Never listed' })).toBeNull();
    expect(strayListingReads).toEqual([]);
  });

  it('says so when the earnings cannot be read', async () => {
    api([]);
    server.use(
      http.get(`${origin}/api/creator/earnings`, () =>
        HttpResponse.json({ status: 500, code: 'internal', message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your earnings could not be read');
    expect(alert).toHaveTextContent('Please try again.');
  });
});
