import type { Locator, Page } from '@playwright/test';
import { expect, signatureHolds, test } from './harness/automation-fixtures.ts';
import { uniqueEmail } from './harness/fixtures.ts';
import { mailsTo } from './harness/mail-capture.ts';

// Issue 46, acceptance 1, against the real API, the SMTP capture and a webhook receiver the test
// starts: an Explorer user schedules a task bought in the AI Store weekly; the e2e host's second
// scheduler, on a clock the test moves to the automation's next moment, starts it, and its results
// arrive by e-mail. A Creator user chains two of their tasks behind an inbound webhook (the test
// POSTs to the secret URL) and receives the second's results at the receiver, signed. An axe scan
// of every state.

const loadLimit = { timeout: 30_000 };
const price = 3;

/** A task of one field whose keywords are its result (a service without AI: the same words each run). */
function keywordTask(id: string, name: string, param: string) {
  return {
    definition: {
      id,
      name,
      heading: `${name}: the keywords of a text`,
      description: 'Paste a text and get its keywords and key phrases.',
      imageName: '/images/tasks/summarise-text.svg',
      powerFee: 1,
      plans: 'free',
      category: 'business',
      parameters: [{ id: param, name: param, valueType: 'text/plain', ui: { type: 'text', placeholder: 'A text' } }],
      flow: { step: 'keywords', service: 'text.keywords', output: 'Keywords', inputs: { text: { param } } },
      sample: { parameters: { [param]: { value: 'Harbour tours sell out in summer. Harbour tours need boats.' } } },
    },
  };
}

/** Chooses an option of a select (Radix: its list opens in a portal). */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveText(option);
}

/** Opens /automations, hydrated. */
async function openAutomations(page: Page) {
  await page.goto('/automations');
  await page.waitForFunction(() => '__remixRouter' in window);
  await expect(page.getByRole('heading', { name: 'Automations', level: 1 })).toBeVisible(loadLimit);
}

