import type { AssetLineage, AssetSummary, ContentFamily } from '@taskwell/api-sdk';
import { contentFamilyOf } from '@taskwell/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { assets, runs } from '../db/schema.ts';
import { decodeCursor, pageOf } from '../paging/keyset-cursor.ts';
import { inputViews } from '../runtime/run-history.ts';
import { stepsOf, type TaskDefinition } from '../runtime/task-definition.ts';

/** The condition that keeps one content family (the same rule as `contentFamilyOf`). */
function familyCondition(family: ContentFamily): SQL {
  const type = sql`lower(${assets.contentType})`;
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
 * run used, read with the page in one statement.
 */
export class AssetLibrary {
  constructor(
    private readonly options: {
      db: Database;
      /** The tasks this server knows, for names and step numbers. */
      definitions: ReadonlyMap<string, TaskDefinition>;
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
        runId: runs.id,
        runTaskId: runs.taskId,
        runInputs: runs.inputs,
      })
      .from(assets)
      .leftJoin(runs, and(eq(runs.id, sql`${assets.metadata} ->> 'runId'`), eq(runs.accountEmail, assets.ownerEmail)))
      .where(and(...conditions))
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(options.limit + 1);
    const page = pageOf(rows, options.limit);
    return {
      items: page.rows.map((row) => {
        const lineage = this.lineage(row);
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

  private lineage(row: {
    metadata: Record<string, unknown>;
    runId: string | null;
    runTaskId: string | null;
    runInputs: Parameters<typeof inputViews>[0] | null;
  }): AssetLineage | undefined {
    const stepId = row.metadata.step;
    if (!row.runId || !row.runTaskId || typeof stepId !== 'string') return undefined;
    const definition = this.options.definitions.get(row.runTaskId);
    const steps = definition ? stepsOf(definition.flow) : [];
    const index = steps.findIndex((step) => step.step === stepId);
    const step = steps[index];
    return {
      requestId: row.runId,
      taskId: row.runTaskId,
      taskName: definition?.name ?? row.runTaskId,
      stepId,
      ...(step ? { stepNumber: index + 1, outputName: step.output } : {}),
      inputs: inputViews(row.runInputs ?? {}),
    };
  }
}
