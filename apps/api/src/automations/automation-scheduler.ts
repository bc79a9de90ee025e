import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { automationRuns, automations } from '../db/automation-schema.ts';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { newRowId } from '../db/row-ids.ts';
import type { AutomationStarter } from './automation-starter.ts';
import type { AutomationRunRow } from './automation-view.ts';
import { recordChainedStarts } from './chained-starts.ts';
import { recordDeliveries } from './delivery/delivery-records.ts';
import { latestPassed, nextMoment, scheduleOf } from './schedule-times.ts';

/** How the scheduler turns. */
export interface SchedulerSettings {
  /**
   * The longest an idle process sleeps between turns (ms): the safety net under the timer set
   * from the earliest due moment and the wakes (a change of an automation, a run's end).
   */
  intervalMs: number;
  /** Due automations claimed in one transaction. */
  batch: number;
  /** A moment started later than this after it was due counts as missed (the user's `missed` choice applies). */
  lateAfterMs: number;
  /** How long a process holds an entry it is starting; a killed process's is taken over after it. */
  claimMs: number;
  /**
   * Entries started at once by one process, and so the most it claims at a time: the rest stay
   * free for the other processes, and a process killed or stopped holds no more than these.
   */
  concurrency: number;
}

export const defaultSchedulerSettings: SchedulerSettings = {
  intervalMs: 30_000,
  batch: 500,
  lateAfterMs: 5 * 60_000,
  claimMs: 30_000,
  concurrency: 8,
};

export interface SchedulerOptions {
  db: Database;
  now: () => Date;
  starter: AutomationStarter;
  /** Sends the deliveries that are due (decision 170); none without it. */
  deliveries?: { sendDue(batch: number): Promise<number> };
  settings?: Partial<SchedulerSettings>;
  /**
   * Told when a turn recorded more entries than this process starts at once: the other
   * processes' schedulers are woken to share them (a NOTIFY on PostgreSQL).
   */
  recorded?: (entries: number) => void;
  onError: (error: unknown) => void;
}

/**
 * The automations' scheduler (decision 153). Every process that takes runs turns it; what makes a
 * moment start once is the database, not the process: (1) due automations are claimed with
 * `FOR UPDATE SKIP LOCKED`, and in the same transaction their moment becomes an entry of
 * `automation_runs` (unique per automation and moment) and their next moment is written; (2)
 * pending entries are claimed for `claimMs` and started through the ordinary start, keyed by the
 * entry's id, then marked started. A process killed between (1) and (2) leaves the entry pending
 * for another; one killed after the charge leaves a key that gives the same run back.
 */
export class AutomationScheduler {
  private readonly settings: SchedulerSettings;
  private timer: NodeJS.Timeout | undefined;
  private turning: Promise<unknown> | undefined;
  private stopped = false;
  /** A wake arrived during a turn: turn again right after it. */
  private again = false;
  /** Deliveries being sent. */
  private delivering: Promise<unknown> | undefined;
  private turned = 0;

  constructor(private readonly options: SchedulerOptions) {
    this.settings = { ...defaultSchedulerSettings, ...options.settings };
  }

  /**
   * Turns until stopped (decision 170): after each turn it sleeps until the earliest thing due
   * (a moment, a lapsed claim, a delivery's next attempt), at most `intervalMs`; {@link wake}
   * cuts the sleep short (an automation made or changed, in this process or, through NOTIFY,
   * another; a run's end, whose chains and deliveries are then recorded).
   */
  start(): void {
    this.stopped = false;
    this.timer = setTimeout(() => this.loop(), 0);
  }

