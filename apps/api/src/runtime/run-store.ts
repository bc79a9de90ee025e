import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { accounts, creditLedger, runs } from '../db/schema.ts';
import { DomainError } from '../errors/domain-error.ts';
import type {
  EndStatus,
  RunAnswers,
  RunChange,
  RunCheckpoint,
  RunMissing,
  RunResults,
  RunStatus,
  RunStatusChange,
  StepAsset,
} from './run-record.ts';

/** A run's row. */
export type RunRow = typeof runs.$inferSelect;

/** A new run's row. */
export type NewRun = typeof runs.$inferInsert;

/**
 * Which state a run must still be in for a change to apply: held by this worker (`owned`), as it
 * was read (`unchanged`), or merely unfinished (`unfinished`). Of two processes racing to change a
 * run, only the one whose condition still holds does.
 */
export type RunGuard = { kind: 'owned' } | { kind: 'unchanged'; run: RunRow } | { kind: 'unfinished' };

/**
 * Every write to the `runs` table, and so every change of a run: the charge and the creation, the
 * claim and its lease, checkpoints, pause, resume, end with its refund, and the reaper's
 * releases (reads are in run-reads.ts). Each change of what a client sees grows the run's
 * `version` by one; listeners of {@link onChange} hear each such change, listeners of
 * {@link onStatusChange} each status a run takes.
 */
export class RunStore {
  private readonly listeners = new Set<(change: RunChange) => void>();

