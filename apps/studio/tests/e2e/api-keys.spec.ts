import type { BrowserContext } from '@playwright/test';
import { test as base, expect, pinReader, uniqueEmail } from './harness/fixtures.ts';
import { signUpOverHttp } from './harness/sign-up-over-http.ts';

// Issue 19, acceptance 2, against the real API: a key made on /setting runs a seeded task over
// plain HTTP (what the page's curl example does), the owner's balance drops by the task's fee,
// and once revoked the key is refused with 401. The account signs up once per worker and its
// browser state is reused (a sign-up over HTTP waits for its PIN mail).

/** The account of this worker's tests, signed up once, and its browser state. */
interface KeysAccount {
  email: string;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

const test = base.extend<object, { keysAccount: KeysAccount }>({
  keysAccount: [
    async ({ playwright, harness }, use) => {
      const request = await playwright.request.newContext();
      const { email } = await signUpOverHttp(
        request,
        { studioUrl: harness.studioUrl, readPin: pinReader(harness.mailDir) },
        { email: uniqueEmail('keys'), firstName: 'Katherine', lastName: 'Johnson', company: '' },
      );
      const storageState = await request.storageState();
      await request.dispose();
      await use({ email, storageState });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  storageState: async ({ keysAccount }, use) => {
    await use(keysAccount.storageState);
  },
});

const summariseBody = {
  taskId: 'summarise-text',
  character: { name: 'EMPTY', content: '' },
  parameters: {
    text: {
      metadata: { 'Content-Type': 'text/plain' },
      value: 'Our office opens in May. It has room for forty people. The team moves in on a Monday.',
    },
    length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
  },
};

test('create a key on /setting, run a task with it over HTTP, see the balance drop, revoke it, get 401', async ({
  page,
  request,
  harness,
  hydrated,
  expectAccessible,
}) => {
  await page.goto('/');
  await hydrated();
  const header = page.getByRole('banner');
  await expect(header.getByText('25', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'My Studio' }).click();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('No keys yet.')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Example with curl' })).toContainText(
    `${harness.apiUrl.replace(/\/$/, '')}/api/execute/task`,
  );
  await expectAccessible();

  // From the keyboard: type a name, press Enter.
  await page.getByRole('textbox', { name: 'Key name', exact: true }).fill('Nightly report');
  await page.getByRole('textbox', { name: 'Key name', exact: true }).press('Enter');
  const shown = page.getByRole('figure', { name: 'New API key' });
  await expect(shown).toBeVisible();
  const key = ((await shown.locator('code').textContent()) ?? '').trim();
  expect(key).toMatch(/^tw_sk_/);
  const list = page.getByRole('list', { name: 'Your keys' });
  await expect(list.getByRole('listitem')).toContainText('Nightly report');
  await expect(list.getByRole('listitem')).toContainText('Last used Never');
  await expectAccessible();

  // What the curl example does: start the task with the key, follow it, read the result's text.
  const api = harness.apiUrl.replace(/\/$/, '');
  const started = await request.post(`${api}/api/execute/task`, { headers: { 'API-Key': key }, data: summariseBody });
  expect(started.status(), await started.text()).toBe(200);
  const { requestId } = JSON.parse((await started.json()).body) as { requestId: string };
  let status: { status: string; results: { parameter: { value: { data: string }[] } }[] } = {
    status: 'IN_PROGRESS',
    results: [],
  };
  await expect
    .poll(
      async () => {
        const polled = await request.get(`${api}/api/request/results/${requestId}`, { headers: { 'API-Key': key } });
        status = JSON.parse((await polled.json()).body);
        return status.status;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe('COMPLETED');
  const text = await request.get(`${api}/api/asset/text/${status.results[0]?.parameter.value[0]?.data}`, {
    headers: { 'API-Key': key },
  });
  expect(text.status()).toBe(200);
  expect((await text.text()).length).toBeGreaterThan(0);

  // The owner paid the task's fee (2 credits), and the key shows its use.
  await page.reload();
  await expect(header.getByText('23', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).not.toContainText('Last used Never');

  // Revoke it: the list empties and the API refuses the key from now on.
  await page.getByRole('button', { name: 'Revoke Nightly report' }).click();
  await expect(page.getByText('Nightly report is revoked: requests with it are refused from now on.')).toBeVisible();
  await expect(page.getByText('No keys yet.')).toBeVisible();
  const refused = await request.post(`${api}/api/execute/task`, { headers: { 'API-Key': key }, data: summariseBody });
  expect(refused.status()).toBe(401);
  const refusedRead = await request.get(`${api}/api/request/results/${requestId}`, { headers: { 'API-Key': key } });
  expect(refusedRead.status()).toBe(401);
  await expectAccessible();
});

test('make a public key for a widget on /setting: its task, sites and daily cap, the embed code, refused elsewhere and past the cap', async ({
  page,
  request,
  harness,
  hydrated,
  expectAccessible,
  allowConsoleErrors,
}) => {
  // On purpose: a site that is no origin is refused (400).
  allowConsoleErrors(/\/setting: Failed to load resource: the server responded with a status of 400 /);
  await page.goto('/setting');
  await hydrated();
  const name = page.getByRole('textbox', { name: 'Public key name' });
  const sites = page.getByRole('textbox', { name: /^Sites it runs on/ });
  await name.fill('Help centre');
  await sites.fill('https://help.example.com/page');

  // A page address is not a site: the message says how to write it, and what was typed stays.
  await page.getByRole('combobox', { name: 'Task the widget runs' }).click();
  await page.getByRole('option', { name: 'Ask the Taskwell Digital Advisor' }).click();
  await page.getByRole('button', { name: 'Create public key' }).click();
  await expect(
    page.getByText(
      '"https://help.example.com/page" is not a site address: write it as https://www.example.com, with no path.',
    ),
  ).toBeVisible();
  await expect(name).toHaveValue('Help centre');
  await expectAccessible();

  // The task chosen stays; the sites corrected; a small daily cap (the advisor costs 1 credit a question).
  await sites.fill('https://help.example.com/\nhttps://www.example.com');
  const cap = page.getByRole('spinbutton', { name: 'Daily spending cap (credits)' });
  await expect(cap).toHaveValue('100');
  await cap.fill('2');
  const task = page.getByRole('combobox', { name: 'Task the widget runs' });
  await expect(task).toHaveText('Ask the Taskwell Digital Advisor');
  await page.getByRole('button', { name: 'Create public key' }).click();
  const embed = page.getByRole('figure', { name: 'Embed code' });
  await expect(embed).toContainText("taskId: 'site-advisor'");
  const key = (await embed.textContent())?.match(/tw_pk_[A-Za-z0-9_-]+/)?.[0] ?? '';
  expect(key).toMatch(/^tw_pk_/);
  const row = page.getByRole('list', { name: 'Your keys' }).getByRole('listitem').filter({ hasText: 'Help centre' });
  await expect(row).toContainText('Runs site-advisor from https://help.example.com, https://www.example.com');
  await expect(row).toContainText('Spent today 0 credits of 2 credits · 0 credits in all');
  await expect(name).toHaveValue('');
  await expectAccessible();

  // The API takes the key from a listed site only, and for its one task only.
  const api = harness.apiUrl.replace(/\/$/, '');
  const ask = {
    taskId: 'site-advisor',
    character: { name: 'EMPTY', content: '' },
    parameters: { question: { metadata: { 'Content-Type': 'text/plain' }, value: 'How do credits work?' } },
  };
  // Each visitor of the site has its own token, which the runs it starts belong to.
  const visitor = (n: number) => ({ 'Visitor-Token': `e2e-visitor-${n}-0123456789abcdef` });
  const fromElsewhere = await request.post(`${api}/api/execute/task`, {
    headers: { 'Public-Key': key, Origin: 'https://elsewhere.example.com', ...visitor(1) },
    data: ask,
  });
  expect(fromElsewhere.status()).toBe(403);
  const otherTask = await request.post(`${api}/api/execute/task`, {
    headers: { 'Public-Key': key, Origin: 'https://www.example.com', ...visitor(1) },
    data: summariseBody,
  });
  expect(otherTask.status()).toBe(403);
  const fromListedSite = (n: number) =>
    request.post(`${api}/api/execute/task`, {
      headers: { 'Public-Key': key, Origin: 'https://www.example.com', ...visitor(n) },
      data: ask,
    });
  for (const n of [1, 2]) {
    const asked = await fromListedSite(n);
    expect(asked.status(), await asked.text()).toBe(200);
  }

  // Two questions spent the day's 2 credits: a third visitor is refused with a clear message, and
  // the owner sees what the key spent.
  const pastCap = await fromListedSite(3);
  expect(pastCap.status()).toBe(429);
  expect(await pastCap.json()).toMatchObject({
    code: 'daily_cap_reached',
    message: expect.stringContaining('daily spending cap of 2 credits'),
  });
  await page.reload();
  await expect(row).toContainText('Spent today 2 credits of 2 credits · 2 credits in all');
  await expectAccessible();

  // The owner raises the cap from the key's row: the key answers again.
  const rowCap = row.getByRole('spinbutton', { name: 'Daily cap of Help centre (credits)' });
  await rowCap.fill('5');
  await row.getByRole('button', { name: 'Save cap' }).click();
  await expect(page.getByText('Help centre now spends at most 5 credits a day.')).toBeVisible();
  await expect(row).toContainText('Spent today 2 credits of 5 credits');
  await expectAccessible();
  const afterRaise = await fromListedSite(3);
  expect(afterRaise.status(), await afterRaise.text()).toBe(200);

  await row.getByRole('button', { name: 'Revoke Help centre' }).click();
  await expect(page.getByText('Help centre is revoked: requests with it are refused from now on.')).toBeVisible();
});
