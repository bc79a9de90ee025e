import { test as base, expect, pinReader, signUpThrough } from './harness/fixtures.ts';
import { type OutageStage, startOutageStage } from './harness/outage-stage.ts';
import { fillForm, openTask, runStatus, seededTasks } from './harness/task-runs.ts';

// Issue 42, acceptance 4: while the API's database is away, the studio says "The service is busy,
// try again in a moment" and keeps what the user typed and chose; once it is back, the same form
// goes through. The outage is real: the API runs on a PostgreSQL database of its own (the suite's
// shared API is on PGlite), which its e2e host stops taking connections and ends those it has.

const test = base.extend<object, { stage: OutageStage }>({
  stage: [
    async ({ harness }, use) => {
      if (!harness.bundles) throw new Error('the harness made no bundles: run the suite through playwright.config.ts');
      const stage = await startOutageStage(harness.bundles);
      await use(stage);
      await stage.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ stage }, use) => {
    await use(stage.studioUrl);
  },
});

const busy = 'The service is busy, try again in a moment.';
const summarise = seededTasks.find((task) => task.id === 'summarise-text');

test('given the database away, the studio says the service is busy and keeps the filled-in forms', async ({
  page,
  stage,
  allowConsoleErrors,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  if (!summarise?.sample) throw new Error('the catalogue has no summarise-text task with a sample');
  // The browser reports the 503 of the start it sent through the studio's proxy.
  allowConsoleErrors(/status of 503/);
  await signUpThrough(page, pinReader(stage.mailDir), {});

  // The run modal: filled in, then Run while the database is away.
  const dialog = await openTask(page, summarise);
  await fillForm(dialog, summarise.parameters, summarise.sample.parameters);
  const run = dialog.getByRole('button', { name: summarise.name, exact: true });
  const text = dialog.getByRole('group', { name: 'Text' }).getByRole('textbox', { name: 'Type or paste the text' });
  const typed = await text.inputValue();
  const length = dialog.getByRole('combobox', { name: 'Length' });
  const chosen = await length.inputValue();
  await stage.takeDatabaseAway();
  await run.click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The service is busy');
  await expect(alert).toContainText(busy);
  await expect(text).toHaveValue(typed);
  await expect(length).toHaveValue(chosen);
  await expect(run).toBeEnabled();
  await expectAccessible();
  await stage.giveDatabaseBack();
  await run.click();
  await expect(runStatus(dialog)).toHaveText(/^Completed/, { timeout: 90_000 });

  // The profile form, saved by the studio's server: typed, then saved while the database is away.
  await page.goto('/profile');
  const first = page.getByRole('textbox', { name: 'First Name' });
  const organization = page.getByRole('textbox', { name: 'Organization Legal Name' });
  await first.fill('Augusta');
  await organization.fill('Analytical Engines Ltd');
  await stage.takeDatabaseAway();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('alert').filter({ hasText: busy })).toBeVisible();
  await expect(first).toHaveValue('Augusta');
  await expect(organization).toHaveValue('Analytical Engines Ltd');
  await expectAccessible();
  await stage.giveDatabaseBack();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
});
