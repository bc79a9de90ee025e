// Issue 46: a default automation's schedule (daily, weekly on chosen days, monthly on a day, at a
// local time) as the five-field cron expression the scheduler reads in the automation's time zone.
// The time-zone arithmetic is the cron library's, never ours.

/** Days of the week as the contract names them, in cron's numbers (Sunday 0). */
export const automationDays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type AutomationDay = (typeof automationDays)[number];

/** A schedule as the contract's `AutomationSchedule` gives it. */
export interface AutomationScheduleFields {
  kind: 'daily' | 'weekly' | 'monthly' | 'cron';
  time?: string | undefined;
  days?: readonly string[] | undefined;
  dayOfMonth?: number | undefined;
  expression?: string | undefined;
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The cron expression of a schedule, or why it has none (a message for the user). */
export function automationCron(schedule: AutomationScheduleFields): { cron: string } | { problem: string } {
  if (schedule.kind === 'cron') {
    const expression = schedule.expression?.trim().replace(/\s+/g, ' ') ?? '';
    if (expression.split(' ').length !== 5) {
      return { problem: 'Write the cron expression as five fields: minute, hour, day of month, month, day of week.' };
    }
    return { cron: expression };
  }
  const time = timePattern.exec(schedule.time ?? '');
  if (!time) return { problem: 'Choose a time of day (HH:MM).' };
  const [minute, hour] = [Number(time[2]), Number(time[1])];
  if (schedule.kind === 'daily') return { cron: `${minute} ${hour} * * *` };
  if (schedule.kind === 'weekly') {
    const days = [...new Set(schedule.days ?? [])].map((day) => automationDays.indexOf(day as AutomationDay));
    if (days.length === 0 || days.some((day) => day < 0)) return { problem: 'Choose the days of the week.' };
    return { cron: `${minute} ${hour} * * ${days.sort((a, b) => a - b).join(',')}` };
  }
  const day = schedule.dayOfMonth ?? 0;
  if (!Number.isInteger(day) || day < 1 || day > 28) return { problem: 'Choose a day of the month from 1 to 28.' };
  return { cron: `${minute} ${hour} ${day} * *` };
}
