import * as RadixSwitch from '@radix-ui/react-switch';
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