test('an Explorer user gets a bought task weekly by e-mail; a Creator user chains two tasks behind an inbound webhook and gets the second by signed webhook', async ({
  page,
  browser,
  harness,
  signUpHttp,
  setPlan,
  setBalance,
  sessionToken,
  runStatuses,
  expectAccessible,
  callApi,
  moveAutomationClock,
  hookReceiver,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);

  // The Creator user: two tasks of their own, published; the first also sold in the AI Store.
  const creator = await signUpHttp({ email: uniqueEmail('automation-creator'), firstName: 'Amara' });
  await setPlan(creator.email, 'Creator');
  await setBalance(creator.email, 200);
  const creatorToken = await sessionToken();
  const briefName = `Harbour brief ${stamp}`;
  const followName = `Harbour follow-up ${stamp}`;
  const made = await Promise.all(
    [keywordTask('harbour-brief', briefName, 'topic'), keywordTask('harbour-follow', followName, 'notes')].map(
      async (body) => {
        const task = (await callApi(creatorToken, 'POST', '/api/creator/tasks', body, 201)) as {
          creatorTaskId: string;
        };
        const path = `/api/creator/tasks/${task.creatorTaskId}`;
        const tested = (await callApi(creatorToken, 'POST', `${path}/test-run`, {})) as { requestId: string };
        await expect
          .poll(async () => (await runStatuses(tested.requestId)).at(-1), { timeout: 60_000 })
          .toBe('COMPLETED');
        await callApi(creatorToken, 'POST', `${path}/publish`);
        return path;
      },
    ),
  );
  const listing = (await callApi(creatorToken, 'PUT', `${made[0]}/listing`, { price })) as { listingId: string };

  // The Explorer user, in a browser of their own, keeps the listing in My Tasks.
  const buyerContext = await browser.newContext({ baseURL: harness.studioUrl });
  try {
    const buyerPage = await buyerContext.newPage();
    const buyer = await signUpHttp({ email: uniqueEmail('automation-explorer'), firstName: 'Tomasz' }, buyerContext);
    await setPlan(buyer.email, 'Explorer');
    await setBalance(buyer.email, 50);
    const buyerToken = await sessionToken(buyerContext);
    await callApi(buyerToken, 'PUT', `/api/store/listings/${listing.listingId}/saved`, undefined, 204);

    // The empty page with the plan's limits.
    await openAutomations(buyerPage);
    await expect(buyerPage.getByText(/You have no automations yet/)).toBeVisible();
    await expect(
      buyerPage.getByText(
        'Your Explorer plan: 0 of 10 automations, each starting at most once a day; triggers: schedules.',
      ),
    ).toBeVisible();
    await expectAccessible(buyerPage);

    // Weekly on a day, at 09:00 in London, by e-mail to the account's own address.
    await buyerPage.getByRole('button', { name: 'New automation' }).click();
    const form = buyerPage.getByRole('region', { name: 'New automation' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Weekly harbour brief');
    await choose(buyerPage, form, 'Task', briefName);
    await form.getByRole('textbox', { name: 'Type or paste the text' }).fill('Harbour tours sell out in summer.');
    await form.getByRole('checkbox', { name: 'Wednesday' }).check();
    await choose(buyerPage, form, 'Time zone', 'Europe/London');
    await expect(form.getByRole('region', { name: 'Next five runs' }).getByRole('listitem')).toHaveCount(5);
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(buyer.email);
    await expectAccessible(buyerPage);
    await form.getByRole('button', { name: 'Create automation' }).click();
    const row = buyerPage.getByRole('listitem', { name: 'Weekly harbour brief' });
    await expect(row).toContainText('Weekly on Mon, Wed at 09:00', loadLimit);
    await expect(row).toContainText(`By e-mail to ${buyer.email}`);
    await expect(row).toContainText(/Next run \d{1,2} \w{3} \d{4}, 09:00 \(Europe\/London\)/);
    await expectAccessible(buyerPage);

    // The clock reaches the next moment: the run is bought, completes, and its results are mailed.
    const { automations } = (await callApi(buyerToken, 'GET', '/api/automations')) as {
      automations: { id: string; nextRunAt: string }[];
    };
    const [weekly] = automations;
    const moment = new Date(weekly?.nextRunAt ?? '');
    const since = Date.now();
    await moveAutomationClock(new Date(moment.getTime() + 30_000));
    await expect
      .poll(
        async () => {
          const { runs } = (await callApi(buyerToken, 'GET', `/api/automations/${weekly?.id}/runs`)) as {
            runs: { scheduledFor: string; runStatus: string | null }[];
          };
          return runs.map((run) => [run.scheduledFor, run.runStatus]);
        },
        { timeout: 60_000 },
      )
      .toEqual([[moment.toISOString(), 'COMPLETED']]);
    // Real time again: the rest of the journey is the server's own scheduler's.
    await moveAutomationClock(null);
    await expect
      .poll(
        async () =>
          (await mailsTo(harness.mailDir, buyer.email)).filter(
            (mail) =>
              mail.receivedAt >= since &&
              mail.subject === `Weekly harbour brief: results of ${briefName}` &&
              /tours/i.test(mail.raw),
          ).length,
        { timeout: 60_000 },
      )
      .toBe(1);
    await openAutomations(buyerPage);
    await row.getByRole('button', { name: 'History' }).click();
    await expect(row.getByRole('table', { name: 'Runs of Weekly harbour brief' })).toContainText(
      'Completed',
      loadLimit,
    );
    await expect(row.getByRole('table', { name: 'Deliveries of Weekly harbour brief' })).toContainText('Delivered');
    await expectAccessible(buyerPage);
  } finally {
    await buyerContext.close();
  }

  // The Creator user: the first task behind an inbound webhook, kept in My Assets.
  await openAutomations(page);
  await expect(
    page.getByText(/Your Creator plan: 0 of 50 automations, each starting at most once every 15 minutes/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'New automation' }).click();
  let form = page.getByRole('region', { name: 'New automation' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Inbound harbour brief');
  await choose(page, form, 'Task', briefName);
  // Their own task: the latest published version unless they pin one.
  await expect(form.getByRole('combobox', { name: 'Version' })).toHaveText(
    'Latest published (now version 1)',
    loadLimit,
  );
  await form.getByRole('textbox', { name: 'Type or paste the text' }).fill('Replaced by the posted topic.');
  await form.getByRole('radiogroup', { name: 'Trigger' }).getByRole('radio', { name: 'Webhook' }).check();
  await form.getByRole('radiogroup', { name: 'Delivery' }).getByRole('radio', { name: 'My Assets only' }).check();
  await expectAccessible();
  await form.getByRole('button', { name: 'Create automation' }).click();
  const saved = page.getByRole('region', { name: 'Saved' });
  const hookUrl = await saved.getByRole('textbox', { name: 'Webhook URL' }).inputValue();
  expect(hookUrl).toMatch(new RegExp(`^${harness.apiUrl}/api/hooks/automations/[A-Za-z0-9_-]{20,}$`));
  await expectAccessible();

  // The second task after each completed run of the first, its field filled by the first's keywords,
  // its results posted to the receiver, signed with a secret shown once.
  await page.getByRole('button', { name: 'New automation' }).click();
  form = page.getByRole('region', { name: 'New automation' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Chained harbour follow-up');
  await choose(page, form, 'Task', followName);
  await form.getByRole('textbox', { name: 'Type or paste the text' }).fill('Replaced by the brief.');
  await form.getByRole('radiogroup', { name: 'Trigger' }).getByRole('radio', { name: 'After a task' }).check();
  await choose(page, form, 'After each completed run of', briefName);
  await form.getByRole('textbox', { name: 'Notes from the result' }).fill('Keywords');
  await form.getByRole('radiogroup', { name: 'Delivery' }).getByRole('radio', { name: 'Webhook' }).check();
  await form.getByRole('textbox', { name: 'Webhook address' }).fill(hookReceiver.url);
  await expectAccessible();
  await form.getByRole('button', { name: 'Create automation' }).click();
  const secret = await saved.getByRole('textbox', { name: 'Delivery signing secret' }).inputValue();
  expect(secret.length).toBeGreaterThan(20);
  await expect(page.getByRole('listitem', { name: 'Chained harbour follow-up' })).toContainText(
    `After each run of ${briefName}`,
  );
  await expectAccessible();

  // The test calls the secret URL from outside: the brief runs, then the follow-up, then the post.
  const called = await fetch(hookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ topic: 'Ferry timetables change in winter. Ferry crews train in spring.' }),
  });
  expect(called.status).toBe(202);
  expect(await called.json()).toEqual({ accepted: true });
  await expect.poll(() => hookReceiver.received.length, { timeout: 90_000 }).toBe(1);
  const [delivery] = hookReceiver.received;
  const signature = delivery?.headers['taskwell-signature'];
  expect(signatureHolds(typeof signature === 'string' ? signature : undefined, delivery?.body ?? '', secret)).toBe(
    true,
  );
  expect(
    signatureHolds(typeof signature === 'string' ? signature : undefined, delivery?.body ?? '', `${secret}x`),
  ).toBe(false);
  expect(delivery?.headers['taskwell-event']).toBe('run.completed');
  const payload = JSON.parse(delivery?.body ?? '{}') as {
    automation: { name: string };
    run: { taskName: string; status: string };
    results: { kind: string; text?: string }[];
  };
  expect(payload.automation.name).toBe('Chained harbour follow-up');
  expect(payload.run).toMatchObject({ taskName: followName, status: 'COMPLETED' });
  expect(payload.results.map((result) => result.text ?? '').join(' ')).toMatch(/ferry/i);

  // Both histories in the studio.
  await openAutomations(page);
  const chained = page.getByRole('listitem', { name: 'Chained harbour follow-up' });
  await chained.getByRole('button', { name: 'History' }).click();
  await expect(chained.getByRole('table', { name: 'Runs of Chained harbour follow-up' })).toContainText(
    'after a run',
    loadLimit,
  );
  await expect(chained.getByRole('table', { name: 'Deliveries of Chained harbour follow-up' })).toContainText(
    'Delivered',
  );
  await expectAccessible();
  // A 390 px phone: the list reads without a sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible();

  // Tasks in Process names the automation that started a run, a link back to it.
  await page.goto('/queue');
  // (The creator's test run of the task is listed too, started by no automation.)
  const followed = page
    .getByRole('listitem', { name: `${followName}, Completed` })
    .filter({ hasText: 'Started by automation Chained harbour follow-up' });
  await expect(followed).toBeVisible(loadLimit);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible();
  await followed.getByRole('link', { name: 'Chained harbour follow-up' }).click();
  await expect(page).toHaveURL(/\/automations#automation-[0-9a-f-]+$/);
  await expect(page.getByRole('listitem', { name: 'Chained harbour follow-up' })).toBeVisible(loadLimit);
});
