import { Ban, Check, Circle, CircleAlert, Flag, LoaderCircle, Play, User } from 'lucide-react';
import * as styles from './stepper.css.ts';

/** To do: play (the first), dot, flag (the last); done: check; where the run is: the others. */
export type StepperIcon = 'play' | 'dot' | 'flag' | 'check' | 'spinner' | 'user' | 'error' | 'cancelled';

export interface StepperStep {
  /** What the dot shows. */
  icon: StepperIcon;
  /** Finished. */
  done: boolean;
  /** The step the run is at. */
  active: boolean;
}

export interface StepperProps {
  /** The steps as the run engine describes them (`stepperModel(run).steps`). */
  steps: StepperStep[];
  /** Names the progress for screen readers ("Run progress"). */
  label: string;
}

const icons = {
  play: Play,
  dot: Circle,
  flag: Flag,
  check: Check,
  spinner: LoaderCircle,
  user: User,
  error: CircleAlert,
  cancelled: Ban,
} as const;

/** What the step the run is at is doing, for screen readers. */
const spokenAt: Record<StepperIcon, string> = {
  play: 'working',
  dot: 'working',
  flag: 'working',
  check: 'done',
  spinner: 'working',
  user: 'waiting for your input',
  error: 'failed',
  cancelled: 'cancelled',
};

/**
 * The run progress of spec §4: one dot per step. Steps to do show a play icon (the first), a dot or
 * a flag (the last); finished ones a check; the step the run is at a spinner while it works, a user
 * icon while paused, a red icon where it failed or was cancelled (issue 25: a finished run kept its
 * spinners).
 */
export function Stepper({ steps, label }: StepperProps) {
  // The line after a step is drawn done up to the step the run is at (all of them once completed).
  const reached = steps.some((step) => step.active)
    ? steps.findIndex((step) => step.active)
    : steps.filter((step) => step.done).length;
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, index) => {
        const Icon = icons[step.icon];
        const tone =
          step.icon === 'error' || step.icon === 'cancelled'
            ? 'error'
            : step.active
              ? 'active'
              : step.done
                ? 'done'
                : 'waiting';
        const spins = step.icon === 'spinner' && step.active;
        return (
          <li
            // Steps have no identity beyond their position.
            key={`step-${index + 1}`}
            className={styles.item}
            aria-current={step.active ? 'step' : undefined}
          >
            <span className={styles.dot[tone]}>
              <Icon aria-hidden size={16} className={spins ? styles.spinning : undefined} />
            </span>
            <span style={visuallyHidden}>
              {`Step ${index + 1} of ${steps.length}: ${step.done ? 'done' : step.active ? spokenAt[step.icon] : 'to do'}`}
            </span>
            {index < steps.length - 1 ? (
              <span aria-hidden className={index < reached ? `${styles.line} ${styles.lineDone}` : styles.line} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
