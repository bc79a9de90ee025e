import { parseTaskDefinition, type TaskDefinition } from '@taskwell/task-engine';
import { and, eq, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TaskCatalogue } from '../catalogue/task-catalogue.ts';
import type { Database } from '../db/open-database.ts';
import { preparedRows } from '../db/prepared-statements.ts';
import { creatorTasks, creatorTaskVersions, storeListings } from '../db/schema.ts';
import type { LatestVersion, LatestVersions } from './latest-versions.ts';
import { priceNow } from './listing-price.ts';
import { microBatch } from './persistence/micro-batch.ts';
import type { RunRow } from './persistence/run-writes.ts';

/** What a new run starts on: a definition, and for a task a user built the version it is. */
export interface StartingDefinition {
  definition: TaskDefinition;
  /** The published version of a user-built task; null for a seeded task. */
  taskVersion: number | null;
  /** For a run bought in the AI Store: the listing, and its price now (the run's fee). */
  listing?: { id: string; price: number };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored definition, read back by the engine's parser (it was checked when it was stored). */
function definitionOf(stored: unknown): TaskDefinition | undefined {
  const parsed = parseTaskDefinition(stored);
  return parsed.ok ? parsed.definition : undefined;
}

/** A published version as read once: whose task it is, and its definition. */
interface KnownVersion {
  ownerEmail: string;
  definition: TaskDefinition;
}

/**
 * Where every run finds the definition it runs, seeded or built by a user (issue 30), so that
 * both go through the one runtime: the seeded catalogue, the published versions of tasks users
 * built (their owner's only, or anyone's through a live listing of the AI Store, issue 26), and a
 * test run's own copy of a draft.
 * A published version never changes, so each is read and parsed once and kept (the most recently
 * run `versionsKept`): a run of a user-built task then costs what a seeded one does, where reading
 * and parsing its definition at its start and again when it executes cost as much as its steps.
 */
export class RunDefinitions {
  private readonly versions: LRUCache<string, KnownVersion>;

  constructor(
    private readonly options: {
      db: Database;
      catalogue: TaskCatalogue;
      versionsKept?: number;
      now?: () => number;
      /** The latest versions this process knows exactly (the embedded database's, decision 209). */
      latest?: LatestVersions;
    },
  ) {
    this.versions = new LRUCache({ max: options.versionsKept ?? 1_000 });
  }

  /** The definition a new run of `taskId` by `email` starts on: a seeded task, or the latest version of the caller's own. */
  async forStart(
    taskId: string,
    email: string,
    listingId?: string,
    pinnedVersion?: number,
  ): Promise<StartingDefinition | undefined> {
    if (listingId !== undefined) return this.forListing(taskId, listingId, email);
    const seeded = this.options.catalogue.definitions.get(taskId);
    if (seeded) return { definition: seeded, taskVersion: null };
    if (!uuidPattern.test(taskId)) return undefined;
    // A pinned version (an automation's, decision 171) of the caller's own task, else the latest.
    const version = pinnedVersion ?? (await this.latestOf(taskId, email));
    if (typeof version !== 'number') return undefined;
    const definition = await this.version(taskId, version, email);
    return definition ? { definition, taskVersion: version } : undefined;
  }

  /**
   * The latest published version of the caller's own task: as known exactly in this process (the
   * embedded database, decision 209), else read (a version published a moment ago is the one that
   * runs) and, where it can be, kept.
   */
  private async latestOf(taskId: string, email: string): Promise<number | null> {
    const known = this.options.latest?.get(taskId);
    if (known) return known.ownerEmail === email ? known.version : null;
    const read = await this.latestVersion({ taskId, email });
    return read && read.ownerEmail === email ? read.version : null;
  }

