import { createApiClient } from '@taskwell/api-sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { mockServerHooks } from '../../testing/mock-server-hooks.ts';
import { TestCasesPanel } from './test-cases-panel.tsx';

const origin = 'http://localhost:3000';
const taskId = '11111111-1111-4111-8111-111111111111';
const caseId = '66666666-6666-4666-8666-666666666666';
const url = `${origin}/api/creator/tasks/${taskId}/test-cases`;
const server = setupServer();
mockServerHooks(server);

const kept = {
  caseId,
  name: 'Shouts the answer',
  parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'is it loud?' } },
  answers: {},
  checks: [{ kind: 'matches' as const, pattern: '^[A-Z ?]+$', step: 'answer-step' }],
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const suite = (status: 'not_run' | 'running' | 'failed') => ({
  cases: [kept],
  judgeAvailable: false,
  report: {
    version: null,
    passed: 0,
    total: 1,
    results: [
      {
        caseId,
        name: kept.name,
        status,
        ranAt: status === 'not_run' ? null : '2026-11-28T10:01:00.000Z',
        runId: null,
        checks:
          status === 'failed'
            ? [
                {
                  check: kept.checks[0],
                  passed: false,
                  judged: false,
                  step: 'Answer',
                  text: 'is it loud?',
                  message: 'Does not match ^[A-Z ?]+$.',
                },
              ]
            : [],
      },
    ],
  },
});

function renderPanel(saved: string[]) {
  render(
    <TestCasesPanel
      client={createApiClient({ baseUrl: origin })}
      creatorTaskId={taskId}
      parameters={[
        { id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Question' } },
      ]}
      asks={[]}
      steps={[{ step: 'answer-step', output: 'Answer' }]}
      fee={1}
      saveDraft={async () => {
        saved.push('draft');
      }}
      pollMs={20}
    />,
  );
}

describe('the test cases of a task', () => {
  it('runs every case on the saved draft and shows a failing check with its step and the text that failed it', async () => {
    let reads = 0;
    const runs: unknown[] = [];
    server.use(
      http.get(url, () => {
        reads += 1;
        return HttpResponse.json(suite(reads === 1 ? 'not_run' : reads === 2 ? 'running' : 'failed'));
      }),
      http.post(`${url}/runs`, async ({ request }) => {
        runs.push(await request.json());
        return HttpResponse.json(suite('running'));
      }),
    );
    const saved: string[] = [];
    renderPanel(saved);
    const card = await screen.findByRole('listitem', { name: 'Test case 1: Shouts the answer' });
    expect(within(card).getByText('Not run on this draft')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Run all' }));
    expect(await within(card).findByText('Failed', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(card).getByText(/Failed at “Answer”: Does not match/)).toBeTruthy();
    expect(within(card).getByText('is it loud?', { selector: 'q' })).toBeTruthy();
    expect(saved).toEqual(['draft']);
    expect(runs).toEqual([{}]);
  });

  it('reruns one case alone', async () => {
    const runs: unknown[] = [];
    server.use(
      http.get(url, () => HttpResponse.json(suite('failed'))),
      http.post(`${url}/runs`, async ({ request }) => {
        runs.push(await request.json());
        return HttpResponse.json(suite('failed'));
      }),
    );
    renderPanel([]);
    const card = await screen.findByRole('listitem', { name: 'Test case 1: Shouts the answer' });
    await userEvent.click(within(card).getByRole('button', { name: 'Run this case' }));
    await waitFor(() => expect(runs).toEqual([{ caseIds: [caseId] }]));
  });

  it('keeps a new case with its form value and check, and says what the server refused', async () => {
    let sent: unknown = null;
    server.use(
      http.get(url, () =>
        HttpResponse.json({
          cases: [],
          judgeAvailable: false,
          report: { version: null, passed: 0, total: 0, results: [] },
        }),
      ),
      http.put(url, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { status: 422, code: 'invalid_pattern', message: 'The pattern (a cannot be used: missing closing ).' },
          { status: 422 },
        );
      }),
    );
    renderPanel([]);
    expect(await screen.findByText('No test case yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a test case' }));
    await userEvent.type(screen.getByLabelText('Form: Question'), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Save test cases' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('missing closing');
    expect(sent).toEqual({
      cases: [
        {
          name: 'Case 1',
          parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'hello' } },
          answers: {},
          checks: [{ kind: 'noBias' }],
        },
      ],
    });
  });
});
