import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { formatMonth } from '@taskwell/domain';
import { uniqueEmail } from './harness/fixtures.ts';
import { expect, test } from './harness/payout-fixtures.ts';

// Issue 41, acceptance 1, against the real API and the Stripe stand-in: a creator keeps earnings
// for payout and connects a payout account through Stripe's hosted onboarding (the stand-in's page;
// Stripe then posts `account.updated` to the API's webhook itself); two buyers buy runs; the
// payout schedule, on a clock the test moves to the first of the next month, pays the month; the
// creator's statement (CSV) and the stand-in's transfer agree to the cent. An axe scan of every
// state; the payouts on a 390 px phone and by keyboard.

const loadLimit = { timeout: 30_000 };
const price = 7;
// Decision 105: the creator gets floor(price × share / 100); the harness keeps the 80 % default.
const share = Math.floor((price * 80) / 100);
// Decision 137: an earned credit is paid what a credit costs, 20 US cents.
const centsPerCredit = 20;
const earned = 2 * share;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The month `at` is in, `YYYY-MM` (UTC), and the first of the next one. */
function monthOf(at: Date): { month: string; firstOfNext: Date } {
  return {
    month: at.toISOString().slice(0, 7),
    firstOfNext: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1, 0, 5)),
  };
}

/** A run's status through the control endpoint until it is one of the ends. */
async function ended(runStatuses: (id: string) => Promise<string[]>, requestId: string): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        last = (await runStatuses(requestId)).at(-1) ?? '';
        return ['COMPLETED', 'ERROR', 'CANCELLED'].includes(last);
      },
      { message: `run ${requestId} ends`, timeout: 60_000 },
    )
    .toBe(true);
  return last;
}

/** The payouts panel, read again from the API. */
async function reloadPayouts(page: Page) {
  await page.reload();
  await page.waitForFunction(() => '__remixRouter' in window);
  const panel = page.getByRole('region', { name: 'Payouts', exact: true });
  await expect(panel.getByText('Payout account', { exact: true })).toBeVisible(loadLimit);
  return panel;
}

