import type { ReactNode } from 'react';
import * as styles from './badge.css.ts';

export type BadgeTone = keyof typeof styles.badge;

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short label: a credit fee, a category, a status. */
export function Badge({ tone = 'accent', children }: BadgeProps) {
  return <span className={styles.badge[tone]}>{children}</span>;
}

export interface FilterBadgeProps {
  /** Whether the filter is on. */
  pressed: boolean;
  onClick: () => void;
  tone?: BadgeTone;
  children: ReactNode;
}

/** A badge that toggles a filter (news and demo categories, 'Clear Filter'); a real button. */
export function FilterBadge({ pressed, onClick, tone = 'accent', children }: FilterBadgeProps) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={`${styles.badge[tone]} ${styles.filter}`}>
      {children}
    </button>
  );
}