  /**
   * The latest published version of each task asked for in one turn, in one statement, shared by
   * the starts made with it; each one read is told to the kept latest versions.
   */
  private readonly latestVersion = microBatch<{ taskId: string; email: string }, LatestVersion | null>(
    async (asked) => {
      // One text for any number of tasks (an array, not a list of values), prepared once: on the
      // embedded database planning a statement costs more than running this one (decision 199).
      const ids = [...new Set(asked.map((item) => item.taskId))];
      const rows = await preparedRows(
        this.options.db,
        sql`SELECT id, owner_email, latest_version FROM creator_tasks
        WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
      );
      const found = new Map<string, LatestVersion>();
      for (const row of rows) {
        if (typeof row.latest_version !== 'number') continue;
        const latest = { ownerEmail: String(row.owner_email), version: row.latest_version };
        found.set(String(row.id), latest);
        this.options.latest?.learned(String(row.id), latest);
      }
      return new Map(asked.map((item) => [item, found.get(item.taskId) ?? null]));
    },
  );

  /**
   * The version a live listing sells, for a buyer: only while the listing is live and public, or
   * published to an organization the buyer is a member of, and only of the listing's own task.
   */
  private async forListing(taskId: string, listingId: string, email: string): Promise<StartingDefinition | undefined> {
    if (!uuidPattern.test(listingId)) return undefined;
    const [listing] = await this.options.db
      .select({
        version: storeListings.version,
        price: storeListings.price,
        nextPrice: storeListings.nextPrice,
        nextPriceFrom: storeListings.nextPriceFrom,
      })
      .from(storeListings)
      .where(
        and(
          eq(storeListings.id, listingId),
          eq(storeListings.creatorTaskId, taskId),
          eq(storeListings.status, 'live'),
          or(
            eq(storeListings.visibility, 'public'),
            sql`EXISTS (SELECT 1 FROM organization_members m
              WHERE m.organization_id = ${storeListings.organizationId} AND m.email = ${email.trim().toLowerCase()})`,
          ),
        ),
      )
      .limit(1);
    if (!listing) return undefined;
    const definition = await this.version(taskId, listing.version, undefined);
    // The price in force now: an announced rise counts from its date (issue 41).
    const price = priceNow(listing, (this.options.now ?? Date.now)());
    return definition ? { definition, taskVersion: listing.version, listing: { id: listingId, price } } : undefined;
  }

  /**
   * Version `version` of `taskId` when `email` owns it (undefined: for anyone, a run bought from a
   * listing): from those kept, or read and kept.
   */
  private async version(
    taskId: string,
    version: number,
    email: string | undefined,
  ): Promise<TaskDefinition | undefined> {
    const key = `${version}@${taskId}`;
    const known = this.versions.get(key);
    if (known) return email === undefined || known.ownerEmail === email ? known.definition : undefined;
    const [row] = await this.options.db
      .select({ definition: creatorTaskVersions.definition, ownerEmail: creatorTasks.ownerEmail })
      .from(creatorTaskVersions)
      .innerJoin(creatorTasks, eq(creatorTasks.id, creatorTaskVersions.taskId))
      .where(and(eq(creatorTaskVersions.taskId, taskId), eq(creatorTaskVersions.version, version)))
      .limit(1);
    const definition = row ? definitionOf(row.definition) : undefined;
    if (!row || !definition) return undefined;
    this.versions.set(key, { ownerEmail: row.ownerEmail, definition });
    return email === undefined || row.ownerEmail === email ? definition : undefined;
  }

  /**
   * Whose task a run runs (issue 40: an AI step's persona is one of its creator's): the runner's
   * own for a test run of a draft, the version's owner for a user-built task, none for a seeded one.
   */
  async ownerOf(
    run: Pick<RunRow, 'taskId' | 'accountEmail' | 'taskVersion' | 'draftDefinition'>,
  ): Promise<string | undefined> {
    if (run.draftDefinition) return run.accountEmail;
    if (run.taskVersion === null) return undefined;
    await this.version(run.taskId, run.taskVersion, undefined);
    return this.versions.get(`${run.taskVersion}@${run.taskId}`)?.ownerEmail;
  }

  /** The definition a run runs: its draft copy (a test run), the version it started on, or the seeded task. */
  async ofRun(
    run: Pick<RunRow, 'taskId' | 'accountEmail' | 'taskVersion' | 'draftDefinition' | 'listingId'>,
  ): Promise<TaskDefinition | undefined> {
    if (run.draftDefinition) return definitionOf(run.draftDefinition);
    if (run.taskVersion === null) return this.options.catalogue.definitions.get(run.taskId);
    // A bought run was let in by its live listing when it started; it runs to its end even when
    // the listing is withdrawn meanwhile (issue 26: runs in flight finish).
    return this.version(run.taskId, run.taskVersion, run.listingId === null ? run.accountEmail : undefined);
  }
}
