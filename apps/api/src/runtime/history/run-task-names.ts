import type { TaskDefinition } from '@taskwell/task-engine';
import { and, eq, or } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/open-database.ts';
import { creatorTaskVersions } from '../../db/schema.ts';

/** What a run record says of the task it ran. */
export interface RunTask {
  taskId: string;
  /** The published version of a user-built task; null for a seeded task and a test run. */
  taskVersion: number | null;
  /** A test run's draft's name (the draft as it was when the run started). */
  draftName?: string | null | undefined;
}

/**
 * The name a run's task is shown with (issue 30): a seeded task's from the catalogue, a published
 * version's as it was published (versions never change, so each is read once), a test run's from
 * its own copy of the draft; the id itself when none is found.
 */
export class RunTaskNames {
  /** Versions never change: each one's name is read once and kept (the 10,000 most recently shown). */
  private readonly versionNames = new LRUCache<string, string>({ max: 10_000 });

  constructor(private readonly options: { db: Database; definitions: ReadonlyMap<string, TaskDefinition> }) {}

  /** The names of the runs' tasks, in the order of the runs. */
  async of(runs: readonly RunTask[]): Promise<string[]> {
    const keyOf = (run: RunTask) => `${run.taskVersion}@${run.taskId}`;
    const unread = new Map<string, { taskId: string; version: number }>();
    for (const run of runs) {
      if (run.taskVersion !== null && !this.versionNames.has(keyOf(run))) {
        unread.set(keyOf(run), { taskId: run.taskId, version: run.taskVersion });
      }
    }
    if (unread.size > 0) {
      const rows = await this.options.db
        .select({
          taskId: creatorTaskVersions.taskId,
          version: creatorTaskVersions.version,
          name: creatorTaskVersions.name,
        })
        .from(creatorTaskVersions)
        .where(
          or(
            ...[...unread.values()].map((wanted) =>
              and(eq(creatorTaskVersions.taskId, wanted.taskId), eq(creatorTaskVersions.version, wanted.version)),
            ),
          ),
        );
      for (const row of rows) this.versionNames.set(`${row.version}@${row.taskId}`, row.name);
    }
    return runs.map((run) => {
      const name =
        run.taskVersion !== null
          ? this.versionNames.get(keyOf(run))
          : (run.draftName ?? this.options.definitions.get(run.taskId)?.name);
      return name?.trim() || run.taskId;
    });
  }

  /** The name of one run's task. */
  async one(run: RunTask): Promise<string> {
    const [name] = await this.of([run]);
    return name ?? run.taskId;
  }
}
