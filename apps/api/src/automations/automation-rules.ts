import type { AutomationInput } from '@taskwell/api-sdk';
import {
  type AutomationTrigger,
  automationAllowance,
  automationCountMessage,
  automationIntervalMessage,
  automationTriggerMessage,
} from '@taskwell/domain';
import type { AutomationDeliveryColumn, AutomationTriggerColumn } from '../db/automation-schema.ts';
import { DomainError } from '../errors/domain-error.ts';
import { cronOnClockFace, isTimeZone, nextMoment, scheduleOf, smallestIntervalMinutes } from './schedule-times.ts';

/** The plan's refusal (403 `automation_limit`), its message naming the plan and the one that allows it. */
const limit = (message: string) => new DomainError('plan_required', 'automation_limit', message);
const unprocessable = (message: string) => new DomainError('invalid_parameters', 'invalid_automation', message);

/** Which of the plan's triggers an automation's trigger is (a cron schedule is custom automation). */
export function planTriggerOf(trigger: AutomationInput['trigger']): AutomationTrigger {
  if (trigger.kind === 'schedule') return trigger.schedule?.kind === 'cron' ? 'cron' : 'schedule';
  return trigger.kind;
}

/** An automation's fields, checked: what a row keeps, and its first moment (null: not scheduled). */
export interface CheckedAutomation {
  trigger: AutomationTriggerColumn;
  delivery: AutomationDeliveryColumn;
  timeZone: string;
  missed: 'run-once' | 'skip';
  nextRunAt: Date | null;
}

/**
 * Checks an automation against the plan (decision 154) and its own sense, in this order: the
 * plan's trigger, the plan's count (`others`: the account's other automations), the time zone,
 * the schedule, the plan's smallest interval. The task, its values and a chain's cycles are the
 * directory's to check (they need the database).
 */
export function checkAutomation(plan: string, input: AutomationInput, others: number, now: Date): CheckedAutomation {
  const allowance = automationAllowance(plan);
  const planTrigger = planTriggerOf(input.trigger);
  if (!allowance.triggers.includes(planTrigger)) throw limit(automationTriggerMessage(plan, planTrigger));
  if (others + 1 > allowance.count) throw limit(automationCountMessage(plan));
  const timeZone = input.timeZone.trim();
  if (!isTimeZone(timeZone)) throw unprocessable(`"${timeZone}" is not a time zone; choose one such as Europe/London.`);
  const trigger: AutomationTriggerColumn = { kind: input.trigger.kind };
  let nextRunAt: Date | null = null;
  if (input.trigger.kind === 'schedule') {
    trigger.schedule = { ...input.trigger.schedule, kind: input.trigger.schedule?.kind ?? 'daily' };
    const schedule = scheduleOf(trigger, timeZone);
    if (!schedule || 'problem' in schedule)
      throw unprocessable(schedule?.problem ?? 'Choose when the automation runs.');
    nextRunAt = nextMoment(schedule.cron, now);
    if (!nextRunAt) throw unprocessable('This schedule never comes round; choose another.');
    // On the clock face: read in UTC, a daily 09:00 is 24 hours apart even on a 23-hour local day.
    const interval = smallestIntervalMinutes(cronOnClockFace(schedule.cron), now);
    if (interval < allowance.smallestIntervalMinutes) throw limit(automationIntervalMessage(plan, interval));
  }
  if (input.trigger.kind === 'webhook') trigger.signed = input.trigger.signed === true;
  if (input.trigger.kind === 'after-task') {
    if (!input.trigger.afterTaskId) throw unprocessable('Choose the task whose runs start this one.');
    trigger.afterTaskId = input.trigger.afterTaskId;
    // Checked against both tasks' forms by the directory (chainInputsProblem).
    trigger.inputs = { ...(input.trigger.inputs ?? {}) };
  }
  const delivery = deliveryOf(input.delivery);
  return { trigger, delivery, timeZone, missed: input.missed ?? 'run-once', nextRunAt };
}

/**
 * Whether a chain would come back to itself: `edges` are the account's other after-task
 * automations (when `from` completes, `to` starts); the new one starts `to` after `from`.
 */
export function closesCycle(edges: readonly { from: string; to: string }[], from: string, to: string): boolean {
  if (from === to) return true;
  const seen = new Set<string>([to]);
  const queue = [to];
  while (queue.length > 0) {
    const task = queue.shift() as string;
    for (const edge of edges) {
      if (edge.from !== task || seen.has(edge.to)) continue;
      if (edge.to === from) return true;
      seen.add(edge.to);
      queue.push(edge.to);
    }
  }
  return false;
}

/** Where results go, checked (decision 170): an e-mail address, or an http(s) URL for a webhook. */
export function deliveryOf(input: AutomationInput['delivery']): AutomationDeliveryColumn {
  const kind = input?.kind ?? 'assets';
  if (kind === 'email') {
    const email = input?.email?.trim().toLowerCase();
    return email ? { kind, email } : { kind };
  }
  if (kind === 'webhook') {
    const url = input?.url?.trim();
    let parsed: URL | undefined;
    try {
      parsed = url ? new URL(url) : undefined;
    } catch {
      parsed = undefined;
    }
    if (
      !parsed ||
      (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') ||
      parsed.username ||
      parsed.password
    ) {
      throw unprocessable('Give the http or https address the results are sent to (without a user name or password).');
    }
    return { kind, url: parsed.toString() };
  }
  return { kind: 'assets' };
}

/**
 * What is wrong with a chain's mapping (`inputs`: a field of this task's form → a result of the
 * task it follows), checked as a flow's inputs are: each field must be on this task's form and
 * each result a result of the task followed. Undefined when it fits.
 */
export function chainInputsProblem(
  inputs: Readonly<Record<string, string>>,
  fields: readonly string[],
  results: readonly string[],
): string | undefined {
  for (const [field, result] of Object.entries(inputs)) {
    if (!fields.includes(field)) return `"${field}" is not a field of this task's form.`;
    if (!results.includes(result)) {
      return `"${result}" is not a result of the task it follows; choose one of: ${results.join(', ') || 'none'}.`;
    }
  }
  return undefined;
}
