import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signedInTest as test } from './harness/fixtures.ts';
import type { HarnessAddresses } from './harness/harness-env.ts';
import {
  fillForm,
  headerCredits,
  isOffline,
  openTask,
  runDialog,
  runStatus,
  type SeededTask,
  seededTasks,
} from './harness/task-runs.ts';

// Issue 15, acceptance 1: every seeded offline task runs from the studio to COMPLETED against the
// real API, the pausing one through Continue, with an axe scan of each state. Each test starts
// signed in as its worker's account (Enterprise, 5,000 credits).

const offline = seededTasks.filter(isOffline);
// The knowledge tasks read the user's own documents, so they have no sample inputs: their journey
// is knowledge.spec.ts.
const withSample = offline.filter((seeded) => seeded.sample !== undefined);
// A long run of real services on a busy 2-core machine (speech, images, PDF reading).
const runLimit = { timeout: 90_000 };

function task(id: string): SeededTask {
  const found = seededTasks.find((entry) => entry.id === id);
  if (!found) throw new Error(`no seeded task ${id}`);
  return found;
}

test('the catalogue offers every seeded task, the AI tasks through the harness’s AI provider', async ({
  request,
  harness,
}) => {
  const listed = (await (await request.get(`${harness.apiUrl}/api/tasks/all`)).json()) as { id: string }[];
  expect(seededTasks.filter((entry) => !isOffline(entry)).map((entry) => entry.id)).toEqual([
    'rewrite-tone',
    'market-scan',
    'ask-ai-with-knowledge',
  ]);
  // The API's tests show them hidden without a provider (catalogue tests); here the stand-in is one.
  expect(listed.map((entry) => entry.id).sort()).toEqual(seededTasks.map((entry) => entry.id).sort());
});

/** What a completed run's page is used for next, given to the journey of the task it needs. */
interface AfterRun {
  /** Said in the test's title. */
  title: string;
  /** The steps on the completed run's modal. */
  steps: (
    dialog: Locator,
    fixtures: {
      page: Page;
      request: APIRequestContext;
      harness: HarnessAddresses;
      sessionToken: () => Promise<string>;
      hydrated: () => Promise<void>;
      expectAccessible: () => Promise<void>;
    },
  ) => Promise<void>;
}

