import type { RequestStatus } from '@taskwell/api-sdk';
import { notFound } from '../../errors/domain-error.ts';
import type { RunReads } from '../persistence/run-reads.ts';
import { runStatusDocument } from './read-run-status.ts';
import type { RunChangeNotice, RunChanges, RunWatch } from './run-changes.ts';

/** The most a caller may wait for a run in one request (the contract's `wait` is at most 60 s). */
export const maxRunWaitMs = 60_000;

/**
 * A change that may end a caller's wait: one that wrote another status than IN_PROGRESS, or one
 * whose status is unknown. The checkpoints of a run still in progress are not worth a read.
 */
export function mayEndWait(notice: RunChangeNotice): boolean {
  return notice.status !== 'IN_PROGRESS';
}

/** A watch that wakes a waiter only for changes that may end its wait (see {@link mayEndWait}). */
export function watchForEnd(changes: RunChanges, runId: string): RunWatch {
  return changes.watch(runId, mayEndWait);
}

/**
 * Waits until a run of this account is no longer IN_PROGRESS (COMPLETED, ERROR, ABORTED or
 * PAUSED), at most `timeoutMs` or until `signal` aborts, and gives its status document then, as
 * the results call would. `watch` must have been made (with {@link watchForEnd}) before the run
 * could change, so that no end is missed: the run is read only when a change may have ended it
 * and did not bring the run along, and once more when the time is up. Someone else's run is not
 * found, as an unknown one.
 */
export async function waitForRun(options: {
  reads: RunReads;
  watch: RunWatch;
  runId: string;
  email: string;
  timeoutMs: number;
  signal: AbortSignal;
}): Promise<RequestStatus> {
  const { reads, watch, runId, email, signal } = options;
  // A timer of its own, not the server's clock: a test's fake clock must not stretch a held reply.
  const until = performance.now() + Math.min(options.timeoutMs, maxRunWaitMs);
  for (;;) {
    const left = until - performance.now();
    const changed = left > 0 && !signal.aborted && (await watch.wait({ timeoutMs: left, signal }));
    // A completion written by this process comes with the run as it left it: nothing to read.
    const given = changed ? watch.latest?.view : undefined;
    if (given && given.run.status !== 'IN_PROGRESS' && given.run.accountEmail === email) {
      return runStatusDocument(given);
    }
    const view = await reads.viewOwned(runId, email);
    if (!view) throw notFound('That run');
    if (!changed || view.run.status !== 'IN_PROGRESS') return runStatusDocument(view);
  }
}
