import type { OpenDatabase } from '../../db/open-database.ts';
import type { RunStatus } from '../../db/run-columns.ts';
import type { RunChange } from '../persistence/run-record.ts';
import type { RunWrites } from '../persistence/run-writes.ts';
import type { RuntimeLog } from '../run-context.ts';
import type { RunChangeHub } from './run-changes.ts';

/** The channel on which processes announce run changes; the payload lists the runs that changed. */
export const runChangeChannel = 'taskwell_run_changes';

/** Changes per NOTIFY: each entry is at most ~50 bytes, PostgreSQL takes payloads under 8,000. */
const changesPerNotice = 100;

const statuses: ReadonlySet<string> = new Set<RunStatus>(['IN_PROGRESS', 'COMPLETED', 'PAUSED', 'ERROR', 'ABORTED']);

/** What one NOTIFY announces: the process that wrote the changes, and each run with the status written. */
export interface ChangeAnnouncement {
  /** The announcing process (its runtime's owner id); undefined when the payload names none. */
  origin?: string | undefined;
  /** The runs that changed, each with the status its change wrote when known. */
  changes: { runId: string; status?: RunStatus | undefined }[];
}

/** The payload of one NOTIFY: `origin|runId:STATUS,runId:STATUS,...`. */
export function changePayload(origin: string, changes: readonly Pick<RunChange, 'runId' | 'status'>[]): string {
  return `${origin}|${changes.map((change) => `${change.runId}:${change.status}`).join(',')}`;
}

/**
 * Reads a NOTIFY payload (see {@link changePayload}). A payload without an origin, and entries
 * without a known status (a bare run id, as older processes send), are read as far as they go: a
 * change whose status is unknown makes its followers read the run.
 */
export function parseChangePayload(payload: string): ChangeAnnouncement {
  const bar = payload.indexOf('|');
  const origin = bar >= 0 ? payload.slice(0, bar) : undefined;
  const changes = payload
    .slice(bar + 1)
    .split(',')
    .filter((entry) => entry !== '')
    .map((entry) => {
      const colon = entry.lastIndexOf(':');
      const status = colon > 0 ? entry.slice(colon + 1) : '';
      return statuses.has(status)
        ? { runId: entry.slice(0, colon), status: status as RunStatus }
        : { runId: colon > 0 ? entry.slice(0, colon) : entry };
    });
  return { origin, changes };
}

/**
 * Feeds the hub with every change of a run. The changes this process writes are published here at
 * once, as the store reports them (with the run as a completion left it, so that a waiter reads
 * nothing). On the embedded database one process holds the data, so those are all there are. On
 * PostgreSQL they are also announced to the other processes: the changes of one turn of the event
 * loop together, after their statements committed, by one statement of NOTIFYs whose payload
 * names this process, the runs and the status each change wrote. Every process hears them on its
 * LISTEN connection and skips its own; after that connection was reopened, every follower reads
 * its run again (what was announced meanwhile is lost). Resolves to the stop.
 */
export async function relayRunChanges(options: {
  database: OpenDatabase;
  store: RunWrites;
  hub: RunChangeHub;
  log: RuntimeLog;
  /** This process's id in announcements (its runtime's owner id). */
  origin: string;
}): Promise<() => Promise<void>> {
  const { database, store, hub, log, origin } = options;
  const publishHere = (change: RunChange) => hub.publish(change.runId, { status: change.status, view: change.view });
  if (!database.listen) {
    const stop = store.onChange(publishHere);
    return async () => {
      stop();
    };
  }
  // Issue 42: while the listening connection is down no change of another process arrives, so
  // every follower and waiter reads its run again at once (a database that is away fails that
  // read, and the request says so), and once more when the connection is back (below).
  const stopHearingDrops = database.onListenerDown?.(() => hub.publishAll());
  const stopListening = await database.listen(runChangeChannel, (payload) => {
    if (payload === undefined) {
      hub.publishAll();
      return;
    }
    const announced = parseChangePayload(payload);
    if (announced.origin === origin) return;
    for (const change of announced.changes) hub.publish(change.runId, { status: change.status });
  });

  // A NOTIFY is a statement of its own (and a commit): the changes of one turn share one, and so
  // do those made while the one before is on its way (one announcement in flight at a time).
  let pending: RunChange[] = [];
  let announcing = Promise.resolve();
  let inFlight = false;
  const announce = () => {
    if (inFlight) return;
    const changes = pending;
    pending = [];
    if (changes.length === 0) return;
    inFlight = true;
    const notices: string[] = [];
    for (let index = 0; index < changes.length; index += changesPerNotice) {
      notices.push(changePayload(origin, changes.slice(index, index + changesPerNotice)));
    }
    const calls = notices.map((_, index) => `pg_notify($1, $${index + 2})`).join(', ');
    announcing = database.executeSql(`SELECT ${calls}`, [runChangeChannel, ...notices]).then(
      () => undefined,
      (error: unknown) => {
        // Other processes miss these changes: their followers see them with the runs' next ones,
        // or when their streams are opened again.
        log.warn({ err: error, runs: changes.length }, 'announcing run changes failed');
      },
    );
    announcing = announcing.then(() => {
      inFlight = false;
      if (pending.length > 0) announce();
    });
  };
  const stopAnnouncing = store.onChange((change) => {
    publishHere(change);
    if (pending.length === 0) setImmediate(announce);
    pending.push(change);
  });
  return async () => {
    stopAnnouncing();
    stopHearingDrops?.();
    announce();
    // What was gathered behind the last announcement goes with the one after it.
    while (inFlight) await announcing;
    await stopListening();
  };
}
