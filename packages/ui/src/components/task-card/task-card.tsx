import { formatCredits } from '@taskwell/domain';
import { useId } from 'react';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import * as styles from './task-card.css.ts';

/**
 * What the card's main button does (spec §2): `use` when the viewer's plan unlocks the task,
 * `upgrade` when it does not, `sign-in` for a visitor (who has no plan yet).
 */
export type TaskCardAccess = 'use' | 'upgrade' | 'sign-in';

/** Props of {@link TaskCard}. */
export interface TaskCardProps {
  /** The task's name. */
  name: string;
  /** The one-line heading under the name. */
  heading: string;
  /** The longer description; it scrolls inside the card. */
  description: string;
  /** The task's icon (decorative: the name says what it is). */
  iconSrc?: string | undefined;
  /** The credit fee of one run (spec §2: the badge reads '{powerFee} credits'). */
  fee: number;
  /** Which main button the card offers. */
  access: TaskCardAccess;
  /** Use (or, for a visitor, Sign in to use) was pressed. */
  onUse: () => void;
  /** Upgrade was pressed. */
  onUpgrade: () => void;
  /** Sample was pressed. */
  onSample: () => void;
  /** The heading level of the name, under the page's own headings (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A task of the catalogue (spec §2): icon, name, heading, the '{powerFee} credits' badge and a
 * scrollable description, with Use when the plan unlocks the task, Upgrade when it does not, and
 * Sample.
 */
export function TaskCard({
  name,
  heading,
  description,
  iconSrc,
  fee,
  access,
  onUse,
  onUpgrade,
  onSample,
  headingLevel = 3,
}: TaskCardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`}>
      <div className={styles.head}>
        {iconSrc ? <img src={iconSrc} alt="" className={styles.icon} width={44} height={44} /> : null}
        <div className={styles.names}>
          <Heading id={`${id}-name`} className={styles.name}>
            {name}
          </Heading>
          <p className={styles.heading}>{heading}</p>
        </div>
      </div>
      <span className={styles.fee}>
        <Badge>{formatCredits(fee)}</Badge>
      </span>
      {/* Focusable, so keyboard users can scroll a long description too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.description} tabIndex={0} aria-label={`About ${name}`}>
        {description}
      </section>
      <div className={styles.actions}>
        {access === 'upgrade' ? (
          <Button size="sm" variant="outline" onClick={onUpgrade}>
            Upgrade
          </Button>
        ) : (
          <Button size="sm" onClick={onUse}>
            {access === 'use' ? 'Use' : 'Sign in to use'}
          </Button>
        )}
        <Button size="sm" variant="subtle" onClick={onSample}>
          Sample
        </Button>
      </div>
    </article>
  );
}
