import { Outlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { createApiClient } from '@taskwell/api-sdk';
import { setupMockServer } from '@taskwell/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, signedInRequest } from '../../session/testing/signed-in-request.ts';
import { SignInProvider, useSignIn } from '../../sign-in/sign-in-context.tsx';
import { whenLayerTakesClicks } from '../../testing/find-modal.ts';
import { stubFuture } from '../../testing/stub-future.ts';
import { type Commit, typeAtOnce, watchCommits } from '../../testing/watch-commits.tsx';
import SettingRoute, { action, ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockApi.reset());
afterAll(() => mockApi.server.close());

/** Shows what the sign-in modal was asked for, standing in for the modal of the root layout. */
function SignInProbe() {
  const { request } = useSignIn();
  return <output aria-label="sign-in request">{request ? `${request.mode}:${request.reason ?? ''}` : 'closed'}</output>;
}

/** The settings route in a stub whose loader and action run with the cookie session of `token`. */
function renderSetting(token: string | null, Page: ComponentType = SettingRoute) {
  const withSession = async (request: Request) => (token ? asSignedIn(request, token) : request);
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => (
        <SignInProvider>
          <SignInProbe />
          <Outlet />
        </SignInProvider>
      ),
      children: [
        {
          path: 'setting',
          Component: Page,
          ErrorBoundary,
          loader: async ({ request }) => loader({ request: await withSession(request), params: {}, context: {} }),
          action: async ({ request }) => action({ request: await withSession(request), params: {}, context: {} }),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/setting']} future={stubFuture} />);
}

async function createKey(name: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'Key name' });
  await user.clear(field);
  if (name) await user.type(field, name);
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  return user;
}

/** Whether the action's answer in `commit` is a key of `kind` just made. */
const madeKey = (commit: Commit, kind: 'secret' | 'public') => {
  const answer = commit.actionData as { status?: string; key?: { kind?: string } } | undefined;
  return answer?.status === 'created' && answer.key?.kind === kind;
};

/** The public key form's fields as they are now, the task by what its select shows. */
function publicKeyFields() {
  const typedIn = (field: HTMLElement) => (field as HTMLInputElement).value;
  return {
    name: typedIn(screen.getByRole('textbox', { name: 'Public key name' })),
    task: screen.getByRole('combobox', { name: 'Task the widget runs' }).textContent,
    origins: typedIn(screen.getByRole('textbox', { name: /Sites it runs on/ })),
    dailyCreditCap: typedIn(screen.getByRole('spinbutton', { name: /Daily spending cap/ })),
  };
}

async function chooseTask(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Task the widget runs' }));
  await user.click(await whenLayerTakesClicks(await screen.findByRole('option', { name })));
}

/** Once the page's last sending is over, its data read again after it included. */
async function pageSettled() {
  const button = screen.getByRole('button', { name: 'Create public key' });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
}

describe('the settings route (API keys)', () => {
  describe('given a signed-in user without keys', () => {
    it('should say there are none and show how to run a task from code with the API address', async () => {
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'));

      expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('No keys yet.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Run a task from your code' })).toBeInTheDocument();
      const example = screen.getByRole('figure', { name: 'Example with curl' });
      expect(example).toHaveTextContent('curl -s -X POST "http://127.0.0.1:3002/api/execute/task"');
      expect(example).toHaveTextContent('-H "API-Key: $TASKWELL_API_KEY"');
    });
  });

  describe('given a new key', () => {
    it('should show it once, then list it by its prefix only', async () => {
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'));

      await createKey('Nightly report');

      const shown = await screen.findByRole('figure', { name: 'New API key' });
      const key = within(shown).getByText(/^tw_sk_/).textContent ?? '';
      expect(key).toMatch(/^tw_sk_/);
      expect(screen.getByText('Copy it now: it will not be shown again.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
      const list = await screen.findByRole('list', { name: 'Your keys' });
      const row = within(list).getByRole('listitem');
      expect(row).toHaveTextContent('Nightly report');
      expect(row).toHaveTextContent('Last used Never');
      expect(row).not.toHaveTextContent(key);
      expect(row).toHaveTextContent(`${key.slice(0, 18)}…`);
      expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveValue('');
    });

    it('should empty the name in the render that receives the key, and make the next key typed then', async () => {
      const page = watchCommits(SettingRoute);
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'), page.Page);
      // In the render that first has the new key (the page's data is then read again before the key
      // shows): what the name field holds, and the next name typed at once, as a quick user does.
      const atAnswer = page.atFirstCommit(
        (commit) => madeKey(commit, 'secret'),
        () => {
          const field = screen.getByRole('textbox', { name: 'Key name' });
          const held = (field as HTMLInputElement).value;
          typeAtOnce(field, 'Weekly digest');
          return held;
        },
      );

      const user = await createKey('Nightly report');

      expect(await screen.findByRole('figure', { name: 'New API key' })).toBeInTheDocument();
      expect(atAnswer.seen?.value).toBe('');
      expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveValue('Weekly digest');
      await user.click(screen.getByRole('button', { name: 'Create key' }));
      expect(await screen.findByText('Your new key "Weekly digest"')).toBeInTheDocument();
      expect([...mockApi.context.apiKeys.values()].map((kept) => kept.summary.name)).toEqual([
        'Nightly report',
        'Weekly digest',
      ]);
    });

    it('given the name sent with Enter, should keep the focus in the name field, empty', async () => {
      const user = userEvent.setup();
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'));
      await user.type(await screen.findByRole('textbox', { name: 'Key name' }), 'Nightly report{Enter}');

      expect(await screen.findByRole('figure', { name: 'New API key' })).toBeInTheDocument();
      const field = screen.getByRole('textbox', { name: 'Key name' });
      expect(field).toHaveValue('');
      expect(field).toHaveFocus();
    });

    it('should refuse a blank name with a message and make nothing', async () => {
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'));

      await createKey('');

      expect(await screen.findByText('Give the key a name, such as where it is used.')).toBeInTheDocument();
      expect(mockApi.context.apiKeys.size).toBe(0);
    });

    it('should say so when the API fails, keeping the name typed', async () => {
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'));
      mockApi.failNext('createApiKey', 'server-error');

      await createKey('Nightly report');

      expect(await screen.findByRole('alert')).toHaveTextContent('The keys could not be changed right now.');
      expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveValue('Nightly report');
    });
  });

  describe('given a public key for a widget', () => {
    it('should ask for a task first, keeping what was typed', async () => {
      const user = userEvent.setup();
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'));
      await user.type(await screen.findByRole('textbox', { name: 'Public key name' }), 'Help centre');
      await user.type(screen.getByRole('textbox', { name: /Sites it runs on/ }), 'https://www.example.com');
      const cap = screen.getByRole('spinbutton', { name: /Daily spending cap/ });
      await user.clear(cap);
      await user.type(cap, '40');

      await user.click(screen.getByRole('button', { name: 'Create public key' }));

      expect(await screen.findByText('Choose the task the widget runs.')).toBeInTheDocument();
      await pageSettled();
      expect(screen.getByText('Choose the task the widget runs.')).toBeInTheDocument();
      expect(publicKeyFields()).toEqual({
        name: 'Help centre',
        task: 'Choose a task…',
        origins: 'https://www.example.com',
        dailyCreditCap: '40',
      });
      expect(mockApi.context.apiKeys.size).toBe(0);
    });

    it('should refuse a site that is not an address, keeping what was typed and the task chosen', async () => {
      const user = userEvent.setup();
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'));
      await user.type(await screen.findByRole('textbox', { name: 'Public key name' }), 'Help centre');
      await chooseTask(user, 'Summarise a Text');
      await user.type(screen.getByRole('textbox', { name: /Sites it runs on/ }), 'www.example.com/help');

      await user.click(screen.getByRole('button', { name: 'Create public key' }));

      const refusal = await screen.findByText(/"www\.example\.com\/help" is not a site address/);
      await pageSettled();
      expect(refusal).toBeInTheDocument();
      expect(publicKeyFields()).toEqual({
        name: 'Help centre',
        task: 'Summarise a Text',
        origins: 'www.example.com/help',
        dailyCreditCap: '100',
      });
      expect(mockApi.context.apiKeys.size).toBe(0);
    });

    it('should empty the form in the render that receives the key, and make the next key typed then', async () => {
      const user = userEvent.setup();
      const page = watchCommits(SettingRoute);
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'), page.Page);
      // In the render that first has the new key (the page's data is then read again before the key
      // shows): what the form holds, and the next name typed at once, as a quick user does.
      const atAnswer = page.atFirstCommit(
        (commit) => madeKey(commit, 'public'),
        () => {
          const held = publicKeyFields();
          typeAtOnce(screen.getByRole('textbox', { name: 'Public key name' }), 'Docs widget');
          return held;
        },
      );
      await user.type(await screen.findByRole('textbox', { name: 'Public key name' }), 'Help centre');
      await chooseTask(user, 'Summarise a Text');
      await user.type(screen.getByRole('textbox', { name: /Sites it runs on/ }), 'https://www.example.com');
      const cap = screen.getByRole('spinbutton', { name: /Daily spending cap/ });
      await user.clear(cap);
      await user.type(cap, '40');

      await user.click(screen.getByRole('button', { name: 'Create public key' }));

      expect(await screen.findByText('Your public key "Help centre"')).toBeInTheDocument();
      expect(atAnswer.seen?.value).toEqual({ name: '', task: 'Choose a task…', origins: '', dailyCreditCap: '100' });
      expect(screen.getByRole('button', { name: 'Create public key' })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'Public key name' })).toHaveValue('Docs widget');
      await chooseTask(user, 'Summarise a Text');
      await user.type(screen.getByRole('textbox', { name: /Sites it runs on/ }), 'https://docs.example.com');
      await user.click(screen.getByRole('button', { name: 'Create public key' }));
      expect(await screen.findByText('Your public key "Docs widget"')).toBeInTheDocument();
      const made = [...mockApi.context.apiKeys.values()].map(({ summary }) => [summary.name, summary.dailyCreditCap]);
      expect(made).toEqual([
        ['Help centre', 40],
        ['Docs widget', 100],
      ]);
    });

    it('given the form sent with Enter from the cap, should keep the focus in the cap field, back to its default', async () => {
      const user = userEvent.setup();
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'));
      await user.type(await screen.findByRole('textbox', { name: 'Public key name' }), 'Help centre');
      await chooseTask(user, 'Summarise a Text');
      await user.type(screen.getByRole('textbox', { name: /Sites it runs on/ }), 'https://www.example.com');
      const cap = screen.getByRole('spinbutton', { name: /Daily spending cap/ });
      await user.clear(cap);
      await user.type(cap, '40{Enter}');

      expect(await screen.findByText('Your public key "Help centre"')).toBeInTheDocument();
      const fresh = screen.getByRole('spinbutton', { name: /Daily spending cap/ });
      expect(fresh).toHaveValue(100);
      expect(fresh).toHaveFocus();
    });

    it('should make a key bound to the task and the sites read from the form', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const form = new URLSearchParams({
        intent: 'create-public',
        name: 'Help centre',
        taskId: 'summarise-text',
        origins: 'https://www.example.com/\nhttps://help.example.com',
        dailyCreditCap: '40',
      });
      const request = await signedInRequest('http://127.0.0.1:3001/setting', token, {
        method: 'POST',
        body: form.toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });

      const reply = await action({ request, params: {}, context: {} });

      expect(reply.data).toMatchObject({
        status: 'created',
        key: {
          kind: 'public',
          taskId: 'summarise-text',
          origins: ['https://www.example.com', 'https://help.example.com'],
        },
      });
      const [kept] = [...mockApi.context.apiKeys.values()];
      expect(kept?.summary).toMatchObject({ kind: 'public', taskId: 'summarise-text', dailyCreditCap: 40 });
      expect(kept?.owner).toBe('ada@taskwell.dev');
    });
  });

  describe("given a public key's daily spending cap (issue 29)", () => {
    it('should show what the key spent against its cap, and change the cap from its row', async () => {
      const user = userEvent.setup();
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const made = await createApiClient({ baseUrl: 'http://localhost:3002', getToken: () => token }).createApiKey({
        name: 'Help centre',
        kind: 'public',
        taskId: 'summarise-text',
        origins: ['https://www.example.com'],
        dailyCreditCap: 40,
      });
      const kept = mockApi.context.apiKeys.get(made.id);
      if (kept) kept.summary = { ...kept.summary, spentToday: 12, spentTotal: 30 };
      renderSetting(token);

      const row = (await screen.findByRole('list', { name: 'Your keys' })).querySelector('li') as HTMLElement;
      expect(row).toHaveTextContent('Spent today 12 credits of 40 credits · 30 credits in all');
      const cap = within(row).getByRole('spinbutton', { name: 'Daily cap of Help centre (credits)' });
      await user.clear(cap);
      await user.type(cap, '0');
      await user.click(within(row).getByRole('button', { name: 'Save cap' }));
      expect(
        await screen.findByText('A daily cap of at least 1 credit, or the key could run nothing.'),
      ).toBeInTheDocument();

      await user.clear(cap);
      await user.type(cap, '250');
      await user.click(within(row).getByRole('button', { name: 'Save cap' }));
      expect(await screen.findByText('Help centre now spends at most 250 credits a day.')).toBeInTheDocument();
      expect(mockApi.context.apiKeys.get(made.id)?.summary.dailyCreditCap).toBe(250);
    });
  });

  describe('given a key to revoke', () => {
    it('should revoke it and take it off the list', async () => {
      const user = userEvent.setup();
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'));
      await createKey('Old script');
      await screen.findByRole('list', { name: 'Your keys' });

      await user.click(screen.getByRole('button', { name: 'Revoke Old script' }));

      expect(
        await screen.findByText('Old script is revoked: requests with it are refused from now on.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('No keys yet.')).toBeInTheDocument());
      expect([...mockApi.context.apiKeys.values()].every((key) => key.revoked)).toBe(true);
    });
  });

  describe('given the API ends the session during a change', () => {
    it('should open the sign-in modal and keep the name typed', async () => {
      renderSetting(mockApi.context.issueSession('ada@taskwell.dev'));
      mockApi.failNext('createApiKey', 'unauthorized');

      await createKey('Nightly report');

      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'sign-in request' })).toHaveTextContent('login:session-ended'),
      );
      expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveValue('Nightly report');
    });
  });

  describe('given a visitor', () => {
    it('should keep the page title and open the sign-in modal', async () => {
      renderSetting(null);

      expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'sign-in request' })).toHaveTextContent('login:signed-out'),
      );
      expect(screen.queryByRole('textbox', { name: 'Key name' })).toBeNull();
    });
  });
});
