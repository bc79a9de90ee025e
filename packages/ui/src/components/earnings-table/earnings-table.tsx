import { formatDate } from '@taskwell/domain';
import type { ReactNode } from 'react';
import { Alert, Loader } from '../alert/alert.tsx';
import { type EarningsDayView, type EarningsTotals, earningsByTask } from './earnings-by-task.ts';
import * as styles from './earnings-table.css.ts';

/** Props of {@link EarningsTable}. */
export interface EarningsTableProps {
  /** Each listed task's sales per day; a task's table lists its days in this order. */
  days: readonly EarningsDayView[];
  /** The figures are on their way. */
  loading?: boolean | undefined;
  /** What went wrong reading the figures; shown instead of the tables. */
  error?: ReactNode;
  /** What to say when nothing was sold in the range. */
  empty?: ReactNode;
  /** The level of each task's heading, under the page's own (default 2). */
  headingLevel?: 2 | 3 | 4;
}

const columns = ['Runs', 'Completed', 'Refunded', 'Credits earned', 'Tokens sent', 'Tokens written'] as const;

function Figures({ of }: { of: EarningsDayView | EarningsTotals }) {
  return (
    <>
      <td>{of.runs}</td>
      <td>{of.completed}</td>
      <td>{of.refunded}</td>
      <td>{of.creditsEarned}</td>
      <td>{of.promptTokens ?? 0}</td>
      <td>{of.completionTokens ?? 0}</td>
    </>
  );
}

function Table({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways on a phone is reached by the keyboard to scroll it
    <section className={styles.tableWrap} aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </section>
  );
}

/**
 * A creator's earnings: per listed task, a table of its days (runs, completed, refunded, credits
 * earned, the tokens its AI steps used) with the totals at its foot; days in the house format.
 */
export function EarningsTable({ days, loading, error, empty = 'No sales yet', headingLevel = 2 }: EarningsTableProps) {
  if (error) {
    return (
      <Alert tone="critical" title="Your earnings could not be read">
        {error}
      </Alert>
    );
  }
  if (loading) return <Loader label="Reading your earnings…" showLabel />;
  if (days.length === 0) return <Alert tone="info">{empty}</Alert>;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.tasks}>
      {earningsByTask(days).map((task) => (
        <section key={task.listingId} className={styles.task} aria-label={task.name}>
          <Heading className={styles.name}>{task.name}</Heading>
          <Table label={`${task.name} by day`}>
            <tbody>
              {task.days.map((day) => (
                <tr key={day.day}>
                  {/* A calendar day is the same day in every zone. */}
                  <th scope="row">{formatDate(day.day, { timeZone: 'UTC' })}</th>
                  <Figures of={day} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr aria-label="Total">
                <th scope="row">Total</th>
                <Figures of={task.total} />
              </tr>
            </tfoot>
          </Table>
        </section>
      ))}
    </div>
  );
}
