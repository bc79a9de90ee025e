import type { OpenDatabase } from './open-database.ts';
import { type TableActivity, tablesDue, type VacuumPolicy } from './vacuum-policy.ts';

/** Where the maintenance reports what it did and what failed. */
export interface MaintenanceLog {
  debug(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** How the embedded database is looked after (decision 100). */
export interface EmbeddedMaintenanceOptions {
  database: OpenDatabase;
  /** How often the tables' statistics are read (ms). */
  intervalMs: number;
  /** When a table is due. */
  policy: VacuumPolicy;
  log: MaintenanceLog;
}

/** The maintenance of an embedded database, running in the background until stopped. */
export interface EmbeddedMaintenance {
  /** Reads the statistics and vacuums the tables due now, one after the other; their names. */
  runOnce(): Promise<string[]>;
  /** Stops; waits for a vacuum under way to end. */
  stop(): Promise<void>;
}

/** The tables that churn: ours, and the job queue's. */
const activity = `
  SELECT format('%I.%I', schemaname, relname) AS "table", n_live_tup AS live, n_dead_tup AS dead,
    n_ins_since_vacuum AS "insertedSinceVacuum"
  FROM pg_stat_all_tables
  WHERE schemaname IN ('public', 'pgboss') AND (n_dead_tup > 0 OR n_ins_since_vacuum > 0)`;

/**
 * Looks after PGlite, which has no autovacuum (one process, no background workers): every
 * `intervalMs` it reads each table's dead and newly inserted rows and runs `VACUUM (ANALYZE)` on
 * the tables due, one at a time, so that the queue's fetch and the run reaper never wade through
 * the dead index entries of a long uptime, and the planner's statistics follow the data. PGlite
 * runs one statement at a time, so each vacuum holds the others back while it works: frequent
 * small ones keep that to milliseconds, where one after an hour of runs took seconds.
 */
export function maintainEmbeddedDatabase(options: EmbeddedMaintenanceOptions): EmbeddedMaintenance {
  const { database, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<string[]> | undefined;
  let stopped = false;

  const runOnce = async (): Promise<string[]> => {
    // Statistics reach the shared counters at most once a second; this reads them as of now.
    await database.executeSql('SELECT pg_stat_force_next_flush()', []);
    const { rows } = await database.executeSql(activity, []);
    const tables = rows.map(
      (row): TableActivity => ({
        table: String(row.table),
        live: Number(row.live),
        dead: Number(row.dead),
        insertedSinceVacuum: Number(row.insertedSinceVacuum),
      }),
    );
    const done: string[] = [];
    for (const table of tablesDue(tables, options.policy)) {
      if (stopped) break;
      const began = performance.now();
      await database.executeSql(`VACUUM (ANALYZE) ${table.table}`);
      log.debug(
        { table: table.table, dead: table.dead, live: table.live, ms: Math.round(performance.now() - began) },
        'vacuumed a table',
      );
      done.push(table.table);
      // Requests waiting for the database go first between two tables.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return done;
  };

  const schedule = () => {
    timer = setTimeout(() => {
      round = runOnce()
        .catch((error: unknown) => {
          log.warn({ err: error }, 'maintaining the embedded database failed; it is tried again later');
          return [];
        })
        .finally(() => {
          round = undefined;
          if (!stopped) schedule();
        });
    }, options.intervalMs);
    // The maintenance never keeps the process alive on its own.
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
