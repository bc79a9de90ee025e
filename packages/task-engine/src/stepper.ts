import type { RunState } from './run-controller.ts';

/** A step's icon: to do (play, dot, flag), done (check), or the step the run is at. */
export type StepIcon = 'play' | 'dot' | 'flag' | 'check' | 'spinner' | 'user' | 'error' | 'cancelled';

export interface StepperStep {
  index: number;
  icon: StepIcon;
  /** Finished. */
  done: boolean;
  /** The step the run is at (working, waiting for the user, failed or cancelled there). */
  active: boolean;
}

export interface StepperModel {
  /** spec §4: the number of steps is `max`. */
  count: number;
  /** spec §4: the active step is `step + 1` (from 1; 0 before the first step and once completed). */
  active: number;
  tone: 'normal' | 'error' | 'waiting';
  steps: StepperStep[];
}

/** The icon of the step a run is at, by the run's status. */
function iconAt(status: RunState['status']): StepIcon {
  switch (status) {
    case null:
    case 'IN_PROGRESS':
    case 'COMPLETED':
      return 'spinner';
    case 'PAUSED':
      return 'user';
    case 'ERROR':
      return 'error';
    case 'ABORTED':
      return 'cancelled';
    default:
      return status satisfies never;
  }
}

/**
 * spec §4 "Stepper", read as issue 25 does: steps to do show a play icon (the first), a flag (the
 * last) or a dot; finished steps are done; the step the run is at shows what happens there: a
 * spinner while it works, a user icon while paused, red where it failed or was cancelled. A
 * completed run has every step done, so nothing says "working" or "start" once it finished.
 */
export function stepperModel(run: Pick<RunState, 'step' | 'max' | 'status'>): StepperModel {
  const count = Math.max(0, run.max);
  const completed = run.status === 'COMPLETED';
  const at = completed ? count : Math.min(count - 1, Math.max(-1, run.step));
  const steps = Array.from({ length: count }, (_, index): StepperStep => {
    if (index < at) return { index, icon: 'check', done: true, active: false };
    if (index === at) return { index, icon: iconAt(run.status), done: false, active: true };
    const icon: StepIcon = index === 0 ? 'play' : index === count - 1 ? 'flag' : 'dot';
    return { index, icon, done: false, active: false };
  });
  const failed = run.status === 'ERROR' || run.status === 'ABORTED';
  return {
    count,
    active: completed ? 0 : at + 1,
    tone: failed ? 'error' : run.status === 'PAUSED' ? 'waiting' : 'normal',
    steps,
  };
}
