import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { preparedRows } from '../../db/prepared-statements.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { EndStatus, RunAnswers, RunMissing, RunStatus } from '../../db/run-columns.ts';
import { runs } from '../../db/schema.ts';
import { itemChecksOf } from '../../text-checks/item-checks.ts';
import { type ChargeFailed, type ChargeOutcome, type ChargeRequest, chargeInTurns } from './charge-starts.ts';
import { type ChargeOptions, chargeGuardedStart, type GuardedOutcome } from './guarded-start.ts';
import { microBatch } from './micro-batch.ts';
import { payOutRuns } from './pay-out-runs.ts';
import { refundRun } from './refund-run.ts';
import { guardCondition } from './run-guard.ts';
import type { RunMetrics } from './run-metrics.ts';
import { completedRunView, itemFeedbackOf, type RunView } from './run-reads.ts';
import {
  type CheckpointWrite,
  checkpointRows,
  type RunChange,
  type RunGuard,
  type RunStatusChange,
} from './run-record.ts';
import { runRowOf } from './run-row-of.ts';

/** A run's row. */
export type RunRow = typeof runs.$inferSelect;

/** A new run's row. */
export type NewRun = typeof runs.$inferInsert;

/**
 * Every write to the `runs` table, and so every change of a run: the charge and the creation, the
 * claim and its lease, checkpoints, pause, resume, end with its refund, and the reaper's
 * releases (reads are in run-reads.ts). Each change of what a client sees grows the run's
 * `version` by one; listeners of {@link onChange} hear each such change, listeners of
 * {@link onStatusChange} each status a run takes.
 */
export class RunWrites {
  private readonly listeners = new Set<(change: RunChange) => void>();

  constructor(
    private readonly options: {
      db: Database;
      /** This process's identity as a lease owner. */
      owner: string;
      /** How long a claim holds without a heartbeat (ms). */
      leaseMs: number;
      now: () => Date;
      /** The share of a completed store run's fee its listing's owner is paid (percent, decision 105); default 80. */
      payeePercent?: number;
      /** What is counted as runs are written (decision 114); default nothing. */
      metrics?: RunMetrics;
    },
  ) {}

