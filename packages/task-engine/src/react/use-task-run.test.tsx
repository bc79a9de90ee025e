// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../testing/manual-clock.ts';
import { createScriptedTransport } from '../testing/scripted-transport.ts';
import { useTaskRun } from './use-task-run.ts';

const request = { taskId: 't', parameters: {}, character: { name: 'EMPTY', content: '' } };
const inProgress = { status: 'IN_PROGRESS' as const, requestId: 'r', step: 0, max: 2, results: [] };

describe('useTaskRun', () => {
  it('should render every state change of the run', async () => {
    const clock = createManualClock();
    const transport = createScriptedTransport({
      execute: [{ status: 'IN_PROGRESS', requestId: 'r' }],
      results: [inProgress, { ...inProgress, status: 'COMPLETED', step: 1 }],
    });
    const { result } = renderHook(() => useTaskRun({ transport, clock }));
    expect(result.current.state.phase).toBe('idle');

    await act(() => result.current.run.start(request));
    expect(result.current.state).toMatchObject({ phase: 'running', step: 0 });

    await act(() => clock.advance(5000));
    expect(result.current.state).toMatchObject({ phase: 'completed', step: 1 });
  });

  it('should stop polling when the component unmounts', async () => {
    const clock = createManualClock();
    const transport = createScriptedTransport({
      execute: [{ status: 'IN_PROGRESS', requestId: 'r' }],
      results: [inProgress],
    });
    const { result, unmount } = renderHook(() => useTaskRun({ transport, clock }));
    await act(() => result.current.run.start(request));
    expect(clock.pending()).toBe(1);
    unmount();
    expect(clock.pending()).toBe(0);
  });
});
