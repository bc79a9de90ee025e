import * as RadixSelect from '@radix-ui/react-select';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import * as styles from './select.css.ts';

/** One choice. */
export interface SelectOption {
  /** What `onValueChange` gives (never empty: Radix keeps "" for "nothing chosen"). */
  value: string;
  /** What the list shows. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** Choices under a heading ("Your organizations"). */
export interface SelectGroup {
  /** The heading, read out with each of its choices. */
  label: string;
  /** Its choices. */
  options: readonly SelectOption[];
}

export interface SelectProps {
  /** The label above the control, its accessible name. */
  label: string;
  /** The choices, in order; a group lists its own under its heading. */
  options: readonly (SelectOption | SelectGroup)[];
  /** The choice made; none shows the placeholder. */
  value: string | undefined;
  /** Called with the value of the choice made. */
  onValueChange: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Not usable. */
  disabled?: boolean;
  /** A note under the control. */
  description?: ReactNode;
  /** What is wrong with the choice, under the control (read out with it); marks it invalid. */
  error?: ReactNode;
  /** The name it is sent under when it is inside a form. */
  name?: string;
}

const isGroup = (entry: SelectOption | SelectGroup): entry is SelectGroup => 'options' in entry;

function Item({ option }: { option: SelectOption }) {
  return (
    <RadixSelect.Item value={option.value} disabled={option.disabled} className={styles.item}>
      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
    </RadixSelect.Item>
  );
}

/**
 * A select (Radix Select): every option listed (no limit), at most 220 px high, typeahead and
 * arrows; options may come in labelled groups, and an error marks it invalid and says why.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder = 'Choose…',
  disabled = false,
  description,
  error,
  name,
}: SelectProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <RadixSelect.Root
        {...(value !== undefined ? { value } : {})}
        onValueChange={onValueChange}
        disabled={disabled}
        {...(name ? { name } : {})}
      >
        <RadixSelect.Trigger
          className={styles.trigger}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronDown aria-hidden size={16} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((entry, index) =>
                isGroup(entry) ? (
                  <RadixSelect.Group key={`group-${index}`} className={styles.group}>
                    <RadixSelect.Label className={styles.groupLabel}>{entry.label}</RadixSelect.Label>
                    {entry.options.map((option) => (
                      <Item key={option.value} option={option} />
                    ))}
                  </RadixSelect.Group>
                ) : (
                  <Item key={entry.value} option={entry} />
                ),
              )}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {description ? (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
