import { type MockRun, runScripts, seededAssets } from '@taskwell/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findModal } from '../../testing/find-modal.ts';
import { routeTestApi } from '../../testing/route-test-api.ts';
import { renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import AssetsRoute, { action, ErrorBoundary, loader } from './route.tsx';

const api = routeTestApi();
const { mockApi } = api;

const email = 'ada@taskwell.dev';

/** A completed run of Ada's whose results are the seeded summary and bias check. */
function seedCompletedRun(extra: Partial<MockRun> = {}): MockRun {
  const at = Date.parse('2026-11-24T09:00:00Z');
  const script = runScripts['summarise-text'] ?? [];
  const run: MockRun = {
    requestId: 'req-done-1234567890',
    taskId: 'summarise-text',
    owner: email,
    status: 'COMPLETED',
    cursor: script.length,
    step: script.length - 1,
    results: script.flatMap((step, index) =>
      'output' in step
        ? [
            {
              parameter: {
                name: step.output.name,
                metadata: { 'Content-Type': 'text/markdown', created: new Date(at + index).toISOString() },
                value: [{ source: step.service, data: step.output.assetId }],
              },
            },
          ]
        : [],
    ),
    inputs: [{ name: 'text', contentType: 'text/plain', value: 'Quarterly figures.' }],
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
  mockApi.context.runs.set(run.requestId, run);
  return run;
}

/** An image Ada uploaded. */
function seedUpload() {
  const image = seededAssets['result-image'];
  if (!image) throw new Error('the mocks have no seeded image');
  mockApi.context.assets.set('asset-harbour', {
    ...image,
    fileName: 'harbour.png',
    owner: email,
    createdAt: Date.parse('2026-11-24T10:00:00Z'),
  });
}

function renderAssets(token: string, entry = '/assets') {
  renderSignedInRoute(
    api,
    token,
    { path: 'assets', Component: AssetsRoute, ErrorBoundary, loader, action },
    { entry, siblings: [{ path: 'queue', Component: () => <h1>Tasks in Process</h1> }] },
  );
}

describe('the My Assets route', () => {
  it('should say what to do when the user has no files yet', async () => {
    renderAssets(mockApi.context.issueSession(email));
    expect(await screen.findByText(/No files yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Tasks' })).toHaveAttribute('href', '/tasks');
  });

  it('should show uploads and results with previews, and filter them by type', async () => {
    const user = userEvent.setup();
    seedCompletedRun();
    seedUpload();
    renderAssets(mockApi.context.issueSession(email));

    const grid = await screen.findByRole('list', { name: 'Your files' });
    expect(within(grid).getByRole('img', { name: 'harbour.png' })).toHaveAttribute(
      'src',
      '/api/asset/get/asset-harbour',
    );
    expect(within(grid).getByText('summary.md')).toBeInTheDocument();
    expect(within(grid).getAllByText(/Result of Summarise a Text/)).toHaveLength(2);
    // The text preview is the file's first lines, its Markdown rendered (issue 25: `**` and `#` showed).
    const emphasis = await within(grid).findByText('8 % above plan');
    expect(emphasis.tagName).toBe('STRONG');
    // Its headings are bold text: the page's outline stays the page's.
    expect(within(grid).getByText('Summary', { selector: 'strong' })).toBeInTheDocument();
    expect(grid.textContent).not.toMatch(/\*\*|#/);

    await user.click(screen.getByRole('radio', { name: 'Images' }));
    await waitFor(() => expect(screen.queryByText('summary.md')).toBeNull());
    expect(screen.getByText('harbour.png')).toBeInTheDocument();
  });

  it('should find files by name and say when none matches', async () => {
    const user = userEvent.setup();
    seedCompletedRun();
    seedUpload();
    renderAssets(mockApi.context.issueSession(email));
    const search = await screen.findByRole('searchbox', { name: 'Search by name' });
    await user.type(search, 'harb');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('summary.md')).toBeNull());
    expect(screen.getByText('harbour.png')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nothing-like-it');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No file matches. Try another type or name.')).toBeInTheDocument();
  });

  it("should show a result's lineage and its download in the detail panel", async () => {
    const user = userEvent.setup();
    seedCompletedRun();
    renderAssets(mockApi.context.issueSession(email));
    await user.click(await screen.findByRole('button', { name: 'Details of summary.md' }));

    const panel = await findModal('summary.md');
    const lineage = within(panel).getByRole('region', { name: 'Lineage' });
    expect(lineage).toHaveTextContent(
      'Made by run req-done of Summarise a Text at step 1 (Summary) from these inputs:',
    );
    expect(within(lineage).getByRole('link', { name: 'run req-done' })).toHaveAttribute(
      'href',
      '/queue/req-done-1234567890',
    );
    expect(lineage).toHaveTextContent('text: Quarterly figures.');
    expect(within(panel).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/asset/get/result-summary?download=true',
    );
  });

  it('should say which automation started the run a result came from, linking to it (issue 46)', async () => {
    const user = userEvent.setup();
    seedCompletedRun({ automation: { id: 'auto-7', name: 'Monday brief' } });
    renderAssets(mockApi.context.issueSession(email));
    await user.click(await screen.findByRole('button', { name: 'Details of summary.md' }));

    const lineage = within(await findModal('summary.md')).getByRole('region', {
      name: 'Lineage',
    });
    const link = await within(lineage).findByRole('link', { name: 'Monday brief' });
    expect(link).toHaveAttribute('href', '/automations#automation-auto-7');
    expect(lineage).toHaveTextContent('Started by automation Monday brief');
  });

  it('should say on which AI service its run chose the AI steps ran (issue 40)', async () => {
    const user = userEvent.setup();
    seedCompletedRun({ aiService: 'enterprise' });
    renderAssets(mockApi.context.issueSession(email));
    await user.click(await screen.findByRole('button', { name: 'Details of summary.md' }));

    const panel = await findModal('summary.md');
    expect(within(panel).getByRole('region', { name: 'Lineage' })).toHaveTextContent(
      'Its AI steps ran on Enterprise tier, as the run chose.',
    );
  });

  it('should delete a file only after the confirmation', async () => {
    const user = userEvent.setup();
    seedUpload();
    renderAssets(mockApi.context.issueSession(email));
    await user.click(await screen.findByRole('button', { name: 'Details of harbour.png' }));
    const panel = await findModal('harbour.png');
    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    const confirm = await findModal('Are you sure?');
    expect(confirm).toHaveTextContent('Delete harbour.png? The file is removed for good.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(mockApi.context.assets.has('asset-harbour')).toBe(false));
    expect(await screen.findByText(/No files yet/)).toBeInTheDocument();
  });

  it('should run the task again with the same inputs and go to Tasks in Process', async () => {
    const user = userEvent.setup();
    seedCompletedRun();
    renderAssets(mockApi.context.issueSession(email));
    await user.click(await screen.findByRole('button', { name: 'Details of summary.md' }));
    await user.click(within(await findModal()).getByRole('button', { name: 'Run again with these inputs' }));
    // Issue 25: it spent credits without asking. It asks first, with the fee, and starts nothing before.
    const confirm = await findModal('Are you sure?');
    expect(confirm).toHaveTextContent('Run Summarise a Text again with these inputs? It costs 2 credits.');
    expect([...mockApi.context.runs.values()].filter((run) => run.retryOf)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Tasks in Process' })).toBeInTheDocument();
    const again = [...mockApi.context.runs.values()].find((run) => run.retryOf === 'req-done-1234567890');
    expect(again?.inputs).toEqual([{ name: 'text', contentType: 'text/plain', value: 'Quarterly figures.' }]);
  });
});
