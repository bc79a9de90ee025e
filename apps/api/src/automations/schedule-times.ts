import { automationCron } from '@taskwell/domain';
import { Cron } from 'croner';
import type { AutomationTriggerColumn } from '../db/automation-schema.ts';

// The moments of an automation's schedule, read in its IANA time zone by croner (decision 155):
// daylight saving is croner's (a local time that occurs twice runs once, at its first; one that
// does not occur runs at the first minute after the gap), never arithmetic of ours.

/** Whether a name is an IANA time zone this runtime knows (Europe/London; not "BST"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(name) && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The cron of a scheduled trigger (null for webhook and after-task triggers), or why it has none. */
export function scheduleOf(
  trigger: AutomationTriggerColumn,
  timeZone: string,
): { cron: Cron } | { problem: string } | null {
  if (trigger.kind !== 'schedule') return null;
  if (!trigger.schedule) return { problem: 'Choose when the automation runs.' };
  const made = automationCron(trigger.schedule);
  if ('problem' in made) return made;
  try {
    // Five fields, minutes at most: a seconds field is refused by the count above.
    return { cron: new Cron(made.cron, { timezone: timeZone, paused: true, mode: '5-part' }) };
  } catch {
    return { problem: `"${made.cron}" is not a cron expression this service reads.` };
  }
}

/** The next `count` moments strictly after `after`. */
export function nextMoments(cron: Cron, after: Date, count: number): Date[] {
  return cron.nextRuns(count, after);
}

/** The next moment strictly after `after`, or null when the schedule has none. */
export function nextMoment(cron: Cron, after: Date): Date | null {
  return cron.nextRun(after);
}

/**
 * The smallest interval between two moments of a schedule, in minutes, over the next `window`
 * moments from `from` (enough for every pattern a plan allows: a year of daily moments sees both
 * daylight-saving changes, where a local day is 23 or 25 hours long).
 */
export function smallestIntervalMinutes(cron: Cron, from: Date, window = 400): number {
  const moments = cron.nextRuns(window, from);
  let smallest = Number.POSITIVE_INFINITY;
  for (let index = 1; index < moments.length; index += 1) {
    const gap = ((moments[index] as Date).getTime() - (moments[index - 1] as Date).getTime()) / 60_000;
    smallest = Math.min(smallest, gap);
  }
  return Number.isFinite(smallest) ? Math.round(smallest) : Number.POSITIVE_INFINITY;
}

/** The latest moment from `due` on that is not after `now` (`due` itself when none later has passed). */
export function latestPassed(cron: Cron, due: Date, now: Date): Date {
  let moment = due;
  for (let later = cron.nextRun(moment); later && later <= now; later = cron.nextRun(later)) moment = later;
  return moment;
}

/** The same pattern read in UTC: its intervals as the clock face shows them, whatever the zone's changes. */
export function cronOnClockFace(cron: Cron): Cron {
  return new Cron(cron.getPattern() as string, { timezone: 'UTC', paused: true, mode: '5-part' });
}
