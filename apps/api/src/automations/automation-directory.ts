import { randomBytes } from 'node:crypto';
import type {
  Automation,
  AutomationDeliveryList,
  AutomationInput,
  AutomationList,
  AutomationRun,
  AutomationRunList,
  AutomationWebhookSecret,
} from '@taskwell/api-sdk';
import { automationAllowance, findPlan, planWithMoreAutomation } from '@taskwell/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { automationDeliveries, automationRuns, automations } from '../db/automation-schema.ts';
import type { Database } from '../db/open-database.ts';
import { newRowId } from '../db/row-ids.ts';
import { accounts, runs } from '../db/schema.ts';
import { conflict, notFound } from '../errors/domain-error.ts';
import { checkChain, checkTask, type TaskShapeOf } from './automation-checks.ts';
import { checkAutomation } from './automation-rules.ts';
import type { AutomationStarter } from './automation-starter.ts';
import {
  type AutomationRow,
  type AutomationRunRow,
  automationDeliveryView,
  automationRunView,
  automationView,
  webhookPath,
} from './automation-view.ts';
import { nextMoment, scheduleOf } from './schedule-times.ts';

/** What the directory stands on. */
export interface AutomationDirectoryOptions {
  db: Database;
  now: () => Date;
  starter: AutomationStarter;
  /** The form fields and result names of a task an account may run (or buy from a listing); undefined when it may not. */
  shapeOf: TaskShapeOf;
  /** Told after an automation was made, changed or resumed (wakes the schedulers). */
  changed?: () => Promise<void>;
}

const secret = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/**
 * Automations (issue 46): an account's own, within its plan's count, triggers and smallest
 * interval (decision 154); 404 to anyone else. Starting their runs is the starter's
 * (automation-starter.ts), claiming their moments the scheduler's (decision 153).
 */
export class AutomationDirectory {
  constructor(private readonly options: AutomationDirectoryOptions) {}

  private get db() {
    return this.options.db;
  }

