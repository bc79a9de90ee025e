import type { AutomationAllowance } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { allowanceText, intervalText, upgradeText } from './allowance-text.ts';

const explorer: AutomationAllowance = {
  plan: 'Explorer',
  limit: 10,
  used: 1,
  smallestIntervalMinutes: 1440,
  triggers: ['schedule'],
  morePlan: 'Creator',
};

describe("the plan's limits on the automations page (decision 154)", () => {
  it.each([
    { minutes: 1440, want: 'once a day' },
    { minutes: 15, want: 'once every 15 minutes' },
    { minutes: 5, want: 'once every 5 minutes' },
    { minutes: 60, want: 'once an hour' },
    { minutes: 2880, want: 'once every 2 days' },
  ])('should say $minutes minutes as "$want"', ({ minutes, want }) => {
    expect(intervalText(minutes)).toBe(want);
  });

  it.each([
    {
      given: explorer,
      want: 'Your Explorer plan: 1 of 10 automations, each starting at most once a day; triggers: schedules.',
    },
    {
      given: {
        ...explorer,
        plan: 'Creator',
        limit: 50,
        used: 0,
        smallestIntervalMinutes: 15,
        triggers: ['schedule', 'cron', 'webhook', 'after-task'],
      } as AutomationAllowance,
      want: 'Your Creator plan: 0 of 50 automations, each starting at most once every 15 minutes; triggers: schedules, cron expressions, inbound webhooks and runs after another task.',
    },
  ])('should state the plan, the count and the smallest interval', ({ given, want }) => {
    expect(allowanceText(given)).toBe(want);
  });

  it.each([
    {
      given: {
        ...explorer,
        plan: 'Free',
        limit: 0,
        used: 0,
        triggers: [],
        morePlan: 'Explorer',
      } as AutomationAllowance,
      want: 'Your Free plan does not include automations. Upgrade to Explorer to run tasks on a schedule and get their results by e-mail.',
    },
    {
      given: { ...explorer, used: 10 },
      want: 'Your Explorer plan keeps 10 automations, and all are in use. Upgrade to Creator to add more.',
    },
    {
      given: { ...explorer, plan: 'Enterprise', limit: 200, used: 200, morePlan: null },
      want: 'Your Enterprise plan keeps 200 automations, and all are in use.',
    },
  ])('should name the plan and the one that allows more', ({ given, want }) => {
    expect(upgradeText(given)).toBe(want);
  });
});
