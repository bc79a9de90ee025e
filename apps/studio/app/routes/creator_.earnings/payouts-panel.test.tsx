import { createApiClient, type PayoutOverview } from '@taskwell/api-sdk';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { whenLayerTakesClicks } from '../../testing/find-modal.ts';
import { mockServerHooks } from '../../testing/mock-server-hooks.ts';
import { accountWords, lastMonths, PayoutsPanel, usd } from './payouts-panel.tsx';

const origin = 'http://localhost:3000';
const now = new Date('2026-11-30T12:00:00Z');
const server = setupServer();
mockServerHooks(server);

const overview: PayoutOverview = {
  account: { state: 'none', requirementsDue: 0 },
  spendable: 40,
  earned: 160,
  keepEarnings: true,
  sharePercent: 80,
  centsPerCredit: 20,
  minimumCents: 2500,
  schedule: 'monthly',
  payouts: [
    {
      id: '0190a5a4-1111-7000-8000-000000000001',
      period: '2026-10',
      credits: 200,
      amountCents: 4000,
      status: 'paid',
      createdAt: '2026-10-01T06:00:00.000Z',
      paidAt: '2026-10-01T06:00:01.000Z',
    },
  ],
};

/** The API as the panel reads it; `choices` keeps each choice sent. */
function api(found: PayoutOverview) {
  const choices: unknown[] = [];
  server.use(
    http.get(`${origin}/api/creator/payouts`, () => HttpResponse.json(found)),
    http.post(`${origin}/api/creator/payouts/onboarding`, () =>
      HttpResponse.json({ url: 'https://connect.example/setup/acct_1' }),
    ),
    http.put(`${origin}/api/creator/payouts/earnings-choice`, async ({ request }) => {
      const body = (await request.json()) as { keep: boolean };
      choices.push(body);
      return HttpResponse.json({
        ...found,
        keepEarnings: body.keep,
        earned: body.keep ? found.earned : 0,
        spendable: body.keep ? found.spendable : found.spendable + Math.max(0, found.earned),
      });
    }),
  );
  return choices;
}

function renderPanel(go: (url: string) => void = () => undefined) {
  render(<PayoutsPanel client={createApiClient({ baseUrl: origin })} now={now} go={go} />);
}

describe('accountWords', () => {
  it.each([
    [{ state: 'none', requirementsDue: 0 }, 'Not connected', 'Connect a payout account'],
    [
      { state: 'details_due', requirementsDue: 1 },
      'Details due: Stripe asks for 1 more detail',
      'Continue the set-up with Stripe',
    ],
    [{ state: 'verified', requirementsDue: 0 }, 'Verified: payouts start as soon as Stripe turns them on', null],
    [{ state: 'payouts_on', requirementsDue: 0 }, 'Payouts on', null],
  ] as const)('words %o', (account, state, action) => {
    expect(accountWords(account)).toEqual({ state, action });
  });

  it('names the last 12 months, newest first, and money in dollars', () => {
    expect(lastMonths(now).slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(lastMonths(now)).toHaveLength(12);
    expect([usd(4000), usd(-800), usd(5)]).toEqual(['$40.00', '$-8.00', '$0.05']);
  });
});

describe('PayoutsPanel', () => {
  it('shows the terms, the balances apart and the payouts made', async () => {
    api(overview);
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Payouts' });
    expect(panel.textContent).toContain('paid out monthly through Stripe at 20 cents a credit, once they reach $25.00');
    expect(panel.textContent).toContain('Credits you bought are never paid out.');
    expect(within(panel).getByText('160 credits ($32.00)')).toBeTruthy();
    expect(within(panel).getByText('40 credits')).toBeTruthy();
    const made = within(panel).getByRole('region', { name: 'Payouts made' });
    expect(
      within(made)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['200', '$40.00', 'Paid 1 Oct 2026']);
    expect(
      within(made)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Oct 2026']);
    const months = within(panel).getByRole('combobox', { name: 'Statement of' });
    expect(months).toHaveTextContent('Nov 2026');
    const csv = within(panel).getByRole('link', { name: 'Statement CSV' });
    expect(csv.getAttribute('href')).toBe('/api/creator/payouts/statements/2026-11?format=csv');
    await userEvent.click(months);
    const listed = await screen.findAllByRole('option');
    expect(listed.slice(0, 2).map((option) => option.textContent)).toEqual(['Nov 2026', 'Oct 2026']);
    await userEvent.click(await whenLayerTakesClicks(screen.getByRole('option', { name: 'Oct 2026' })));
    expect(months).toHaveTextContent('Oct 2026');
    expect(within(panel).getByRole('link', { name: 'Statement PDF' }).getAttribute('href')).toBe(
      '/api/creator/payouts/statements/2026-10?format=pdf',
    );
  });

  it("reads the account again, back from Stripe's form, until Stripe has told its new state", async () => {
    let reads = 0;
    server.use(
      http.get(`${origin}/api/creator/payouts`, () => {
        reads += 1;
        return HttpResponse.json(
          reads < 3
            ? { ...overview, account: { state: 'details_due', requirementsDue: 4 } }
            : { ...overview, account: { state: 'payouts_on', requirementsDue: 0 } },
        );
      }),
    );
    render(<PayoutsPanel client={createApiClient({ baseUrl: origin })} now={now} back recheckMs={5} />);
    expect((await screen.findByRole('status')).textContent).toContain('Stripe is checking the details you gave.');
    expect(await screen.findByText('Payouts on')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(reads).toBe(3);
  });

  it("sends the creator to Stripe's onboarding form", async () => {
    api(overview);
    const went: string[] = [];
    renderPanel((url) => went.push(url));
    fireEvent.click(await screen.findByRole('button', { name: 'Connect a payout account' }));
    await waitFor(() => expect(went).toEqual(['https://connect.example/setup/acct_1']));
  });

  it('asks before earned credits move to spendable, and keeps them when the creator says so', async () => {
    const choices = api(overview);
    renderPanel();
    const keep = await screen.findByRole('switch', { name: 'Keep new earnings for payout' });
    fireEvent.click(keep);
    const confirm = await screen.findByRole('group', { name: 'Spend your earnings' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep them for payout' }));
    expect(screen.queryByRole('group', { name: 'Spend your earnings' })).toBeNull();
    expect(choices).toEqual([]);
    fireEvent.click(keep);
    fireEvent.click(await screen.findByRole('button', { name: 'Move 160 credits to spendable' }));
    await waitFor(() => expect(screen.getByText('200 credits')).toBeTruthy());
    expect(choices).toEqual([{ keep: false }]);
    expect(screen.getByRole('switch', { name: 'Keep new earnings for payout' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('says so when the payouts cannot be read, or a choice cannot be saved', async () => {
    server.use(
      http.get(`${origin}/api/creator/payouts`, () =>
        HttpResponse.json({ status: 500, code: 'internal', message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe('Your payouts could not be read. Please try again.');
    // The API answers again: "Try again" reads the payouts once more.
    api(overview);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('160 credits ($32.00)')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the choice as it was when it cannot be saved', async () => {
    api({ ...overview, keepEarnings: false, earned: 0 });
    server.use(
      http.put(`${origin}/api/creator/payouts/earnings-choice`, () =>
        HttpResponse.json({ status: 500, code: 'internal', message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('switch', { name: 'Keep new earnings for payout' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your choice could not be saved. Please try again.');
    expect(screen.getByRole('switch', { name: 'Keep new earnings for payout' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });
});
