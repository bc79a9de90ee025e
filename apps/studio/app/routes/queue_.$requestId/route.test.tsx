import { runScripts } from '@taskwell/mocks';
import { setupMockServer } from '@taskwell/mocks/node';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import RunDetailRoute, { ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockApi.reset());
afterAll(() => mockApi.server.close());

function renderRun(token: string, requestId: string) {
  renderSignedInRoute(
    { mockApi },
    token,
    { path: 'queue/:requestId', Component: RunDetailRoute, ErrorBoundary, loader },
    { entry: `/queue/${requestId}` },
  );
}

describe('the run detail route', () => {
  it("should list a finished run's results with View and Download, and its inputs", async () => {
    const script = runScripts['summarise-text'] ?? [];
    const at = Date.parse('2026-11-24T09:00:00Z');
    mockApi.context.runs.set('req-1', {
      requestId: 'req-1',
      taskId: 'summarise-text',
      owner: 'ada@taskwell.dev',
      status: 'COMPLETED',
      cursor: script.length,
      step: script.length - 1,
      results: [
        {
          parameter: {
            name: 'Summary',
            metadata: { 'Content-Type': 'text/markdown', created: new Date(at).toISOString() },
            value: [{ source: 'summariser', data: 'result-summary' }],
          },
        },
      ],
      inputs: [{ name: 'text', contentType: 'text/plain', value: 'Quarterly figures.' }],
      createdAt: at,
      updatedAt: at,
      automation: { id: 'auto-5', name: 'Nightly digest' },
    });
    renderRun(mockApi.context.issueSession('ada@taskwell.dev'), 'req-1');

    expect(await screen.findByRole('heading', { name: 'Summarise a Text', level: 1 })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('Summary')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/asset/get/result-summary?download=true',
    );
    expect(within(screen.getByRole('region', { name: 'Inputs' })).getByText('Quarterly figures.')).toBeInTheDocument();
    // Issue 46: the automation that started it, a link to it.
    expect(screen.getByText(/Started by automation/)).toHaveTextContent('Started by automation Nightly digest');
    expect(screen.getByRole('link', { name: 'Nightly digest' })).toHaveAttribute(
      'href',
      '/automations#automation-auto-5',
    );
  });

  it("should say a run is not found when it is someone else's or unknown", async () => {
    renderRun(mockApi.context.issueSession('ada@taskwell.dev'), 'req-unknown');
    expect(await screen.findByRole('heading', { name: 'This run was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tasks in Process' })).toHaveAttribute('href', '/queue');
  });
});
