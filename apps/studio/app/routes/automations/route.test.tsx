import type { CreatorDefinition } from '@taskwell/api-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { findModal } from '../../testing/find-modal.ts';
import { routeTestApi } from '../../testing/route-test-api.ts';
import { proxyBrowserCalls, renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import AutomationsRoute, { action, ErrorBoundary, loader } from './route.tsx';

const api = routeTestApi();
const { mockApi } = api;

function renderAutomations(email: string, plan: string) {
  mockApi.context.accountFor(email).profile.plan = plan;
  const token = mockApi.context.issueSession(email);
  renderSignedInRoute(api, token, { path: 'automations', Component: AutomationsRoute, ErrorBoundary, loader, action });
}

/** Chooses an option of a select by keyboard, as a user without a mouse does. */
async function choose(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  box.focus();
  await userEvent.keyboard('{Enter}');
  const item = await screen.findByRole('option', { name: option });
  item.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(box).toHaveTextContent(option));
}

/** Puts text into a field as a paste does (one change, not one per key: the form re-renders once). */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** A task of the user's own with two published versions, whose runs ask two questions mid-run. */
function seedOwnTask(owner: string): string {
  const id = '0193a3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b';
  const definition: CreatorDefinition = {
    id,
    name: 'Launch note',
    heading: 'A launch note, approved',
    description: 'Drafts a launch note and asks for approval.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 3,
    plans: 'Discovery',
    category: 'marketing',
    parameters: [{ id: 'topic', name: 'topic', valueType: 'text/plain' }],
    asks: [
      {
        id: 'decision',
        name: 'decision',
        valueType: 'text/plain',
        ui: { type: 'list', placeholder: 'Publish it?', lookup: ['Publish as written', 'Hold it'] },
      },
      { id: 'headline', name: 'headline', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Headline' } },
      { id: 'logo', name: 'logo', valueType: 'image/png', ui: { type: 'image', placeholder: 'Logo' } },
    ],
    flow: { sequence: [] },
  };
  mockApi.context.creatorTasks.set(id, {
    owner,
    draft: definition,
    savedAt: '2026-11-20T09:00:00.000Z',
    versions: [
      { version: 1, definition, publishedAt: '2026-11-02T09:00:00.000Z' },
      { version: 2, definition, publishedAt: '2026-11-20T09:00:00.000Z' },
    ],
  });
  return id;
}

describe('the automations route (issue 46)', { timeout: 120_000 }, () => {
  it("should pin a version of the user's own task and answer its questions ahead, and show both on the row", async () => {
    const email = 'own-task-automation@taskwell.dev';
    seedOwnTask(email);
    renderAutomations(email, 'Creator');
    await userEvent.click(await screen.findByRole('button', { name: 'New automation' }));
    const form = screen.getByRole('region', { name: 'New automation' });
    await typeInto(within(form).getByRole('textbox', { name: 'Name' }), 'Friday launch note');
    // A seeded task asks nothing mid-run and has no versions to pin.
    await choose('Task', 'Summarise a Text');
    expect(within(form).queryByRole('combobox', { name: 'Version' })).toBeNull();
    expect(within(form).queryByRole('group', { name: 'Answers ahead' })).toBeNull();

    await choose('Task', 'Launch note');
    const version = within(form).getByRole('combobox', { name: 'Version' });
    await waitFor(() => expect(version).toHaveTextContent('Latest published (now version 2)'));
    expect(version).toHaveAccessibleDescription('Each run uses the latest version you published.');
    await choose('Version', 'Version 1 · 2 Nov 2026');
    expect(version).toHaveAccessibleDescription('Runs stay on version 1, even after you publish a newer one.');

    const answers = within(form).getByRole('group', { name: 'Answers ahead' });
    expect(within(answers).getByRole('combobox', { name: 'Publish it?' })).toHaveTextContent(
      'Ask when the run gets there',
    );
    expect(answers).toHaveTextContent('Logo: a file, asked when the run gets there.');
    await choose('Publish it?', 'Publish as written');
    await typeInto(within(answers).getByRole('textbox', { name: 'Headline' }), 'Out on Friday');
    await userEvent.click(within(form).getByRole('button', { name: 'Create automation' }));

    const row = await screen.findByRole('listitem', { name: 'Friday launch note' });
    // The form closes with the saved note, one render after the list (once the submission is idle).
    expect(await screen.findByRole('region', { name: 'Saved' })).toHaveTextContent('Friday launch note is saved.');
    expect(row).toHaveTextContent('Pinned to version 1 · 2 questions answered ahead');
    const [kept] = [...mockApi.context.automations.values()];
    expect(kept?.automation).toMatchObject({
      taskVersion: 1,
      answers: { decision: 'Publish as written', headline: 'Out on Friday' },
    });
    await userEvent.click(within(row).getByRole('button', { name: 'History' }));
    expect(await within(row).findByText('Its runs use version 1 of the task (pinned).')).toBeVisible();

    // Edited: the pin and the answers come back as saved; back to the latest, one answer left to the run.
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('region', { name: 'Edit Friday launch note' });
    await waitFor(() => expect(within(edit).getByRole('combobox', { name: 'Version' })).toHaveTextContent('Version 1'));
    expect(within(edit).getByRole('textbox', { name: 'Headline' })).toHaveValue('Out on Friday');
    await choose('Version', 'Latest published (now version 2)');
    await userEvent.clear(within(edit).getByRole('textbox', { name: 'Headline' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Friday launch note' })).toHaveTextContent(
        'Latest published version · 1 question answered ahead',
      ),
    );
    expect([...mockApi.context.automations.values()][0]?.automation).toMatchObject({
      taskVersion: null,
      answers: { decision: 'Publish as written' },
    });
  });

  it('given a plan without automation should name the plan and the one that has it', async () => {
    renderAutomations('free-automation@taskwell.dev', 'Free');
    expect(await screen.findByText(/Your Free plan does not include automations\. Upgrade to Explorer/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'New automation' })).toBeNull();
  });

  it('should make a weekly automation, keep what was typed when the API refuses it, and show the next five runs', async () => {
    renderAutomations('explorer-automation@taskwell.dev', 'Explorer');
    expect(await screen.findByText(/You have no automations yet/)).toBeVisible();
    expect(
      screen.getByText(
        'Your Explorer plan: 0 of 10 automations, each starting at most once a day; triggers: schedules.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New automation' }));
    const form = screen.getByRole('region', { name: 'New automation' });
    // Explorer offers schedules only: no cron, webhook or chain.
    expect(
      within(within(form).getByRole('radiogroup', { name: 'Trigger' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Daily', 'Weekly', 'Monthly']);
    await userEvent.click(within(form).getByRole('button', { name: 'Create automation' }));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Give the automation a name.',
    );
    await typeInto(within(form).getByRole('textbox', { name: 'Name' }), 'Monday summary');
    await choose('Task', 'Summarise a Text');
    const text = await within(form).findByRole('textbox', { name: 'Type or paste the text' });
    await typeInto(text, 'The office opens in May.');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Thursday' }));
    expect(within(form).getByRole('region', { name: 'Next five runs' }).querySelectorAll('li')).toHaveLength(5);

    // Refused by the API: its message in the form, every field as typed.
    mockApi.server.use(
      http.post('*/api/automations', () =>
        HttpResponse.json(
          { status: 403, code: 'automation_limit', message: 'Your Explorer plan keeps 10 automations.' },
          { status: 403 },
        ),
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Create automation' }));
    expect(await within(form).findByText('Your Explorer plan keeps 10 automations.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Monday summary');
    expect(within(form).getByRole('textbox', { name: 'Type or paste the text' })).toHaveValue(
      'The office opens in May.',
    );
    expect(within(form).getByRole('checkbox', { name: 'Thursday' })).toBeChecked();

    mockApi.server.resetHandlers();
    proxyBrowserCalls(api, mockApi.context.issueSession('explorer-automation@taskwell.dev'));
    await userEvent.click(await within(form).findByRole('button', { name: 'Create automation' }));
    const row = await screen.findByRole('listitem', { name: 'Monday summary' });
    expect(row).toHaveTextContent('Weekly on Mon, Thu at 09:00');
    expect(row).toHaveTextContent(/Next run \d{1,2} \w{3} \d{4}, 09:00/);
    // The form closes with the saved note, one render after the list (once the submission is idle).
    expect(await screen.findByRole('region', { name: 'Saved' })).toHaveTextContent('Monday summary is saved.');
    expect(screen.queryByRole('region', { name: 'New automation' })).toBeNull();
    const [kept] = [...mockApi.context.automations.values()];
    expect(kept?.automation.parameters).toMatchObject({ text: { value: 'The office opens in May.' } });
    expect(kept?.automation.delivery).toEqual({ kind: 'email', email: 'explorer-automation@taskwell.dev' });
  });

  it('should pause, resume, run now with its history, and delete only once confirmed', async () => {
    const email = 'row-automation@taskwell.dev';
    renderAutomations(email, 'Creator');
    await userEvent.click(await screen.findByRole('button', { name: 'New automation' }));
    const form = screen.getByRole('region', { name: 'New automation' });
    await typeInto(within(form).getByRole('textbox', { name: 'Name' }), 'Drop-in check');
    await choose('Task', 'Summarise a Text');
    await typeInto(await within(form).findByRole('textbox', { name: 'Type or paste the text' }), 'A report.');
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Trigger' })).getByRole('radio', { name: 'Webhook' }),
    );
    await userEvent.click(within(form).getByRole('radio', { name: 'My Assets only' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create automation' }));
    const row = await screen.findByRole('listitem', { name: 'Drop-in check' });
    // Its secret URL, in full on the API's address.
    expect((within(row).getByRole('textbox', { name: 'Webhook URL' }) as HTMLInputElement).value).toMatch(
      /^http:\/\/.+\/api\/hooks\/automations\/[0-9a-f-]{36}$/,
    );
    // The saved note follows the list by one render (set once the form's submission is idle).
    const saved = await screen.findByRole('region', { name: 'Saved' });
    expect(saved).toHaveTextContent('Drop-in check is saved.');

    await userEvent.click(within(row).getByRole('button', { name: 'Pause' }));
    expect(await within(row).findByText('Paused')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Resume' }));
    expect(await within(row).findByText('Active')).toBeVisible();

    await userEvent.click(within(row).getByRole('button', { name: 'Run now' }));
    expect(await within(row).findByText(/^Started\./)).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'History' }));
    const runs = await within(row).findByRole('table', { name: 'Runs of Drop-in check' });
    expect(within(runs).getAllByRole('row')).toHaveLength(2);
    expect(within(runs).getByText('run now')).toBeVisible();

    const rotatedFrom = (within(row).getByRole('textbox', { name: 'Webhook URL' }) as HTMLInputElement).value;
    await userEvent.click(within(row).getByRole('button', { name: 'New webhook URL' }));
    await waitFor(() => expect(within(row).getByRole('textbox', { name: 'Webhook URL' })).not.toHaveValue(rotatedFrom));

    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await findModal('Are you sure?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('listitem', { name: 'Drop-in check' })).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await findModal()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/You have no automations yet/)).toBeVisible();
  });
});
