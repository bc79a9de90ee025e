import type { OpenDatabase } from '../db/open-database.ts';
import type { RunChangeHub } from './run-changes.ts';
import type { RuntimeLog } from './run-context.ts';
import type { RunChange, RunStatus } from './run-record.ts';
import type { RunStore } from './run-store.ts';

/** The channel on which processes announce run changes; the payload lists the runs that changed. */
export const runChangeChannel = 'taskwell_run_changes';

/** Changes per NOTIFY: each entry is at most ~50 bytes, PostgreSQL takes payloads under 8,000. */
const changesPerNotice = 100;

const statuses: ReadonlySet<string> = new Set<RunStatus>(['IN_PROGRESS', 'COMPLETED', 'PAUSED', 'ERROR', 'ABORTED']);

/** The payload of one NOTIFY: `runId:STATUS` entries separated by commas. */
export function changePayload(changes: readonly Pick<RunChange, 'runId' | 'status'>[]): string {
  return changes.map((change) => `${change.runId}:${change.status}`).join(',');
}

/**
 * The changes a NOTIFY payload announces: `runId:STATUS` entries separated by commas; an entry
 * without a known status (a bare run id) announces a change whose status is unknown.
 */
export function parseChangePayload(payload: string): { runId: string; status?: RunStatus }[] {
  return payload
    .split(',')
    .filter((entry) => entry !== '')
    .map((entry) => {
      const colon = entry.lastIndexOf(':');
      const status = colon > 0 ? entry.slice(colon + 1) : '';
      return statuses.has(status)
        ? { runId: entry.slice(0, colon), status: status as RunStatus }
        : { runId: colon > 0 ? entry.slice(0, colon) : entry };
    });
}

/**
 * Feeds the hub with every change of a run. On the embedded database one process holds the data,
 * so the changes the store writes here are all there are. On PostgreSQL the changes written in one
 * turn of the event loop are announced together, after their statements committed, by one
 * statement of NOTIFYs (the run ids with the status each change wrote as payload), and every
 * process, this one included, hears them on its LISTEN connection; after that connection was
 * reopened, every follower reads its run again (what was announced meanwhile is lost). Resolves
 * to the stop.
 */
export async function relayRunChanges(options: {
  database: OpenDatabase;
  store: RunStore;
  hub: RunChangeHub;
  log: RuntimeLog;
}): Promise<() => Promise<void>> {
  const { database, store, hub, log } = options;
  if (!database.listen) {
    const stop = store.onChange((change) => hub.publish(change.runId, change.status));
    return async () => {
      stop();
    };
  }
  const stopListening = await database.listen(runChangeChannel, (payload) => {
    if (payload === undefined) {
      hub.publishAll();
      return;
    }
    for (const change of parseChangePayload(payload)) hub.publish(change.runId, change.status);
  });

  // A NOTIFY is a statement of its own (and a commit): the changes of one turn share one.
  let pending: RunChange[] = [];
  let announcing = Promise.resolve();
  const announce = () => {
    const changes = pending;
    pending = [];
    if (changes.length === 0) return;
    const notices: string[] = [];
    for (let index = 0; index < changes.length; index += changesPerNotice) {
      notices.push(changePayload(changes.slice(index, index + changesPerNotice)));
    }
    const calls = notices.map((_, index) => `pg_notify($1, $${index + 2})`).join(', ');
    announcing = database.executeSql(`SELECT ${calls}`, [runChangeChannel, ...notices]).then(
      () => undefined,
      (error: unknown) => {
        // Other processes miss these changes (their followers see them with the runs' next
        // ones, or when their streams are opened again); this process's followers hear them.
        log.warn({ err: error, runs: changes.length }, 'announcing run changes failed');
        for (const change of changes) hub.publish(change.runId, change.status);
      },
    );
  };
  const stopAnnouncing = store.onChange((change) => {
    if (pending.length === 0) setImmediate(announce);
    pending.push(change);
  });
  return async () => {
    stopAnnouncing();
    if (pending.length > 0) announce();
    await announcing;
    await stopListening();
  };
}
