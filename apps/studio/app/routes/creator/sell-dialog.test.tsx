import { type components, createApiClient } from '@taskwell/api-sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { findModal, whenLayerTakesClicks } from '../../testing/find-modal.ts';
import { mockServerHooks } from '../../testing/mock-server-hooks.ts';
import { priceProblem, SellAction } from './sell-dialog.tsx';

type StoreListing = components['schemas']['StoreListing'];

const origin = 'http://localhost:3000';
const taskId = '11111111-1111-4111-8111-111111111111';
const orgId = '22222222-2222-4222-8222-222222222222';
const listingUrl = `${origin}/api/creator/tasks/${taskId}/listing`;

// The terms shown before a first sale read the payout settings.
const server = setupServer(
  http.get(`${origin}/api/creator/payouts`, () =>
    HttpResponse.json({
      account: { state: 'none', requirementsDue: 0 },
      spendable: 0,
      earned: 0,
      keepEarnings: false,
      sharePercent: 80,
      centsPerCredit: 20,
      minimumCents: 2500,
      schedule: 'monthly',
      payouts: [],
    }),
  ),
);
mockServerHooks(server);

function listing(over: Partial<StoreListing>): StoreListing {
  return {
    listingId: '33333333-3333-4333-8333-333333333333',
    creatorTaskId: taskId,
    version: 2,
    price: 12,
    visibility: 'public',
    organizationId: null,
    status: 'live',
    figures: { runs: 0, ratingUp: 0, ratingDown: 0, rating: null, successRate30d: null, medianRunSeconds: null },
    problems: [],
    card: { name: 'Summary', heading: 'h', description: 'd', category: 'Writing', imageName: 'i', creatorName: 'Ada' },
    updatedAt: '2026-11-20T10:00:00Z',
    priceChange: null,
    sampleRunId: null,
    ...over,
  };
}

function organizations(list: { organizationId: string; name: string }[]) {
  return http.get(`${origin}/api/organizations`, () =>
    HttpResponse.json({
      organizations: list.map((org) => ({
        ...org,
        accentColour: '#123456',
        logo: null,
        role: 'member',
        createdAt: '2026-11-01T00:00:00Z',
      })),
    }),
  );
}

const notListed = http.get(listingUrl, () =>
  HttpResponse.json({ status: 404, code: 'not_found', message: 'This task is not listed.' }, { status: 404 }),
);

async function openDialog(summary?: { listing: null }, priceFloor?: number) {
  const client = createApiClient({ baseUrl: origin });
  render(
    <SellAction
      client={client}
      creatorTaskId={taskId}
      pollMs={50}
      listing={summary?.listing}
      priceFloor={priceFloor}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sell in the AI Store' }));
  return findModal('Sell in the AI Store');
}

describe('the terms before a first sale', () => {
  it('shows the share, the rate, the minimum and the terms, with where payouts are set up', async () => {
    server.use(notListed, organizations([]));
    const dialog = await openDialog({ listing: null });
    const terms = await within(dialog).findByRole('region', { name: 'Before you sell' });
    const lines = await within(terms).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      "You earn 80 % of each run's price, in whole credits (rounded down); Taskwell keeps the rest.",
      'Earnings you keep for payout are paid monthly through Stripe at 20 cents a credit, once they reach $25.00; or you spend them on runs.',
      'A run refunded or disputed after its earnings were paid is taken from your next payout.',
    ]);
    expect(within(terms).getByRole('link', { name: 'Set up payouts on the Earnings page' }).getAttribute('href')).toBe(
      '/creator/earnings',
    );
  });
});

describe('priceProblem', () => {
  const cases: { given: string; want: string | null }[] = [
    { given: '', want: 'Enter a price per run in credits.' },
    { given: '2.5', want: 'The price must be a whole number of credits.' },
    { given: '-3', want: 'The price must be a whole number of credits.' },
    { given: '100001', want: 'The price can be at most 100000 credits.' },
    { given: '0', want: null },
    { given: '100000', want: null },
  ];
  it.each(cases)('$given → $want', ({ given, want }) => expect(priceProblem(given)).toBe(want));

  it.each([
    { given: '3', floor: 4, want: "The price must be at least 4 credits: what the task's AI steps cost per run." },
    { given: '4', floor: 4, want: null },
    { given: '0', floor: 1, want: "The price must be at least 1 credit: what the task's AI steps cost per run." },
  ])('$given with a floor of $floor → $want (issue 40)', ({ given, floor, want }) =>
    expect(priceProblem(given, floor)).toBe(want),
  );
});

