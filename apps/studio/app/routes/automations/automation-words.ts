import type { Automation, AutomationDelivery, AutomationRun } from '@taskwell/api-sdk';

// Issue 46: how an automation's trigger, delivery and history read in the list.

const dayNames: Record<string, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** "Weekly on Mon, Thu at 09:00", "Cron 0 9 * * 1-5", "Inbound webhook (signed)", "After Weekly brief". */
export function triggerSummary(automation: Pick<Automation, 'trigger'>, taskName: (taskId: string) => string): string {
  const { trigger } = automation;
  if (trigger.kind === 'webhook') return trigger.signed ? 'Inbound webhook, signed requests' : 'Inbound webhook';
  if (trigger.kind === 'after-task') return `After each run of ${taskName(trigger.afterTaskId ?? '')}`;
  const schedule = trigger.schedule;
  switch (schedule?.kind) {
    case 'cron':
      return `Cron ${schedule.expression ?? ''}`;
    case 'weekly':
      return `Weekly on ${(schedule.days ?? []).map((day) => dayNames[day] ?? day).join(', ')} at ${schedule.time}`;
    case 'monthly':
      return `Monthly on day ${schedule.dayOfMonth} at ${schedule.time}`;
    default:
      return `Daily at ${schedule?.time ?? ''}`;
  }
}

/** "By e-mail to ada@…", "To https://…", "In My Assets only". */
export function deliverySummary(automation: Pick<Automation, 'delivery'>): string {
  const { delivery } = automation;
  if (delivery.kind === 'email') return `By e-mail to ${delivery.email ?? ''}`;
  if (delivery.kind === 'webhook') return `Posted to ${delivery.url ?? ''}`;
  return 'In My Assets only';
}

type Tone = 'accent' | 'neutral' | 'positive' | 'critical';

/** An entry of the history as a badge says it: the run's own status once it started. */
export function runLabel(run: Pick<AutomationRun, 'status' | 'runStatus'>): { label: string; tone: Tone } {
  if (run.status === 'refused') return { label: 'Could not start', tone: 'critical' };
  if (run.status === 'skipped') return { label: 'Skipped', tone: 'neutral' };
  if (run.status === 'pending') return { label: 'Starting', tone: 'accent' };
  switch (run.runStatus) {
    case 'COMPLETED':
      return { label: 'Completed', tone: 'positive' };
    case 'ERROR':
      return { label: 'Failed', tone: 'critical' };
    case 'ABORTED':
    case 'CANCELLED':
      return { label: 'Cancelled', tone: 'neutral' };
    case 'PAUSED':
      return { label: 'Waiting for input', tone: 'accent' };
    default:
      return { label: 'Running', tone: 'accent' };
  }
}

/** What started an entry. */
export const triggerWords: Record<AutomationRun['trigger'], string> = {
  schedule: 'scheduled',
  manual: 'run now',
  webhook: 'webhook',
  'after-task': 'after a run',
};

/** A delivery as a badge says it. */
export function deliveryLabel(delivery: Pick<AutomationDelivery, 'status'>): { label: string; tone: Tone } {
  if (delivery.status === 'delivered') return { label: 'Delivered', tone: 'positive' };
  if (delivery.status === 'failed') return { label: 'Not delivered', tone: 'critical' };
  return { label: 'Sending', tone: 'accent' };
}
