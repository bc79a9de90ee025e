import { findPlan, planRank } from './plan-access.ts';
import { type PlanDefinition, planDefinitions } from './plans.ts';

// Issue 46: automation as the plans sell it (spec §6 "Automation"): default automation (a schedule:
// daily, weekly on chosen days, monthly, at a local time) from Explorer; custom automation (cron
// expressions, an inbound webhook, after another task) from Creator. Decision 154 records the numbers.

/** What starts an automation's runs. `schedule` is default automation; the others are custom. */
export const automationTriggers = ['schedule', 'cron', 'webhook', 'after-task'] as const;
export type AutomationTrigger = (typeof automationTriggers)[number];

/** What a plan allows: how many automations, the smallest interval between two starts, which triggers. */
export interface AutomationAllowance {
  /** Automations an account keeps (0: none). */
  count: number;
  /** The smallest interval between two scheduled starts, in minutes. */
  smallestIntervalMinutes: number;
  triggers: readonly AutomationTrigger[];
}

const none: AutomationAllowance = { count: 0, smallestIntervalMinutes: 24 * 60, triggers: [] };

/** By the plan's "Automation" feature value (plans.ts), so that the cards and the rules agree. */
const allowances: Record<string, AutomationAllowance> = {
  'n/a': none,
  'Default automation': { count: 10, smallestIntervalMinutes: 24 * 60, triggers: ['schedule'] },
  'Custom automation': { count: 50, smallestIntervalMinutes: 15, triggers: automationTriggers },
};

/** Enterprise keeps more of custom automation, more often. */
const enterpriseAllowance: AutomationAllowance = {
  count: 200,
  smallestIntervalMinutes: 5,
  triggers: automationTriggers,
};

function featureOf(plan: PlanDefinition): string {
  return plan.features.find((feature) => feature.name === 'Automation')?.value ?? 'n/a';
}

/** What an account on a plan may automate (an unknown plan has Free's: nothing). */
export function automationAllowance(plan: string | null | undefined): AutomationAllowance {
  const found = findPlan(plan) ?? (planDefinitions[0] as PlanDefinition);
  if (found.key === 'enterprise') return enterpriseAllowance;
  const allowance = allowances[featureOf(found)];
  if (!allowance) throw new Error(`No automation allowance for "${featureOf(found)}"`);
  return allowance;
}

/** The lowest plan above `plan` that allows a trigger, or keeps more automations (what a refusal names). */
export function planWithMoreAutomation(
  plan: string | null | undefined,
  want: { trigger?: AutomationTrigger; count?: number; intervalMinutes?: number },
): PlanDefinition | undefined {
  return planDefinitions.find((candidate) => {
    if (candidate.rank <= planRank(plan)) return false;
    const allowance = automationAllowance(candidate.key);
    if (want.trigger && !allowance.triggers.includes(want.trigger)) return false;
    if (want.count !== undefined && allowance.count < want.count) return false;
    if (want.intervalMinutes !== undefined && allowance.smallestIntervalMinutes > want.intervalMinutes) return false;
    return true;
  });
}

const triggerWords: Record<AutomationTrigger, string> = {
  schedule: 'scheduled automations',
  cron: 'cron schedules',
  webhook: 'inbound webhooks',
  'after-task': 'automations after another task',
};

function planName(plan: string | null | undefined): string {
  return (findPlan(plan) ?? planDefinitions[0])?.name ?? 'Free';
}

function offer(more: PlanDefinition | undefined): string {
  return more ? ` Upgrade to ${more.name} to use it.` : '';
}

/** Why a plan may not use a trigger, naming the plan and the one that may. */
export function automationTriggerMessage(plan: string | null | undefined, trigger: AutomationTrigger): string {
  return `Your ${planName(plan)} plan does not include ${triggerWords[trigger]}.${offer(planWithMoreAutomation(plan, { trigger }))}`;
}

/** Why one automation more is refused, naming the plan and the one that keeps more. */
export function automationCountMessage(plan: string | null | undefined): string {
  const { count } = automationAllowance(plan);
  const more = planWithMoreAutomation(plan, { count: count + 1 });
  const kept = count === 0 ? 'no automations' : count === 1 ? 'one automation' : `${count} automations`;
  return `Your ${planName(plan)} plan keeps ${kept}.${more ? ` ${more.name} keeps ${automationAllowance(more.key).count}: upgrade to add more.` : ''}`;
}

/** Why a schedule that starts too often is refused, naming the plan's smallest interval. */
export function automationIntervalMessage(plan: string | null | undefined, intervalMinutes: number): string {
  const { smallestIntervalMinutes } = automationAllowance(plan);
  const more = planWithMoreAutomation(plan, { intervalMinutes });
  return `Your ${planName(plan)} plan starts an automation at most every ${intervalWords(smallestIntervalMinutes)}; this schedule starts every ${intervalWords(intervalMinutes)}.${offer(more)}`;
}

/** "15 minutes", "1 hour", "1 day". */
export function intervalWords(minutes: number): string {
  if (minutes % (24 * 60) === 0) return minutes === 24 * 60 ? '1 day' : `${minutes / (24 * 60)} days`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** How many failed starts in a row (the account could not pay, the task is gone) pause an automation. */
export const automationFailuresBeforePause = 3;
