import type { RequestStatus } from '@taskwell/api-sdk';
import type { RunStatus } from '../../db/run-columns.ts';
import { notFound } from '../../errors/domain-error.ts';
import type { RunReads, RunView } from '../store/run-reads.ts';
import { runStatusDocument } from './read-run-status.ts';
import type { RunChanges } from './run-changes.ts';

/** One change of a run as its follower sees it. */
export interface RunEvent {
  /** The run's version: grows with every change, so it is the event's id. */
  version: number;
  /** The run's status document (the results call's `body`). */
  status: RequestStatus;
}

/** A run being followed: its events, and the stop that frees the subscription at once. */
export interface FollowedRun {
  /** The current document (when newer than the version given), then one per change, until the run ends. */
  events: AsyncGenerator<RunEvent>;
  /** Stops following: the subscription is freed and `events` ends. Safe to call more than once. */
  stop(): void;
}

/** Statuses after which a run never changes again (spec §4). */
export function isFinalStatus(status: RunStatus): boolean {
  return status === 'COMPLETED' || status === 'ERROR' || status === 'ABORTED';
}

/**
 * Follows a run of this account from the run changes: it subscribes first, then reads the run
 * (so no change made in between is missed), and after each change reads it again (one statement;
 * changes that arrive during a read make one more read, not one each). A document is given when
 * its version is above the last one given, starting from `afterVersion` (a client's
 * `Last-Event-ID`; one above the run's version is unknown and counts as none). `events` ends after
 * COMPLETED, ERROR or ABORTED; a PAUSED run is followed on into its resume.
 *
 * Someone else's run rejects with not found, as an unknown one, before anything is followed.
 */
export async function followRun(options: {
  reads: RunReads;
  changes: RunChanges;
  runId: string;
  email: string;
  afterVersion: number;
}): Promise<FollowedRun> {
  const { reads, changes, runId, email } = options;
  const watch = changes.watch(runId);
  const stopping = new AbortController();
  const stop = () => {
    stopping.abort();
    watch.stop();
  };
  let first: RunView | undefined;
  try {
    first = await reads.viewOwned(runId, email);
  } catch (error) {
    stop();
    throw error;
  }
  if (!first) {
    stop();
    throw notFound('That run');
  }
  let last = options.afterVersion > first.run.version ? 0 : options.afterVersion;

  async function* events(view: RunView | undefined): AsyncGenerator<RunEvent> {
    try {
      while (view && !stopping.signal.aborted) {
        if (view.run.version > last) {
          last = view.run.version;
          yield { version: view.run.version, status: runStatusDocument(view) };
        }
        if (isFinalStatus(view.run.status)) return;
        if (!(await watch.wait({ signal: stopping.signal }))) return;
        // A completion written by this process comes with the run as it left it.
        const given = watch.latest?.view;
        view = given && isFinalStatus(given.run.status) ? given : await reads.viewOwned(runId, email);
      }
    } finally {
      stop();
    }
  }

  return { events: events(first), stop };
}
