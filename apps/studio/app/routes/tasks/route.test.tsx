import { tasks } from '@taskwell/mocks';
import { setupMockServer } from '@taskwell/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  preloadCatalogueScreens,
  renderCatalogue,
  shownAddress,
  signInAsked,
} from '../../catalogue/testing/catalogue-stub.tsx';
import { signedInRequest } from '../../session/testing/signed-in-request.ts';
import { findModal } from '../../testing/find-modal.ts';
import { loader } from './route.tsx';

const mockApi = setupMockServer({ eventIntervalMs: 20 });
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
beforeAll(preloadCatalogueScreens, 120_000);
afterEach(() => {
  mockApi.server.resetHandlers();
  mockApi.reset();
  localStorage.clear();
});
afterAll(() => mockApi.server.close());

async function openCategory(title: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: title }, { timeout: 5000 }));
}

describe('the catalogue (/tasks)', () => {
  describe('loader', () => {
    it('given a visitor, should answer 401 for the sign-in modal', async () => {
      const failure: unknown = await loader({
        request: new Request('http://studio.test/tasks'),
        params: {},
        context: {},
      }).catch((error: unknown) => error);
      expect(failure).toMatchObject({ init: { status: 401 }, data: { signIn: 'signed-out' } });
    });

    it('should stream the tasks with their forms and the categories', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const { catalogue } = await loader({
        request: await signedInRequest('http://studio.test/tasks', token),
        params: {},
        context: {},
      });
      const result = await catalogue;
      expect(result).toMatchObject({ state: 'ready', tasks });
      expect(result.state === 'ready' && result.categories.map((category) => category.name)).toEqual([
        'demo',
        'business',
        'marketing',
      ]);
    });

    it("should list the user's own published tasks first, as My tasks, and no one else's", async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const [first] = tasks;
      if (!first) throw new Error('The mocks hold no task');
      const definition = { ...first, id: 'ignored', name: 'Ada’s brief', flow: { sequence: [] } };
      const version = { version: 1, definition, publishedAt: '2026-11-26T10:00:00.000Z' };
      mockApi.context.creatorTasks.set('0d6f4a52-6a8e-4d0e-9c43-2f7b1b0f0a01', {
        owner: 'ada@taskwell.dev',
        draft: definition,
        savedAt: version.publishedAt,
        versions: [version],
      });
      mockApi.context.creatorTasks.set('0d6f4a52-6a8e-4d0e-9c43-2f7b1b0f0a02', {
        owner: 'someone-else@taskwell.dev',
        draft: { ...definition, name: 'Not Ada’s' },
        savedAt: version.publishedAt,
        versions: [{ ...version, definition: { ...definition, name: 'Not Ada’s' } }],
      });
      const { catalogue } = await loader({
        request: await signedInRequest('http://studio.test/tasks', token),
        params: {},
        context: {},
      });
      const result = await catalogue;
      if (result.state !== 'ready') throw new Error(result.state);
      expect(result.categories[0]?.name).toBe('my-tasks');
      expect(result.tasks[0]).toMatchObject({
        id: '0d6f4a52-6a8e-4d0e-9c43-2f7b1b0f0a01',
        name: 'Ada’s brief',
        category: 'my-tasks',
      });
      expect(result.tasks[0]).not.toHaveProperty('flow');
      expect(result.tasks.map((task) => task.name)).not.toContain('Not Ada’s');
      expect(result.tasks.slice(1)).toEqual(tasks);
    });

    it('given the API out of reach, should resolve to the unreachable state', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      mockApi.failNext('listTasks', 'network');
      const { catalogue } = await loader({
        request: await signedInRequest('http://studio.test/tasks', token),
        params: {},
        context: {},
      });
      expect(await catalogue).toEqual({ state: 'unreachable' });
    });
  });

  describe('page', () => {
    it('should show a spinner, then category cards; a category opens a pill tab bar of every category', async () => {
      // The catalogue is held back until the spinner was seen (an msw resolver that returns nothing
      // lets the mock API answer after it).
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      mockApi.server.use(http.get('*/api/tasks/all', () => held));
      renderCatalogue(mockApi, { token: mockApi.context.issueSession('ada@taskwell.dev'), path: '/tasks' });
      expect(await screen.findByText('Loading tasks', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
      release();

      const tiles = await screen.findByRole('list', { name: 'Categories' }, { timeout: 5000 });
      expect(
        within(tiles)
          .getAllByRole('button')
          .map((tile) => tile.textContent),
      ).toEqual([
        expect.stringContaining('Demo'),
        expect.stringContaining('Business Tasks'),
        expect.stringContaining('Content Creation'),
      ]);
      await openCategory(/Business Tasks/);

      const bar = await screen.findByRole('tablist', { name: 'Task categories' }, { timeout: 5000 });
      expect(
        within(bar)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Demo', 'Business Tasks', 'Content Creation']);
      expect(within(bar).getByRole('tab', { name: 'Business Tasks' })).toHaveAttribute('aria-selected', 'true');
      // spec §2: a task sits in each of its '|'-separated categories.
      const business = screen.getByRole('list', { name: 'Business Tasks' });
      expect(
        within(business)
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent),
      ).toEqual(tasks.filter((task) => task.category.split('|').includes('business')).map((task) => task.name));
      expect(shownAddress()).toBe('/tasks?category=business');
    });

    it('should offer Use where the plan unlocks the task and Upgrade where it does not (spec §5), with its fee', async () => {
      renderCatalogue(mockApi, {
        token: mockApi.context.issueSession('free@taskwell.dev'),
        path: '/tasks?category=business',
      });
      const summarise = await screen.findByRole('article', { name: 'Summarise a Text' }, { timeout: 5000 });
      expect(within(summarise).getByText('2 credits')).toBeInTheDocument();
      expect(within(summarise).getByRole('button', { name: 'Use' })).toBeInTheDocument();
      const brief = screen.getByRole('article', { name: 'Brief from a PDF' });
      expect(within(brief).queryByRole('button', { name: 'Use' })).toBeNull();

      await userEvent.click(within(brief).getByRole('button', { name: 'Upgrade' }));
      const dialog = await findModal('Upgrade Plan');
      expect(dialog).toHaveTextContent('Your Free plan does not include Brief from a PDF. Upgrade to Creator');
      expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('given an address naming a task above the plan, should offer the upgrade instead of the form', async () => {
      renderCatalogue(mockApi, {
        token: mockApi.context.issueSession('free@taskwell.dev'),
        path: '/tasks?task=pdf-brief',
      });
      expect(await findModal('Upgrade Plan', { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Brief from a PDF' })).toBeNull();
    });

    it("should show a task's sample results in '{task name} Sample Results'", async () => {
      renderCatalogue(mockApi, {
        token: mockApi.context.issueSession('ada@taskwell.dev'),
        path: '/tasks?category=marketing',
      });
      const podcast = await screen.findByRole('article', { name: 'Podcast Intro' }, { timeout: 5000 });
      await userEvent.click(within(podcast).getByRole('button', { name: 'Sample' }));

      const dialog = await findModal('Podcast Intro Sample Results', { timeout: 5000 });
      // spec §2: the audio player names its source with underscores as spaces.
      expect(await within(dialog).findByRole('figure', { name: /./ }, { timeout: 5000 })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: /^Play / })).toBeInTheDocument();
      expect(within(dialog).getByRole('combobox', { name: 'Speed' })).toHaveValue('1');
    });

    it('given a task without a sample, should say so', async () => {
      renderCatalogue(mockApi, {
        token: mockApi.context.issueSession('ada@taskwell.dev'),
        path: '/tasks?category=business',
      });
      const scan = await screen.findByRole('article', { name: 'Market Scan' }, { timeout: 5000 });
      mockApi.failNext('getTaskSample', 'server-error');
      await userEvent.click(within(scan).getByRole('button', { name: 'Sample' }));
      const dialog = await findModal('Market Scan Sample Results', { timeout: 5000 });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The sample results could not be loaded');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(within(dialog).queryByText('The sample results could not be loaded')).toBeNull());
    });

    it('given the API out of reach, should explain it with a way to try again', async () => {
      mockApi.failNext('listTasks', 'network');
      renderCatalogue(mockApi, { token: mockApi.context.issueSession('ada@taskwell.dev'), path: '/tasks' });
      const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
      expect(alert).toHaveTextContent('The task catalogue is out of reach');
      expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/tasks');
    });

    it('given the API failing, should say the tasks could not be loaded', async () => {
      mockApi.failNext('listTasks', 'server-error');
      renderCatalogue(mockApi, { token: mockApi.context.issueSession('ada@taskwell.dev'), path: '/tasks' });
      expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
        'Your tasks could not be loaded',
      );
    });
  });
});

describe('the catalogue for a visitor (/)', () => {
  it('should list the tasks with Sign in to use, which asks to sign in and keeps the chosen task', async () => {
    renderCatalogue(mockApi, { token: null, path: '/?category=demo' });
    const card = await screen.findByRole('article', { name: 'Quote Card' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Sign in to use' }));
    await waitFor(() => expect(signInAsked()).toBe('login:'));
    expect(shownAddress()).toBe('/?category=demo&task=quote-card');
    expect(screen.queryByRole('dialog', { name: 'Quote Card' })).toBeNull();
  });
});
