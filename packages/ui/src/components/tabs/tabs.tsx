import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as styles from './tabs.css.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  /** `line` (default) or `pill` (the task categories, spec §2). */
  variant?: 'line' | 'pill';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/** Tabs on Radix Tabs: arrow keys move between tabs, Home/End jump, the panel follows the tab. */
export function Tabs({ items, label, variant = 'line', value, defaultValue, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      {...(value !== undefined ? { value } : {})}
      defaultValue={defaultValue ?? items[0]?.value}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <RadixTabs.List aria-label={label} className={styles.list[variant]}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled ?? false}
            className={styles.trigger[variant]}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