test('a creator connects a payout account, sells to two buyers, and the month is paid: statement and transfer agree to the cent', async ({
  page,
  browser,
  harness,
  signUpHttp,
  setPlan,
  setBalance,
  sessionToken,
  runStatuses,
  hydrated,
  expectAccessible,
  movePayoutClock,
  transfersTo,
  callApi,
}) => {
  test.setTimeout(240_000);
  const { month, firstOfNext } = monthOf(new Date());
  // Mid-month for the schedule until the test moves it (a run on a real first would pay early).
  await movePayoutClock(new Date(`${month}-15T12:00:00Z`));

  const creator = await signUpHttp({ email: uniqueEmail('payout-creator'), firstName: 'Wanjiru', lastName: 'Kamau' });
  await setPlan(creator.email, 'Creator');
  await setBalance(creator.email, 100);
  const creatorToken = await sessionToken();

  // The task sold (made through the API: the editor's journey is store.spec.ts): one field, a QR code of it.
  const taskName = `Payout QR ${Date.now().toString(36)}`;
  const made = (await callApi(
    creatorToken,
    'POST',
    '/api/creator/tasks',
    {
      definition: {
        id: 'payout-qr',
        name: taskName,
        heading: 'A QR code of any topic',
        description: 'Type a topic and get a QR code that holds it.',
        imageName: '/images/tasks/summarise-text.svg',
        powerFee: 1,
        plans: 'free',
        category: 'business',
        parameters: [
          { id: 'topic', name: 'topic', valueType: 'text/plain', ui: { type: 'text', placeholder: 'A topic' } },
        ],
        flow: { step: 'qr', service: 'image.qr', output: 'QR code', inputs: { text: { param: 'topic' } } },
        sample: { parameters: { topic: { value: 'Harbour tour' } } },
      },
    },
    201,
  )) as { creatorTaskId: string };
  const taskPath = `/api/creator/tasks/${made.creatorTaskId}`;
  // Its test run (the check before sale) goes on while the creator connects a payout account.
  const tested = (await callApi(creatorToken, 'POST', `${taskPath}/test-run`, {})) as { requestId: string };

  // The earnings page before a payout account: not connected, nothing earned, no payouts.
  await page.goto('/creator/earnings');
  await hydrated();
  const panel = page.getByRole('region', { name: 'Payouts', exact: true });
  await expect(panel.getByText('Not connected')).toBeVisible(loadLimit);
  await expect(panel.getByText('No payouts yet.')).toBeVisible();
  await expectAccessible();

  // Keep new earnings for payout, by keyboard.
  const keep = panel.getByRole('switch', { name: 'Keep new earnings for payout' });
  await keep.focus();
  await page.keyboard.press('Space');
  await expect(keep).toBeChecked(loadLimit);
  await expect(keep).toBeEnabled();

  // Connect: Stripe's hosted onboarding (the stand-in's page), then back to the earnings page.
  const connect = panel.getByRole('button', { name: 'Connect a payout account' });
  await connect.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${harness.stripe?.standInUrl}/__stand-in/connect/acct_`), loadLimit);
  const accountId = /\/connect\/(acct_[A-Za-z0-9]+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { name: 'Test payout onboarding', level: 1 })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(page).toHaveURL(/\/creator\/earnings\?payouts=return$/, loadLimit);
  await hydrated();
  // Stripe posted account.updated to the API's webhook before the page came back.
  await expect(panel.getByText('Payouts on', { exact: true })).toBeVisible(loadLimit);
  await expect(panel.getByRole('button', { name: 'Connect a payout account' })).toHaveCount(0);
  await expectAccessible();

  // Published and on sale at 7 credits a run.
  expect(await ended(runStatuses, tested.requestId)).toBe('COMPLETED');
  await callApi(creatorToken, 'POST', `${taskPath}/publish`);
  const listing = (await callApi(creatorToken, 'PUT', `${taskPath}/listing`, { price })) as { listingId: string };

  // Two buyers, each signed in in a browser of their own, buy a run at the price they saw.
  const buyers: BrowserContext[] = [];
  try {
    await Promise.all(
      ['Tomasz', 'Ines'].map(async (name) => {
        const context = await browser.newContext({ baseURL: harness.studioUrl });
        buyers.push(context);
        const buyer = await signUpHttp({ email: uniqueEmail('payout-buyer'), firstName: name }, context);
        await setBalance(buyer.email, 20);
        const bought = (await callApi(
          await sessionToken(context),
          'POST',
          `/api/store/listings/${listing.listingId}/runs`,
          {
            parameters: { topic: { metadata: { 'Content-Type': 'text/plain' }, value: `${name}'s market` } },
            expectedPrice: price,
          },
        )) as { body: string };
        const { requestId } = JSON.parse(bought.body) as { requestId: string };
        expect(await ended(runStatuses, requestId)).toBe('COMPLETED');
      }),
    );
  } finally {
    for (const context of buyers) await context.close();
  }

  // The earned balance, kept for payout at the operator's rate.
  let payouts = await reloadPayouts(page);
  await expect(payouts.getByText(`${earned} credits ($${dollars(earned * centsPerCredit)})`)).toBeVisible(loadLimit);
  await expectAccessible();

  // The schedule's clock reaches the first of the next month: the month's payout is made.
  await movePayoutClock(firstOfNext);
  const made_ = page.getByRole('region', { name: 'Payouts made' });
  const paidRow = made_.getByRole('row').nth(1);
  // Written, then paid by Stripe's transfer: the page shows "Pending" in between.
  await expect(async () => {
    payouts = await reloadPayouts(page);
    await expect(paidRow.getByRole('cell').last()).toHaveText(/^Paid /, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(made_.getByRole('row')).toHaveCount(2);
  // The month paid for, the one the sales were in (decision 146), in the house format.
  await expect(paidRow.getByRole('rowheader')).toHaveText(formatMonth(month));
  await expect(paidRow.getByRole('cell')).toHaveText([
    String(earned),
    `$${dollars(earned * centsPerCredit)}`,
    /^Paid \d{1,2} \w{3} \d{4}$/,
  ]);
  await expect(payouts.getByText(`0 credits ($0.00)`)).toBeVisible();
  await expectAccessible();

  // The month's statement, downloaded as CSV: the task's sales and the payout with its transfer.
  const statement = page.getByRole('form', { name: 'Statement' });
  const months = statement.getByRole('combobox', { name: 'Statement of' });
  await months.click();
  await page.getByRole('option', { name: formatMonth(month), exact: true }).click();
  await expect(months).toHaveText(formatMonth(month));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('link', { name: 'Statement CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`taskwell-statement-${month}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toBe(
    `line,month,task,listing,sales,credits earned,credits refunded,credits kept or paid,USD (at ${centsPerCredit} cents a credit),payout,status,transfer`,
  );
  expect(lines[1]).toBe(
    `sales,${month},${taskName},${listing.listingId},2,${earned},0,${earned},${dollars(earned * centsPerCredit)},,,`,
  );
  const payoutLine = lines[2]?.split(',') ?? [];
  expect(payoutLine.slice(0, 9)).toEqual([
    'payout',
    month,
    '',
    '',
    '',
    '',
    '',
    String(earned),
    dollars(earned * centsPerCredit),
  ]);
  expect(payoutLine[10]).toBe('paid');
  expect(lines).toHaveLength(3);

  // Stripe's record: one transfer to the creator's account, the statement's payout, to the cent.
  const transfers = await transfersTo(accountId);
  expect(
    transfers.map((transfer) => [transfer.id, transfer.amount, transfer.currency, transfer.transfer_group]),
  ).toEqual([[payoutLine[11], earned * centsPerCredit, 'usd', payoutLine[9]]]);
  expect(transfers[0]?.metadata).toMatchObject({ payout_id: payoutLine[9], credits: String(earned) });

  // On a 390 px phone the payouts fit the screen; the table scrolls in its own box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(paidRow.getByRole('cell').first()).toHaveText(String(earned));
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), loadLimit)
    .toBeLessThanOrEqual(390);
  await expectAccessible();
});
