import * as RadixSwitch from '@radix-ui/react-switch';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import * as styles from './switch.css.ts';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (Radix Switch) with its label. */
export function Switch({ label, checked, onCheckedChange, disabled = false }: SwitchProps) {
  const id = useId();
  return (
    <span className={styles.row}>
      <RadixSwitch.Root
        id={id}
        className={styles.root}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

export interface SegmentedControlProps<Value extends string> {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onValueChange: (value: Value) => void;
}

/** One choice of a few, side by side (Monthly / Annual); arrow keys move between them. */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onValueChange,
}: SegmentedControlProps<Value>) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      className={styles.segments}
      value={value}
      onValueChange={(next) => {
        // Pressing the chosen segment again would clear it; a segmented control always has one.
        if (next) onValueChange(next as Value);
      }}
    >
      {options.map((option) => (
        <ToggleGroup.Item key={option.value} value={option.value} className={styles.segment}>
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
