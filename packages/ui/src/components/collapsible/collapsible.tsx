import * as RadixAccordion from '@radix-ui/react-accordion';
import * as RadixCollapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import * as styles from './collapsible.css.ts';

export interface CollapsibleProps {
  /** Always shown. */
  summary?: ReactNode;
  /** Shown after 'more'. */
  children: ReactNode;
  defaultOpen?: boolean;
}

/** Extra content behind a 'more' / 'less' toggle (team experience, demo abstracts). */
export function Collapsible({ summary, children, defaultOpen = false }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <RadixCollapsible.Root open={open} onOpenChange={setOpen}>
      {summary}
      <RadixCollapsible.Content>{children}</RadixCollapsible.Content>
      <RadixCollapsible.Trigger className={styles.toggle}>{open ? 'less' : 'more'}</RadixCollapsible.Trigger>
    </RadixCollapsible.Root>
  );
}

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Lets several items be open at once. */
  multiple?: boolean;
  /** The heading level of the item titles. */
  headingLevel?: 2 | 3 | 4;
}

/** Questions and answers (the FAQ): each title is a heading with a button that shows its panel. */
export function Accordion({ items, multiple = false, headingLevel = 3 }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const body = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
      <RadixAccordion.Header asChild>
        <Heading style={{ margin: 0, fontSize: 'inherit' }}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {item.title}
            <ChevronDown aria-hidden size={16} className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>{item.content}</RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  return multiple ? (
    <RadixAccordion.Root type="multiple" className={styles.accordion}>
      {body}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="single" collapsible className={styles.accordion}>
      {body}
    </RadixAccordion.Root>
  );
}
