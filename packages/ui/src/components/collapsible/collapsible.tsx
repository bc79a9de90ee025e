import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import * as styles from './collapsible.css.ts';

export interface CollapsibleProps {
  /** Always shown. */
  summary?: ReactNode;
  /** Shown after 'more'. */
  children: ReactNode;
  /** Starts open; the visitor can still close it. */
  defaultOpen?: boolean;
}

/**
 * Extra content behind a 'more' / 'less' toggle (team experience, demo abstracts).
 *
 * Built on `<details>`: the hidden part is in the HTML, so it opens without JavaScript, before
 * hydration, and through the browser's find-in-page; the label follows the open state in CSS.
 */
export function Collapsible({ summary, children, defaultOpen = false }: CollapsibleProps) {
  return (
    <div>
      {summary}
      <details open={defaultOpen} className={styles.details}>
        <summary className={styles.toggle}>
          <span className={styles.whenClosed}>more</span>
          <span className={styles.whenOpen}>less</span>
        </summary>
        {children}
      </details>
    </div>
  );
}

export interface AccordionItem {
  /** A key unique among the items. */
  value: string;
  /** The question, shown as a heading inside the item's `<summary>`. */
  title: ReactNode;
  /** The answer, in the HTML even while closed. */
  content: ReactNode;
}

export interface AccordionProps {
  /** The questions and answers, in order. */
  items: AccordionItem[];
  /** Lets several items be open at once. */
  multiple?: boolean;
  /** The heading level of the item titles. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Questions and answers (the FAQ): each title is a heading inside the `<summary>` that shows its
 * answer. Answers are in the HTML (readable without JavaScript); items sharing a `name` make the
 * browser keep one open at a time.
 */
export function Accordion({ items, multiple = false, headingLevel = 3 }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const group = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.value} name={multiple ? undefined : group} className={styles.item}>
          <summary className={styles.trigger}>
            <Heading className={styles.title}>{item.title}</Heading>
            <ChevronDown aria-hidden size={16} className={styles.chevron} />
          </summary>
          <div className={styles.content}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
