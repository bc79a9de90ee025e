import { Button } from '@taskwell/ui/button';
import type { ReactNode } from 'react';
import * as styles from './problem-notice.css.ts';

/** Props of {@link ProblemNotice}. */
export interface ProblemNoticeProps {
  /** What went wrong, in a few words. */
  title: string;
  /** What it means for the user and what they can do. */
  children: ReactNode;
  /** Where the action leads: a full page load, so it works even when the page's scripts did not. */
  actionHref: string;
  /** The action's label, such as "Try again". */
  actionLabel: string;
  /** The title's heading level: 1 when the notice is all the page shows, 2 under the page's own heading. */
  headingLevel?: 1 | 2;
}

/** Tells the user that something failed, instead of a broken page, and offers one way on. */
export function ProblemNotice({ title, children, actionHref, actionLabel, headingLevel = 2 }: ProblemNoticeProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div role="alert" className={styles.notice}>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.message}>{children}</p>
      <Button asChild variant="outline">
        <a href={actionHref}>{actionLabel}</a>
      </Button>
    </div>
  );
}
