import type { OpenDatabase } from '../db/open-database.ts';
import type { RunChangeHub } from './run-changes.ts';
import type { RuntimeLog } from './run-context.ts';
import type { RunStore } from './run-store.ts';

/** The channel on which processes announce run changes; the payload is the run id. */
export const runChangeChannel = 'taskwell_run_changes';

/**
 * Feeds the hub with every change of a run. On the embedded database one process holds the data,
 * so the changes the store writes here are all there are. On PostgreSQL each change is announced
 * with NOTIFY (the run id as payload) after its statement committed, and every process, this one
 * included, hears it on its LISTEN connection; after that connection was reopened, every follower
 * reads its run again (what was announced meanwhile is lost). Resolves to the stop.
 */
export async function relayRunChanges(options: {
  database: OpenDatabase;
  store: RunStore;
  hub: RunChangeHub;
  log: RuntimeLog;
}): Promise<() => Promise<void>> {
  const { database, store, hub, log } = options;
  if (!database.listen) {
    const stop = store.onChange((change) => hub.publish(change.runId));
    return async () => {
      stop();
    };
  }
  const stopListening = await database.listen(runChangeChannel, (runId) => {
    if (runId) hub.publish(runId);
    else hub.publishAll();
  });
  const stopAnnouncing = store.onChange((change) => {
    database.executeSql('SELECT pg_notify($1, $2)', [runChangeChannel, change.runId]).catch((error: unknown) => {
      // Other processes miss this change (their followers see it with the run's next one, or
      // when their stream is opened again); this process's followers hear it at least.
      log.warn({ err: error, runId: change.runId }, 'announcing a run change failed');
      hub.publish(change.runId);
    });
  });
  return async () => {
    stopAnnouncing();
    await stopListening();
  };
}
