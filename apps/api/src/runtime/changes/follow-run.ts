import type { RequestStatus } from '@taskwell/api-sdk';
import type { RunStatus } from '../../db/run-columns.ts';
import { notFound } from '../../errors/domain-error.ts';
import { linkedSignal } from '../../signals/linked-signal.ts';
import type { RunReads, RunView } from '../persistence/run-reads.ts';
import { runStatusDocument } from './read-run-status.ts';
import type { RunChanges } from './run-changes.ts';
import type { PartialText, RunPartials } from './run-partials.ts';

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
 * With `partials`, the text an AI step is writing comes as documents of the same version with
 * `partial` (issue 40), until the step's result (a newer version) replaces it.
 *
 * Someone else's run rejects with not found, as an unknown one, before anything is followed.
 */
export async function followRun(options: {
  reads: RunReads;
  changes: RunChanges;
  partials?: RunPartials | undefined;
  runId: string;
  email: string;
  afterVersion: number;
}): Promise<FollowedRun> {
  const { reads, changes, runId, email } = options;
  const watch = changes.watch(runId);
  const stopping = new AbortController();
  // The latest text of an AI step not yet given, and the wait it cuts short.
  let partial: PartialText | undefined;
  let partialArrived: AbortController | undefined;
  const unsubscribe = options.partials?.subscribe(runId, (text) => {
    partial = text;
    partialArrived?.abort();
  });
  const stop = () => {
    stopping.abort();
    watch.stop();
    unsubscribe?.();
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
        partialArrived = new AbortController();
        const waiting = linkedSignal([stopping.signal, partialArrived.signal]);
        const changed = partial === undefined && (await watch.wait({ signal: waiting.signal }));
        waiting.release();
        if (stopping.signal.aborted) return;
        if (!changed && partial !== undefined) {
          const text = partial;
          partial = undefined;
          // A text that arrives after its step's result was recorded is not shown again.
          const document = runStatusDocument(view);
          if (!document.results.some((result) => result.parameter.name === text.name)) {
            yield { version: view.run.version, status: { ...document, partial: text } };
          }
          continue;
        }
        if (!changed) return;
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