// Each is a journey of its own on a task the loop below runs anyway: it goes on from that run
// instead of opening and running the task a second time.
const afterRun: Record<string, AfterRun> = {
  'listen-to-a-brief': {
    title: 'the audio of a spoken result plays',
    steps: async (dialog, { expectAccessible }) => {
      const spoken = dialog.getByRole('article', { name: 'Spoken summary' });
      await spoken.getByRole('button', { name: /^Play / }).click();
      await expect(spoken.getByRole('button', { name: /^Pause / })).toBeVisible();
      await expect
        .poll(() =>
          spoken.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0),
        )
        .toBe(true);
      await expectAccessible();
    },
  },
  'summarise-text': {
    title: 'a download saves the bytes of the asset, under its name',
    steps: async (dialog, { page, request, harness, sessionToken }) => {
      // Issue 28: the text result shows its inclusive-language check once it is made.
      await expect(
        dialog.getByRole('article', { name: 'Summary' }).getByText(/^(No bias findings|\d+ bias findings?)$/),
      ).toBeVisible();

      const saving = page.waitForEvent('download');
      await dialog
        .getByRole('article', { name: 'Summary' })
        .getByRole('button', { name: 'Download', exact: true })
        .click();
      const download = await saving;
      await expect(
        dialog.getByRole('article', { name: 'Summary' }).getByRole('button', { name: 'Download: done' }),
      ).toBeVisible();

      // The same asset, read from the API directly with the session's bearer.
      const requestId = new URL(page.url()).searchParams.get('run');
      const headers = { Authorization: `Bearer ${await sessionToken()}` };
      const status = (await (
        await request.get(`${harness.apiUrl}/api/request/results/${requestId}`, { headers })
      ).json()) as {
        body: string;
      };
      const { results } = JSON.parse(status.body) as {
        results: { parameter: { name: string; value: { data: string }[] } }[];
      };
      const assetId = results.find((result) => result.parameter.name === 'Summary')?.parameter.value[0]?.data;
      const asset = await request.get(`${harness.apiUrl}/api/asset/get/${assetId}`, { headers });
      expect(download.suggestedFilename()).toBe('summary.md');
      expect(await readFile(await download.path())).toEqual(await asset.body());
    },
  },
  'quote-card': {
    title: 'feedback is saved at once and is still there after a reload',
    steps: async (dialog, { page, hydrated, expectAccessible }) => {
      const card = dialog.getByRole('article', { name: 'Quote card' });
      await card.getByRole('button', { name: 'Good: rate Quote card' }).click();
      await card.getByRole('textbox', { name: 'Comment on Quote card (optional)' }).fill('Ready to post.');
      await card.getByRole('button', { name: 'Send' }).click();
      await expect(card.getByText('Your comment: Ready to post.')).toBeVisible();
      await expectAccessible();

      await page.reload();
      await hydrated();
      const again = runDialog(page, task('quote-card')).getByRole('article', { name: 'Quote card' });
      await expect(again.getByText('Your comment: Ready to post.')).toBeVisible({ timeout: 20_000 });
      await expect(again.getByRole('button', { name: 'Good: rate Quote card' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
  },
};

test.describe('every seeded offline task runs to COMPLETED', () => {
  for (const seeded of withSample) {
    const after = afterRun[seeded.id];
    const title = after ? `${seeded.name}; then ${after.title}` : seeded.name;
    test(title, async ({ page, request, harness, sessionToken, hydrated, expectAccessible }) => {
      test.setTimeout(180_000);
      const dialog = await openTask(page, seeded);
      const button = dialog.getByRole('button', { name: seeded.name, exact: true });
      await expect(button).toBeDisabled();
      await fillForm(dialog, seeded.parameters, seeded.sample.parameters);
      await expect(button).toBeEnabled();
      await expectAccessible();
      const before = await headerCredits(page);

      await button.click();

      await expect(dialog.getByRole('tab', { name: 'RESULT' })).toHaveAttribute('aria-selected', 'true');
      // The header shows the fee as soon as the run started.
      await expect.poll(() => headerCredits(page), runLimit).toBe(before - seeded.powerFee);
      if (seeded.asks) {
        // spec §4 PAUSED: the results so far, then the missing inputs and Continue.
        await expect(runStatus(dialog)).toHaveText('Waiting for you', runLimit);
        // The stepper's user icon marks the step that waits (spec §4).
        await expect(dialog.getByText(/^Step \d+ of \d+: waiting for your input$/)).toBeAttached();
        await expectAccessible();
        const paused = dialog.getByRole('form');
        const answers = Object.fromEntries(
          Object.entries(seeded.sample.answers ?? {}).map(([name, value]) => [name, { value }]),
        );
        await fillForm(paused, seeded.asks, answers);
        await paused.getByRole('button', { name: 'Continue' }).click();
      }
      await expect(runStatus(dialog)).toHaveText('Completed', runLimit);
      const results = dialog.getByRole('region', { name: 'Results, newest first' });
      await expect(results.getByRole('article').first()).toBeVisible();
      await expect(results.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByText(/Results are generated by machines/)).toBeVisible();
      await expectAccessible();
      await after?.steps(dialog, {
        page,
        request,
        harness,
        sessionToken: () => sessionToken(),
        hydrated: () => hydrated(),
        expectAccessible: () => expectAccessible(),
      });
    });
  }
});

test('a run that fails at a step says why, is refunded, and Retry runs it again with the same inputs', async ({
  page,
  failNextService,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  // Each start carries its click's Idempotency-Key, through the studio's proxy (issue 29).
  const startKeys: (string | undefined)[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/execute/task') {
      startKeys.push(sent.headers()['idempotency-key']);
    }
  });
  const seeded = task('summarise-text');
  const dialog = await openTask(page, seeded);
  await fillForm(dialog, seeded.parameters, seeded.sample.parameters);
  const before = await headerCredits(page);
  await failNextService('text.summary', 'The summary service did not answer.');
  await dialog.getByRole('button', { name: seeded.name, exact: true }).click();

  const alert = dialog.getByRole('alert').filter({ hasText: 'The run stopped with an error' });
  await expect(alert).toContainText('The summary service did not answer.', runLimit);
  await expect(runStatus(dialog)).toHaveText('Failed');
  // Refunded: the header is back where it was.
  await expect.poll(() => headerCredits(page), runLimit).toBe(before);
  await expectAccessible();
  const failed = new URL(page.url()).searchParams.get('run');

  await alert.getByRole('button', { name: 'Retry' }).click();

  await expect(runStatus(dialog)).toHaveText('Completed', runLimit);
  expect(new URL(page.url()).searchParams.get('run')).not.toBe(failed);
  await expect.poll(() => headerCredits(page), runLimit).toBe(before - seeded.powerFee);
  expect(startKeys.length).toBeGreaterThanOrEqual(2);
  expect(startKeys.every((key) => /^[A-Za-z0-9_.:-]{8,128}$/.test(key ?? ''))).toBe(true);
  // The Retry is a new action: a key of its own, not the failed start's.
  expect(startKeys.at(-1)).not.toBe(startKeys[0]);
  await expectAccessible();
});

test('a run goes on with the tab closed; the studio opened again shows its true state', async ({
  page,
  context,
  hydrated,
  expectAccessible,
  holdService,
  runStatuses,
}) => {
  test.setTimeout(180_000);
  const seeded = task('keyword-snapshot');
  // Its last step (the snapshot report) waits until the tab is closed, so the run is surely under
  // way then and finishes with no page open.
  const release = await holdService('text.report');
  const dialog = await openTask(page, seeded);
  await fillForm(dialog, seeded.parameters, seeded.sample.parameters);
  await dialog.getByRole('button', { name: seeded.name, exact: true }).click();
  await expect(page).toHaveURL(/[?&]run=/);
  const requestId = new URL(page.url()).searchParams.get('run') ?? '';
  await expect(runStatus(dialog)).toHaveText(/^In progress/, runLimit);
  await page.close();
  expect(await runStatuses(requestId)).not.toContain('COMPLETED');
  await release();
  await expect.poll(() => runStatuses(requestId), runLimit).toContain('COMPLETED');

  const again = await context.newPage();
  await again.goto('/tasks');
  await hydrated(again);
  const recent = again.getByRole('region', { name: 'Your recent runs' });
  const row = recent.getByRole('listitem').filter({ hasText: seeded.name }).first();
  await expect(row).toBeVisible();
  // The server went on with it while no page was open: the list reads its state from the server.
  await expect(row.getByText('Completed')).toBeVisible(runLimit);
  await expectAccessible(again);

  await row.getByRole('button', { name: /^Open the run of/ }).click();
  const reopened = runDialog(again, seeded);
  await expect(again).toHaveURL(new RegExp(`[?&]run=${requestId}`));
  await expect(runStatus(reopened)).toHaveText('Completed');
  await expect(
    reopened.getByRole('region', { name: 'Results, newest first' }).getByRole('article').first(),
  ).toBeVisible();
  await expectAccessible(again);
});

test('a plan that no longer unlocks a task, and a balance below the fee, are said with their links; the session stays', async ({
  page,
  workerAccount,
  setPlan,
  setBalance,
  expectAccessible,
  allowConsoleErrors,
}) => {
  // On purpose: the API refuses the plan (403) and the balance (402); the browser reports both.
  allowConsoleErrors(/status of 40[23] /);
  test.setTimeout(120_000);
  const seeded = task('pdf-brief');
  try {
    // The page was loaded on Enterprise; the plan changes in another window (docs/decisions/045).
    const dialog = await openTask(page, seeded);
    await fillForm(dialog, seeded.parameters, seeded.sample.parameters);
    await setPlan(workerAccount.email, 'Free');
    await dialog.getByRole('button', { name: seeded.name, exact: true }).click();
    const refused = dialog.getByRole('alert').filter({ hasText: 'Your plan does not include this task' });
    await expect(refused).toContainText('Upgrade to Creator');
    await expect(refused.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    await expectAccessible();

    await setPlan(workerAccount.email, 'Enterprise');
    await setBalance(workerAccount.email, 1);
    await dialog.getByRole('button', { name: seeded.name, exact: true }).click();
    const short = dialog.getByRole('alert').filter({ hasText: 'Not enough credits' });
    await expect(short).toContainText('This task costs 8 credits and your balance is 1 credits.');
    await expect(short.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/billing');
    // Nothing typed is lost.
    await expect(dialog.getByRole('textbox', { name: 'Heading' })).toHaveValue(
      seeded.sample.parameters.heading?.value ?? '',
    );
    await expectAccessible();

    // The catalogue offers Upgrade where the plan does not reach, naming the lowest plan that does.
    await setPlan(workerAccount.email, 'Free');
    await page.goto('/tasks?category=business');
    await page.getByRole('article', { name: seeded.name }).getByRole('button', { name: 'Upgrade' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade Plan' });
    await expect(upgrade).toContainText('Your Free plan does not include Brief from a PDF. Upgrade to Creator');
    await expect(upgrade.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    await expectAccessible();
  } finally {
    await setPlan(workerAccount.email, 'Enterprise');
    await setBalance(workerAccount.email, 5000);
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the run modal fits the screen, from the form to the results', async ({ page, expectAccessible }) => {
    test.setTimeout(180_000);
    const seeded = task('quote-card');
    const dialog = await openTask(page, seeded);
    const fits = async () => {
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    };
    await fits();
    await fillForm(dialog, seeded.parameters, seeded.sample.parameters);
    await expectAccessible();
    await dialog.getByRole('button', { name: seeded.name, exact: true }).click();
    await expect(runStatus(dialog)).toHaveText('Completed', runLimit);
    await fits();
    await expectAccessible();
  });
});
