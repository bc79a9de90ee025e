import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './harness/fixtures.ts';
import { headerCredits, runStatus } from './harness/task-runs.ts';

// Issue 26, acceptance 1, against the real API: creator A builds a small task, publishes it and
// puts it on sale at 7 credits; buyer B finds it by a word of its name, buys a run (kept in the
// address across a reload), watches it to COMPLETED and rates a result; A's earnings show the run;
// both balances and the run's ledger follow decision 105's rule; the store card shows the run and
// the rating. An axe scan of every state.

const loadLimit = { timeout: 30_000 };
const runLimit = { timeout: 90_000 };
const price = 7;
// Decision 105: the creator gets floor(price × share / 100), the platform the rest; the harness
// leaves STORE_CREATOR_SHARE_PERCENT at its default.
const creatorSharePercent = 80;
const creatorShare = Math.floor((price * creatorSharePercent) / 100);

/** A word no other listing holds: letters only, so the text search reads it as one word. */
function distinctiveWord(): string {
  const letters = `${Date.now().toString(36)}${process.pid.toString(36)}`.replace(/\d/g, (digit) =>
    String.fromCharCode(103 + Number(digit)),
  );
  return `Quill${letters}`;
}

/** The header's balance once a fresh load of the page shows it. */
async function balanceAfterLoad(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForFunction(() => '__remixRouter' in window);
  await expect(page.locator('header dd').first()).toHaveText(/^\d[\d,]*$/, loadLimit);
  return headerCredits(page);
}

