import type { Automation } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { deliverySummary, runLabel, triggerSummary } from './automation-words.ts';

const names = (taskId: string) => (taskId === 'brief' ? 'Weekly brief' : taskId);

describe('how an automation reads in the list (issue 46)', () => {
  it.each([
    { trigger: { kind: 'schedule', schedule: { kind: 'daily', time: '07:00' } }, want: 'Daily at 07:00' },
    {
      trigger: { kind: 'schedule', schedule: { kind: 'weekly', days: ['mon', 'thu'], time: '09:00' } },
      want: 'Weekly on Mon, Thu at 09:00',
    },
    {
      trigger: { kind: 'schedule', schedule: { kind: 'monthly', dayOfMonth: 3, time: '09:00' } },
      want: 'Monthly on day 3 at 09:00',
    },
    { trigger: { kind: 'schedule', schedule: { kind: 'cron', expression: '0 9 * * 1-5' } }, want: 'Cron 0 9 * * 1-5' },
    { trigger: { kind: 'webhook', signed: true }, want: 'Inbound webhook, signed requests' },
    { trigger: { kind: 'after-task', afterTaskId: 'brief' }, want: 'After each run of Weekly brief' },
  ])('should say $want', ({ trigger, want }) => {
    expect(triggerSummary({ trigger } as Pick<Automation, 'trigger'>, names)).toBe(want);
  });

  it.each([
    { delivery: { kind: 'email', email: 'ada@example.com' }, want: 'By e-mail to ada@example.com' },
    { delivery: { kind: 'webhook', url: 'https://example.com/in' }, want: 'Posted to https://example.com/in' },
    { delivery: { kind: 'assets' }, want: 'In My Assets only' },
  ])('should say where results go: $want', ({ delivery, want }) => {
    expect(deliverySummary({ delivery } as Pick<Automation, 'delivery'>)).toBe(want);
  });

  it.each([
    { status: 'refused', runStatus: null, want: 'Could not start' },
    { status: 'skipped', runStatus: null, want: 'Skipped' },
    { status: 'pending', runStatus: null, want: 'Starting' },
    { status: 'started', runStatus: 'COMPLETED', want: 'Completed' },
    { status: 'started', runStatus: 'ERROR', want: 'Failed' },
    { status: 'started', runStatus: 'IN_PROGRESS', want: 'Running' },
  ] as const)('should show an entry $status/$runStatus as $want', ({ status, runStatus, want }) => {
    expect(runLabel({ status, runStatus }).label).toBe(want);
  });
});
