import type { ReactNode } from 'react';
import * as styles from './data-table.css.ts';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** The column's heading. */
  header: string;
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** `end` for figures, which line up on the right; `start` by default. */
  align?: 'start' | 'end';
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** The name of the table and of its scrolling box, read out by a screen reader. */
  label: string;
  /** The columns in order; the first one heads each row. */
  columns: readonly [DataTableColumn<Row>, ...DataTableColumn<Row>[]];
  rows: readonly Row[];
  /** A stable key of a row. */
  rowKey: (row: Row) => string;
  /** What to say when there are no rows (the table is not drawn then). */
  empty: ReactNode;
}

/**
 * A table of records, one row each, whose first column heads its row. On a narrow screen it
 * scrolls sideways inside its own box, which the keyboard can reach; the page does not.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  const [first, ...rest] = columns;
  const align = (column: DataTableColumn<Row>) => (column.align === 'end' ? styles.end : undefined);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways on a phone is reached by the keyboard to scroll it
    <section className={styles.box} aria-label={label} tabIndex={0}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={align(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" className={align(first)}>
                {first.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.header} className={align(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
