import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListRefresh } from './use-list-refresh.ts';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useListRefresh', () => {
  const cases: { given: string; steps: (() => void)[]; want: number }[] = [
    { given: 'a visible tab, 14.9 s', steps: [() => vi.advanceTimersByTime(14_900)], want: 0 },
    { given: 'a visible tab, 45 s', steps: [() => vi.advanceTimersByTime(45_000)], want: 3 },
    {
      given: 'a tab hidden at once, 60 s',
      steps: [() => setVisibility('hidden'), () => vi.advanceTimersByTime(60_000)],
      want: 0,
    },
    {
      given: 'a hidden tab the user comes back to, then 15 s',
      steps: [
        () => setVisibility('hidden'),
        () => vi.advanceTimersByTime(60_000),
        () => setVisibility('visible'),
        () => vi.advanceTimersByTime(15_000),
      ],
      want: 2,
    },
  ];
  for (const { given, steps, want } of cases) {
    it(`given ${given}, should read the list ${want} times`, () => {
      const refresh = vi.fn();
      renderHook(() => useListRefresh(refresh, 15_000));
      for (const step of steps) step();
      expect(refresh).toHaveBeenCalledTimes(want);
    });
  }

  it('should stop reading once the page is left', () => {
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useListRefresh(refresh, 15_000));
    unmount();
    vi.advanceTimersByTime(60_000);
    setVisibility('visible');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('should call the latest callback without restarting the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ refresh }) => useListRefresh(refresh, 15_000), {
      initialProps: { refresh: first },
    });
    vi.advanceTimersByTime(10_000);
    rerender({ refresh: second });
    vi.advanceTimersByTime(5_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
