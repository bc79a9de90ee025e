import { createRemixStub } from '@remix-run/testing';
import { ApiError } from '@taskwell/api-sdk';
import { tasks } from '@taskwell/mocks';
import { setupMockServer } from '@taskwell/mocks/node';
import { render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import TasksRoute, { ErrorBoundary, loader } from './_index.tsx';

// The contract's mock API answers the SDK's calls, so the route runs against real replies.
const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockApi.reset());
afterAll(() => mockApi.server.close());

function callLoader() {
  return loader({ request: new Request('http://studio.test/'), params: {}, context: {} });
}

// The flags of vite.config.ts, so the stub behaves like the app.
const future = {
  v3_fetcherPersist: true,
  v3_lazyRouteDiscovery: true,
  v3_relativeSplatPath: true,
  v3_singleFetch: true,
};

function renderRoute() {
  const Stub = createRemixStub([{ path: '/', Component: TasksRoute, ErrorBoundary, loader: callLoader }]);
  render(<Stub initialEntries={['/']} future={future} />);
}

describe('the tasks route', () => {
  describe('loader', () => {
    describe('given the API answers', () => {
      it('should pass on only what the list shows', async () => {
        expect(await callLoader()).toEqual({
          state: 'ready',
          tasks: tasks.map(({ id, name, heading, powerFee }) => ({ id, name, heading, powerFee })),
        });
      });
    });

    describe('given the API cannot be reached', () => {
      it('should answer 503 with the unreachable state instead of throwing', async () => {
        mockApi.failNext('listTasks', 'network');

        const result = await callLoader();

        expect(result).toMatchObject({ data: { state: 'unreachable' }, init: { status: 503 } });
      });
    });

    describe('given the API answers with an error', () => {
      it('should throw it to the ErrorBoundary', async () => {
        mockApi.failNext('listTasks', 'server-error');

        const failure: unknown = await callLoader().catch((error: unknown) => error);

        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ operationId: 'listTasks', status: 500 });
      });
    });
  });

  describe('page', () => {
    describe('given the catalogue', () => {
      it('should list each task with its heading and fee, and offer a refresh', async () => {
        renderRoute();

        const list = await screen.findByRole('list', { name: 'Tasks' });
        expect(
          within(list)
            .getAllByRole('heading', { level: 2 })
            .map((heading) => heading.textContent),
        ).toEqual(tasks.map((task) => task.name));
        const [first] = tasks;
        expect(within(list).getAllByText(`${first?.powerFee} credits`).length).toBeGreaterThan(0);
        expect(screen.getByRole('link', { name: 'Refresh' })).toHaveAttribute('href', '/');
      });
    });

    describe('given the API cannot be reached', () => {
      it('should explain it and offer a retry link', async () => {
        mockApi.failNext('listTasks', 'network');

        renderRoute();

        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The task catalogue is out of reach');
        expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
        expect(screen.queryByRole('list')).toBeNull();
      });
    });

    describe('given the loader fails', () => {
      it('should show the route ErrorBoundary with a retry link', async () => {
        mockApi.failNext('listTasks', 'server-error');

        renderRoute();

        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Your tasks could not be loaded');
        expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
      });
    });
  });
});
