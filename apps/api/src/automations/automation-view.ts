import type { Automation, AutomationDelivery, AutomationRun } from '@taskwell/api-sdk';
import type { automationDeliveries, automationRuns, automations } from '../db/automation-schema.ts';
import { nextMoments, scheduleOf } from './schedule-times.ts';

export type AutomationRow = typeof automations.$inferSelect;
export type AutomationRunRow = typeof automationRuns.$inferSelect;
export type AutomationDeliveryRow = typeof automationDeliveries.$inferSelect;

/** A delivery as `listAutomationDeliveries` gives it. */
export function automationDeliveryView(row: AutomationDeliveryRow): AutomationDelivery {
  return {
    id: row.id,
    runId: row.runId,
    channel: row.channel,
    status: row.status,
    outcome: row.outcome,
    attempts: row.attempts,
    reason: row.reason,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where an inbound webhook's secret URL lives, under the API's origin. */
export const webhookPath = (key: string) => `/api/hooks/automations/${key}`;

/** An entry of an automation's history as the contract gives it, with its run's status now. */
export function automationRunView(row: AutomationRunRow, runStatus: string | null): AutomationRun {
  return {
    id: row.id,
    scheduledFor: row.scheduledFor.toISOString(),
    trigger: row.trigger,
    status: row.status,
    runId: row.runId,
    runStatus,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An automation as the contract gives it: its next five moments worked out from `now`. */
export function automationView(
  row: AutomationRow,
  now: Date,
  lastRun: AutomationRun | null,
  secrets: { signingSecret?: string | undefined; deliverySecret?: string | undefined } = {},
): Automation {
  const schedule = scheduleOf(row.trigger, row.timeZone);
  const active = row.status === 'active';
  const nextRuns =
    active && schedule && 'cron' in schedule
      ? nextMoments(schedule.cron, new Date(Math.max(now.getTime(), (row.nextRunAt?.getTime() ?? 0) - 1)), 5)
      : [];
  return {
    id: row.id,
    name: row.name,
    taskId: row.taskId,
    listingId: row.listingId,
    parameters: row.parameters,
    trigger: row.trigger,
    timeZone: row.timeZone,
    missed: row.missed,
    delivery: row.delivery,
    status: row.status,
    pausedReason: row.pausedReason,
    failures: row.failures,
    nextRunAt: active ? (row.nextRunAt?.toISOString() ?? null) : null,
    nextRuns: nextRuns.map((moment) => moment.toISOString()),
    webhookUrl: row.webhookKey ? webhookPath(row.webhookKey) : null,
    ...(secrets.signingSecret ? { signingSecret: secrets.signingSecret } : {}),
    ...(secrets.deliverySecret ? { deliverySecret: secrets.deliverySecret } : {}),
    taskVersion: row.taskVersion,
    answers: row.answers,
    lastProblem:
      row.problemCause && row.problemReason && row.problemAt
        ? { cause: row.problemCause, reason: row.problemReason, at: row.problemAt.toISOString() }
        : null,
    lastRun,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
