import { useEffect, useRef } from 'react';

/** How often the list is read again while the user looks at it: runs started elsewhere show up. */
export const listRefreshMs = 15_000;

/**
 * Reads the list again every {@link listRefreshMs} while the tab is visible, and at once when the
 * user comes back to the tab: runs started in another tab, or by an integration through an API
 * key, show up without a reload. A hidden tab asks for nothing.
 */
export function useListRefresh(refresh: () => void, intervalMs: number = listRefreshMs): void {
  // The latest callback, so that a new one each render does not restart the timer.
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => latest.current(), intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        latest.current();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
