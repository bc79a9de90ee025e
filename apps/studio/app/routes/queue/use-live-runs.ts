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

/** Statuses after which a run's stream has nothing more to say. */
const finalStatuses: ReadonlySet<RunStatus> = new Set(['COMPLETED', 'ERROR', 'ABORTED']);

/**
 * How long to wait before opening a stream the server ended mid-run (a server that restarts asks
 * for about a second with `retry:`; through the load balancer the stream opens on another
 * process), and how many such ends in a row with nothing new are taken before the list is read
 * again instead.
 */
const reopenAfterMs = 1000;
const quietEndsBeforeReload = 3;

/**
 * Follows the given runs live (issue 18: no page reload): one event stream each through the
 * studio's `/api/*` proxy, each event updating that run's row. A stream the server ends before
 * its run ended (the server restarts, or ends long streams) is opened again from its last event
 * id (issue 42: no event lost, no error shown). When a run ends, or its stream cannot be kept open
 * (the account's stream limit, a lost connection, ends with nothing new), `onSettled` is called so
 * the page reloads its list from the loader instead.
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
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        abort.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
      });
    for (const runId of key.split(',')) {
      (async () => {
        let lastEventId: string | undefined;
        let quiet = 0;
        while (!abort.signal.aborted && quiet < quietEndsBeforeReload) {
          const events = await api.streamRequestEvents(runId, { lastEventId }, { signal: abort.signal });
          let heard = false;
          for await (const event of events) {
            heard = true;
            lastEventId = event.id || lastEventId;
            setLive((previous) => new Map(previous).set(runId, liveRunOf(event.status)));
            if (finalStatuses.has(event.status.status)) return;
          }
          quiet = heard ? 0 : quiet + 1;
          await pause(reopenAfterMs);
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
