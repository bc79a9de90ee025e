import type { AutomationRun, ExecuteTaskRequest, RunAccepted, RunDetail } from '@taskwell/api-sdk';
import { automationAllowance, automationFailuresBeforePause, automationTriggerMessage } from '@taskwell/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  type AutomationParameters,
  type AutomationProblemCause,
  automationRuns,
  automations,
} from '../db/automation-schema.ts';
import type { Database } from '../db/open-database.ts';
import { newRowId } from '../db/row-ids.ts';
import { accounts } from '../db/schema.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { StartGuard } from '../runtime/persistence/guarded-start.ts';
import { planTriggerOf } from './automation-rules.ts';
import { type AutomationRow, type AutomationRunRow, automationRunView } from './automation-view.ts';
import { chainedParameters } from './chained-inputs.ts';
import { pausesAtOnce, problemCauseOf } from './start-problems.ts';

/** How a run is started: the runtime's ordinary start (its checks, its charge, its queue). */
export type StartRunPort = (options: {
  email: string;
  request: ExecuteTaskRequest;
  listingId?: string | undefined;
  taskVersion?: number | undefined;
  /** The automation's answers given ahead to the task's mid-run questions (decision 176). */
  answers?: Readonly<Record<string, string>> | undefined;
  guard?: StartGuard | undefined;
}) => Promise<RunAccepted>;

/** A start that could not be made, told to the automation's owner once per streak of failures. */
export interface RefusedStart {
  to: string;
  automationId: string;
  automationName: string;
  cause: AutomationProblemCause;
  reason: string;
  /** Whether this failure paused the automation. */
  paused: boolean;
}

export interface AutomationStarterOptions {
  db: Database;
  now: () => Date;
  startRun: StartRunPort;
  /** A finished run's results, for a chained start's mapped values; undefined when it is gone. */
  resultsOf?: (email: string, runId: string) => Promise<RunDetail['results'] | undefined>;
  /** Tells the owner that a start was refused (an e-mail), once per automation and cause until a start succeeds. */
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
      taskVersion: row.taskVersion ?? undefined,
      answers: row.answers,
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
      await this.checkPlan(row);
      accepted = await this.options.startRun({
        email: row.ownerEmail,
        request: requestOf(row, { ...(await this.chained(row, entry)), ...(entry.parameters ?? {}) }),
        listingId: row.listingId ?? undefined,
        taskVersion: row.taskVersion ?? undefined,
        answers: row.answers,
        guard,
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind === 'unavailable' || error.kind === 'rate_limited') throw error;
      await this.refuse(row, entry, error);
      return 'refused';
    }
    await db.transaction(async (tx) => {
      await tx
        .update(automationRuns)
        .set({ status: 'started', runId: accepted.requestId, claimedUntil: null })
        .where(and(eq(automationRuns.id, entry.id), eq(automationRuns.status, 'pending')));
      await tx
        .update(automations)
        .set({ failures: 0, problemCause: null, problemReason: null, problemAt: null, noticedCauses: [] })
        .where(eq(automations.id, row.id));
    });
    return 'started';
  }

  /** The owner's plan still includes this automation's trigger (a plan lost refuses it, decision 171). */
  private async checkPlan(row: AutomationRow): Promise<void> {
    const [account] = await this.options.db
      .select({ plan: accounts.plan })
      .from(accounts)
      .where(eq(accounts.email, row.ownerEmail));
    const plan = account?.plan ?? 'free';
    const trigger = planTriggerOf(row.trigger);
    if (!automationAllowance(plan).triggers.includes(trigger)) {
      throw new DomainError('plan_required', 'automation_limit', automationTriggerMessage(plan, trigger));
    }
  }

  /** A chained entry's values mapped from the results of the run it follows (none for other entries). */
  private async chained(row: AutomationRow, entry: AutomationRunRow): Promise<AutomationParameters> {
    const inputs = row.trigger.kind === 'after-task' ? (row.trigger.inputs ?? {}) : {};
    if (entry.trigger !== 'after-task' || !entry.sourceKey || Object.keys(inputs).length === 0) return {};
    const results = await this.options.resultsOf?.(row.ownerEmail, entry.sourceKey);
    return results ? chainedParameters(inputs, results) : {};
  }

  private async refuse(row: AutomationRow, entry: AutomationRunRow, error: DomainError): Promise<void> {
    const { db } = this.options;
    const reason = error.message;
    const cause = problemCauseOf(error.kind);
    const at = this.options.now();
    const counted = await db.transaction(async (tx) => {
      const refused = await tx
        .update(automationRuns)
        .set({ status: 'refused', reason, claimedUntil: null })
        .where(and(eq(automationRuns.id, entry.id), eq(automationRuns.status, 'pending')))
        .returning({ id: automationRuns.id });
      if (refused.length === 0) return undefined;
      const pausing = pausesAtOnce(cause)
        ? sql`TRUE`
        : sql`${automations.failures} + 1 >= ${automationFailuresBeforePause}`;
      const noticed = sql`${automations.noticedCauses} @> ${JSON.stringify([cause])}::jsonb`;
      const [before] = await tx
        .select({ noticed: sql<boolean>`${noticed}` })
        .from(automations)
        .where(eq(automations.id, row.id))
        .for('update');
      const [after] = await tx
        .update(automations)
        .set({
          failures: sql`${automations.failures} + 1`,
          status: sql`CASE WHEN ${pausing} THEN 'paused' ELSE ${automations.status} END`,
          nextRunAt: sql`CASE WHEN ${pausing} THEN NULL ELSE ${automations.nextRunAt} END`,
          pausedReason: sql`CASE WHEN ${pausing} THEN ${pauseReason(reason, pausesAtOnce(cause))} ELSE ${automations.pausedReason} END`,
          problemCause: cause,
          problemReason: reason,
          problemAt: at,
          noticedCauses: sql`CASE WHEN ${noticed} THEN ${automations.noticedCauses}
            ELSE ${automations.noticedCauses} || ${JSON.stringify([cause])}::jsonb END`,
        })
        .where(eq(automations.id, row.id))
        .returning({ status: automations.status });
      return after ? { paused: after.status === 'paused', tell: before?.noticed !== true } : undefined;
    });
    // Told once per cause (not once per moment), until a start succeeds again.
    if (counted?.tell) {
      await this.options.notify({
        to: row.ownerEmail,
        automationId: row.id,
        automationName: row.name,
        cause,
        reason,
        paused: counted.paused,
      });
    }
  }
}

/** Why the service paused an automation: at once (retrying cannot help), or after a streak. */
export function pauseReason(reason: string, atOnce = false): string {
  if (atOnce) return `Paused: a run could not start, and trying again cannot help. ${reason}`;
  return `Paused after ${automationFailuresBeforePause} runs in a row could not start. The last reason: ${reason}`;
}
