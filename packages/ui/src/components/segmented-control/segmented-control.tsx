import { useId } from 'react';
import * as styles from './segmented-control.css.ts';

export interface SegmentedControlProps<Value extends string> {
  /** Names the group for assistive technology ("Billing cycle"). */
  label: string;
  /** The choices, in the order shown. */
  options: readonly { value: Value; label: string }[];
  /** The chosen value; one option is always chosen. */
  value: Value;
  /** Called with the newly chosen value. */
  onValueChange: (value: Value) => void;
}

/**
 * One choice of a few, side by side (Monthly / Annual). Native radio buttons: one tab stop, the
 * arrow keys move the choice, and there is always exactly one chosen.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onValueChange,
}: SegmentedControlProps<Value>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={styles.segments}>
      {options.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onValueChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
