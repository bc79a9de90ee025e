import type { RunState } from './run-controller.ts';

export type StepIcon = 'play' | 'spinner' | 'flag' | 'error' | 'user';

export interface StepperStep {
  index: number;
  icon: StepIcon;
  /** Before the active step. */
  done: boolean;
  active: boolean;
}

export interface StepperModel {
  /** spec §4: the number of steps is `max`. */
  count: number;
  /** spec §4: the active step is `step + 1` (from 1; 0 before the first step). */
  active: number;
  tone: 'normal' | 'error' | 'waiting';
  steps: StepperStep[];
}

/**
 * spec §4 "Stepper": first step a play icon, last a flag, middle ones a spinner; ERROR or ABORTED
 * show red (error) icons; PAUSED shows a user icon on the active step.
 */
export function stepperModel(run: Pick<RunState, 'step' | 'max' | 'status'>): StepperModel {
  const count = Math.max(0, run.max);
  const active = Math.min(count, Math.max(0, run.step + 1));
  const failed = run.status === 'ERROR' || run.status === 'ABORTED';
  const paused = run.status === 'PAUSED';
  const steps = Array.from({ length: count }, (_, index): StepperStep => {
    const number = index + 1;
    const isActive = number === active;
    let icon: StepIcon = number === 1 ? 'play' : number === count ? 'flag' : 'spinner';
    if (failed) icon = 'error';
    else if (paused && isActive) icon = 'user';
    return { index, icon, done: number < active, active: isActive };
  });
  return { count, active, tone: failed ? 'error' : paused ? 'waiting' : 'normal', steps };
}
