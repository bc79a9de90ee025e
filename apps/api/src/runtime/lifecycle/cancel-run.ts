import type { RunStatus } from '../../db/run-columns.ts';
import { conflict, notFound } from '../../errors/domain-error.ts';
import type { RunCancels } from '../changes/run-cancels.ts';
import { cancelledMessage } from '../execution/run-messages.ts';
import type { RunRow } from '../persistence/run-writes.ts';
import type { RunContext } from '../run-context.ts';

/** Whether a run of this status may be cancelled. */
export function isCancellable(status: RunStatus): boolean {
  return status === 'IN_PROGRESS' || status === 'PAUSED';
}

function alreadyEnded(status: RunStatus) {
  return conflict('run_finished', `This run has already ended (${status}); there is nothing to cancel.`);
}

/**
 * Cancels a run of its owner (issue 18): an IN_PROGRESS or PAUSED run ends ABORTED and its fee
 * is refunded in the same transaction (run-writes.ts `end`, whose conditional update lets only one
 * of a cancel and a racing end win, and whose ledger index refunds a run once). Then the process
 * executing it is told, so that the running step is aborted and no later step starts. A run that
 * has ended answers 409; someone else's, 404.
 */
export async function cancelRun(
  context: RunContext,
  cancels: RunCancels,
  options: { email: string; runId: string },
): Promise<RunRow> {
  const run = await context.reads.findOwned(options.runId, options.email);
  if (!run) throw notFound('That run');
  if (!isCancellable(run.status)) throw alreadyEnded(run.status);
  const ended = await context.store.end({
    runId: run.id,
    status: 'ABORTED',
    message: cancelledMessage,
    step: run.step,
    guard: { kind: 'cancellable' },
  });
  if (!ended) {
    const now = await context.reads.findOwned(run.id, options.email);
    throw alreadyEnded(now?.status ?? run.status);
  }
  await cancels.announce(run.id);
  return ended;
}
