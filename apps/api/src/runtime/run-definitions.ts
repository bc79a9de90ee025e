import { parseTaskDefinition, type TaskDefinition } from '@taskwell/task-engine';
import { and, eq } from 'drizzle-orm';
import type { TaskCatalogue } from '../catalogue/task-catalogue.ts';
import type { Database } from '../db/open-database.ts';
import { creatorTasks, creatorTaskVersions } from '../db/schema.ts';
import type { RunRow } from './store/run-store.ts';

/** What a new run starts on: a definition, and for a task a user built the version it is. */
export interface StartingDefinition {
  definition: TaskDefinition;
  /** The published version of a user-built task; null for a seeded task. */
  taskVersion: number | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored definition, read back by the engine's parser (it was checked when it was stored). */
function definitionOf(stored: unknown): TaskDefinition | undefined {
  const parsed = parseTaskDefinition(stored);
  return parsed.ok ? parsed.definition : undefined;
}

/**
 * Where every run finds the definition it runs, seeded or built by a user (issue 30), so that
 * both go through the one runtime: the seeded catalogue, the published versions of tasks users
 * built (their owner's only, until the store sells them), and a test run's own copy of a draft.
 */
export class RunDefinitions {
  constructor(private readonly options: { db: Database; catalogue: TaskCatalogue }) {}

  /** The definition a new run of `taskId` by `email` starts on: a seeded task, or the latest version of the caller's own. */
  async forStart(taskId: string, email: string): Promise<StartingDefinition | undefined> {
    const seeded = this.options.catalogue.definitions.get(taskId);
    if (seeded) return { definition: seeded, taskVersion: null };
    if (!uuidPattern.test(taskId)) return undefined;
    const [row] = await this.options.db
      .select({ definition: creatorTaskVersions.definition, version: creatorTaskVersions.version })
      .from(creatorTasks)
      .innerJoin(
        creatorTaskVersions,
        and(
          eq(creatorTaskVersions.taskId, creatorTasks.id),
          eq(creatorTaskVersions.version, creatorTasks.latestVersion),
        ),
      )
      .where(and(eq(creatorTasks.id, taskId), eq(creatorTasks.ownerEmail, email)))
      .limit(1);
    const definition = row ? definitionOf(row.definition) : undefined;
    return definition && row ? { definition, taskVersion: row.version } : undefined;
  }

  /** The definition a run runs: its draft copy (a test run), the version it started on, or the seeded task. */
  async ofRun(
    run: Pick<RunRow, 'taskId' | 'accountEmail' | 'taskVersion' | 'draftDefinition'>,
  ): Promise<TaskDefinition | undefined> {
    if (run.draftDefinition) return definitionOf(run.draftDefinition);
    if (run.taskVersion === null) return this.options.catalogue.definitions.get(run.taskId);
    const [row] = await this.options.db
      .select({ definition: creatorTaskVersions.definition })
      .from(creatorTaskVersions)
      .innerJoin(creatorTasks, eq(creatorTasks.id, creatorTaskVersions.taskId))
      .where(
        and(
          eq(creatorTaskVersions.taskId, run.taskId),
          eq(creatorTaskVersions.version, run.taskVersion),
          eq(creatorTasks.ownerEmail, run.accountEmail),
        ),
      )
      .limit(1);
    return row ? definitionOf(row.definition) : undefined;
  }
}