  /** Calls `listener` with every change of a run this process writes; returns the unsubscribe. */
  onChange(listener: (change: RunChange) => void): () => void {
    const entry = (change: RunChange) => listener(change);
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  /** Calls `listener` with every status change this process writes; returns the unsubscribe. */
  onStatusChange(listener: (change: RunStatusChange) => void): () => void {
    return this.onChange(({ runId, accountEmail, status, statusChanged }) => {
      if (statusChanged) listener({ runId, accountEmail, status });
    });
  }

  private changed(runId: string, accountEmail: string, status: RunStatus, statusChanged = true, view?: RunView): void {
    for (const listener of [...this.listeners]) listener({ runId, accountEmail, status, statusChanged, view });
  }

  private leaseUntil(at: Date): Date {
    return new Date(at.getTime() + this.options.leaseMs);
  }

  /**
   * Charges a task's fee and creates its run (`chargeInTurns`): the starts of one turn by one
   * statement, one per account (decision 060), run again if the server ends it as a deadlock's
   * victim; a guarded start by a transaction of its own.
   */
  async chargeAndCreate(run: NewRun, options: ChargeOptions = {}): Promise<GuardedOutcome> {
    const { plans, guard } = options;
    if (!guard) {
      const outcome = (await this.chargeOne({ run, plans })) ?? { created: false, account: undefined };
      if ('failed' in outcome) throw outcome.failed;
      return outcome;
    }
    const outcome = await chargeGuardedStart(this.options.db, { run, plans, guard });
    if (outcome.created) this.created(run);
    return outcome;
  }

  private readonly chargeOne = microBatch<ChargeRequest, ChargeOutcome | ChargeFailed>(async (requests) => {
    const outcomes = await chargeInTurns(this.options.db, requests);
    for (const [request, outcome] of outcomes) if ('created' in outcome && outcome.created) this.created(request.run);
    return outcomes;
  });

  /**
   * Creates a run that costs nothing and is charged to no one (a task's sample run, decision
   * 031): the fee must be 0, so that an ERROR refunds nothing.
   */
  async createFree(run: NewRun): Promise<void> {
    if (run.fee !== 0) throw new Error('Only a run without a fee is created without a charge.');
    await this.options.db.insert(runs).values(run);
    this.created(run);
  }

  /** A run was created: its listeners are told, and it is counted. */
  private created(run: NewRun): void {
    this.changed(run.id, run.accountEmail, run.status);
    this.options.metrics?.runStarted(run.taskId);
  }

  /**
   * Claims for this worker, in the statement that takes them from the queue, the runs of the jobs
   * `taken` names (a CTE of the queue's, run-queue.ts): one statement and one commit per fetch, not
   * a fetch, a claim and a completion. Gives the runs it got (finished, paused or held runs are not).
   */
  async claimTaken(taken: SQL): Promise<RunRow[]> {
    const at = this.options.now();
    const rows = await preparedRows(
      this.options.db,
      sql`${taken}
      UPDATE runs SET lease_owner = ${this.options.owner}, lease_expires_at = ${this.leaseUntil(at).toISOString()}::timestamptz,
        attempts = attempts + 1, started_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
      WHERE id IN (SELECT run_id FROM taken) AND status = 'IN_PROGRESS'
        AND (lease_expires_at IS NULL OR lease_expires_at < ${at.toISOString()}::timestamptz)
      RETURNING *`,
    );
    const claimed = rows.map(runRowOf);
    for (const run of claimed) this.options.metrics?.runTaken(at.getTime() - run.queuedAt.getTime());
    return claimed;
  }

  /** Renews this worker's claim on a run; false when the claim is lost. */
  async renewLease(runId: string): Promise<boolean> {
    const [renewed] = await this.options.db
      .update(runs)
      .set({ leaseExpiresAt: this.leaseUntil(this.options.now()) })
      .where(and(eq(runs.id, runId), guardCondition({ kind: 'owned' }, this.options.owner)))
      .returning({ id: runs.id });
    return renewed !== undefined;
  }

  /**
   * Writes finished steps: the run's checkpoint (state, results, step, renewed claim, or the end
   * when it has the last step) and its outputs' asset rows, the assets only if this worker still
   * holds the run. False when the claim was lost. One turn's checkpoints are one statement (060).
   */
  checkpoint(write: CheckpointWrite): Promise<boolean> {
    return this.checkpointOne(write).then((held) => held === true);
  }

  private readonly checkpointOne = microBatch<CheckpointWrite, boolean>((writes) => this.writeCheckpoints(writes));

  /** Writes checkpoints of several runs in one statement (one per run: a second one of a run waits its turn). */
  private async writeCheckpoints(writes: readonly CheckpointWrite[]): Promise<Map<CheckpointWrite, boolean>> {
    const runIds = new Set<string>();
    const now: CheckpointWrite[] = [];
    const later: CheckpointWrite[] = [];
    for (const write of writes) {
      (runIds.has(write.run.id) ? later : now).push(write);
      runIds.add(write.run.id);
    }
    const stamp = this.options.now();
    const at = stamp.toISOString();
    const input = checkpointRows(now);
    const statement = sql`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS i(run_id text, state jsonb,
          results jsonb, step int, complete boolean, fresh boolean, assets jsonb)
      ), held AS (
        UPDATE runs r SET state = i.state, results = i.results, step = i.step, version = r.version + 1,
          updated_at = ${at}::timestamptz,
          status = CASE WHEN i.complete THEN 'COMPLETED' ELSE r.status END,
          message = CASE WHEN i.complete THEN NULL ELSE r.message END,
          lease_owner = CASE WHEN i.complete THEN NULL ELSE r.lease_owner END,
          lease_expires_at = CASE WHEN i.complete THEN NULL ELSE ${this.leaseUntil(stamp).toISOString()}::timestamptz END,
          finished_at = CASE WHEN i.complete THEN ${at}::timestamptz ELSE r.finished_at END
        FROM input i
        WHERE r.id = i.run_id AND r.lease_owner = ${this.options.owner} AND r.status = 'IN_PROGRESS'
        -- A run's items all written by this statement have no feedback and no check yet: none looked up.
        RETURNING r.id, r.account_email, r.version,
          CASE WHEN i.complete AND NOT i.fresh THEN ${itemFeedbackOf(sql`i.results`, sql`r.account_email`)} END AS feedback,
          CASE WHEN i.complete AND NOT i.fresh THEN ${itemChecksOf(sql`i.results`)} END AS checks
      ), stored AS (
        INSERT INTO assets (id, owner_email, file_name, content_type, size, storage_name, content, metadata, created_at)
        SELECT a.asset_id, h.account_email, a.file_name, a.content_type, a.size, a.storage_name,
          decode(a.content, 'base64'), a.metadata, ${at}::timestamptz
        FROM held h JOIN input i ON i.run_id = h.id
          CROSS JOIN LATERAL jsonb_to_recordset(i.assets) AS a(asset_id text, file_name text, content_type text,
            size bigint, storage_name text, content text, metadata jsonb)
        -- A checkpoint written again after its connection dropped on the way back (issue 42) finds
        -- its rows there: the ids are this checkpoint's own.
        ON CONFLICT (id) DO NOTHING
      )
      SELECT id, version, feedback, checks FROM held`;
    // A store run that completes pays out in the transaction that completes it (decision 105).
    const paying = now.filter((write) => write.complete && write.run.listingId !== null && write.run.fee > 0);
    const rows =
      paying.length === 0
        ? await preparedRows(this.options.db, statement)
        : await this.options.db.transaction(async (tx) => {
            const written = await queryRows(tx, statement);
            const completed = new Set(written.map((row) => String(row.id)));
            await payOutRuns(tx, {
              runIds: paying.map((write) => write.run.id).filter((id) => completed.has(id)),
              payeePercent: this.options.payeePercent ?? 80,
              at: stamp,
            });
            return written;
          });
    const held = new Map(rows.map((row) => [String(row.id), row]));
    const results = new Map<CheckpointWrite, boolean>();
    for (const write of now) {
      const row = held.get(write.run.id);
      results.set(write, row !== undefined);
      if (!row) continue;
      if (!write.complete) {
        this.changed(write.run.id, write.run.accountEmail, 'IN_PROGRESS', false);
        continue;
      }
      // The completed run as this statement left it: whoever waits for its end reads nothing.
      const view = completedRunView(write.run, {
        ...write,
        version: Number(row.version),
        feedback: row.feedback,
        checks: row.checks,
        at: stamp,
      });
      this.changed(write.run.id, write.run.accountEmail, 'COMPLETED', true, view);
      this.options.metrics?.runEnded(write.run.taskId, 'COMPLETED');
    }
    if (later.length > 0) for (const [write, kept] of await this.writeCheckpoints(later)) results.set(write, kept);
    return results;
  }

  /** Gives a run back (shutdown, recovery): no lease, queued again for whichever worker comes next. */
  async release(runId: string): Promise<void> {
    await this.options.db
      .update(runs)
      .set({ leaseOwner: null, leaseExpiresAt: null, queuedAt: this.options.now() })
      .where(and(eq(runs.id, runId), eq(runs.leaseOwner, this.options.owner)));
  }

  /** Releases a stale run found by the reaper, if it is still as it was read; true when it was. */
  async releaseStale(run: RunRow): Promise<boolean> {
    const [released] = await this.options.db
      .update(runs)
      .set({ leaseOwner: null, leaseExpiresAt: null, queuedAt: this.options.now() })
      .where(and(eq(runs.id, run.id), guardCondition({ kind: 'unchanged', run }, this.options.owner)))
      .returning({ id: runs.id });
    return released !== undefined;
  }

  /** Embedded start: every run left in progress belongs to no live process; released, their ids. */
  async releaseAllInProgress(): Promise<string[]> {
    const left = await this.options.db
      .update(runs)
      .set({ leaseOwner: null, leaseExpiresAt: null, queuedAt: this.options.now() })
      .where(eq(runs.status, 'IN_PROGRESS'))
      .returning({ id: runs.id });
    return left.map((run) => run.id);
  }

  /** Pauses a run this worker holds: it waits for `missing`, without a lease. */
  async pause(options: { run: RunRow; missing: RunMissing; message: string; step: number }): Promise<void> {
    const { run } = options;
    const [paused] = await this.options.db
      .update(runs)
      .set({
        status: 'PAUSED',
        missing: options.missing,
        message: options.message,
        step: options.step,
        leaseOwner: null,
        leaseExpiresAt: null,
        version: sql`${runs.version} + 1`,
        updatedAt: this.options.now(),
      })
      .where(and(eq(runs.id, run.id), guardCondition({ kind: 'owned' }, this.options.owner)))
      .returning({ id: runs.id });
    if (paused) this.changed(run.id, run.accountEmail, 'PAUSED');
  }

  /**
   * Records answers of a paused run: with nothing left missing it goes IN_PROGRESS (to be queued),
   * else it stays PAUSED waiting for the rest. Of two resumes racing, one wins: false for the other.
   */
  async answer(options: {
    run: RunRow;
    answers: RunAnswers;
    stillMissing: RunMissing | null;
    message: string | null;
  }): Promise<boolean> {
    const { run, answers, stillMissing, message } = options;
    const at = this.options.now();
    const [updated] = await this.options.db
      .update(runs)
      .set(
        stillMissing === null
          ? {
              answers,
              status: 'IN_PROGRESS',
              missing: null,
              message: null,
              attempts: 0,
              queuedAt: at,
              updatedAt: at,
              version: sql`${runs.version} + 1`,
            }
          : { answers, missing: stillMissing, message, updatedAt: at, version: sql`${runs.version} + 1` },
      )
      .where(and(eq(runs.id, run.id), eq(runs.status, 'PAUSED'), eq(runs.updatedAt, run.updatedAt)))
      .returning({ id: runs.id });
    if (updated) {
      if (stillMissing === null) this.changed(run.id, run.accountEmail, 'IN_PROGRESS');
      else this.changed(run.id, run.accountEmail, 'PAUSED', false);
    }
    return updated !== undefined;
  }

  /**
   * Ends an unfinished run, if `guard` still holds, and for ERROR and ABORTED refunds its fee to
   * the ledger in the same transaction (a store run that COMPLETES pays out there instead): the
   * ended row, or undefined when the run had already moved on.
   */
  async end(options: {
    runId: string;
    status: EndStatus;
    message: string | null;
    step: number;
    guard: RunGuard;
  }): Promise<RunRow | undefined> {
    const { db } = this.options;
    const at = this.options.now();
    const changes = {
      status: options.status,
      message: options.message,
      step: options.step,
      missing: null,
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: at,
      finishedAt: at,
      version: sql`${runs.version} + 1`,
    };
    const where = and(eq(runs.id, options.runId), guardCondition(options.guard, this.options.owner));
    // A completed run owes nothing, unless it was bought from a listing: its payout (decision 105)
    // then goes in the transaction that completes it; one with no listing is one statement.
    let refunded = false;
    const ended =
      options.status === 'COMPLETED'
        ? ((
            await db
              .update(runs)
              .set(changes)
              .where(and(where, isNull(runs.listingId)))
              .returning()
          )[0] ??
          (await db.transaction(async (tx) => {
            const [row] = await tx.update(runs).set(changes).where(where).returning();
            if (row?.listingId && row.fee > 0) {
              await payOutRuns(tx, { runIds: [row.id], payeePercent: this.options.payeePercent ?? 80, at });
            }
            return row;
          })))
        : await db.transaction(async (tx) => {
            const [row] = await tx.update(runs).set(changes).where(where).returning();
            if (row && row.fee > 0) refunded = await refundRun(tx, row, at);
            return row;
          });
    if (!ended) return undefined;
    this.changed(ended.id, ended.accountEmail, options.status);
    this.options.metrics?.runEnded(ended.taskId, options.status);
    if (refunded) this.options.metrics?.runRefunded(ended.taskId);
    return ended;
  }
}
