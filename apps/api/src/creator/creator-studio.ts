import type { CreatorDraft, CreatorTaskSummary, CreatorTaskVersion, ErrorBody, Task } from '@taskwell/api-sdk';
import {
  canCreateTasks,
  costFloorMessage,
  isTaskIcon,
  planKeys,
  taskCategories,
  taskCreationPlanMessage,
  taskIconPaths,
} from '@taskwell/domain';
import {
  checkTaskDefinition,
  type DefinitionProblem,
  parseTaskDefinition,
  problemText,
  starterDefinition,
  type TaskDefinition,
  toTask,
  unknownIconMessage,
} from '@taskwell/task-engine';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { newRowId } from '../db/row-ids.ts';
import { accounts, creatorTasks, creatorTaskVersions, storeListings } from '../db/schema.ts';
import { DomainError, notFound } from '../errors/domain-error.ts';
import type { LatestVersions } from '../runtime/latest-versions.ts';
import type { Service } from '../services/service.ts';

/** A problem of a definition in the contract's shape: `path` a JSON pointer into the definition. */
export type Problem = NonNullable<ErrorBody['details']>[number];

/**
 * Problems in the contract's shape, each worded as the editor lists it (`problemText`: where it
 * is, by the names its user sees, then what is wrong), the parser's and the check's alike.
 */
export const problemsOf = (problems: readonly DefinitionProblem[], definition: unknown): Problem[] =>
  problems.map((problem) => ({ path: problem.pointer, message: problemText(problem, definition) }));

/** The refusal of a definition with problems: 422 with one entry per problem. */
export function invalidDefinition(problems: Problem[], message = 'The task has problems to fix first.'): DomainError {
  return new DomainError('invalid_parameters', 'invalid_task_definition', message, { details: problems });
}

type TaskRow = typeof creatorTasks.$inferSelect;

/** A task's row joined to its latest published version's. */
const latestVersionOfItsTask = and(
  eq(creatorTaskVersions.taskId, creatorTasks.id),
  eq(creatorTaskVersions.version, creatorTasks.latestVersion),
);

/**
 * The Creator Studio's tasks (issue 30): drafts saved whole as their owner works, checked by the
 * engine package's check (the editor's), published as immutable numbered versions, restored,
 * exported and imported. Only a task's owner reaches it: anyone else is told it does not exist.
 */
export class CreatorStudio {
  constructor(
    private readonly options: {
      db: Database;
      services: ReadonlyMap<string, Service>;
      now: () => number;
      /** The lowest fee of a definition: what its AI steps cost (decision 130); none without it. */
      floorOf?: (definition: TaskDefinition) => number;
      /** Told of each version published, for the runs started after it (decision 209). */
      latest?: LatestVersions;
    },
  ) {}

  /**
   * The problems of a definition, in the contract's shape: its shape first, then the check, then
   * a fee under what its AI steps cost (`/powerFee`, issue 40); and that floor.
   */
  problems(value: unknown): { definition?: TaskDefinition; problems: Problem[]; costFloor: number } {
    const parsed = parseTaskDefinition(value);
    if (!parsed.ok) return { problems: problemsOf(parsed.problems, value), costFloor: 0 };
    const checked = checkTaskDefinition(parsed.definition, {
      services: this.options.services,
      plans: planKeys,
      categories: taskCategories.map((category) => category.name),
      icons: taskIconPaths,
    });
    const costFloor = this.options.floorOf?.(parsed.definition) ?? 0;
    const problems = problemsOf(checked, parsed.definition);
    if (parsed.definition.powerFee < costFloor && !problems.some((problem) => problem.path === '/powerFee')) {
      problems.push({ path: '/powerFee', message: costFloorMessage({ floor: costFloor, what: 'fee' }) });
    }
    return { definition: parsed.definition, problems, costFloor };
  }

  /** The refusal of a definition with problems: the floor's own sentence when the fee is under it. */
  refusal(problems: Problem[], message: string): DomainError {
    const floor = problems.find((problem) => problem.message.startsWith('The fee must be at least'));
    return invalidDefinition(problems, floor ? floor.message : message);
  }

  /** Refuses a caller whose plan has no task creation (spec §6): 403 with the plan message. */
  async requireCreator(email: string): Promise<void> {
    const [account] = await this.options.db
      .select({ plan: accounts.plan })
      .from(accounts)
      .where(eq(accounts.email, email))
      .limit(1);
    if (!canCreateTasks(account?.plan))
      throw new DomainError('plan_required', 'plan_required', taskCreationPlanMessage);
  }

