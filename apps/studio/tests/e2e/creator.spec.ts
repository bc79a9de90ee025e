import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './harness/fixtures.ts';
import { runStatus } from './harness/task-runs.ts';

// Issue 30, acceptance 1, against the real API: a user on the Explorer plan builds a task with the
// keyboard alone (two fields, one a list whose options depend on the other; a sequence holding a
// pair of parallel steps and a step that pauses for input), sees the input left unset shown on its
// step and fixes it, test-runs the draft through Continue to COMPLETED, publishes version 1 and
// runs it from `/tasks`, with an axe scan of every state. A Free user is offered the upgrade.

const runLimit = { timeout: 90_000 };
const loadLimit = { timeout: 30_000 };

/**
 * Moves the focus with Tab (Shift+Tab when the target is above) until `target` has it: the control
 * is reached with the keyboard, as a user without a mouse reaches it.
 */
async function tabTo(page: Page, target: Locator, limit = 400): Promise<void> {
  await expect(target).toBeVisible(loadLimit);
  for (let presses = 0; presses < limit; presses += 1) {
    const where = await target.evaluate((element) => {
      const active = document.activeElement;
      if (element === active) return 'here';
      if (!active || active === document.body) return 'forward';
      return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING ? 'forward' : 'backward';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'forward' ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`${target} was not reached with Tab in ${limit} presses`);
}

/** Tabs to a button (or link, checkbox) and presses it with Enter. */
async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a text control, selects what it holds and types `text` over it. */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

/** Tabs to a list box (a `<select>`) and moves its choice with the arrow keys to the option `label`. */
async function chooseWithArrows(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  const labels = await select.evaluate((element) =>
    [...(element as HTMLSelectElement).options].map((option) => option.textContent ?? ''),
  );
  const wanted = labels.indexOf(label);
  if (wanted < 0) throw new Error(`no option "${label}" in ${labels.join(', ')}`);
  for (let presses = 0; presses < labels.length; presses += 1) {
    const at = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
    if (at === wanted) break;
    await page.keyboard.press(at < wanted ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** Chooses an option of the run form's searchable list: type to filter, Enter to choose. */
async function chooseInCombobox(page: Page, box: Locator, option: string): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(option);
}

test('an Explorer user builds a task with the keyboard alone, test-runs it, publishes it and runs it from My Tasks', async ({
  page,
  signUp,
  setPlan,
  hydrated,
  expectAccessible,
}) => {
  test.setTimeout(600_000);
  const account = await signUp({ email: uniqueEmail('creator') });
  await setPlan(account.email, 'Explorer');
  const taskName = 'City brief';

  // A new task from the Creator Studio's page.
  await page.goto('/creator');
  await hydrated();
  await typeInto(page, page.getByRole('textbox', { name: "New task's name" }), taskName);
  await press(page, page.getByRole('button', { name: 'New task' }));
  await expect(page).toHaveURL(/\/creator\?task=/, loadLimit);
  const toolbar = page.getByRole('region', { name: 'Draft' });
  await expect(toolbar.getByRole('button', { name: 'Publish' })).toBeDisabled(loadLimit);
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toBeVisible();
  // The editor, empty.
  await expectAccessible();

  // The card.
  const card = page.getByRole('region', { name: 'Card' });
  await expect(card.getByRole('textbox', { name: 'Name' })).toHaveValue(taskName);
  await typeInto(page, card.getByRole('textbox', { name: 'Heading' }), 'A QR code of a city and of its region');
  await typeInto(page, card.getByRole('textbox', { name: 'Description' }), 'Pick a region and one of its cities.');
  await chooseWithArrows(page, card.getByRole('combobox', { name: 'Icon' }), 'Quote card');
  await press(page, card.getByRole('checkbox', { name: 'Business Tasks' }), 'Space');
  await expect(card.getByRole('checkbox', { name: 'Business Tasks' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Explorer' })).toBeChecked();

  // The form: a region to choose, and a city whose options depend on the region.
  const form = page.getByRole('region', { name: 'Form' });
  await press(page, form.getByRole('button', { name: 'Add a field' }));
  const first = form.getByRole('listitem').nth(0);
  await typeInto(page, first.getByRole('textbox', { name: 'Name' }), 'region');
  await typeInto(page, first.getByRole('textbox', { name: 'Placeholder' }), 'Choose a region');
  await chooseWithArrows(page, first.getByRole('combobox', { name: 'Kind' }), 'A choice from a list');
  await typeInto(page, first.getByRole('textbox', { name: 'Options' }), 'Europe\nAsia');
  await press(page, form.getByRole('button', { name: 'Add a field' }));
  const second = form.getByRole('listitem').nth(1);
  await typeInto(page, second.getByRole('textbox', { name: 'Name' }), 'city');
  await typeInto(page, second.getByRole('textbox', { name: 'Placeholder' }), 'Choose a city');
  await chooseWithArrows(page, second.getByRole('combobox', { name: 'Kind' }), 'A choice from a list');
  await chooseWithArrows(page, second.getByRole('combobox', { name: 'Options depend on' }), 'Region');
  await typeInto(page, second.getByRole('textbox', { name: 'Options when Region is Europe' }), 'Paris\nBerlin');
  await typeInto(page, second.getByRole('textbox', { name: 'Options when Region is Asia' }), 'Tokyo\nSeoul');

  // The flow, a sequence: a pair of parallel steps, then a step that pauses for input.
  const flow = page.getByRole('region', { name: 'Flow' });
  await press(page, flow.getByRole('button', { name: 'Add parallel branches to the flow' }));
  const cityStep = flow.getByRole('listitem', { name: '1.1 Result 1' });
  const regionStep = flow.getByRole('listitem', { name: '1.2 Result 2' });
  await chooseWithArrows(page, cityStep.getByRole('combobox', { name: 'Service' }), 'QR code');
  await chooseWithArrows(page, cityStep.getByRole('combobox', { name: 'Input "text"' }), 'Field: City');
  await chooseWithArrows(page, regionStep.getByRole('combobox', { name: 'Service' }), 'QR code');
  await press(page, flow.getByRole('button', { name: 'Add a pause for input to the flow' }));
  await expect(flow.getByRole('listitem', { name: '2 Answer to question' })).toContainText('pauses for input');
  // The pause added the question it asks, to word.
  const question = page.getByRole('region', { name: 'Questions a run pauses for' }).getByRole('listitem').nth(0);
  await typeInto(page, question.getByRole('textbox', { name: 'Placeholder' }), 'Name the trip');

  // The input left unset is the one problem, shown on its step; Publish stays off.
  const unbound = 'The input "text" needs a value: a form field, a question, an earlier step or a text.';
  await expect(problems.getByRole('listitem')).toHaveText([unbound]);
  await expect(regionStep.getByText(unbound)).toBeVisible();
  await expect(regionStep.getByRole('combobox', { name: 'Input "text"' })).toHaveAttribute('aria-invalid', 'true');
  await expect(toolbar.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expectAccessible();
  // One check (acceptance 2): once the draft is saved as shown, the API refuses to publish it with
  // 422 and the very words the editor shows.
  const draftUrl = `/api/creator/tasks/${new URL(page.url()).searchParams.get('task')}`;
  await expect(async () => {
    const draft = await page.request.get(draftUrl);
    expect(draft.status()).toBe(200);
    expect(((await draft.json()) as { problems: { message: string }[] }).problems.map((p) => p.message)).toEqual([
      unbound,
    ]);
  }).toPass(loadLimit);
  // As the editor's own call: a change through the studio's proxy names the studio's origin.
  const refused = await page.request.post(`${draftUrl}/publish`, { headers: { Origin: new URL(page.url()).origin } });
  expect(refused.status()).toBe(422);
  const shown = await problems.getByRole('listitem').allTextContents();
  const answered = ((await refused.json()) as { details: { message: string }[] }).details.map((p) => p.message);
  expect(answered).toEqual(shown);

  // The problem's link takes the focus to the input on its step, where it is fixed.
  await press(page, problems.getByRole('button', { name: unbound }));
  const regionInput = regionStep.getByRole('combobox', { name: 'Input "text"' });
  await expect(regionInput).toBeFocused();
  await chooseWithArrows(page, regionInput, 'Field: Region');
  await expect(page.getByText('No problems: the task can be published.')).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await expect(toolbar.getByRole('status')).toHaveText(/saved/i, loadLimit);

  // A test run of the draft, through the pause, to COMPLETED.
  await press(page, toolbar.getByRole('button', { name: 'Test run' }));
  const testRun = page.getByRole('dialog', { name: taskName });
  await expect(testRun).toBeVisible(loadLimit);
  await chooseInCombobox(page, testRun.getByRole('combobox', { name: 'Region' }), 'Asia');
  await chooseInCombobox(page, testRun.getByRole('combobox', { name: 'City' }), 'Seoul');
  await expectAccessible();
  await press(page, testRun.getByRole('button', { name: taskName, exact: true }));
  await expect(runStatus(testRun)).toHaveText('Waiting for you', runLimit);
  const paused = testRun.getByRole('form');
  await expectAccessible();
  await typeInto(page, paused.getByRole('textbox', { name: 'Question' }), 'Spring trip');
  await press(page, paused.getByRole('button', { name: 'Continue' }));
  await expect(runStatus(testRun)).toHaveText('Completed', runLimit);
  await expect(
    testRun.getByRole('region', { name: 'Results, newest first' }).getByRole('article').first(),
  ).toBeVisible();
  await expectAccessible();
  // Closing it asks first: its inputs and results are let go.
  await page.keyboard.press('Escape');
  const sure = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(sure).toBeVisible();
  await press(page, sure.getByRole('button', { name: 'Yes' }));
  await expect(testRun).toBeHidden();

  // Version 1.
  await press(page, toolbar.getByRole('button', { name: 'Publish' }));
  await expect(page.getByText('Published version 1. It runs from My Tasks.')).toBeVisible(loadLimit);
  await expectAccessible();

  // My Tasks lists it, as the user's own; Use runs version 1 through the run modal.
  await page.goto('/tasks');
  await hydrated();
  await press(page, page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: /^My tasks/ }));
  const mine = page.getByRole('list', { name: 'My tasks' });
  const cardOnShelf = mine.getByRole('article', { name: taskName });
  await expect(cardOnShelf).toBeVisible(loadLimit);
  await expectAccessible();
  const run = page.getByRole('dialog', { name: taskName });
  // A key press made before React hydrated the cards is lost: it is made again until the modal opens.
  await expect(async () => {
    if (!(await run.isVisible())) await press(page, cardOnShelf.getByRole('button', { name: 'Use' }));
    await expect(run).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await chooseInCombobox(page, run.getByRole('combobox', { name: 'Region' }), 'Europe');
  await chooseInCombobox(page, run.getByRole('combobox', { name: 'City' }), 'Berlin');
  await press(page, run.getByRole('button', { name: taskName, exact: true }));
  await expect(runStatus(run)).toHaveText('Waiting for you', runLimit);
  await typeInto(page, run.getByRole('form').getByRole('textbox', { name: 'Question' }), 'Autumn trip');
  await press(page, run.getByRole('form').getByRole('button', { name: 'Continue' }));
  await expect(runStatus(run)).toHaveText('Completed', runLimit);
  await expectAccessible();

  // Tasks in Process and My Assets name the task as the user named it.
  await page.goto('/queue');
  await hydrated();
  await expect(page.getByRole('listitem', { name: `${taskName}, Completed` })).toHaveCount(2, loadLimit);
  await expectAccessible();
  await page.goto('/assets');
  await hydrated();
  const report = page.getByRole('list', { name: 'Your files' }).getByRole('listitem').filter({ hasText: 'step-3.md' });
  await press(page, report.first().getByRole('button', { name: 'Details of step-3.md' }));
  const lineage = page.getByRole('dialog').getByRole('region', { name: 'Lineage' });
  await expect(lineage).toContainText(`of ${taskName} at step 3 (Answer to question)`, loadLimit);
  await expect(lineage).toContainText('city: Berlin');
  await expectAccessible();
});

// Issue 40 (part B), against the real API: a persona made in Settings, then given to an AI step
// whose prompt takes a form field inserted from the palette with the keyboard, answering as JSON.
test('an Explorer user makes a persona and gives it to an AI step that takes a field and answers as JSON', async ({
  page,
  signUp,
  setPlan,
  hydrated,
  expectAccessible,
}) => {
  test.setTimeout(300_000);
  const account = await signUp({ email: uniqueEmail('ai-step') });
  await setPlan(account.email, 'Explorer');

  await page.goto('/setting/personas');
  await hydrated();
  await expect(page.getByText('0 of 6 personas on your Explorer plan.')).toBeVisible(loadLimit);
  await expectAccessible();
  await typeInto(page, page.getByRole('textbox', { name: 'Name' }), 'House voice');
  await typeInto(page, page.getByRole('textbox', { name: /Words to avoid/ }), 'synergy');
  await press(page, page.getByRole('button', { name: 'Make the persona' }));
  await expect(page.getByText('House voice is ready for your tasks.')).toBeVisible(loadLimit);
  await expect(page.getByText('1 of 6 personas on your Explorer plan.')).toBeVisible(loadLimit);
  await expectAccessible();

  await page.goto('/creator');
  await hydrated();
  await typeInto(page, page.getByRole('textbox', { name: "New task's name" }), 'Headline writer');
  await press(page, page.getByRole('button', { name: 'New task' }));
  await expect(page).toHaveURL(/\/creator\?task=/, loadLimit);
  const form = page.getByRole('region', { name: 'Form' });
  await press(page, form.getByRole('button', { name: 'Add a field' }));
  const field = form.getByRole('listitem').nth(0);
  await typeInto(page, field.getByRole('textbox', { name: 'Name' }), 'topic');
  await typeInto(page, field.getByRole('textbox', { name: 'Placeholder' }), 'Topic');
  const flow = page.getByRole('region', { name: 'Flow' });
  await press(page, flow.getByRole('button', { name: 'Add a step to the flow' }));
  const step = flow.getByRole('listitem', { name: '1 Result 1' });
  await chooseWithArrows(page, step.getByRole('combobox', { name: 'Service' }), 'AI (AI)');
  const prompt = step.getByRole('textbox', { name: /^Prompt/ });
  await typeInto(page, prompt, 'Write a headline about ');
  await press(page, step.getByRole('button', { name: 'Insert Field: Topic' }));
  await expect(prompt).toHaveValue('Write a headline about {{form.topic}}');
  await expect(step.getByText('The prompt with its variables').locator('..')).toContainText('Field: Topic');
  await chooseWithArrows(page, step.getByRole('combobox', { name: 'Persona' }), 'House voice');
  // A radio group takes the focus on its checked radio; the arrow keys move the choice.
  await tabTo(page, step.getByRole('radio', { name: 'Formatted text (Markdown)' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(step.getByRole('radio', { name: 'JSON of a shape you write' })).toBeChecked();
  await expect(step.getByRole('textbox', { name: /shape/ })).toBeVisible();
  await expectAccessible();

  // The draft the API keeps holds the step as the editor shows it.
  const toolbar = page.getByRole('region', { name: 'Draft' });
  await expect(toolbar.getByRole('status')).toHaveText(/saved/i, loadLimit);
  const draftUrl = `/api/creator/tasks/${new URL(page.url()).searchParams.get('task')}`;
  await expect(async () => {
    const draft = (await (await page.request.get(draftUrl)).json()) as {
      definition: { flow: { sequence: Array<Record<string, unknown>> } };
    };
    const saved = draft.definition.flow.sequence[0] as {
      inputs: unknown;
      options: { prompt: string };
      ai: { persona: { personaId: string }; output: { kind: string } };
    };
    expect(saved.inputs).toEqual({ 'form.topic': { param: 'topic' } });
    expect(saved.options.prompt).toBe('Write a headline about {{form.topic}}');
    expect(saved.ai.output.kind).toBe('json');
    expect(saved.ai.persona.personaId).toMatch(/^[0-9a-f-]{36}$/);
  }).toPass(loadLimit);
});

test('a Free user is offered the upgrade on /creator', async ({ page, signUp, hydrated, expectAccessible }) => {
  await signUp({ email: uniqueEmail('free-creator') });
  await page.goto('/creator');
  await hydrated();
  await expect(page.getByRole('button', { name: 'Upgrade' })).toBeVisible(loadLimit);
  await expect(page.getByRole('button', { name: 'New task' })).toHaveCount(0);
  await expectAccessible();
});
