import type { TaskParameter } from '@taskwell/api-sdk';

// The words a run shows to its user (spec §4 run statuses), written once for every module that
// ends, pauses or reaps runs.

/** Why a run past its deadline was stopped (by its own worker or by the reaper). */
export function overtimeMessage(maxRunMs: number): string {
  const minutes = Math.round(maxRunMs / 60_000);
  return `The run took longer than ${minutes} minutes and was stopped; its credits were refunded.`;
}

/** What a paused run waits for. */
export function waitingMessage(parameters: readonly TaskParameter[]): string {
  return `Waiting for: ${parameters.map((parameter) => parameter.ui?.placeholder ?? parameter.name).join(', ')}.`;
}

/** Why a run paused too long was stopped. */
export function pausedTooLongMessage(pausedTtlMs: number): string {
  const days = Math.round(pausedTtlMs / 86_400_000);
  return `The run waited for its inputs longer than ${days} days and was stopped; its credits were refunded.`;
}

/** Why a run whose workers died too often was stopped. */
export const interruptedMessage = 'The run was interrupted too many times and was stopped; its credits were refunded.';

/** Why a run whose task this server no longer has was stopped. */
export const taskGoneMessage = 'This task can no longer run on this server; its credits were refunded.';

/** Why a run failed for a reason on the server's side. */
export const internalFailureMessage = 'The run failed because of an error on our side; its credits were refunded.';

/** The message of a run that ended ERROR in a step. */
export function stepFailureMessage(stepMessage: string): string {
  return `${stepMessage} Its credits were refunded.`;
}

/** The id a paused run gives a missing input; `resumeRequest` sends it back with the value. */
export function slotId(runId: string, ask: TaskParameter): string {
  return `${runId}:${ask.id}`;
}

/** The message of a run its owner cancelled (issue 18). */
export const cancelledMessage = 'You cancelled this run; its credits were refunded.';