  async list(email: string): Promise<CreatorTaskSummary[]> {
    await this.requireCreator(email);
    // One query: each task with its latest version's date and its listing (at most one a task).
    const rows = await this.options.db
      .select({
        task: creatorTasks,
        publishedAt: creatorTaskVersions.publishedAt,
        listing: { listingId: storeListings.id, status: storeListings.status, price: storeListings.price },
      })
      .from(creatorTasks)
      .leftJoin(creatorTaskVersions, latestVersionOfItsTask)
      .leftJoin(storeListings, eq(storeListings.creatorTaskId, creatorTasks.id))
      .where(eq(creatorTasks.ownerEmail, email))
      .orderBy(desc(creatorTasks.savedAt), desc(creatorTasks.id));
    return rows.map(({ task, publishedAt, listing }) => ({
      creatorTaskId: task.id,
      name: task.name,
      savedAt: task.savedAt.toISOString(),
      ...(task.latestVersion !== null && publishedAt
        ? { latestVersion: task.latestVersion, publishedAt: publishedAt.toISOString() }
        : {}),
      listing,
    }));
  }

  /**
   * The owner's published tasks for their catalogue: each task's latest version as a catalogue
   * task (its card and form, never its flow), its id the task's, most recently published first.
   * No plan is required: what an owner published stays theirs to see (a run checks the plans).
   */
  async published(email: string): Promise<Task[]> {
    const rows = await this.options.db
      .select({ id: creatorTasks.id, definition: creatorTaskVersions.definition })
      .from(creatorTasks)
      .innerJoin(creatorTaskVersions, latestVersionOfItsTask)
      .where(eq(creatorTasks.ownerEmail, email))
      .orderBy(desc(creatorTaskVersions.publishedAt), desc(creatorTasks.id));
    return rows.flatMap(({ id, definition }) => {
      const parsed = parseTaskDefinition({ ...(definition as Record<string, unknown>), id });
      return parsed.ok ? [toTask(parsed.definition)] : [];
    });
  }

