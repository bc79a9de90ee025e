/** What the statistics say of one table since its last vacuum (`pg_stat_all_tables`). */
export interface TableActivity {
  /** `schema.table`, quoted as the VACUUM statement needs it. */
  table: string;
  /** Rows alive, as last counted. */
  live: number;
  /** Row versions dead (updated or deleted) and not yet vacuumed. */
  dead: number;
  /** Rows inserted since the last vacuum: a table only ever inserted into needs one too. */
  insertedSinceVacuum: number;
}

/** When a table is worth a vacuum (decision 100). */
export interface VacuumPolicy {
  /** Dead row versions that make a table due, whatever its size. */
  deadRows: number;
  /** And the share of its live rows that does, for large tables (0.05 = 5 %). */
  deadShare: number;
  /** Inserts since the last vacuum that make a table due (its visibility map and statistics). */
  insertedRows: number;
  /** And the share of its live rows that does. */
  insertedShare: number;
}

/**
 * The tables due for a vacuum, most dead rows first. A table is due once its dead rows pass
 * `deadRows`, or `deadShare` of its live rows when that is more: what a scan wades through grows
 * with the dead rows, not with the table, so the first bound keeps the hot tables of a long
 * history as quick as those of a new one. Tables only inserted into are due after
 * `insertedRows` (or `insertedShare`) inserts, so that their pages are marked all-visible and
 * their statistics stay fresh.
 */
export function tablesDue(tables: readonly TableActivity[], policy: VacuumPolicy): TableActivity[] {
  return tables
    .filter(
      (table) =>
        (table.dead > 0 && table.dead >= Math.max(policy.deadRows, policy.deadShare * table.live)) ||
        (table.insertedSinceVacuum > 0 &&
          table.insertedSinceVacuum >= Math.max(policy.insertedRows, policy.insertedShare * table.live)),
    )
    .sort((a, b) => b.dead - a.dead);
}
