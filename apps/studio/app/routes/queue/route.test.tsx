import type { MockRun } from '@taskwell/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { findModal } from '../../testing/find-modal.ts';
import { routeTestApi } from '../../testing/route-test-api.ts';
import { renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import QueueRoute, { action, ErrorBoundary, loader } from './route.tsx';

const api = routeTestApi({ eventIntervalMs: 50 });
const { mockApi } = api;

const email = 'ada@taskwell.dev';

/** A run of the mock API owned by Ada. */
function seedRun(run: Partial<MockRun> & Pick<MockRun, 'requestId' | 'taskId' | 'status'>): MockRun {
  const at = Date.parse('2026-11-24T09:00:00Z') + mockApi.context.runs.size * 1000;
  const seeded: MockRun = {
    owner: email,
    cursor: 0,
    step: 0,
    results: [],
    inputs: [{ name: 'text', contentType: 'text/plain', value: 'A long report.' }],
    createdAt: at,
    updatedAt: at,
    ...run,
  };
  mockApi.context.runs.set(seeded.requestId, seeded);
  return seeded;
}

/**
 * Stands in for the studio's `/api/*` proxy for the page's own calls from the browser (its event
 * streams): the call reaches the mock API with the session's token, as the proxy sends it.
 */
function renderQueue(token: string) {
  renderSignedInRoute(api, token, { path: 'queue', Component: QueueRoute, ErrorBoundary, loader, action });
}

describe('the Tasks in Process route', () => {
  it('should say what to do when the user has no runs yet', async () => {
    renderQueue(mockApi.context.issueSession(email));
    expect(await screen.findByText(/You have not run a task yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Tasks' })).toHaveAttribute('href', '/tasks');
  });

  it('should list runs newest first with status, stepper and Open, Cancel and Retry where they apply', async () => {
    seedRun({ requestId: 'req-failed', taskId: 'summarise-text', status: 'ERROR', step: 1, cursor: 1 });
    seedRun({ requestId: 'req-done', taskId: 'summarise-text', status: 'COMPLETED', step: 1, cursor: 2 });
    seedRun({ requestId: 'req-waiting', taskId: 'rewrite-tone', status: 'PAUSED', step: 1, cursor: 1 });
    renderQueue(mockApi.context.issueSession(email));

    const list = await screen.findByRole('list', { name: 'Your runs' });
    const rows = [...list.children];
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Rewrite in Another Tone, Waiting for you',
      'Summarise a Text, Completed',
      'Summarise a Text, Failed',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Run again' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Retry from step 2' })).toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).getByRole('link', { name: 'Open the run of Summarise a Text' }),
    ).toHaveAttribute('href', '/tasks?task=summarise-text&run=req-failed');
    expect(
      within(rows[2] as HTMLElement).getByRole('list', { name: 'Progress of Summarise a Text' }),
    ).toBeInTheDocument();
  });

  it('should show the AI service a run chose (issue 40)', async () => {
    seedRun({ requestId: 'req-chosen', taskId: 'rewrite-tone', status: 'COMPLETED', cursor: 2, aiService: 'partner' });
    seedRun({ requestId: 'req-default', taskId: 'summarise-text', status: 'COMPLETED', cursor: 2 });
    renderQueue(mockApi.context.issueSession(email));

    const list = await screen.findByRole('list', { name: 'Your runs' });
    const chosen = within(list).getByRole('listitem', { name: /^Rewrite in Another Tone/ });
    const plain = within(list).getByRole('listitem', { name: /^Summarise a Text/ });
    expect(chosen).toHaveTextContent('AI on Partner tier');
    expect(plain).not.toHaveTextContent('AI on');
  });

  it('should name the automation that started a run, linking to it, reachable by keyboard (issue 46)', async () => {
    seedRun({
      requestId: 'req-automated',
      taskId: 'summarise-text',
      status: 'COMPLETED',
      cursor: 2,
      automation: { id: 'auto-3', name: 'Monday brief' },
    });
    seedRun({ requestId: 'req-by-hand', taskId: 'rewrite-tone', status: 'COMPLETED', cursor: 2 });
    renderQueue(mockApi.context.issueSession(email));

    const list = await screen.findByRole('list', { name: 'Your runs' });
    const automated = within(list).getByRole('listitem', { name: /^Summarise a Text/ });
    expect(automated).toHaveTextContent('Started by automation Monday brief');
    const link = within(automated).getByRole('link', { name: 'Monday brief' });
    expect(link).toHaveAttribute('href', '/automations#automation-auto-3');
    link.focus();
    expect(link).toHaveFocus();
    expect(within(list).getByRole('listitem', { name: /^Rewrite in Another Tone/ })).not.toHaveTextContent(
      'Started by automation',
    );
  });

  it('should cancel a run only after the confirmation, and show it cancelled', async () => {
    const user = userEvent.setup();
    seedRun({ requestId: 'req-waiting', taskId: 'rewrite-tone', status: 'PAUSED', step: 1, cursor: 1 });
    renderQueue(mockApi.context.issueSession(email));

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await findModal('Are you sure?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(mockApi.context.runs.get('req-waiting')?.status).toBe('PAUSED');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await findModal()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(mockApi.context.runs.get('req-waiting')?.status).toBe('ABORTED'));
    expect(await screen.findByRole('listitem', { name: 'Rewrite in Another Tone, Cancelled' })).toBeInTheDocument();
  });

  it('should retry a failed run as a new run linked to it', async () => {
    const user = userEvent.setup();
    seedRun({ requestId: 'req-failed', taskId: 'summarise-text', status: 'ERROR', step: 1, cursor: 1 });
    renderQueue(mockApi.context.issueSession(email));

    await user.click(await screen.findByRole('button', { name: 'Retry from step 2' }));
    // Issue 25: a new run is charged: the fee is said first.
    const confirm = await findModal('Are you sure?');
    expect(confirm).toHaveTextContent('Run Summarise a Text again from step 2? It costs 2 credits.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Started again. The new run is at the top of the list.')).toBeInTheDocument();
    const retries = [...mockApi.context.runs.values()].filter((run) => run.retryOf === 'req-failed');
    expect(retries).toHaveLength(1);
  });

  it("should send each Retry with its click's Idempotency-Key, a new one after the list was read again", async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && /\/retry$/.test(new URL(request.url).pathname)) {
        keys.push(request.headers.get('idempotency-key'));
      }
    };
    mockApi.server.events.on('request:start', listen);
    try {
      seedRun({ requestId: 'req-failed', taskId: 'summarise-text', status: 'ERROR', step: 1, cursor: 1 });
      renderQueue(mockApi.context.issueSession(email));
      const failedRow = await screen.findByRole('listitem', { name: 'Summarise a Text, Failed' });
      await user.click(within(failedRow).getByRole('button', { name: 'Retry from step 2' }));
      await user.click(within(await findModal()).getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('Started again. The new run is at the top of the list.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(
        within(await screen.findByRole('listitem', { name: 'Summarise a Text, Failed' })).getByRole('button', {
          name: 'Retry from step 2',
        }),
      );
      await user.click(within(await findModal()).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(keys).toHaveLength(2));
      expect(keys.every((key) => /^[A-Za-z0-9_.:-]{8,128}$/.test(key ?? ''))).toBe(true);
      expect(keys[0]).not.toBe(keys[1]);
    } finally {
      mockApi.server.events.removeListener('request:start', listen);
    }
  });

  it('should follow a run in progress live until it completes, without reloading the page', async () => {
    seedRun({ requestId: 'req-live', taskId: 'summarise-text', status: 'IN_PROGRESS' });
    renderQueue(mockApi.context.issueSession(email));

    expect(await screen.findByRole('listitem', { name: 'Summarise a Text, In progress' })).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: 'Summarise a Text, Completed' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("should open a run's stream again from its last event when a restarting server ends it, without an error", async () => {
    seedRun({ requestId: 'req-moved', taskId: 'summarise-text', status: 'IN_PROGRESS' });
    renderQueue(mockApi.context.issueSession(email));
    // The first stream is ended by a server that restarts: one event, then the word to reconnect.
    const asked: (string | null)[] = [];
    mockApi.server.use(
      http.get('http://localhost:3000/api/request/events/:requestId', async ({ request }) => {
        asked.push(request.headers.get('last-event-id'));
        if (asked.length > 1) {
          const headers = new Headers(request.headers);
          headers.set('authorization', `Bearer ${mockApi.context.issueSession(email)}`);
          return getResponse(mockApi.handlers, new Request(request.url, { headers, signal: request.signal }));
        }
        const document = JSON.stringify({
          status: 'IN_PROGRESS',
          requestId: 'req-moved',
          step: 0,
          max: 2,
          results: [],
        });
        return new Response(`event: status\nid: 7\ndata: ${document}\n\nretry: 1000\n\n`, {
          headers: { 'content-type': 'text/event-stream' },
        });
      }),
    );
    expect(
      await screen.findByRole('listitem', { name: 'Summarise a Text, Completed' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(asked.slice(0, 2)).toEqual([null, '7']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should say why a cancel was refused', async () => {
    const user = userEvent.setup();
    seedRun({ requestId: 'req-waiting', taskId: 'rewrite-tone', status: 'PAUSED', step: 1, cursor: 1 });
    renderQueue(mockApi.context.issueSession(email));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    // The run ends meanwhile (elsewhere): the cancel finds it finished.
    const run = mockApi.context.runs.get('req-waiting');
    if (run) run.status = 'COMPLETED';
    await user.click(within(await findModal()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This run has already ended (COMPLETED)');
  });
});