describe('Sell in the AI Store', () => {
  it('says what is wrong with the price and sends nothing', async () => {
    let puts = 0;
    server.use(
      notListed,
      organizations([]),
      http.put(listingUrl, () => {
        puts += 1;
        return HttpResponse.json(listing({}));
      }),
    );
    const dialog = await openDialog();
    await within(dialog).findByText(/Not on sale/);
    await userEvent.type(within(dialog).getByLabelText('Price per run (credits)'), '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on sale' }));
    expect(within(dialog).getByText('The price must be a whole number of credits.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Who can buy it')).toBeNull();
    expect(puts).toBe(0);
  });

  it("names the floor of the task's AI steps and sends no price under it (issue 40)", async () => {
    let puts = 0;
    server.use(
      notListed,
      organizations([]),
      http.put(listingUrl, () => {
        puts += 1;
        return HttpResponse.json(listing({ priceFloor: 4 }));
      }),
    );
    const dialog = await openDialog(undefined, 4);
    await within(dialog).findByText(/Not on sale/);
    expect(
      within(dialog).getByText("A whole number from 4 to 100000: at least what the task's AI steps cost per run."),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Price per run/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on sale' }));
    expect(
      within(dialog).getByText("The price must be at least 4 credits: what the task's AI steps cost per run."),
    ).toBeTruthy();
    expect(puts).toBe(0);
    await userEvent.clear(within(dialog).getByLabelText(/^Price per run/));
    await userEvent.type(within(dialog).getByLabelText(/^Price per run/), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on sale' }));
    expect(await within(dialog).findByText('On sale in the AI Store.')).toBeTruthy();
    expect(puts).toBe(1);
  });

  it('saves the price for an organization and shows the listing live', async () => {
    let sent: unknown = null;
    server.use(
      notListed,
      organizations([{ organizationId: orgId, name: 'Acme' }]),
      http.put(listingUrl, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(listing({ price: 40, visibility: 'organization', organizationId: orgId }));
      }),
    );
    const dialog = await openDialog();
    await within(dialog).findByText(/Not on sale/);
    await userEvent.type(within(dialog).getByLabelText('Price per run (credits)'), '40');
    // The house Select (issue 39: a native unstyled one): organizations under their own heading.
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Who can buy it' }));
    const group = await screen.findByRole('group', { name: 'Only the members of an organization' });
    await userEvent.click(await whenLayerTakesClicks(within(group).getByRole('option', { name: 'Members of Acme' })));
    expect(within(dialog).getByRole('combobox', { name: 'Who can buy it' })).toHaveTextContent('Members of Acme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on sale' }));
    expect(await within(dialog).findByText('On sale in the AI Store.')).toBeTruthy();
    expect(within(dialog).getByText('Version 2 is the one sold, at 40 credits per run.')).toBeTruthy();
    expect(sent).toEqual({ price: 40, visibility: 'organization', organizationId: orgId });
  });

  it('follows a listing being checked until it is live', async () => {
    let reads = 0;
    server.use(
      http.get(listingUrl, () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json({ status: 404, code: 'not_found', message: 'This task is not listed.' }, { status: 404 })
          : HttpResponse.json(listing({ status: reads < 3 ? 'checking' : 'live' }));
      }),
      organizations([]),
      http.put(listingUrl, () => HttpResponse.json(listing({ status: 'checking' }))),
    );
    const dialog = await openDialog();
    await within(dialog).findByText(/Not on sale/);
    await userEvent.type(within(dialog).getByLabelText('Price per run (credits)'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on sale' }));
    expect(await within(dialog).findByText('Not on sale yet: the AI Store is checking this version.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Withdraw from sale' })).toBeNull();
    expect(await within(dialog).findByText('On sale in the AI Store.')).toBeTruthy();
  });

  it('shows the problems per field when the check refuses the listing', async () => {
    server.use(
      notListed,
      organizations([]),
      http.put(listingUrl, () =>
        HttpResponse.json(
          listing({
            status: 'refused',
            problems: [
              { field: 'description', message: 'Say what the task gives back.' },
              { field: 'sample', message: 'The test run failed.' },
            ],
          }),
        ),
      ),
    );
    const dialog = await openDialog();
    await within(dialog).findByText(/Not on sale/);
    await userEvent.type(within(dialog).getByLabelText('Price per run (credits)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on sale' }));
    const problems = await within(dialog).findByRole('list', { name: 'Problems found by the check' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Description: Say what the task gives back.', 'Test run: The test run failed.']);
    // Issue 39: a refused listing is not on sale, and is never offered as if it were.
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Not on sale: the AI Store refused this version\./);
    expect(within(dialog).queryByRole('button', { name: 'Withdraw from sale' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Put on sale' })).toBeVisible();
  });

  it('asks for no listing of a task its list says was never listed, and reads it once put on sale', async () => {
    let reads = 0;
    server.use(
      http.get(listingUrl, () => {
        reads += 1;
        return HttpResponse.json(listing({}));
      }),
      organizations([]),
      http.put(listingUrl, () => HttpResponse.json(listing({}))),
    );
    const dialog = await openDialog({ listing: null });
    expect(within(dialog).getByText(/Not on sale/)).toBeTruthy();
    expect(within(dialog).queryByText('Reading the listing…')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Price per run (credits)'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on sale' }));
    expect(await within(dialog).findByText('On sale in the AI Store.')).toBeTruthy();
    expect(reads).toBe(0);

    // Opened again, the dialog reads the listing it put on sale.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Sell in the AI Store' }));
    const again = await findModal('Sell in the AI Store');
    expect(await within(again).findByText('On sale in the AI Store.')).toBeTruthy();
    expect(reads).toBe(1);
  });

  it('withdraws the listing after a confirmation', async () => {
    let withdrawn = false;
    server.use(
      http.get(listingUrl, () => HttpResponse.json(listing({}))),
      organizations([]),
      http.delete(listingUrl, () => {
        withdrawn = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const dialog = await openDialog();
    await within(dialog).findByText('On sale in the AI Store.');
    expect((within(dialog).getByLabelText('Price per run (credits)') as HTMLInputElement).value).toBe('12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw from sale' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(withdrawn).toBe(true));
    expect(await screen.findByText('Not on sale: you withdrew it.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Withdraw from sale' })).toBeNull();
  });

  it("explains a plan's refusal with a link to the plans", async () => {
    server.use(
      notListed,
      organizations([]),
      http.put(listingUrl, () =>
        HttpResponse.json(
          { status: 403, code: 'plan_required', message: 'Selling in the AI Store needs the Pro plan or above.' },
          { status: 403 },
        ),
      ),
    );
    const dialog = await openDialog();
    await within(dialog).findByText(/Not on sale/);
    await userEvent.type(within(dialog).getByLabelText('Price per run (credits)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on sale' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Selling in the AI Store needs the Pro plan or above.');
    // Issue 39: the plans are compared on /pricing (/billing is the balance and invoices).
    expect(within(alert).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');
  });
});
