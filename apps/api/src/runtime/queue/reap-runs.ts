import { interruptedMessage, overtimeMessage, pausedTooLongMessage } from '../execution/run-messages.ts';
import type { RunContext } from '../run-context.ts';

/**
 * Finds runs that cannot move on by themselves and moves them: a run whose worker died (its claim
 * expired) is queued again from its checkpoint, or ends ERROR with a refund after `maxAttempts`; a
 * run never taken from the queue whose job is gone (its start could not queue it) is queued again,
 * while one whose job still waits behind a backlog is left to it (queued again, it would be a
 * second job for every run of a backlog longer than a lease, each fetched only to be refused by
 * the claim); a run past its deadline, or paused too long, is ABORTED with a refund. Safe in every
 * process at once: each change is conditional on the state it was decided on.
 */
export async function reapRuns(context: RunContext): Promise<{ requeued: number; ended: number }> {
  const { store, settings } = context;
  const nowMs = context.now().getTime();
  const stale = await context.reads.findStale(settings);
  const neverTaken = stale.filter((run) => run.status === 'IN_PROGRESS' && run.leaseExpiresAt === null);
  const waiting = neverTaken.length > 0 ? await context.queued(neverTaken.map((run) => run.id)) : new Set<string>();
  const requeue: string[] = [];
  let ended = 0;
  for (const run of stale) {
    const step = Object.keys(run.state.steps).length;
    if (run.status === 'PAUSED') {
      const message = pausedTooLongMessage(settings.pausedTtlMs);
      if (await store.end({ runId: run.id, status: 'ABORTED', message, step, guard: { kind: 'unchanged', run } })) {
        ended += 1;
      }
      continue;
    }
    if (run.createdAt.getTime() < nowMs - settings.maxRunMs) {
      const message = overtimeMessage(settings.maxRunMs);
      if (await store.end({ runId: run.id, status: 'ABORTED', message, step, guard: { kind: 'unfinished' } })) {
        ended += 1;
      }
      continue;
    }
    if (waiting.has(run.id)) continue;
    if (run.attempts >= settings.maxAttempts) {
      const message = interruptedMessage;
      if (await store.end({ runId: run.id, status: 'ERROR', message, step, guard: { kind: 'unchanged', run } })) {
        ended += 1;
      }
      continue;
    }
    if (await store.releaseStale(run)) requeue.push(run.id);
  }
  if (requeue.length > 0) {
    context.log.warn({ runs: requeue.length }, 'queueing again runs whose worker stopped');
    await context.send(requeue);
  }
  return { requeued: requeue.length, ended };
}
