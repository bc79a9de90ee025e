import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import type { RunChange } from '../runtime/persistence/run-record.ts';

const ended = new Set(['COMPLETED', 'ERROR', 'ABORTED']);

/**
 * Which runs' ends wake the scheduler (decision 173): those it has something to do for. A run of
 * an owner with an automation that delivers (its end may be a delivery to record), and a
 * completed run of a task an active "after another task" automation of its owner follows (a
 * chained start to record). A plain run of anyone else wakes nothing and costs no statement.
 * The owners and follows are kept in the process and read again after every change of an
 * automation (its NOTIFY, or the change made here); reads that overlap are folded into one.
 */
export class RunEndWakes {
  private delivering = new Set<string>();
  private follows = new Set<string>();
  private reading: Promise<void> | undefined;
  private stale = false;

  constructor(private readonly db: Database) {}

  /** Reads the owners and follows again (at once, or right after the read under way). */
  refresh(): Promise<void> {
    if (this.reading) {
      this.stale = true;
      return this.reading;
    }
    this.reading = this.read().finally(() => {
      this.reading = undefined;
      if (this.stale) {
        this.stale = false;
        void this.refresh();
      }
    });
    return this.reading;
  }

  /** Whether this change is the end of a run the scheduler has something to do for. */
  wakes(change: RunChange): boolean {
    if (!change.statusChanged || !ended.has(change.status)) return false;
    if (this.delivering.has(change.accountEmail)) return true;
    if (change.status !== 'COMPLETED') return false;
    const taskId = change.view?.run.taskId;
    // The completion's own statement names its task; without it, any follow of its owner counts.
    if (taskId === undefined) return [...this.follows].some((key) => key.startsWith(`${change.accountEmail}\n`));
    return this.follows.has(`${change.accountEmail}\n${taskId}`);
  }

  private async read(): Promise<void> {
    const rows = await queryRows(
      this.db,
      sql`SELECT DISTINCT owner_email, delivery->>'kind' <> 'assets' AS delivers,
         CASE WHEN status = 'active' AND trigger->>'kind' = 'after-task' THEN trigger->>'afterTaskId' END AS follows
       FROM automations
       WHERE delivery->>'kind' <> 'assets' OR (status = 'active' AND trigger->>'kind' = 'after-task')`,
    );
    const delivering = new Set<string>();
    const follows = new Set<string>();
    for (const row of rows) {
      const owner = String(row.owner_email);
      if (row.delivers === true) delivering.add(owner);
      if (typeof row.follows === 'string') follows.add(`${owner}\n${row.follows}`);
    }
    this.delivering = delivering;
    this.follows = follows;
  }
}
