import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { routeTestApi } from '../../testing/route-test-api.ts';
import { renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import { typeAtOnce, watchCommits } from '../../testing/watch-commits.tsx';
import SettingRoute, { action, ErrorBoundary, loader } from './route.tsx';

const api = routeTestApi();
const { mockApi } = api;

const email = 'ada@taskwell.dev';
const key = 'sk-never-shown-4c1d9e';

/** Settings with the cookie session of `email` on `plan`. */
function renderSetting(plan: string, Page: ComponentType = SettingRoute) {
  const token = mockApi.context.issueSession(email);
  mockApi.context.accountFor(email).profile.plan = plan;
  renderSignedInRoute(api, token, { path: 'setting', Component: Page, ErrorBoundary, loader, action });
}

async function addService(
  user: ReturnType<typeof userEvent.setup>,
  values: { apiKey?: string; baseUrl?: string; model?: string; submit?: false },
) {
  const form = await screen.findByRole('form', { name: 'Add an AI service' });
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Team Llama');
  await user.type(
    within(form).getByRole('textbox', { name: /Base URL/ }),
    values.baseUrl ?? 'https://models.example/v1',
  );
  await user.type(within(form).getByRole('textbox', { name: 'Model' }), values.model ?? 'llama3.2');
  if (values.apiKey) await user.type(within(form).getByLabelText(/^API key/), values.apiKey);
  if (values.submit !== false) await user.click(within(form).getByRole('button', { name: 'Add AI service' }));
}

/** Once the add form's last sending is over, the page's data read again after it included. */
async function addFormSettled() {
  const form = screen.getByRole('form', { name: 'Add an AI service' });
  const button = within(form).getByRole('button', { name: 'Add AI service' });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
}

/** The add form's fields as they are now. */
function addFormFields() {
  const form = within(screen.getByRole('form', { name: 'Add an AI service' }));
  const typedIn = (field: HTMLElement) => (field as HTMLInputElement).value;
  return {
    name: typedIn(form.getByRole('textbox', { name: 'Name' })),
    baseUrl: typedIn(form.getByRole('textbox', { name: /Base URL/ })),
    model: typedIn(form.getByRole('textbox', { name: 'Model' })),
    apiKey: typedIn(form.getByLabelText(/^API key/)),
  };
}

describe("Settings' AI services (issue 40)", () => {
  it('given a plan below Creator should name the plan that has them and offer no form', async () => {
    renderSetting('Explorer');
    expect(await screen.findByRole('heading', { name: 'AI services' })).toBeInTheDocument();
    expect(screen.getByText(/Private AI services come with the Creator plan and above/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add an AI service' })).toBeNull();
    expect(screen.getByText('No AI services yet.')).toBeInTheDocument();
  });

  it('given a Creator should add a service, list it without its key, and test its connection', async () => {
    const user = userEvent.setup();
    renderSetting('Creator');
    await addService(user, { apiKey: key });

    expect(await screen.findByText('Team Llama is added. Test its connection to see the model answer.')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Your AI services' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Model llama3.2');
    expect(row).toHaveTextContent('https://models.example/v1');
    expect(row).toHaveTextContent('A key is kept (never shown)');
    expect(document.body).not.toHaveTextContent(key);
    // The add form is empty again, its key field too.
    expect(within(screen.getByRole('form', { name: 'Add an AI service' })).getByLabelText(/^API key/)).toHaveValue('');

    await user.click(within(row).getByRole('button', { name: 'Test the connection of Team Llama' }));
    expect(await within(row).findByText('Hello! The connection works.')).toBeVisible();
  });

  it('given an edit with the key field left empty should keep the key, and with a new one replace it', async () => {
    const user = userEvent.setup();
    renderSetting('Creator');
    await addService(user, { apiKey: key });
    const row = within(await screen.findByRole('list', { name: 'Your AI services' })).getByRole('listitem');

    await user.click(within(row).getByRole('button', { name: 'Edit Team Llama' }));
    const edit = within(row).getByRole('form', { name: 'Edit Team Llama' });
    expect(within(edit).getByLabelText(/^New API key/)).toHaveValue('');
    const name = within(edit).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Office Llama');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Office Llama is saved.')).toBeVisible();
    const kept = [...mockApi.context.aiServices.values()][0];
    expect(kept?.key).toBe(key);

    // The message is the action's reply; the list shows the new name once the page's data is read
    // again after it (on a busy machine, after the message).
    await user.click(await screen.findByRole('button', { name: 'Edit Office Llama' }));
    const again = screen.getByRole('form', { name: 'Edit Office Llama' });
    await user.type(within(again).getByLabelText(/^New API key/), 'sk-replaced');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Office Llama is saved with its new key.')).toBeVisible();
    expect([...mockApi.context.aiServices.values()][0]?.key).toBe('sk-replaced');
  });

  it('given a failed connection test should show the reason, and a delete should remove the service', async () => {
    const user = userEvent.setup();
    renderSetting('Creator');
    await addService(user, {});
    const row = within(await screen.findByRole('list', { name: 'Your AI services' })).getByRole('listitem');
    expect(row).toHaveTextContent('No key');

    await user.click(within(row).getByRole('button', { name: 'Test the connection of Team Llama' }));
    expect(await within(row).findByText('The AI service refused the credentials (HTTP 401).')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Delete Team Llama' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your AI services' })).toBeNull());
    expect(mockApi.context.aiServices.size).toBe(0);
  });

  it('given a service added should empty the form in the render that says so, and add the next one typed then', async () => {
    const user = userEvent.setup();
    const page = watchCommits(SettingRoute);
    renderSetting('Creator', page.Page);
    const added = 'Team Llama is added. Test its connection to see the model answer.';
    // In the render that first shows the message: what the form holds, and the next name typed at
    // once, as a quick user does (before any effect of that render).
    const atMessage = page.atFirstCommit(
      () => screen.queryByText(added) !== null,
      () => {
        const held = addFormFields();
        const form = screen.getByRole('form', { name: 'Add an AI service' });
        typeAtOnce(within(form).getByRole('textbox', { name: 'Name' }), 'Office Llama');
        return held;
      },
    );
    await addService(user, { apiKey: key });

    expect(await screen.findByText(added)).toBeVisible();
    expect(atMessage.seen?.value).toEqual({ name: '', baseUrl: '', model: '', apiKey: '' });
    const form = within(screen.getByRole('form', { name: 'Add an AI service' }));
    expect(form.getByRole('button', { name: 'Add AI service' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Office Llama');
    await user.type(form.getByRole('textbox', { name: /Base URL/ }), 'https://office.example/v1');
    await user.type(form.getByRole('textbox', { name: 'Model' }), 'llama3.3');
    await user.click(form.getByRole('button', { name: 'Add AI service' }));
    expect(
      await screen.findByText('Office Llama is added. Test its connection to see the model answer.'),
    ).toBeVisible();
    expect([...mockApi.context.aiServices.values()].map((entry) => entry.service.name)).toEqual([
      'Team Llama',
      'Office Llama',
    ]);
  });

  it('given a service sent with Enter from the model, should keep the focus in the model field, empty', async () => {
    const user = userEvent.setup();
    renderSetting('Creator');
    await addService(user, { model: 'llama3.2{Enter}', submit: false });

    expect(await screen.findByText('Team Llama is added. Test its connection to see the model answer.')).toBeVisible();
    const model = within(screen.getByRole('form', { name: 'Add an AI service' })).getByRole('textbox', {
      name: 'Model',
    });
    expect(model).toHaveValue('');
    expect(model).toHaveFocus();
  });

  it('given an address that is not a URL should say so under the field and keep what was typed', async () => {
    const user = userEvent.setup();
    renderSetting('Creator');
    await addService(user, { baseUrl: 'models.example', apiKey: key });
    expect(await screen.findByText('Write the address as https://api.openai.com/v1.')).toBeVisible();
    await addFormSettled();
    expect(screen.getByText('Write the address as https://api.openai.com/v1.')).toBeVisible();
    expect(addFormFields()).toEqual({ name: 'Team Llama', baseUrl: 'models.example', model: 'llama3.2', apiKey: key });
    expect(mockApi.context.aiServices.size).toBe(0);
  });

  it('given the API failing to add a service should say so and keep every field typed', async () => {
    const user = userEvent.setup();
    renderSetting('Creator');
    mockApi.failNext('createAiService', 'server-error');
    await addService(user, { apiKey: key });
    const form = screen.getByRole('form', { name: 'Add an AI service' });
    expect(await within(form).findByRole('alert')).toBeVisible();
    await addFormSettled();
    expect(within(form).getByRole('alert')).toBeVisible();
    expect(addFormFields()).toEqual({
      name: 'Team Llama',
      baseUrl: 'https://models.example/v1',
      model: 'llama3.2',
      apiKey: key,
    });
    expect(mockApi.context.aiServices.size).toBe(0);
  });
});
