import { describe, expect, it } from 'vitest';
import {
  automationAllowance,
  automationCountMessage,
  automationIntervalMessage,
  automationTriggerMessage,
  intervalWords,
} from './automation-allowance.ts';
import { automationCron } from './automation-schedule.ts';

describe('automation allowance (decision 154)', () => {
  it.each([
    { plan: 'free', count: 0, interval: 1440, triggers: [] },
    { plan: 'discovery', count: 0, interval: 1440, triggers: [] },
    { plan: 'explorer', count: 10, interval: 1440, triggers: ['schedule'] },
    { plan: 'creator', count: 50, interval: 15, triggers: ['schedule', 'cron', 'webhook', 'after-task'] },
    { plan: 'Enterprise', count: 200, interval: 5, triggers: ['schedule', 'cron', 'webhook', 'after-task'] },
    { plan: 'unknown', count: 0, interval: 1440, triggers: [] },
  ])('$plan keeps $count, every $interval minutes at most', ({ plan, count, interval, triggers }) => {
    const allowance = automationAllowance(plan);
    expect(allowance.count).toBe(count);
    expect(allowance.smallestIntervalMinutes).toBe(interval);
    expect([...allowance.triggers]).toEqual(triggers);
  });

  it.each([
    {
      plan: 'free',
      trigger: 'schedule',
      want: 'Your Free plan does not include scheduled automations. Upgrade to Explorer to use it.',
    },
    {
      plan: 'explorer',
      trigger: 'cron',
      want: 'Your Explorer plan does not include cron schedules. Upgrade to Creator to use it.',
    },
    {
      plan: 'explorer',
      trigger: 'webhook',
      want: 'Your Explorer plan does not include inbound webhooks. Upgrade to Creator to use it.',
    },
  ] as const)('refuses $trigger on $plan naming the plans', ({ plan, trigger, want }) => {
    expect(automationTriggerMessage(plan, trigger)).toBe(want);
  });

  it.each([
    { plan: 'discovery', want: 'Your Discovery plan keeps no automations. Explorer keeps 10: upgrade to add more.' },
    { plan: 'explorer', want: 'Your Explorer plan keeps 10 automations. Creator keeps 50: upgrade to add more.' },
    { plan: 'enterprise', want: 'Your Enterprise plan keeps 200 automations.' },
  ])('words the count refused on $plan', ({ plan, want }) => {
    expect(automationCountMessage(plan)).toBe(want);
  });

  it('names the interval and the plan that allows it', () => {
    expect(automationIntervalMessage('creator', 10)).toBe(
      'Your Creator plan starts an automation at most every 15 minutes; this schedule starts every 10 minutes. Upgrade to Enterprise to use it.',
    );
  });

  it.each([
    { minutes: 1, want: '1 minute' },
    { minutes: 15, want: '15 minutes' },
    { minutes: 60, want: '1 hour' },
    { minutes: 120, want: '2 hours' },
    { minutes: 1440, want: '1 day' },
  ])('words $minutes minutes', ({ minutes, want }) => {
    expect(intervalWords(minutes)).toBe(want);
  });
});

describe('a schedule as cron (issue 46)', () => {
  it.each([
    { schedule: { kind: 'daily', time: '09:00' }, want: { cron: '0 9 * * *' } },
    { schedule: { kind: 'weekly', time: '07:30', days: ['fri', 'mon', 'mon'] }, want: { cron: '30 7 * * 1,5' } },
    { schedule: { kind: 'weekly', time: '07:30', days: [] }, want: { problem: 'Choose the days of the week.' } },
    { schedule: { kind: 'monthly', time: '23:59', dayOfMonth: 28 }, want: { cron: '59 23 28 * *' } },
    {
      schedule: { kind: 'monthly', time: '23:59', dayOfMonth: 31 },
      want: { problem: 'Choose a day of the month from 1 to 28.' },
    },
    { schedule: { kind: 'daily', time: '24:00' }, want: { problem: 'Choose a time of day (HH:MM).' } },
    { schedule: { kind: 'cron', expression: ' */15  * * * 1-5 ' }, want: { cron: '*/15 * * * 1-5' } },
    {
      schedule: { kind: 'cron', expression: '* * *' },
      want: { problem: 'Write the cron expression as five fields: minute, hour, day of month, month, day of week.' },
    },
  ] as const)('$schedule.kind $schedule.time $schedule.expression', ({ schedule, want }) => {
    expect(automationCron(schedule)).toEqual(want);
  });
});
