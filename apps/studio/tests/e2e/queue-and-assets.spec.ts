import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './harness/payment-fixtures.ts';

// Issue 18 against the real API: two runs on Tasks in Process (one waits for the user's input and
// is cancelled, the other completes and is opened), then the result in My Assets with its lineage,
// downloaded and deleted. The pausing task needs the Discovery plan, bought through the stand-in.

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
  signUp,
  harness,
  hydrated,
  payInForm,
  deliver,
  expectAccessible,
}) => {
  const account = await signUp();
  await page.goto('/pricing');
  await hydrated();
  await page.getByRole('article', { name: 'Discovery' }).getByRole('button', { name: 'Purchase' }).click();
  const purchase = page.getByRole('dialog', { name: 'Purchase Discovery' });
  const deliveries = await payInForm(purchase);
  await expect(purchase.getByRole('status')).toContainText('Thank you for your purchase', { timeout: 20_000 });
  await deliver(deliveries);
  await expect(purchase).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('banner')).toContainText('Discovery');

  const waiting = await start(page, harness.studioUrl, 'announcement-approval', {
    draft: 'We open a new office in Lyon in May, with room for forty people.',
  });
  const summary = await start(page, harness.studioUrl, 'summarise-text', {
    text: 'The new office opens in May. It has room for forty people and a quiet floor. The team moves in on the first Monday, and the old office closes a week later.',
    length: 'short',
  });

  await page.goto('/queue');
  await hydrated();
  // Nothing below reloads the page: this mark would be gone.
  await page.evaluate(() => Object.assign(window, { queueMark: 'kept' }));
  const runs = page.getByRole('list', { name: 'Your runs' });
  const approval = runs.getByRole('listitem', { name: /^Announcement with Approval, / });
  const summarised = runs.getByRole('listitem', { name: /^Summarise a Text, / });
  await expect(approval).toHaveAccessibleName('Announcement with Approval, Waiting for you', { timeout: 60_000 });
  await expect(summarised).toHaveAccessibleName('Summarise a Text, Completed', { timeout: 60_000 });
  await expectAccessible();

  await approval.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('its 5 credits are refunded');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(approval).toHaveAccessibleName('Announcement with Approval, Cancelled');
  await expect(approval).toContainText('You cancelled this run; its credits were refunded.');
  expect(await page.evaluate(() => Reflect.get(window, 'queueMark'))).toBe('kept');

  await summarised.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/queue/${summary}$`));
  await expect(page.getByRole('heading', { name: 'Summarise a Text', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('listitem')).not.toHaveCount(0);
  await expectAccessible();

  await page.goto('/assets');
  await hydrated();
  const files = page.getByRole('list', { name: 'Your files' });
  const result = files.getByRole('listitem').filter({ hasText: 'Result of Summarise a Text' }).first();
  await expect(result).toBeVisible();
  await expectAccessible();
  await result.getByRole('button', { name: /^Details of / }).click();
  const panel = page.getByRole('dialog');
  const lineage = panel.getByRole('region', { name: 'Lineage' });
  await expect(lineage).toContainText(`Made by run ${summary.slice(0, 8)} of Summarise a Text at step`);
  await expect(lineage).toContainText('length: short');
  await expectAccessible();

  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download' }).click();
  const saved = await (await download).path();
  expect((await readFile(saved, 'utf8')).length).toBeGreaterThan(0);

  const name = (await panel.getByRole('heading').first().textContent()) ?? '';
  await panel.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(files.getByText(name, { exact: true })).toHaveCount(0);
  expect(waiting).not.toBe(summary);
  expect(account.email).toContain('@');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Tasks in Process and My Assets fit the screen, with their empty states', async ({
    page,
    signUp,
    hydrated,
    expectAccessible,
  }) => {
    await signUp();
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
