import type { AssetLineage, AssetSummary, ContentFamily } from '@taskwell/api-sdk';
import { aiServiceLabel, contentFamilyOf } from '@taskwell/domain';
import { stepsOf, type TaskDefinition } from '@taskwell/task-engine';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { runAiServiceName } from '../db/run-ai-service.ts';
import type { RunInputs } from '../db/run-columns.ts';
import { inputViews } from '../db/run-columns.ts';
import { assets, runs } from '../db/schema.ts';
import { decodeCursor, pageOf } from '../paging/keyset-cursor.ts';

/** What a run says of the task it ran: a seeded task, a published version, or a test run's draft. */
interface MakerRun {
  id: string;
  accountEmail: string;
  taskId: string;
  taskVersion: number | null;
  draftDefinition: Record<string, unknown> | null;
  /** The store listing a bought run was bought from (issue 26). */
  listingId: string | null;
  inputs: RunInputs;
  /** The AI service its runner chose (issue 40), and a private one's name. */
  aiService: string | null;
  aiServiceName: string | null;
}

/**
 * The condition that keeps one content family (the same rule as `contentFamilyOf`). Stored types
 * are lower case already (the server writes the type it found, never the client's spelling), so
 * the column is compared as it is and its statistics guide the plan.
 */
function familyCondition(family: ContentFamily): SQL {
  const type = assets.contentType;
  switch (family) {
    case 'text':
      return sql`(${type} LIKE 'text/%' OR ${type} = 'application/json')`;
    case 'image':
      return sql`${type} LIKE 'image/%'`;
    case 'audio':
      return sql`${type} LIKE 'audio/%'`;
    case 'document':
      return sql`${type} = 'application/pdf'`;
    case 'other':
      return sql`NOT (${type} LIKE 'text/%' OR ${type} = 'application/json' OR ${type} LIKE 'image/%'
        OR ${type} LIKE 'audio/%' OR ${type} = 'application/pdf')`;
    default:
      return family satisfies never;
  }
}

/** A LIKE pattern that finds `text` anywhere, its own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The read model of My Assets (issue 18): an owner's uploads and results newest first, one page
 * at a time by (created, id) keyset over the `assets_owner_newest` index, each result with its
 * lineage: the run and step that made it (from the metadata its run wrote) and the inputs that
 * run used, read for the page's results only, by the runs' primary key.
 */
export class AssetLibrary {
  constructor(
    private readonly options: {
      db: Database;
      /** The tasks this server knows, for names and step numbers. */
      definitions: ReadonlyMap<string, TaskDefinition>;
      /** The definition a run of a task a user built ran (runtime/run-definitions.ts): its version, or its draft. */
      runDefinitions?: { ofRun: (run: MakerRun) => Promise<TaskDefinition | undefined> };
    },
  ) {}

  /** One page of the owner's assets, of one family and with a name containing `search` when given. */
  async page(options: {
    owner: string;
    family?: ContentFamily | undefined;
    search?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  }): Promise<{ items: AssetSummary[]; nextCursor: string | null }> {
    const conditions: SQL[] = [eq(assets.ownerEmail, options.owner)];
    if (options.family) conditions.push(familyCondition(options.family));
    const search = options.search?.trim();
    if (search) conditions.push(sql`${assets.fileName} ILIKE ${containsPattern(search)}`);
    if (options.cursor) {
      const after = decodeCursor(options.cursor);
      conditions.push(
        sql`(${assets.createdAt}, ${assets.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
      );
    }
    const rows = await this.options.db
      .select({
        id: assets.id,
        fileName: assets.fileName,
        contentType: assets.contentType,
        size: assets.size,
        metadata: assets.metadata,
        createdAt: assets.createdAt,
      })
      .from(assets)
      .where(and(...conditions))
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(options.limit + 1);
    // The runs of the page's results, by their primary key: never a join over all of the owner's runs.
    const runIds = [
      ...new Set(rows.flatMap((row) => (typeof row.metadata.runId === 'string' ? [row.metadata.runId] : []))),
    ];
    const makers =
      runIds.length === 0
        ? []
        : await this.options.db
            .select({
              id: runs.id,
              accountEmail: runs.accountEmail,
              taskId: runs.taskId,
              taskVersion: runs.taskVersion,
              draftDefinition: runs.draftDefinition,
              listingId: runs.listingId,
              inputs: runs.inputs,
              aiService: runs.aiService,
              aiServiceName: runAiServiceName,
            })
            .from(runs)
            .where(inArray(runs.id, runIds));
    // Only the owner's own runs are shown (checked here: with the owner in the query, the
    // planner may read every run of the owner instead of the few asked for).
    const runsById = new Map(makers.filter((run) => run.accountEmail === options.owner).map((run) => [run.id, run]));
    const definitions = await this.definitionsOf([...runsById.values()]);
    const page = pageOf(rows, options.limit);
    return {
      items: page.rows.map((row) => {
        const maker = typeof row.metadata.runId === 'string' ? runsById.get(row.metadata.runId) : undefined;
        const lineage = maker ? this.lineage(row.metadata, maker, definitions.get(maker.id)) : undefined;
        return {
          assetId: row.id,
          fileName: row.fileName,
          contentType: row.contentType,
          family: contentFamilyOf(row.contentType),
          size: row.size,
          createdAt: row.createdAt.toISOString(),
          origin: typeof row.metadata.runId === 'string' ? 'result' : 'upload',
          ...(lineage ? { lineage } : {}),
        };
      }),
      nextCursor: page.next,
    };
  }

  /**
   * The definitions the runs ran, by run id: a seeded task's from the catalogue; a user-built
   * task's version (read once per version) or a test run's own draft (issue 30).
   */
  private async definitionsOf(makers: readonly MakerRun[]): Promise<Map<string, TaskDefinition | undefined>> {
    const found = new Map<string, TaskDefinition | undefined>();
    const versions = new Map<string, Promise<TaskDefinition | undefined>>();
    await Promise.all(
      makers.map(async (run) => {
        if (run.taskVersion === null && !run.draftDefinition) {
          found.set(run.id, this.options.definitions.get(run.taskId));
          return;
        }
        const read = this.options.runDefinitions;
        if (!read) return;
        const key = run.draftDefinition ? `run:${run.id}` : `${run.taskVersion}@${run.taskId}`;
        let definition = versions.get(key);
        if (!definition) {
          definition = read.ofRun(run);
          versions.set(key, definition);
        }
        found.set(run.id, await definition);
      }),
    );
    return found;
  }

  private lineage(
    metadata: Record<string, unknown>,
    run: Pick<MakerRun, 'id' | 'taskId' | 'inputs' | 'aiService' | 'aiServiceName'>,
    definition: TaskDefinition | undefined,
  ): AssetLineage | undefined {
    const stepId = metadata.step;
    if (typeof stepId !== 'string') return undefined;
    const steps = definition ? stepsOf(definition.flow) : [];
    const index = steps.findIndex((step) => step.step === stepId);
    const step = steps[index];
    return {
      requestId: run.id,
      taskId: run.taskId,
      taskName: definition?.name ?? run.taskId,
      stepId,
      ...(step ? { stepNumber: index + 1, outputName: step.output } : {}),
      inputs: inputViews(run.inputs),
      ...(run.aiService
        ? {
            aiService: {
              key: run.aiService,
              label: aiServiceLabel({ key: run.aiService, privateName: run.aiServiceName }),
            },
          }
        : {}),
    };
  }
}
