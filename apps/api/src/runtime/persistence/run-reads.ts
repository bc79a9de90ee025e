import { and, eq, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import type { RunCheckpoint, RunResults } from '../../db/run-columns.ts';
import { runs } from '../../db/schema.ts';
import { type ItemCheck, itemCheckList, itemChecksOf, itemIdsOf } from '../../text-checks/item-checks.ts';
import type { ItemFeedback } from './run-record.ts';
import type { RunRow } from './run-writes.ts';

/**
 * The account's feedback on the result items `results` names, as one JSON array (or null): looked
 * up by the asset ids of the items, through the (account, asset) index of `feedback`, never a
 * query per item. Shared by the reads of a run and by the statement that completes one.
 */
export function itemFeedbackOf(results: SQL, account: SQL): SQL<ItemFeedback[] | null> {
  return sql<ItemFeedback[] | null>`(
    SELECT jsonb_agg(jsonb_build_object('assetId', f.asset_id, 'id', f.id, 'rating', f.rating, 'comment', f.comment))
    FROM feedback f
    WHERE f.account_email = ${account} AND f.asset_id = ANY (${itemIdsOf(results)})
  )`;
}

/** The entries of a JSON array {@link itemFeedbackOf} gave back through a raw statement (none for null). */
export function itemFeedbackList(value: unknown): ItemFeedback[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): ItemFeedback[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    if (!('assetId' in entry && typeof entry.assetId === 'string' && 'id' in entry && typeof entry.id === 'string')) {
      return [];
    }
    const rating = 'rating' in entry && (entry.rating === 'up' || entry.rating === 'down') ? entry.rating : null;
    const comment = 'comment' in entry && typeof entry.comment === 'string' ? entry.comment : null;
    return [{ assetId: entry.assetId, id: entry.id, rating, comment }];
  });
}

/**
 * A run as the statement that completed it left it (decision 060): the row as claimed with what
 * that statement wrote, and the owner's feedback on its items as the statement gave it back.
 */
export function completedRunView(
  claimed: RunRow,
  written: {
    state: RunCheckpoint;
    results: RunResults;
    version: number;
    feedback: unknown;
    checks: unknown;
    at: Date;
  },
): RunView {
  const run: RunRow = {
    ...claimed,
    status: 'COMPLETED',
    state: written.state,
    results: written.results,
    step: Object.keys(written.state.steps).length,
    message: null,
    missing: null,
    version: written.version,
    leaseOwner: null,
    leaseExpiresAt: null,
    updatedAt: written.at,
    finishedAt: written.at,
  };
  return { run, feedback: itemFeedbackList(written.feedback), checks: itemCheckList(written.checks) };
}

/** A run with the caller's feedback on its result items, read in one statement. */
export interface RunView {
  /** The run's row. */
  run: RunRow;
  /** The owner's feedback on the run's result items. */
  feedback: ItemFeedback[];
  /** The kept inclusive-language checks of its text items (issue 28). */
  checks: ItemCheck[];
}

/** What the reaper looks for, in milliseconds. */
export interface StaleLimits {
  leaseMs: number;
  maxRunMs: number;
  pausedTtlMs: number;
}

/**
 * Every read of the `runs` table: a run for its owner (with the owner's feedback on its items for
 * the event stream and the results call), a run by id for internal readers, and the reaper's
 * query. Every write is in run-writes.ts.
 */
export class RunReads {
  constructor(
    private readonly options: {
      db: Database;
      now: () => Date;
    },
  ) {}

  /** A run of this account; someone else's run is not found, as an unknown one. */
  async findOwned(runId: string, email: string): Promise<RunRow | undefined> {
    const [run] = await this.options.db
      .select()
      .from(runs)
      .where(and(eq(runs.id, runId), eq(runs.accountEmail, email)))
      .limit(1);
    return run;
  }

  /** A run by id, whoever owns it (internal readers: the task samples). */
  async find(runId: string): Promise<RunRow | undefined> {
    const [run] = await this.options.db.select().from(runs).where(eq(runs.id, runId)).limit(1);
    return run;
  }

  /**
   * A run of this account with the account's feedback on its result items, in one statement (the
   * event stream reads it on every change; see {@link itemFeedbackOf}).
   */
  async viewOwned(runId: string, email: string): Promise<RunView | undefined> {
    const [row] = await this.options.db
      .select({
        run: runs,
        feedback: itemFeedbackOf(sql`${runs.results}`, sql`${runs.accountEmail}`),
        checks: itemChecksOf(sql`${runs.results}`),
      })
      .from(runs)
      .where(and(eq(runs.id, runId), eq(runs.accountEmail, email)))
      .limit(1);
    return row ? { run: row.run, feedback: row.feedback ?? [], checks: row.checks ?? [] } : undefined;
  }

  /**
   * Runs that cannot move on by themselves: claims expired (dead worker), queued long ago and never
   * taken, past their deadline, or paused too long. At most 500 per call.
   */
  async findStale(limits: StaleLimits): Promise<RunRow[]> {
    const at = this.options.now();
    const nowMs = at.getTime();
    return this.options.db
      .select()
      .from(runs)
      .where(
        or(
          and(eq(runs.status, 'IN_PROGRESS'), isNotNull(runs.leaseExpiresAt), lt(runs.leaseExpiresAt, at)),
          and(
            eq(runs.status, 'IN_PROGRESS'),
            isNull(runs.leaseExpiresAt),
            lt(runs.queuedAt, new Date(nowMs - limits.leaseMs)),
          ),
          and(eq(runs.status, 'IN_PROGRESS'), lt(runs.createdAt, new Date(nowMs - limits.maxRunMs))),
          and(eq(runs.status, 'PAUSED'), lt(runs.updatedAt, new Date(nowMs - limits.pausedTtlMs))),
        ),
      )
      .limit(500);
  }
}