  constructor(
    private readonly options: {
      db: Database;
      /** This process's identity as a lease owner. */
      owner: string;
      /** How long a claim holds without a heartbeat (ms). */
      leaseMs: number;
      now: () => Date;
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
    return this.onChange(({ statusChanged, ...change }) => {
      if (statusChanged) listener(change);
    });
  }

  private changed(runId: string, accountEmail: string, status: RunStatus, statusChanged = true): void {
    for (const listener of [...this.listeners]) listener({ runId, accountEmail, status, statusChanged });
  }

  private leaseUntil(at: Date): Date {
    return new Date(at.getTime() + this.options.leaseMs);
  }

  private condition(guard: RunGuard): SQL | undefined {
    switch (guard.kind) {
      case 'owned':
        return and(eq(runs.leaseOwner, this.options.owner), eq(runs.status, 'IN_PROGRESS'));
      case 'unchanged':
        return and(
          eq(runs.status, guard.run.status),
          guard.run.leaseExpiresAt ? eq(runs.leaseExpiresAt, guard.run.leaseExpiresAt) : isNull(runs.leaseExpiresAt),
        );
      case 'unfinished':
        return eq(runs.status, 'IN_PROGRESS');
      default:
        return guard satisfies never;
    }
  }

  /**
   * Charges a task's fee and creates its run in one statement (atomic without a transaction, and
   * one round trip on the start path). The charge is a conditional update (`balance >= fee`), so
   * concurrent starts never take the balance below 0, and a start without enough credit creates
   * no run.
   */
  async chargeAndCreate(run: NewRun): Promise<void> {
    const { db } = this.options;
    const at = run.createdAt.toISOString();
    const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
    const [row] = await queryRows(
      db,
      sql`
      WITH charged AS (
        UPDATE accounts SET balance = balance - ${run.fee}, updated_at = ${at}::timestamptz
        WHERE email = ${run.accountEmail} AND balance >= ${run.fee}
        RETURNING balance
      ), ledger AS (
        INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, run_id, created_at)
        SELECT ${randomUUID()}, ${run.accountEmail}, ${-run.fee}, 'run', balance, ${run.id}, ${at}::timestamptz
        FROM charged WHERE ${run.fee}::int > 0
      ), created AS (
        INSERT INTO runs (id, account_email, task_id, status, fee, inputs, answers, state, results, step, max,
          queued_at, created_at, updated_at)
        SELECT ${run.id}, ${run.accountEmail}, ${run.taskId}, ${run.status}, ${run.fee}, ${json(run.inputs)},
          ${json(run.answers)}, ${json(run.state)}, ${json(run.results)}, ${run.step}, ${run.max},
          ${run.queuedAt.toISOString()}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
        FROM charged
        RETURNING id
      )
      SELECT count(*)::int AS created FROM created`,
    );
    if (Number(row?.created ?? 0) === 1) {
      this.changed(run.id, run.accountEmail, run.status);
      return;
    }
    const [account] = await db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.email, run.accountEmail));
    throw new DomainError(
      'insufficient_credit',
      'insufficient_credits',
      `This task costs ${run.fee} credits and your balance is ${account?.balance ?? 0} credits.`,
    );
  }

  /**
   * Creates a run that costs nothing and is charged to no one (a task's sample run, decision
   * 031): the fee must be 0, so that an ERROR refunds nothing.
   */
  async createFree(run: NewRun): Promise<void> {
    if (run.fee !== 0) throw new Error('Only a run without a fee is created without a charge.');
    await this.options.db.insert(runs).values(run);
    this.changed(run.id, run.accountEmail, run.status);
  }

  /** Claims queued runs for this worker with one statement: the runs it got, by id. */
  async claim(runIds: readonly string[]): Promise<Map<string, RunRow>> {
    const at = this.options.now();
    const claimed = await this.options.db
      .update(runs)
      .set({
        leaseOwner: this.options.owner,
        leaseExpiresAt: this.leaseUntil(at),
        attempts: sql`${runs.attempts} + 1`,
        startedAt: at,
        updatedAt: at,
      })
      .where(
        and(
          inArray(runs.id, [...new Set(runIds)]),
          eq(runs.status, 'IN_PROGRESS'),
          or(isNull(runs.leaseExpiresAt), lt(runs.leaseExpiresAt, at)),
        ),
      )
      .returning();
    return new Map(claimed.map((run) => [run.id, run]));
  }

  /** Renews this worker's claim on a run; false when the claim is lost. */
  async renewLease(runId: string): Promise<boolean> {
    const [renewed] = await this.options.db
      .update(runs)
      .set({ leaseExpiresAt: this.leaseUntil(this.options.now()) })
      .where(and(eq(runs.id, runId), this.condition({ kind: 'owned' })))
      .returning({ id: runs.id });
    return renewed !== undefined;
  }

  /**
   * Writes a finished step in one statement: the run's checkpoint (state, results, step, renewed
   * claim, or the end when it is the last step) and its output's asset row, the asset only if this
   * worker still holds the run. False when the claim was lost.
   */
  async checkpoint(options: {
    run: RunRow;
    state: RunCheckpoint;
    results: RunResults;
    asset: StepAsset;
    complete: boolean;
  }): Promise<boolean> {
    const { run, state, results, asset, complete } = options;
    const stamp = this.options.now().toISOString();
    const ending = complete
      ? sql`status = 'COMPLETED', message = NULL, lease_owner = NULL, lease_expires_at = NULL, finished_at = ${stamp}::timestamptz`
      : sql`lease_expires_at = ${this.leaseUntil(new Date(stamp)).toISOString()}::timestamptz`;
    const [row] = await queryRows(
      this.options.db,
      sql`
      WITH held AS (
        UPDATE runs SET state = ${JSON.stringify(state)}::jsonb, results = ${JSON.stringify(results)}::jsonb,
          step = ${Object.keys(state.steps).length}, version = version + 1,
          updated_at = ${stamp}::timestamptz, ${ending}
        WHERE id = ${run.id} AND lease_owner = ${this.options.owner} AND status = 'IN_PROGRESS'
        RETURNING account_email
      ), stored AS (
        INSERT INTO assets (id, owner_email, file_name, content_type, size, storage_name, metadata, created_at)
        SELECT ${asset.id}, account_email, ${asset.fileName}, ${asset.contentType}, ${asset.size}, ${asset.storageName},
          ${JSON.stringify(asset.metadata)}::jsonb, ${stamp}::timestamptz
        FROM held
      )
      SELECT count(*)::int AS held FROM held`,
    );
    const held = Number(row?.held ?? 0) === 1;
    if (held) this.changed(run.id, run.accountEmail, complete ? 'COMPLETED' : 'IN_PROGRESS', complete);
    return held;
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
      .where(and(eq(runs.id, run.id), this.condition({ kind: 'unchanged', run })))
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
      .where(and(eq(runs.id, run.id), this.condition({ kind: 'owned' })))
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
   * the ledger in the same transaction. Returns the ended row, or undefined when the run had
   * already moved on.
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
    const where = and(eq(runs.id, options.runId), this.condition(options.guard));
    // A completed run owes nothing: one statement, no transaction.
    const ended =
      options.status === 'COMPLETED'
        ? (await db.update(runs).set(changes).where(where).returning())[0]
        : await db.transaction(async (tx) => {
            const [row] = await tx.update(runs).set(changes).where(where).returning();
            if (!row || row.fee === 0) return row;
            const [refunded] = await tx
              .update(accounts)
              .set({ balance: sql`${accounts.balance} + ${row.fee}`, updatedAt: at })
              .where(eq(accounts.email, row.accountEmail))
              .returning({ balance: accounts.balance });
            if (refunded) {
              // The unique (run, reason) index refuses a second refund of one run.
              await tx.insert(creditLedger).values({
                id: randomUUID(),
                accountEmail: row.accountEmail,
                delta: row.fee,
                reason: 'refund',
                balanceAfter: refunded.balance,
                runId: row.id,
                createdAt: at,
              });
            }
            return row;
          });
    if (ended) this.changed(ended.id, ended.accountEmail, options.status);
    return ended;
  }
}
