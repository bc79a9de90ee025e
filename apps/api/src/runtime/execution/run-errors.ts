// Why a run or a step stops before its end, as types: checked with `instanceof`, never by message.

/** Why a run's execution was stopped from outside its flow. */
export type StopCause =
  /** The process is shutting down: the run goes back to the queue. */
  | 'shutdown'
  /** Another worker holds the run now: this one lets go. */
  | 'lease_lost'
  /** The run is past its time limit: it ends ABORTED with a refund. */
  | 'deadline'
  /** Its owner cancelled it: it has already ended ABORTED, refunded (issue 18). */
  | 'cancelled';

/** The abort reason of a run's execution. */
export class RunStopped extends Error {
  override name = 'RunStopped';

  constructor(readonly stopCause: StopCause) {
    super(`The run was stopped (${stopCause}).`);
  }
}

/** The abort reason of a service call that ran past the step time limit. */
export class StepTimedOut extends Error {
  override name = 'StepTimedOut';

  constructor(readonly limitMs: number) {
    super(`The step took longer than ${limitMs} ms.`);
  }
}

/** True when an abort reason says the run ran out of time. */
export function isDeadline(reason: unknown): boolean {
  return reason instanceof RunStopped && reason.stopCause === 'deadline';
}
