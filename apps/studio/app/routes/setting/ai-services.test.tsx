import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeTestApi } from '../../testing/route-test-api.ts';
import { renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import SettingRoute, { action, ErrorBoundary, loader } from './route.tsx';

const api = routeTestApi();
const { mockApi } = api;

const email = 'ada@taskwell.dev';
const key = 'sk-never-shown-4c1d9e';

/** Settings with the cookie session of `email` on `plan`. */
function renderSetting(plan: string) {
  const token = mockApi.context.issueSession(email);
  mockApi.context.accountFor(email).profile.plan = plan;
  renderSignedInRoute(api, token, { path: 'setting', Component: SettingRoute, ErrorBoundary, loader, action });
}

async function addService(user: ReturnType<typeof userEvent.setup>, values: { apiKey?: string; baseUrl?: string }) {
  const form = await screen.findByRole('form', { name: 'Add an AI service' });
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Team Llama');
  await user.type(
    within(form).getByRole('textbox', { name: /Base URL/ }),
    values.baseUrl ?? 'https://models.example/v1',
  );
  await user.type(within(form).getByRole('textbox', { name: 'Model' }), 'llama3.2');
  if (values.apiKey) await user.type(within(form).getByLabelText(/^API key/), values.apiKey);
  await user.click(within(form).getByRole('button', { name: 'Add AI service' }));
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

  it('given an address that is not a URL should say so under the field and keep what was typed', async () => {
    const user = userEvent.setup();
    renderSetting('Creator');
    await addService(user, { baseUrl: 'models.example' });
    expect(await screen.findByText('Write the address as https://api.openai.com/v1.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Team Llama');
    expect(mockApi.context.aiServices.size).toBe(0);
  });
});