  /** The caller's automations, newest first, with what their plan allows. */
  async list(email: string): Promise<AutomationList> {
    const [account] = await this.db.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.email, email));
    const rows = await this.db
      .select()
      .from(automations)
      .where(eq(automations.ownerEmail, email))
      .orderBy(desc(automations.createdAt), desc(automations.id));
    const last = await this.lastRuns(rows.map((row) => row.id));
    const now = this.options.now();
    const plan = account?.plan;
    const allowance = automationAllowance(plan);
    return {
      automations: rows.map((row) => automationView(row, now, last.get(row.id) ?? null)),
      allowance: {
        plan: (findPlan(plan) ?? findPlan('free'))?.name ?? 'Free',
        limit: allowance.count,
        used: rows.length,
        smallestIntervalMinutes: allowance.smallestIntervalMinutes,
        triggers: [...allowance.triggers],
        morePlan: planWithMoreAutomation(plan, { count: allowance.count + 1 })?.name ?? null,
      },
    };
  }

  /** One of the caller's automations. */
  async get(email: string, id: string): Promise<Automation> {
    const row = await this.own(email, id);
    return this.view(row);
  }

  /** A new automation, counted under the account's lock so that two at once cannot pass the plan's count. */
  async create(email: string, input: AutomationInput): Promise<Automation> {
    const now = this.options.now();
    await checkTask(this.options.shapeOf, email, input);
    const signingSecret = input.trigger.kind === 'webhook' ? secret('whsec_') : undefined;
    const deliverySecret = input.delivery?.kind === 'webhook' ? secret('whsec_') : undefined;
    const row = await this.db.transaction(async (tx) => {
      const plan = await this.lockedPlan(tx, email);
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(automations)
        .where(eq(automations.ownerEmail, email));
      const checked = checkAutomation(plan, input, count, now);
      await checkChain(tx, email, input, undefined);
      const [made] = await tx
        .insert(automations)
        .values({
          id: newRowId(),
          ownerEmail: email,
          name: input.name.trim(),
          taskId: input.taskId,
          listingId: input.listingId ?? null,
          parameters: input.parameters,
          ...checked,
          status: 'active',
          pausedReason: null,
          failures: 0,
          webhookKey: signingSecret ? secret('') : null,
          signingSecret: signingSecret ?? null,
          deliverySecret: deliverySecret ?? null,
          taskVersion: input.taskVersion ?? null,
          answers: { ...(input.answers ?? {}) },
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return made as AutomationRow;
    });
    await this.options.changed?.();
    return automationView(row, now, null, { signingSecret, deliverySecret });
  }

  /** Replaces an automation's fields; its next moment is worked out again from now. */
  async update(email: string, id: string, input: AutomationInput): Promise<Automation> {
    const now = this.options.now();
    await this.own(email, id);
    await checkTask(this.options.shapeOf, email, input);
    let deliverySecret: string | undefined;
    const row = await this.db.transaction(async (tx) => {
      const plan = await this.lockedPlan(tx, email);
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(automations)
        .where(and(eq(automations.ownerEmail, email), ne(automations.id, id)));
      const checked = checkAutomation(plan, input, count, now);
      await checkChain(tx, email, input, id);
      const [current] = await tx.select().from(automations).where(eq(automations.id, id)).for('update');
      if (!current) throw notFound('That automation');
      const webhook = checked.trigger.kind === 'webhook';
      // A webhook delivery keeps its secret; one set where there was none gets one, shown once.
      const delivering = checked.delivery.kind === 'webhook';
      if (delivering && !current.deliverySecret) deliverySecret = secret('whsec_');
      const [changed] = await tx
        .update(automations)
        .set({
          name: input.name.trim(),
          taskId: input.taskId,
          listingId: input.listingId ?? null,
          parameters: input.parameters,
          ...checked,
          nextRunAt: current.status === 'active' ? checked.nextRunAt : null,
          webhookKey: webhook ? (current.webhookKey ?? secret('')) : null,
          signingSecret: webhook ? (current.signingSecret ?? secret('whsec_')) : null,
          deliverySecret: delivering ? (current.deliverySecret ?? deliverySecret ?? null) : null,
          taskVersion: input.taskVersion ?? null,
          answers: { ...(input.answers ?? {}) },
          updatedAt: now,
        })
        .where(eq(automations.id, id))
        .returning();
      return changed as AutomationRow;
    });
    await this.options.changed?.();
    return this.view(row, deliverySecret);
  }

  /** Deletes an automation with its history; its runs stay. */
  async delete(email: string, id: string): Promise<void> {
    const deleted = await this.db
      .delete(automations)
      .where(and(eq(automations.id, id), eq(automations.ownerEmail, email)))
      .returning({ id: automations.id });
    if (deleted.length === 0) throw notFound('That automation');
  }

  /** No run starts while it is paused. */
  async pause(email: string, id: string): Promise<Automation> {
    await this.own(email, id);
    const [row] = await this.db
      .update(automations)
      .set({ status: 'paused', nextRunAt: null, updatedAt: this.options.now() })
      .where(eq(automations.id, id))
      .returning();
    return this.view(row as AutomationRow);
  }

  /** Active again: failures forgotten, the next moment from now (moments passed while paused are not started). */
  async resume(email: string, id: string): Promise<Automation> {
    const current = await this.own(email, id);
    const now = this.options.now();
    const [account] = await this.db.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.email, email));
    const others = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(automations)
      .where(and(eq(automations.ownerEmail, email), ne(automations.id, id)));
    checkAutomation(account?.plan ?? 'free', this.inputOf(current), others[0]?.count ?? 0, now);
    const schedule = scheduleOf(current.trigger, current.timeZone);
    const nextRunAt = schedule && 'cron' in schedule ? nextMoment(schedule.cron, now) : null;
    const [row] = await this.db
      .update(automations)
      .set({
        status: 'active',
        pausedReason: null,
        failures: 0,
        nextRunAt,
        problemCause: null,
        problemReason: null,
        problemAt: null,
        noticedCauses: [],
        updatedAt: now,
      })
      .where(eq(automations.id, id))
      .returning();
    await this.options.changed?.();
    return this.view(row as AutomationRow);
  }

  /** "Run now": an ordinary charged run; a refusal (402, 403, 404) is the caller's and records nothing. */
  async runNow(email: string, id: string): Promise<AutomationRun> {
    const row = await this.own(email, id);
    return this.options.starter.startNow(row);
  }

  /** The automation's history, newest first. */
  async runs(email: string, id: string, limit = 20): Promise<AutomationRunList> {
    await this.own(email, id);
    const rows = await this.db
      .select({ entry: automationRuns, runStatus: runs.status })
      .from(automationRuns)
      .leftJoin(runs, eq(runs.id, automationRuns.runId))
      .where(eq(automationRuns.automationId, id))
      .orderBy(desc(automationRuns.createdAt), desc(automationRuns.id))
      .limit(limit);
    return { runs: rows.map(({ entry, runStatus }) => automationRunView(entry, runStatus ?? null)) };
  }

  /** A new secret URL and signing secret; the old URL names nothing from now on. */
  async rotateWebhook(email: string, id: string): Promise<AutomationWebhookSecret> {
    const row = await this.own(email, id);
    if (row.trigger.kind !== 'webhook') {
      throw conflict('not_a_webhook', 'This automation does not start on a webhook; it has no URL to change.');
    }
    const key = secret('');
    const signingSecret = secret('whsec_');
    await this.db
      .update(automations)
      .set({ webhookKey: key, signingSecret, updatedAt: this.options.now() })
      .where(eq(automations.id, id));
    return { webhookUrl: webhookPath(key), signingSecret };
  }

  /** Where its results went, newest first. */
  async deliveries(email: string, id: string): Promise<AutomationDeliveryList> {
    await this.own(email, id);
    const rows = await this.db
      .select()
      .from(automationDeliveries)
      .where(eq(automationDeliveries.automationId, id))
      .orderBy(desc(automationDeliveries.createdAt))
      .limit(50);
    return { deliveries: rows.map(automationDeliveryView) };
  }

  private async own(email: string, id: string): Promise<AutomationRow> {
    const [row] = await this.db
      .select()
      .from(automations)
      .where(and(eq(automations.id, id), eq(automations.ownerEmail, email)));
    if (!row) throw notFound('That automation');
    return row;
  }

  private async view(row: AutomationRow, deliverySecret?: string): Promise<Automation> {
    const last = await this.lastRuns([row.id]);
    return automationView(row, this.options.now(), last.get(row.id) ?? null, { deliverySecret });
  }

  private async lastRuns(ids: readonly string[]): Promise<Map<string, AutomationRun>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([automationRuns.automationId], { entry: automationRuns, runStatus: runs.status })
      .from(automationRuns)
      .leftJoin(runs, eq(runs.id, automationRuns.runId))
      .where(inArray(automationRuns.automationId, [...ids]))
      .orderBy(automationRuns.automationId, desc(automationRuns.createdAt), desc(automationRuns.id));
    return new Map(
      rows.map(({ entry, runStatus }: { entry: AutomationRunRow; runStatus: string | null }) => [
        entry.automationId,
        automationRunView(entry, runStatus ?? null),
      ]),
    );
  }

  private async lockedPlan(tx: Database, email: string): Promise<string> {
    const [account] = await tx
      .select({ plan: accounts.plan })
      .from(accounts)
      .where(eq(accounts.email, email))
      .for('update');
    if (!account) throw notFound('The account');
    return account.plan;
  }

  private inputOf(row: AutomationRow): AutomationInput {
    return {
      name: row.name,
      taskId: row.taskId,
      parameters: row.parameters,
      trigger: row.trigger,
      timeZone: row.timeZone,
      missed: row.missed,
      delivery: row.delivery,
      ...(row.listingId ? { listingId: row.listingId } : {}),
      ...(row.taskVersion ? { taskVersion: row.taskVersion } : {}),
      answers: row.answers,
    };
  }
}
