import { createApiClient } from '@taskwell/api-sdk';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { mockServerHooks } from '../../testing/mock-server-hooks.ts';
import { SampleChooser, testRunName } from './sample-chooser.tsx';

const origin = 'http://localhost:3000';
const taskId = '11111111-1111-4111-8111-111111111111';
const first = '44444444-4444-4444-8444-444444444444';
const second = '55555555-5555-4555-8555-555555555555';
const server = setupServer();
mockServerHooks(server);

const candidate = (runId: string, question: string, answer: string, chosen: boolean) => ({
  runId,
  createdAt: '2026-11-27T09:30:00.000Z',
  chosen,
  sample: {
    taskId: runId,
    inputs: [{ name: 'text', label: 'Question', value: question }],
    results: [
      {
        parameter: {
          name: 'Answer',
          metadata: { 'Content-Type': 'text/plain' },
          value: [{ data: `${runId}-item`, text: answer }],
        },
      },
    ],
  },
});

describe('choosing the Sample', () => {
  it('names a test run by its UTC time', () => {
    expect(testRunName('2026-11-27T09:30:00.000Z')).toBe('Test run of 27 Nov 2026, 09:30 UTC');
  });

  it("shows each test run as buyers will see it, inputs included, and hands back the creator's choice", async () => {
    server.use(
      http.get(`${origin}/api/creator/tasks/${taskId}/listing/samples`, () =>
        HttpResponse.json({
          candidates: [
            candidate(first, 'What is new?', 'WHAT IS NEW?', true),
            candidate(second, 'Any news?', 'ANY NEWS?', false),
          ],
        }),
      ),
    );
    const chosen: string[] = [];
    const { rerender } = render(
      <SampleChooser
        client={createApiClient({ baseUrl: origin })}
        creatorTaskId={taskId}
        chosen={first}
        onChoose={(runId) => chosen.push(runId)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'See and choose the Sample' }));
    const inputs = await screen.findByRole('definition');
    expect(inputs).toHaveTextContent('What is new?');
    expect(within(screen.getByRole('list', { name: 'Results buyers see' })).getByText('WHAT IS NEW?')).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    await userEvent.click(radios[1] as HTMLElement);
    expect(chosen).toEqual([second]);
    rerender(
      <SampleChooser
        client={createApiClient({ baseUrl: origin })}
        creatorTaskId={taskId}
        chosen={second}
        onChoose={(runId) => chosen.push(runId)}
      />,
    );
    expect(screen.getByRole('definition')).toHaveTextContent('Any news?');
  });

  it('says when there is no completed test run to choose', async () => {
    server.use(
      http.get(`${origin}/api/creator/tasks/${taskId}/listing/samples`, () => HttpResponse.json({ candidates: [] })),
    );
    render(
      <SampleChooser
        client={createApiClient({ baseUrl: origin })}
        creatorTaskId={taskId}
        chosen={null}
        onChoose={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'See and choose the Sample' }));
    expect(await screen.findByText(/No completed test run/)).toBeTruthy();
  });
});
