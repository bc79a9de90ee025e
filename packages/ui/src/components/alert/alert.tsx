import type { ReactNode } from 'react';
import * as styles from './alert.css.ts';

export interface AlertProps {
  tone?: 'info' | 'positive' | 'critical';
  title?: ReactNode;
  children: ReactNode;
}

/**
 * A message box. A critical one is announced at once (role alert); the others politely
 * (role status).
 */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={styles.alert[tone]}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}

export interface LoaderProps {
  /** What is loading, read out to screen readers ("Loading tasks"). */
  label: string;
  /** Shows the label next to the spinner too. */
  showLabel?: boolean;
}

/** A spinner with an accessible name; slower, not stopped, when reduced motion is asked for. */
export function Loader({ label, showLabel = false }: LoaderProps) {
  return (
    <span role="status" aria-label={showLabel ? undefined : label} className={styles.loader}>
      <span aria-hidden className={styles.ring} />
      {showLabel ? label : null}
    </span>
  );
}