  /** A definition to store as a draft: its shape must be a task's (422 else); its id is the task's. */
  private draftValue(id: string, value: unknown): Record<string, unknown> {
    const withId = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, id } : value;
    const parsed = parseTaskDefinition(withId);
    if (!parsed.ok) throw invalidDefinition(problemsOf(parsed.problems, withId), 'This is not a task definition.');
    // Issue 39: an icon is shown on buyers' pages; one that is not Taskwell's own is never saved
    // (a draft may have none yet, which the check then asks for).
    const { imageName } = parsed.definition;
    if (imageName !== '' && !isTaskIcon(imageName)) {
      throw invalidDefinition(
        [{ path: '/imageName', message: unknownIconMessage }],
        "The task's icon is not one of Taskwell's.",
      );
    }
    return { ...parsed.definition };
  }

  /** A definition's problems and floor, as the replies carry them. */
  checked(value: unknown): { problems: Problem[]; costFloor: number } {
    const { problems, costFloor } = this.problems(value);
    return { problems, costFloor };
  }

  private draftOf(row: TaskRow): CreatorDraft {
    return {
      creatorTaskId: row.id,
      // Every draft was read by the parser before it was stored (saved, imported, restored from a version, a starter).
      definition: row.draft as CreatorDraft['definition'],
      savedAt: row.savedAt.toISOString(),
      ...this.checked(row.draft),
      ...(row.latestVersion !== null ? { latestVersion: row.latestVersion } : {}),
    };
  }

  private async owned(email: string, id: string): Promise<TaskRow> {
    await this.requireCreator(email);
    const [row] = await this.options.db
      .select()
      .from(creatorTasks)
      .where(and(eq(creatorTasks.id, id), eq(creatorTasks.ownerEmail, email)))
      .limit(1);
    if (!row) throw notFound('That task');
    return row;
  }

  /** A new task whose draft is the definition given, or a starter named `name`. */
  async create(email: string, options: { definition?: unknown; name?: string }): Promise<CreatorDraft> {
    await this.requireCreator(email);
    const id = newRowId();
    const draft =
      options.definition === undefined
        ? { ...starterDefinition({ id, name: options.name?.trim() || 'Untitled task' }) }
        : this.draftValue(id, options.definition);
    const at = new Date(this.options.now());
    const [row] = await this.options.db
      .insert(creatorTasks)
      .values({ id, ownerEmail: email, draft, name: String(draft.name ?? ''), savedAt: at, createdAt: at })
      .returning();
    return this.draftOf(row as TaskRow);
  }

  async get(email: string, id: string): Promise<CreatorDraft> {
    return this.draftOf(await this.owned(email, id));
  }

  /** Saves the whole draft (whatever its flow's problems, which the reply lists): one update, owner's only. */
  async save(
    email: string,
    id: string,
    definition: unknown,
  ): Promise<{ row: TaskRow; problems: Problem[]; costFloor: number }> {
    await this.requireCreator(email);
    const draft = this.draftValue(id, definition);
    const [row] = await this.options.db
      .update(creatorTasks)
      .set({ draft, name: String(draft.name ?? ''), savedAt: new Date(this.options.now()) })
      .where(and(eq(creatorTasks.id, id), eq(creatorTasks.ownerEmail, email)))
      .returning();
    if (!row) throw notFound('That task');
    return { row, ...this.checked(draft) };
  }

  /**
   * A file's definition over the task's draft (its versions stay). The task keeps the name its
   * user gave it (issue 39: importing into a new task overwrote its name); a draft without one
   * takes the file's.
   */
  async importInto(email: string, id: string, definition: unknown): Promise<CreatorDraft> {
    const task = await this.owned(email, id);
    const name = typeof task.draft.name === 'string' ? task.draft.name.trim() : '';
    const kept =
      name !== '' && typeof definition === 'object' && definition !== null && !Array.isArray(definition)
        ? { ...definition, name: task.draft.name }
        : definition;
    return this.draftOf((await this.save(email, id, kept)).row);
  }

  /** Freezes the draft as the next version, in one statement; 422 with the problems while any remain. */
  async publish(email: string, id: string): Promise<CreatorTaskVersion> {
    const task = await this.owned(email, id);
    const { problems } = this.problems(task.draft);
    if (problems.length > 0) throw this.refusal(problems, 'Fix the problems of the task before publishing it.');
    const at = new Date(this.options.now());
    // The next number and the new row in one statement: two publishes at once make two versions.
    const rows = await queryRows(
      this.options.db,
      sql`
      WITH next AS (
        UPDATE ${creatorTasks} SET latest_version = COALESCE(latest_version, 0) + 1
        WHERE id = ${id} AND owner_email = ${email}
        RETURNING latest_version, draft, name
      )
      INSERT INTO ${creatorTaskVersions} (task_id, version, definition, name, published_at)
      SELECT ${id}, latest_version, draft, name, ${at.toISOString()}::timestamptz FROM next
      RETURNING version`,
    );
    const version = rows[0]?.version as number | undefined;
    if (version === undefined) throw notFound('That task');
    this.options.latest?.learned(id, { ownerEmail: email, version });
    return { creatorTaskId: id, version, name: task.name, publishedAt: at.toISOString() };
  }

  async versions(email: string, id: string): Promise<CreatorTaskVersion[]> {
    await this.owned(email, id);
    const rows = await this.options.db
      .select()
      .from(creatorTaskVersions)
      .where(eq(creatorTaskVersions.taskId, id))
      .orderBy(desc(creatorTaskVersions.version));
    return rows.map((row) => ({
      creatorTaskId: id,
      version: row.version,
      name: row.name,
      publishedAt: row.publishedAt.toISOString(),
    }));
  }

  /** Makes a version's definition the draft again (the versions stay as they are). */
  async restore(email: string, id: string, version: number): Promise<CreatorDraft> {
    await this.owned(email, id);
    const [found] = await this.options.db
      .select()
      .from(creatorTaskVersions)
      .where(and(eq(creatorTaskVersions.taskId, id), eq(creatorTaskVersions.version, version)))
      .limit(1);
    if (!found) throw notFound('That version');
    const [row] = await this.options.db
      .update(creatorTasks)
      .set({ draft: found.definition, name: found.name, savedAt: new Date(this.options.now()) })
      .where(and(eq(creatorTasks.id, id), eq(creatorTasks.ownerEmail, email)))
      .returning();
    if (!row) throw notFound('That task');
    return this.draftOf(row);
  }

  /** The draft as a definition (for export and test runs); its problems too. */
  async draft(
    email: string,
    id: string,
  ): Promise<{ value: Record<string, unknown>; definition?: TaskDefinition; problems: Problem[]; costFloor: number }> {
    const task = await this.owned(email, id);
    return { value: task.draft, ...this.problems(task.draft) };
  }
}
