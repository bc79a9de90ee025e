import { CircleAlert, Flag, LoaderCircle, Play, User } from 'lucide-react';
import * as styles from './stepper.css.ts';

export type StepperIcon = 'play' | 'spinner' | 'flag' | 'error' | 'user';

export interface StepperStep {
  icon: StepperIcon;
  done: boolean;
  active: boolean;
}

export interface StepperProps {
  /** The steps as the run engine describes them (`stepperModel(run).steps`). */
  steps: StepperStep[];
  /** Names the progress for screen readers ("Run progress"). */
  label: string;
}

const icons = { play: Play, spinner: LoaderCircle, flag: Flag, error: CircleAlert, user: User } as const;

const spoken: Record<StepperIcon, string> = {
  play: 'start',
  spinner: 'working',
  flag: 'finish',
  error: 'failed',
  user: 'waiting for your input',
};

/**
 * The run progress of spec §4: one dot per step; the first shows a play icon, the last a flag,
 * those between a spinner while active; red icons on error, a user icon while paused.
 */
export function Stepper({ steps, label }: StepperProps) {
  const active = steps.findIndex((step) => step.active);
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, index) => {
        const Icon = icons[step.icon];
        const tone = step.icon === 'error' ? 'error' : step.active ? 'active' : step.done ? 'done' : 'waiting';
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
              {`Step ${index + 1} of ${steps.length}: ${step.done ? 'done' : step.active ? spoken[step.icon] : 'to do'}`}
            </span>
            {index < steps.length - 1 ? (
              <span aria-hidden className={index < active ? `${styles.line} ${styles.lineDone}` : styles.line} />
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
