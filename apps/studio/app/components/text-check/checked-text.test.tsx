import { createRemixStub } from '@remix-run/testing';
import { createApiClient, type Result, type ResultItem } from '@taskwell/api-sdk';
import { setupMockServer } from '@taskwell/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { BrowserApi } from '../../task-run/browser-api.ts';
import { stubFuture } from '../../testing/stub-future.ts';
import { ResultItemView } from '../run-modal/result-item.tsx';

// The text result viewer every run view shares, against the contract's mock API: the badge of the
// item's inclusive-language check and its findings marked in the text, read with getTextCheck
// when the item carries no check made yet.
const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.server.resetHandlers();
  mockApi.reset();
});
afterAll(() => mockApi.server.close());

const noBytes = () => Promise.reject(new Error('not read in this test'));

function browserApi(): BrowserApi {
  const token = mockApi.context.issueSession('ada@taskwell.dev');
  return {
    client: createApiClient({ baseUrl: 'http://api.test', getToken: () => token }),
    upload: noBytes,
    readAsset: noBytes,
    assetUrl: (assetId) => `http://api.test/api/asset/get/${assetId}`,
  };
}

const biasText = '## Bias check\n\nScore: **96 / 100**\n\n1 finding: "manpower" could read as "workforce".';

function result(item: ResultItem): Result {
  return {
    parameter: {
      name: 'Bias check',
      metadata: { 'Content-Type': 'text/markdown', created: '2026-11-27T10:00:00Z' },
      value: [item],
    },
  };
}

/** Counts the getTextCheck calls the mock API receives. */
function countChecks(): { count: number } {
  const seen = { count: 0 };
  const onRequest = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith('/api/asset/check/')) seen.count += 1;
  };
  mockApi.server.events.on('request:start', onRequest);
  onTestFinished(() => mockApi.server.events.removeListener('request:start', onRequest));
  return seen;
}

/** The result item inside the studio's routes, as the run modal shows it (it reads the viewer's plan from the root route). */
async function renderItem(item: ResultItem) {
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ viewer: { plan: 'Explorer' } }),
      Component: () => <ResultItemView result={result(item)} item={item} api={browserApi()} />,
    },
  ]);
  const view = render(<Stub initialEntries={['/']} future={stubFuture} />);
  await screen.findByRole('article');
  return view;
}

describe('a text result with its check', () => {
  it('should show the carried check at once: its badge and its finding marked, explained on focus', async () => {
    const checks = countChecks();
    const start = biasText.indexOf('manpower');
    const item: ResultItem = {
      source: 'bias-check',
      data: 'result-bias-check',
      text: biasText,
      check: {
        status: 'checked',
        findings: [
          {
            phrase: 'manpower',
            start,
            end: start + 'manpower'.length,
            why: 'It names a gender where the gender does not matter.',
            suggestions: ['workforce'],
          },
        ],
      },
    };
    await renderItem(item);
    const card = screen.getByRole('article');
    expect(within(card).getByText('1 bias finding')).toBeInTheDocument();
    const phrase = within(card).getByRole('button', { name: 'manpower' });
    expect(phrase.closest('mark')).not.toBeNull();
    phrase.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Try: workforce');
    expect(checks.count).toBe(0);
  });

  it('should read the check of an item that carries none, showing that it is being checked meanwhile', async () => {
    const checks = countChecks();
    const item: ResultItem = { source: 'bias-check', data: 'result-bias-check', text: biasText };
    await renderItem(item);
    expect(screen.getByRole('status')).toHaveTextContent('Checking for bias…');
    expect(await screen.findByText('1 bias finding')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'manpower' })).toBeInTheDocument();
    expect(checks.count).toBe(1);
  });

  it('should say so when a text has no finding', async () => {
    const item: ResultItem = { source: 'summary', data: 'result-summary', check: { status: 'pending', findings: [] } };
    const { container } = await renderItem(item);
    await waitFor(() => expect(screen.getByText('No bias findings')).toBeInTheDocument());
    await screen.findByText(/8 % above plan/);
    expect(container.querySelector('mark')).toBeNull();
  });

  it('should be reached with the keyboard', async () => {
    const user = userEvent.setup();
    const item: ResultItem = { source: 'bias-check', data: 'result-bias-check', text: biasText };
    await renderItem(item);
    const phrase = await screen.findByRole('button', { name: 'manpower' });
    for (let press = 0; press < 20 && document.activeElement !== phrase; press += 1) await user.tab();
    expect(phrase).toHaveFocus();
  });

  it('should let its owner dismiss a finding with a reason, with the keyboard, and count it again', async () => {
    const user = userEvent.setup();
    const item: ResultItem = { source: 'bias-check', data: 'result-bias-check', text: biasText };
    await renderItem(item);
    expect(await screen.findByText('1 bias finding')).toBeInTheDocument();
    const summary = screen.getByText('Review findings');
    for (let press = 0; press < 30 && document.activeElement !== summary; press += 1) await user.tab();
    expect(summary).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss “manpower”' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('It quotes the name of a government programme{Enter}');
    // The API's check, as the dismissal gave it back: the badge counts it no more, the text no longer marks it.
    expect(await screen.findByText('No bias findings')).toBeInTheDocument();
    expect(screen.getByText(/dismissed: It quotes the name of a government programme/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'manpower' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Count “manpower” again' }));
    expect(await screen.findByText('1 bias finding')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'manpower' }).closest('mark')).not.toBeNull();
  });
});