  /** Turns at once (or right after the turn under way). */
  wake(): void {
    if (this.stopped || this.timer === undefined) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.loop(), 0);
  }

  private loop(): void {
    if (this.stopped) return;
    this.timer = undefined;
    this.again = false;
    this.turning = this.turn()
      .then(() => (this.again ? 0 : this.sleepMs()))
      .catch((error: unknown) => {
        this.options.onError(error);
        return this.settings.intervalMs;
      })
      .then((sleep) => {
        if (!this.stopped) this.timer = setTimeout(() => this.loop(), this.again ? 0 : sleep);
      });
  }

  /** How long to sleep: until the earliest thing due, at least 0 and at most `intervalMs`. */
  private async sleepMs(): Promise<number> {
    const rows = await queryRows(
      this.options.db,
      sql`SELECT LEAST(
        (SELECT min(next_run_at) FROM automations WHERE status = 'active' AND next_run_at IS NOT NULL),
        (SELECT min(COALESCE(claimed_until, created_at)) FROM automation_runs WHERE status = 'pending'),
        (SELECT min(GREATEST(next_attempt_at, COALESCE(claimed_until, next_attempt_at)))
          FROM automation_deliveries WHERE status = 'pending')
      ) AS due`,
    );
    const due = rows[0]?.due;
    if (due === null || due === undefined) return this.settings.intervalMs;
    const at = due instanceof Date ? due.getTime() : Date.parse(String(due));
    return Math.min(this.settings.intervalMs, Math.max(0, at - this.options.now().getTime()));
  }

  /** Stops turning; waits for the turn under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.turning;
    await this.delivering;
  }

  /** Turns taken so far (a test's seam: what woke the scheduler, counted without a clock). */
  get turns(): number {
    return this.turned;
  }

  /** Waits for the deliveries being sent (tests that turn by hand). */
  async delivered(): Promise<void> {
    await this.delivering;
  }

  /** One turn: the due moments become entries, then the pending entries are started. */
  async turn(): Promise<{ due: number; started: number; refused: number }> {
    this.turned += 1;
    let due = 0;
    for (;;) {
      const claimed = await this.claimDue();
      due += claimed;
      if (claimed < this.settings.batch) break;
    }
    if (due > this.settings.concurrency) this.options.recorded?.(due);
    // Runs that completed and are followed by an after-task automation become entries too.
    due += await recordChainedStarts(this.options.db, this.options.now(), this.settings.batch);
    // Finished runs of automations that deliver become deliveries; those due are sent.
    if (this.options.deliveries) {
      await recordDeliveries(this.options.db, this.options.now(), this.settings.batch);
      // Sent beside the turn: a slow receiver never holds up a scheduled start.
      this.delivering ??= this.options.deliveries
        .sendDue(this.settings.batch)
        .catch((error: unknown) => this.options.onError(error))
        .finally(() => {
          this.delivering = undefined;
        });
    }
    let started = 0;
    let refused = 0;
    // A few at a time, so that every process takes its share and one stopped (SIGTERM) ends
    // its turn after the starts in hand, holding nothing the others must wait for.
    while (!this.stopped) {
      const entries = await this.claimPending();
      if (entries.length === 0) break;
      const outcomes = await Promise.all(entries.map((entry) => this.startOne(entry)));
      started += outcomes.filter((outcome) => outcome === 'started').length;
      refused += outcomes.filter((outcome) => outcome === 'refused').length;
      if (this.stopped || entries.length < this.settings.concurrency) break;
    }
    return { due, started, refused };
  }

  /** Claims due automations, records their moments and moves them to their next moment, in one transaction. */
  private async claimDue(): Promise<number> {
    const now = this.options.now();
    return this.options.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: automations.id,
          trigger: automations.trigger,
          timeZone: automations.timeZone,
          missed: automations.missed,
          nextRunAt: automations.nextRunAt,
        })
        .from(automations)
        .where(and(eq(automations.status, 'active'), lte(automations.nextRunAt, now)))
        .orderBy(asc(automations.nextRunAt))
        .limit(this.settings.batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const entries: (typeof automationRuns.$inferInsert)[] = [];
      const next: { id: string; at: Date | null }[] = [];
      for (const automation of due) {
        const schedule = scheduleOf(automation.trigger, automation.timeZone);
        const cron = schedule && 'cron' in schedule ? schedule.cron : undefined;
        // Moments missed while nothing turned: the latest that has passed stands for them all.
        const moment = cron ? latestPassed(cron, automation.nextRunAt as Date, now) : (automation.nextRunAt as Date);
        const late = now.getTime() - moment.getTime() > this.settings.lateAfterMs;
        const skipped = late && automation.missed === 'skip';
        entries.push({
          id: newRowId(),
          automationId: automation.id,
          scheduledFor: moment,
          trigger: 'schedule',
          status: skipped ? 'skipped' : 'pending',
          runId: null,
          reason: skipped ? 'Missed while the service was down; skipped as chosen.' : null,
          parameters: null,
          claimedUntil: null,
          createdAt: now,
        });
        next.push({ id: automation.id, at: cron ? nextMoment(cron, now) : null });
      }
      await tx
        .insert(automationRuns)
        .values(entries)
        .onConflictDoNothing({
          target: [automationRuns.automationId, automationRuns.scheduledFor],
          where: sql`${automationRuns.trigger} = 'schedule'`,
        });
      const values = sql.join(
        next.map(({ id, at }) => sql`(${id}, ${at ? at.toISOString() : null}::timestamptz)`),
        sql`, `,
      );
      await tx.execute(
        sql`UPDATE automations a SET next_run_at = v.at FROM (VALUES ${values}) AS v(id, at) WHERE a.id = v.id`,
      );
      return due.length;
    });
  }

  /** Claims pending entries nobody holds (or whose holder's claim lapsed). */
  private async claimPending(): Promise<AutomationRunRow[]> {
    const now = this.options.now();
    const until = new Date(now.getTime() + this.settings.claimMs);
    return this.options.db.transaction(async (tx) => {
      const free = await tx
        .select({ id: automationRuns.id })
        .from(automationRuns)
        .where(
          and(
            eq(automationRuns.status, 'pending'),
            or(isNull(automationRuns.claimedUntil), lt(automationRuns.claimedUntil, now)),
          ),
        )
        .orderBy(asc(automationRuns.createdAt))
        .limit(this.settings.concurrency)
        .for('update', { skipLocked: true });
      if (free.length === 0) return [];
      return tx
        .update(automationRuns)
        .set({ claimedUntil: until })
        .where(
          inArray(
            automationRuns.id,
            free.map((entry) => entry.id),
          ),
        )
        .returning();
    });
  }

  /** Starts one entry; a failure leaves it to a later turn. */
  private async startOne(entry: AutomationRunRow): Promise<string> {
    try {
      return await this.options.starter.startEntry(entry);
    } catch (error) {
      this.options.onError(error);
      return 'failed';
    }
  }
}