test('a creator sells a task in the AI Store; a buyer finds it, runs it and rates it; earnings, balances and ledger follow the rule', async ({
  page,
  browser,
  harness,
  signUpHttp,
  setPlan,
  setBalance,
  holdService,
  hydrated,
  expectAccessible,
}) => {
  test.setTimeout(420_000);
  const word = distinctiveWord();
  const taskName = `${word} topic code`;

  // Creator A: on the Creator plan, which sells in the public store.
  const creator = await signUpHttp({ email: uniqueEmail('store-creator'), firstName: 'Amara', lastName: 'Diallo' });
  await setPlan(creator.email, 'Creator');
  await setBalance(creator.email, 100);

  // The shortest task: its card, one field, one step making a QR code of the field.
  await page.goto('/creator');
  await hydrated();
  await page.getByRole('textbox', { name: "New task's name" }).fill(taskName);
  await page.getByRole('button', { name: 'New task' }).click();
  await expect(page).toHaveURL(/\/creator\?task=/, loadLimit);
  const card = page.getByRole('region', { name: 'Card' });
  await expect(card.getByRole('textbox', { name: 'Name' })).toHaveValue(taskName);
  await card.getByRole('textbox', { name: 'Heading' }).fill('A QR code of any topic');
  await card.getByRole('textbox', { name: 'Description' }).fill('Type a topic and get a QR code that holds it.');
  await card.getByRole('combobox', { name: 'Icon' }).selectOption({ label: 'Quote card' });
  await card.getByRole('checkbox', { name: 'Business Tasks' }).check();
  // Sold to every plan: the buyer is on Free.
  await card.getByRole('group', { name: 'Plans that may run it' }).getByRole('checkbox', { name: 'Free' }).check();
  // The new task's starting point (a text field and a summary of it) made into the shortest task.
  const form = page.getByRole('region', { name: 'Form' });
  const field = form.getByRole('listitem').nth(0);
  await field.getByRole('textbox', { name: 'Name' }).fill('topic');
  await field.getByRole('textbox', { name: 'Placeholder' }).fill('A topic, such as a city');
  await field.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'One line of text' });
  const flow = page.getByRole('region', { name: 'Flow' });
  // One step: found by its place, as choosing its service renames it.
  const step = flow.getByRole('listitem').first();
  await step.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'QR code' });
  await expect(step).toHaveAccessibleName('1 QR code');
  await step.getByRole('combobox', { name: 'Input "text"' }).selectOption({ label: 'Field: Topic' });
  await expect(page.getByText('No problems: the task can be published.')).toBeVisible(loadLimit);
  const toolbar = page.getByRole('region', { name: 'Draft' });
  await expect(toolbar.getByRole('status').first()).toHaveText(/saved/i, loadLimit);

  // The check before sale needs a completed test run of exactly the version sold.
  await toolbar.getByRole('button', { name: 'Test run' }).click();
  const testRun = page.getByRole('dialog', { name: taskName });
  await testRun.getByRole('textbox', { name: 'Topic' }).fill('Harbour tour');
  await testRun.getByRole('button', { name: taskName, exact: true }).click();
  await expect(runStatus(testRun)).toHaveText('Completed', runLimit);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(testRun).toBeHidden();
  await toolbar.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish a new version' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page.getByText('Published version 1. It runs from My Tasks.')).toBeVisible(loadLimit);

  // Sell in the AI Store: 7 credits a run, to everyone; the check passes and it goes live.
  await page.getByRole('button', { name: 'Sell in the AI Store' }).click();
  const sell = page.getByRole('dialog', { name: 'Sell in the AI Store' });
  await expect(sell.getByText('Not on sale. Your latest published version is listed.')).toBeVisible(loadLimit);
  await expectAccessible();
  await sell.getByRole('textbox', { name: 'Price per run (credits)' }).fill(String(price));
  await sell.getByRole('button', { name: 'Put on sale' }).click();
  await expect(sell.getByRole('status')).toHaveText('On sale in the AI Store.', loadLimit);
  await expect(sell.getByText(`Version 1 is the one sold, at ${price} credits per run.`)).toBeVisible();
  await expectAccessible();

  // A's earnings before any sale, and A's balance then.
  const creatorBefore = await balanceAfterLoad(page, '/creator/earnings');
  await expect(page.getByText('No sales yet')).toBeVisible(loadLimit);
  await expectAccessible();

  // Buyer B, in a browser of their own, watched for errors as A's is.
  const buyerContext = await browser.newContext({ baseURL: harness.studioUrl });
  const buyerProblems: string[] = [];
  const buyer = await buyerContext.newPage();
  buyer.on('pageerror', (error) => buyerProblems.push(`page error on ${buyer.url()}: ${error.message}`));
  buyer.on('console', (message) => {
    if (message.type() === 'error') buyerProblems.push(`console error on ${buyer.url()}: ${message.text()}`);
  });
  try {
    const buyerAccount = await signUpHttp({ email: uniqueEmail('store-buyer'), firstName: 'Bruno' }, buyerContext);
    await setBalance(buyerAccount.email, 50);
    const buyerBefore = await balanceAfterLoad(buyer, '/ai-store');
    expect(buyerBefore).toBe(50);
    await expect(buyer.getByRole('heading', { name: 'AI Store', level: 1 })).toBeVisible();
    await expectAccessible(buyer);

    // B searches a word of the name: the one card, its price and its creator.
    await buyer.getByRole('searchbox', { name: 'Search tasks' }).fill(word.toLowerCase());
    await expect(buyer).toHaveURL(new RegExp(`[?&]q=${word.toLowerCase()}`), loadLimit);
    const cards = buyer
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: buyer.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(1, loadLimit);
    const found = cards.first();
    await expect(found.getByRole('link', { name: taskName })).toBeVisible();
    await expect(found).toContainText(`${price} credits a run`);
    await expect(found).toContainText('By Amara Diallo');
    await expect(found).toContainText('0 runs');
    await expect(found).toContainText('No ratings yet');
    await expectAccessible(buyer);

    // The listing; B buys a run. Its QR step is held, so the run is seen under way.
    await found.getByRole('link', { name: taskName }).click();
    await expect(buyer.getByRole('heading', { name: taskName, level: 1 })).toBeVisible(loadLimit);
    await hydrated(buyer);
    await expectAccessible(buyer);
    const release = await holdService('image.qr');
    const runButton = buyer.getByRole('button', { name: `Run for ${price} credits` });
    await expect(runButton).toBeEnabled(loadLimit);
    await runButton.click();
    const run = buyer.getByRole('dialog', { name: taskName });
    await expect(run.getByText(`Each run costs ${price} credits`)).toBeVisible(loadLimit);
    await run.getByRole('textbox', { name: 'Topic' }).fill('Night market');
    await run.getByRole('button', { name: taskName, exact: true }).click();
    await expect(buyer).toHaveURL(/[?&]run=/, loadLimit);
    const requestId = new URL(buyer.url()).searchParams.get('run') ?? '';
    await expect(runStatus(run)).toHaveText(/^In progress/, runLimit);
    await expectAccessible(buyer);

    // A reload while it runs: the address names the run, and the modal comes back on it.
    await buyer.reload();
    await hydrated(buyer);
    await expect(run).toBeVisible(loadLimit);
    await expect(buyer).toHaveURL(new RegExp(`[?&]run=${requestId}`));
    await expect(runStatus(run)).toHaveText(/^In progress/, runLimit);
    await release();
    await expect(runStatus(run)).toHaveText('Completed', runLimit);
    const results = run.getByRole('region', { name: 'Results, newest first' });
    await expect(results.getByRole('article').first()).toBeVisible();
    await expectAccessible(buyer);

    // B rates a result: thumbs up.
    const good = results.getByRole('button', { name: /^Good: rate / }).first();
    await good.click();
    await expect(good).toHaveAttribute('aria-pressed', 'true', loadLimit);
    await expect(run.getByRole('alert')).toHaveCount(0);
    // B paid exactly the price.
    await expect.poll(() => headerCredits(buyer), loadLimit).toBe(buyerBefore - price);

    // A's earnings: one run, completed, the creator's share; A's balance rose by it.
    await page.reload();
    await hydrated();
    const sold = page.getByRole('region', { name: taskName, exact: true });
    const total = sold.getByRole('row', { name: 'Total' });
    await expect(total.getByRole('cell')).toHaveText(['1', '1', '0', String(creatorShare), '0', '0'], loadLimit);
    await expect(page.getByRole('article', { name: `Feedback on ${taskName}` })).toContainText(
      'Thumbs up: 1 · Thumbs down: 0',
      loadLimit,
    );
    await expectAccessible();
    expect(await headerCredits(page)).toBe(creatorBefore + creatorShare);

    // Issue 39: on a 390 px phone the earnings fit the screen; the table scrolls in its own box.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(total.getByRole('cell')).toHaveText(['1', '1', '0', String(creatorShare), '0', '0']);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), loadLimit)
      .toBeLessThanOrEqual(390);
    await expectAccessible();
    if (desktop) await page.setViewportSize(desktop);

    // The run's ledger: B −7, A +share, the platform the rest; the entries sum to zero.
    const ledger = (await (
      await fetch(`${harness.controlUrl}/runs/${encodeURIComponent(requestId)}/ledger`)
    ).json()) as {
      accountEmail: string;
      delta: number;
      reason: string;
    }[];
    // The two payout entries share a moment: they are compared in the order of their reasons.
    ledger.sort((a, b) => a.reason.localeCompare(b.reason));
    expect(ledger).toEqual([
      { accountEmail: creator.email, delta: creatorShare, reason: 'earning' },
      { accountEmail: 'taskwell:platform', delta: price - creatorShare, reason: 'platform_share' },
      { accountEmail: buyerAccount.email, delta: -price, reason: 'run' },
    ]);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(0);

    // Issue 39: B's recent runs name the run by the task's name, and open it on its listing.
    await buyer.goto('/tasks');
    await hydrated(buyer);
    const recent = buyer.getByRole('region', { name: 'Your recent runs' });
    await expect(recent.getByText(taskName, { exact: true })).toBeVisible(loadLimit);
    await expect(recent.getByRole('link', { name: new RegExp(`^Open the run of ${taskName}`) })).toHaveAttribute(
      'href',
      new RegExp(`^/ai-store/[0-9a-f-]+\\?run=${requestId}$`),
    );
    await expect(recent).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await expectAccessible(buyer);

    // Issue 39: an organization's store B is no member of is "not found or private", a 404 page.
    const hiddenStore = `/ai-store?organization=${randomUUID()}`;
    const hidden = await buyer.goto(hiddenStore);
    expect(hidden?.status()).toBe(404);
    // The browser says so of the document's own 404: that line, and only it, is expected.
    const expected404 = `console error on ${new URL(hiddenStore, harness.studioUrl).href}: Failed to load resource: the server responded with a status of 404 (Not Found)`;
    await expect.poll(() => buyerProblems.includes(expected404)).toBe(true);
    buyerProblems.splice(buyerProblems.indexOf(expected404), 1);
    await expect(buyer.getByRole('heading', { name: 'Store not found', level: 1 })).toBeVisible();
    await expect(buyer.getByRole('link', { name: 'Browse the AI Store' })).toHaveAttribute('href', '/ai-store');
    await expectAccessible(buyer);

    // The store card: one run and the rating.
    await buyer.goto(`/ai-store?q=${word.toLowerCase()}`);
    await hydrated(buyer);
    await expect(cards).toHaveCount(1, loadLimit);
    await expect(cards.first()).toContainText('1 run ·');
    await expect(cards.first()).toContainText('100 % positive · 1 rating');
    await expectAccessible(buyer);
    expect(buyerProblems, "the buyer's page errors and console errors").toEqual([]);
  } finally {
    await buyerContext.close();
  }
});
