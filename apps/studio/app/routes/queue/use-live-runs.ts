import { createApiClient, type RequestStatus, type RunStatus } from '@taskwell/api-sdk';
import { useEffect, useRef, useState } from 'react';

/** What an event of a run's stream changes on its row. */
export interface LiveRun {
  status: RunStatus;
  /** Service steps finished (the event's current step index). */
  step: number;
  max: number;
  message?: string | undefined;
}

/** A run's row values from its status document. */
export function liveRunOf(document: RequestStatus): LiveRun {
  return { status: document.status, step: Math.max(0, document.step), max: document.max, message: document.message };
}

/**
 * Follows the given runs live (issue 18: no page reload): one event stream each through the
 * studio's `/api/*` proxy, each event updating that run's row. When a stream ends (the run
 * ended) or cannot be kept open (the account's stream limit, a lost connection), `onSettled` is
 * called so the page reloads its list from the loader instead.
 */
export function useLiveRuns(runIds: readonly string[], onSettled: () => void): ReadonlyMap<string, LiveRun> {
  const [live, setLive] = useState<ReadonlyMap<string, LiveRun>>(new Map());
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const key = [...runIds].sort().join(',');

  useEffect(() => {
    if (key === '') return undefined;
    const abort = new AbortController();
    const api = createApiClient({ baseUrl: window.location.origin });
    for (const runId of key.split(',')) {
      (async () => {
        const events = await api.streamRequestEvents(runId, {}, { signal: abort.signal });
        for await (const event of events) {
          setLive((previous) => new Map(previous).set(runId, liveRunOf(event.status)));
        }
      })()
        .catch(() => undefined)
        .finally(() => {
          if (!abort.signal.aborted) settled.current();
        });
    }
    return () => abort.abort();
  }, [key]);

  return live;
}
