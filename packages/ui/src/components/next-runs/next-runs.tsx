import { formatDateTime } from '@taskwell/domain';
import * as styles from './next-runs.css.ts';

/** Props of {@link NextRuns}. */
export interface NextRunsProps {
  /** What the list is ("Next runs"), its accessible name and heading. */
  label: string;
  /** The moments (ISO), soonest first. */
  moments: readonly string[];
  /** The IANA zone they are read in (the automation's); the house format "23 Dec 2026, 09:00". */
  timeZone: string;
  /** Shown when there is no moment (not scheduled, or paused). */
  emptyText: string;
}

/**
 * The next moments of a schedule (an automation's next five starts) in the house format, read in
 * the schedule's own time zone, which is named once under the list: the same text on the server
 * and in the browser, whatever zone the reader is in.
 */
export function NextRuns({ label, moments, timeZone, emptyText }: NextRunsProps) {
  return (
    <section className={styles.box} aria-label={label}>
      <p className={styles.title}>{label}</p>
      {moments.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          <ol className={styles.list}>
            {moments.map((moment) => (
              <li key={moment}>
                <time dateTime={moment}>{formatDateTime(moment, { timeZone })}</time>
              </li>
            ))}
          </ol>
          <p className={styles.zone}>Times in {timeZone}</p>
        </>
      )}
    </section>
  );
}
