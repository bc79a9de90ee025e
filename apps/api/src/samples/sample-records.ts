import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import type { SampleResults } from '../db/sample-columns.ts';
import { taskSamples } from '../db/schema.ts';

/** A task sample's row. */
export type SampleRow = typeof taskSamples.$inferSelect;

/**
 * Every statement on `task_samples`. Each change is conditional on the row as it was read (its
 * run and status), so that of the requests racing in any number of processes one wins: one
 * claims a missing sample, one takes over a failed or abandoned one, one records the end.
 */
export class SampleRecords {
  constructor(private readonly db: Database) {}

  /** The sample of one version of a task's definition. */
  async find(taskId: string, version: string): Promise<SampleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(taskSamples)
      .where(and(eq(taskSamples.taskId, taskId), eq(taskSamples.version, version)))
      .limit(1);
    return row;
  }

  /** Claims a sample nobody has made yet for `runId`; false when another request was first. */
  async claim(options: { taskId: string; version: string; runId: string; at: Date }): Promise<boolean> {
    const { at, ...keys } = options;
    const claimed = await this.db
      .insert(taskSamples)
      .values({ ...keys, status: 'making', attempts: 1, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ runId: taskSamples.runId });
    return claimed.length === 1;
  }

  /** Takes a failed or abandoned sample over for a new run, if it is still as read; false otherwise. */
  async reclaim(row: SampleRow, runId: string, at: Date): Promise<boolean> {
    const taken = await this.db
      .update(taskSamples)
      .set({ status: 'making', runId, attempts: row.attempts + 1, retryAt: null, updatedAt: at })
      .where(this.unchanged(row))
      .returning({ runId: taskSamples.runId });
    return taken.length === 1;
  }

  /** Keeps the results of the sample's run, once. */
  async complete(row: SampleRow, results: SampleResults, at: Date): Promise<void> {
    await this.db.update(taskSamples).set({ status: 'ready', results, updatedAt: at }).where(this.unchanged(row));
  }

  /** Records that the sample's run failed: it may be made again from `retryAt`. */
  async fail(row: Pick<SampleRow, 'taskId' | 'version' | 'runId' | 'status'>, retryAt: Date, at: Date): Promise<void> {
    await this.db.update(taskSamples).set({ status: 'failed', retryAt, updatedAt: at }).where(this.unchanged(row));
  }

  private unchanged(row: Pick<SampleRow, 'taskId' | 'version' | 'runId' | 'status'>) {
    return and(
      eq(taskSamples.taskId, row.taskId),
      eq(taskSamples.version, row.version),
      eq(taskSamples.runId, row.runId),
      eq(taskSamples.status, row.status),
    );
  }
}
