import * as RadixSelect from '@radix-ui/react-select';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import * as styles from './select.css.ts';

export interface SelectProps {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
}

/** A select (Radix Select): every option listed (no limit), at most 220 px high, typeahead and arrows. */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder = 'Choose…',
  disabled = false,
}: SelectProps) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <RadixSelect.Root {...(value !== undefined ? { value } : {})} onValueChange={onValueChange} disabled={disabled}>
        <RadixSelect.Trigger className={styles.trigger} aria-labelledby={labelId}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronDown aria-hidden size={16} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
