import type { AutomationRun, ExecuteTaskRequest, RunAccepted } from '@taskwell/api-sdk';
import { automationFailuresBeforePause } from '@taskwell/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type AutomationParameters, automationRuns, automations } from '../db/automation-schema.ts';
import type { Database } from '../db/open-database.ts';
import { newRowId } from '../db/row-ids.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { StartGuard } from '../runtime/store/guarded-start.ts';
import { type AutomationRow, type AutomationRunRow, automationRunView } from './automation-view.ts';

/** How a run is started: the runtime's ordinary start (its checks, its charge, its queue). */
export type StartRunPort = (options: {
  email: string;
  request: ExecuteTaskRequest;
  listingId?: string | undefined;
  guard?: StartGuard | undefined;
}) => Promise<RunAccepted>;

/** A start that could not be made, told to the automation's owner once per streak of failures. */
export interface RefusedStart {
  to: string;
  automationId: string;
  automationName: string;
  reason: string;
  /** Whether this failure paused the automation. */
  paused: boolean;
}

export interface AutomationStarterOptions {
  db: Database;
  now: () => Date;
  startRun: StartRunPort;
  /** Tells the owner that a start was refused (an e-mail), once per streak of failures: at its first. */
  notify: (refused: RefusedStart) => Promise<void>;
}

/** The run's request: the automation's values, with a webhook's or a chained run's over them. */
function requestOf(row: AutomationRow, extra: AutomationParameters | null): ExecuteTaskRequest {
  return {
    taskId: row.taskId,
    parameters: { ...row.parameters, ...(extra ?? {}) },
    character: { name: 'EMPTY', content: '' },
  };
}

/**
 * Starts an automation's runs as ordinary runs (start-run.ts: the plan, the inputs, the fee or the
 * listing's price charged in one statement with the run, the queue). A moment's start carries an
 * idempotency key made of its entry's id (decision 153): a process that dies after the charge and
 * before it recorded the run is followed by one that gets the same run back, never a second one.
 */
export class AutomationStarter {
  constructor(private readonly options: AutomationStarterOptions) {}

  /** "Run now": started at once, recorded only when started. */
  async startNow(row: AutomationRow): Promise<AutomationRun> {
    const at = this.options.now();
    const accepted = await this.options.startRun({
      email: row.ownerEmail,
      request: requestOf(row, null),
      listingId: row.listingId ?? undefined,
    });
    const [entry] = await this.options.db
      .insert(automationRuns)
      .values({
        id: newRowId(),
        automationId: row.id,
        scheduledFor: at,
        trigger: 'manual',
        status: 'started',
        runId: accepted.requestId,
        reason: null,
        parameters: null,
        claimedUntil: null,
        createdAt: at,
      })
      .returning();
    return automationRunView(entry as AutomationRunRow, accepted.status);
  }

  /**
   * Starts one pending entry (a scheduled moment, a webhook call, a chained run): started with its
   * run, or refused with the reason (the account cannot pay, the task is gone, the plan no longer
   * includes it), counted towards the pause. Any other failure leaves it pending: its claim lapses
   * and another turn tries again.
   */
  async startEntry(entry: AutomationRunRow): Promise<'started' | 'refused' | 'gone'> {
    const { db } = this.options;
    const [row] = await db.select().from(automations).where(eq(automations.id, entry.automationId));
    if (!row) return 'gone';
    const guard: StartGuard = {
      idempotencyKey: { email: row.ownerEmail, scope: 'automation', key: entry.id, fingerprint: entry.id },
    };
    let accepted: RunAccepted;
    try {
      accepted = await this.options.startRun({
        email: row.ownerEmail,
        request: requestOf(row, entry.parameters),
        listingId: row.listingId ?? undefined,
        guard,
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind === 'unavailable' || error.kind === 'rate_limited') throw error;
      await this.refuse(row, entry, error.message);
      return 'refused';
    }
    await db.transaction(async (tx) => {
      await tx
        .update(automationRuns)
        .set({ status: 'started', runId: accepted.requestId, claimedUntil: null })
        .where(and(eq(automationRuns.id, entry.id), eq(automationRuns.status, 'pending')));
      await tx.update(automations).set({ failures: 0 }).where(eq(automations.id, row.id));
    });
    return 'started';
  }

  private async refuse(row: AutomationRow, entry: AutomationRunRow, reason: string): Promise<void> {
    const { db } = this.options;
    const counted = await db.transaction(async (tx) => {
      const refused = await tx
        .update(automationRuns)
        .set({ status: 'refused', reason, claimedUntil: null })
        .where(and(eq(automationRuns.id, entry.id), eq(automationRuns.status, 'pending')))
        .returning({ id: automationRuns.id });
      if (refused.length === 0) return undefined;
      const pausing = sql`${automations.failures} + 1 >= ${automationFailuresBeforePause}`;
      const [after] = await tx
        .update(automations)
        .set({
          failures: sql`${automations.failures} + 1`,
          status: sql`CASE WHEN ${pausing} THEN 'paused' ELSE ${automations.status} END`,
          nextRunAt: sql`CASE WHEN ${pausing} THEN NULL ELSE ${automations.nextRunAt} END`,
          pausedReason: sql`CASE WHEN ${pausing} THEN ${pauseReason(reason)} ELSE ${automations.pausedReason} END`,
        })
        .where(eq(automations.id, row.id))
        .returning({ failures: automations.failures, status: automations.status });
      return after;
    });
    if (!counted) return;
    // Told once, at the first failure of a streak (the mail says that a few more pause it).
    if (counted.failures === 1) {
      const paused = counted.status === 'paused';
      await this.options.notify({
        to: row.ownerEmail,
        automationId: row.id,
        automationName: row.name,
        reason,
        paused,
      });
    }
  }
}

/** Why the service paused an automation. */
export function pauseReason(reason: string): string {
  return `Paused after ${automationFailuresBeforePause} runs in a row could not start. The last reason: ${reason}`;
}
