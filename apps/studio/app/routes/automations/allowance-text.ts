import type { AutomationAllowance } from '@taskwell/api-sdk';

// Issue 46 (decision 154): the plan's limits as the automations page states them.

/** "24 hours", "15 minutes", "1 hour". */
export function intervalText(minutes: number): string {
  if (minutes % (24 * 60) === 0) {
    const days = minutes / (24 * 60);
    return days === 1 ? 'once a day' : `once every ${days} days`;
  }
  if (minutes % 60 === 0) return minutes === 60 ? 'once an hour' : `once every ${minutes / 60} hours`;
  return minutes === 1 ? 'once a minute' : `once every ${minutes} minutes`;
}

const triggerNames: Record<AutomationAllowance['triggers'][number], string> = {
  schedule: 'schedules',
  cron: 'cron expressions',
  webhook: 'inbound webhooks',
  'after-task': 'runs after another task',
};

/** "Your Explorer plan: 1 of 10 automations, each starting at most once a day; schedules." */
export function allowanceText(allowance: AutomationAllowance): string {
  const triggers = allowance.triggers.map((trigger) => triggerNames[trigger]);
  const listed =
    triggers.length > 1 ? `${triggers.slice(0, -1).join(', ')} and ${triggers.at(-1)}` : (triggers[0] ?? 'none');
  return `Your ${allowance.plan} plan: ${allowance.used} of ${allowance.limit} automations, each starting at most ${intervalText(allowance.smallestIntervalMinutes)}; triggers: ${listed}.`;
}

/** What a plan without room (or without automation) is told, naming the plan and the one that allows more. */
export function upgradeText(allowance: AutomationAllowance): string {
  const offer = allowance.morePlan ? ` Upgrade to ${allowance.morePlan} to add more.` : '';
  if (allowance.limit === 0) {
    return `Your ${allowance.plan} plan does not include automations.${allowance.morePlan ? ` Upgrade to ${allowance.morePlan} to run tasks on a schedule and get their results by e-mail.` : ''}`;
  }
  return `Your ${allowance.plan} plan keeps ${allowance.limit} automations, and all are in use.${offer}`;
}
