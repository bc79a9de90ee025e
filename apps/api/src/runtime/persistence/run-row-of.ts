import { getTableColumns } from 'drizzle-orm';
import { runs } from '../../db/schema.ts';
import type { RunRow } from './run-writes.ts';

const columns = Object.entries(getTableColumns(runs));

/**
 * A run's row from a raw statement's row (a data-modifying CTE the query builder cannot express,
 * `RETURNING runs.*`): each column read by its own mapping, as the query builder's `returning()`
 * reads it, so the two give the same row whichever driver answered.
 */
export function runRowOf(raw: Record<string, unknown>): RunRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as RunRow;
}
