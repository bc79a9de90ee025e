import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './harness/fixtures.ts';

// Issue 18 against the real API: two runs on Tasks in Process, both waiting for the user's input;
// one is answered and its row follows it to the end live, the other is cancelled; the finished one
// is opened, then a result in My Assets with its lineage, downloaded and deleted. The pausing task
// needs the Discovery plan, set through the API's e2e control.

/** Starts a task through the studio's `/api/*` proxy, as the run modal does; its run id. */
async function start(page: Page, studioUrl: string, taskId: string, values: Record<string, string>): Promise<string> {
  const reply = await page.request.post('/api/execute/task', {
    headers: { Origin: studioUrl },
    data: {
      taskId,
      character: { name: 'EMPTY', content: '' },
      parameters: Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, { metadata: { 'Content-Type': 'text/plain' }, value }]),
      ),
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (JSON.parse(((await reply.json()) as { body: string }).body) as { requestId: string }).requestId;
}

test('runs on Tasks in Process and their result in My Assets', async ({
  page,
  signUpHttp,
  setPlan,
  harness,
  hydrated,
  expectAccessible,
}) => {
  // The plan is set through the API's e2e control: buying one in the browser is payments.spec.ts's.
  const account = await signUpHttp();
  await setPlan(account.email, 'Discovery');

  const draft = 'We open a new office in Lyon in May, with room for forty people.';
  const cancelled = await start(page, harness.studioUrl, 'announcement-approval', { draft });
  const finished = await start(page, harness.studioUrl, 'announcement-approval', { draft });

  await page.goto('/queue');
  await hydrated();
  await expect(page.getByRole('banner')).toContainText('Discovery');
  // Nothing below reloads the page: this mark would be gone.
  await page.evaluate(() => Object.assign(window, { queueMark: 'kept' }));
  const rows = page.getByRole('list', { name: 'Your runs' }).getByRole('listitem');
  const toCancel = rows.filter({ has: page.locator(`a[href$="run=${cancelled}"]`) });
  const toFinish = rows.filter({ has: page.locator(`a[href$="run=${finished}"]`) });
  // Both check the draft, then wait for the user's decision and headline.
  for (const row of [toCancel, toFinish]) {
    await expect(row).toHaveAccessibleName('Announcement with Approval, Waiting for you', { timeout: 60_000 });
  }
  await expectAccessible();

  // One is answered elsewhere: its row follows it to the end through its event stream.
  const status = await page.request.get(`/api/request/results/${finished}?_=1`);
  const missing = (
    JSON.parse(((await status.json()) as { body: string }).body) as {
      missing: { parameters: { assetId: string; parameter: { name: string } }[] };
    }
  ).missing.parameters;
  const answers: Record<string, string> = { decision: 'Publish as written', headline: 'A new office in Lyon' };
  const resumed = await page.request.post(`/api/request/resume/${finished}?_=1`, {
    headers: { Origin: harness.studioUrl },
    data: { parameters: missing.map((slot) => ({ assetId: slot.assetId, value: answers[slot.parameter.name] ?? '' })) },
  });
  expect(resumed.status()).toBe(200);
  await expect(toFinish).toHaveAccessibleName('Announcement with Approval, Completed', { timeout: 60_000 });

  await toCancel.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('its 5 credits are refunded');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(toCancel).toHaveAccessibleName('Announcement with Approval, Cancelled');
  await expect(toCancel).toContainText('You cancelled this run; its credits were refunded.');

  // A run started elsewhere (another tab, an integration) shows up while the list is looked at.
  const elsewhere = await start(page, harness.studioUrl, 'summarise-text', { text: draft, length: 'short' });
  const startedElsewhere = rows.filter({ has: page.locator(`a[href$="run=${elsewhere}"]`) });
  await expect(startedElsewhere).toHaveAccessibleName(/^Summarise a Text, /, { timeout: 30_000 });
  expect(await page.evaluate(() => Reflect.get(window, 'queueMark'))).toBe('kept');

  // Open: the run view of the catalogue, on that run, with its results.
  await toFinish.getByRole('link', { name: 'Open the run of Announcement with Approval' }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks\\?task=announcement-approval&run=${finished}$`));
  const runView = page.getByRole('dialog', { name: 'Announcement with Approval' });
  // The run view reads the run from the API once the catalogue has loaded: beyond 5 s at load 40.
  await expect(runView.getByRole('status').filter({ hasText: /^Completed/ })).toBeVisible({ timeout: 30_000 });
  await expect(
    runView.getByRole('region', { name: 'Results, newest first' }).getByRole('article').first(),
  ).toBeVisible();
  await expectAccessible();

  await page.goto('/assets');
  await hydrated();
  const files = page.getByRole('list', { name: 'Your files' });
  const result = files.getByRole('listitem').filter({ hasText: 'Result of Announcement with Approval' }).first();
  await expect(result).toBeVisible();
  await expectAccessible();
  await result.getByRole('button', { name: /^Details of / }).click();
  const panel = page.getByRole('dialog');
  const lineage = panel.getByRole('region', { name: 'Lineage' });
  await expect(lineage).toContainText(`Made by run ${finished.slice(0, 8)} of Announcement with Approval at step`);
  await expect(lineage).toContainText(`draft: ${draft}`);
  await expectAccessible();

  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download' }).click();
  const saved = await (await download).path();
  expect((await readFile(saved)).length).toBeGreaterThan(0);

  const name = (await panel.getByRole('heading').first().textContent()) ?? '';
  await panel.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(files.getByText(name, { exact: true })).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Tasks in Process and My Assets fit the screen, with their empty states', async ({
    page,
    signUpHttp,
    hydrated,
    expectAccessible,
  }) => {
    await signUpHttp();
    for (const [path, empty] of [
      ['/queue', 'You have not run a task yet.'],
      ['/assets', 'No files yet.'],
    ] as const) {
      await page.goto(path);
      await hydrated();
      await expect(page.getByText(empty)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible();
    }
  });
});
