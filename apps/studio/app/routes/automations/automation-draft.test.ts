import type { Automation, TaskParameter } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { type AutomationDraft, draftOf, inputOf, previewOf, type TaskChoice } from './automation-draft.ts';

const text: TaskParameter = { name: 'text', valueType: 'text/plain', ui: { type: 'text' } } as TaskParameter;
const summarise: TaskChoice = {
  key: 'task:summarise-text',
  label: 'Summarise text',
  group: 'Tasks',
  taskId: 'summarise-text',
  parameters: [text],
  asks: [],
};
const question = (name: string, ui: TaskParameter['ui']) => ({ id: name, name, valueType: 'text/plain', ui });
const approval: TaskChoice = {
  key: 'task:approval',
  label: 'Approval',
  group: 'My tasks',
  taskId: 'approval',
  parameters: [],
  asks: [
    question('decision', { type: 'list', lookup: ['Yes', 'No'] }),
    question('headline', { type: 'line' }),
    question('logo', { type: 'image' }),
  ],
};
const bought: TaskChoice = { ...summarise, key: 'listing:l-1', group: 'From the AI Store', listingId: 'l-1' };
const blank = draftOf(undefined, { timeZone: 'Europe/London', email: 'ada@example.com' });
const draft = (patch: Partial<AutomationDraft>): AutomationDraft => ({
  ...blank,
  name: 'Monday brief',
  task: summarise.key,
  ...patch,
});

describe('the automation form (issue 46)', () => {
  it.each([
    {
      given: 'a weekly schedule by e-mail',
      patch: { trigger: 'weekly', days: ['mon', 'thu'], time: '08:30' },
      want: {
        trigger: { kind: 'schedule', schedule: { kind: 'weekly', days: ['mon', 'thu'], time: '08:30' } },
        delivery: { kind: 'email', email: 'ada@example.com' },
      },
    },
    {
      given: 'a monthly schedule kept in My Assets',
      patch: { trigger: 'monthly', dayOfMonth: '28', delivery: 'assets' },
      want: {
        trigger: { kind: 'schedule', schedule: { kind: 'monthly', dayOfMonth: 28, time: '09:00' } },
        delivery: { kind: 'assets' },
      },
    },
    {
      given: 'a cron expression to a webhook',
      patch: { trigger: 'cron', expression: ' */15 * * * * ', delivery: 'webhook', url: 'https://example.com/in' },
      want: {
        trigger: { kind: 'schedule', schedule: { kind: 'cron', expression: '*/15 * * * *' } },
        delivery: { kind: 'webhook', url: 'https://example.com/in' },
      },
    },
    {
      given: 'a signed inbound webhook',
      patch: { trigger: 'webhook', signed: true },
      want: { trigger: { kind: 'webhook', signed: true } },
    },
    {
      given: 'a run after another task, empty mappings left out',
      patch: { trigger: 'after-task', afterTaskId: 'brief', inputs: { text: ' summary ', other: '' } },
      want: { trigger: { kind: 'after-task', afterTaskId: 'brief', inputs: { text: 'summary' } } },
    },
  ] as const)('given $given should send it as the contract has it', ({ patch, want }) => {
    const made = inputOf(draft(patch as Partial<AutomationDraft>), { text: 'The report.' }, summarise);
    expect(made).toMatchObject({
      input: {
        name: 'Monday brief',
        taskId: 'summarise-text',
        parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'The report.' } },
        timeZone: 'Europe/London',
        missed: 'run-once',
        ...want,
      },
    });
    expect('input' in made && 'listingId' in made.input).toBe(false);
  });

  it('should buy the runs of a listing from that listing', () => {
    const made = inputOf(draft({ task: bought.key }), {}, bought);
    expect(made).toMatchObject({ input: { taskId: 'summarise-text', listingId: 'l-1', parameters: {} } });
  });

  it.each([
    { given: 'the latest version, nothing answered', choice: approval, patch: {}, want: {} },
    {
      given: 'a pinned version of their own task',
      choice: approval,
      patch: { taskVersion: '3' },
      want: { taskVersion: 3 },
    },
    { given: 'a version on a seeded task (not sent)', choice: summarise, patch: { taskVersion: '3' }, want: {} },
    {
      given: 'answers, blank, file and unknown ones left out',
      choice: approval,
      patch: { answers: { decision: 'Yes', headline: '  ', logo: 'x', colour: 'blue' } },
      want: { answers: { decision: 'Yes' } },
    },
  ] as const)(
    'given $given should send the version and the answers ahead as the contract has them',
    ({ choice, patch, want }) => {
      const made = inputOf(draft({ task: choice.key, ...(patch as Partial<AutomationDraft>) }), {}, choice);
      if (!('input' in made)) throw new Error('expected an input');
      expect({ taskVersion: made.input.taskVersion, answers: made.input.answers }).toEqual({
        taskVersion: undefined,
        answers: undefined,
        ...want,
      });
    },
  );

  it.each([
    { given: 'no name', patch: { name: '  ' }, field: 'name' },
    { given: 'no task', patch: {}, choice: undefined, field: 'task' },
    { given: 'a week without days', patch: { trigger: 'weekly', days: [] }, field: 'days' },
    { given: 'no task to follow', patch: { trigger: 'after-task', afterTaskId: '' }, field: 'afterTaskId' },
    { given: 'no e-mail address', patch: { delivery: 'email', email: 'ada' }, field: 'email' },
    { given: 'no webhook address', patch: { delivery: 'webhook', url: 'ftp://x' }, field: 'url' },
  ] as const)('given $given should name the field to fix and send nothing', ({ patch, field, ...rest }) => {
    const choice = 'choice' in rest ? undefined : summarise;
    const made = inputOf(draft(patch as Partial<AutomationDraft>), {}, choice);
    expect(made).toMatchObject({ problem: { field } });
  });

  it.each([
    {
      given: 'a daily 09:00 in London across the spring change',
      patch: { trigger: 'daily', time: '09:00', timeZone: 'Europe/London' },
      now: '2026-03-27T12:00:00Z',
      want: [
        '2026-03-28T09:00:00.000Z',
        '2026-03-29T08:00:00.000Z',
        '2026-03-30T08:00:00.000Z',
        '2026-03-31T08:00:00.000Z',
        '2026-04-01T08:00:00.000Z',
      ],
    },
    {
      given: 'weekdays at 09:00 in New York by cron',
      patch: { trigger: 'cron', expression: '0 9 * * 1-5', timeZone: 'America/New_York' },
      now: '2026-11-27T12:00:00Z',
      want: [
        '2026-11-27T14:00:00.000Z',
        '2026-11-30T14:00:00.000Z',
        '2026-12-01T14:00:00.000Z',
        '2026-12-02T14:00:00.000Z',
        '2026-12-03T14:00:00.000Z',
      ],
    },
  ] as const)('given $given should preview the next five moments', ({ patch, now, want }) => {
    expect(previewOf(draft(patch as Partial<AutomationDraft>), new Date(now))).toEqual({ moments: want });
  });

  it.each([
    { given: 'four cron fields', patch: { trigger: 'cron', expression: '0 9 * *' } },
    { given: 'a cron field out of range', patch: { trigger: 'cron', expression: '0 25 * * *' } },
  ] as const)('given $given should say why there is no preview', ({ patch }) => {
    expect(previewOf(draft(patch as Partial<AutomationDraft>), new Date())).toHaveProperty('problem');
  });

  it('should edit an automation with its own fields', () => {
    const automation = {
      id: '0d3c9a52-1b2e-4f0a-9c3d-2e5f8a1b0c9d',
      name: 'Brief',
      taskId: 'summarise-text',
      listingId: 'l-1',
      parameters: {},
      trigger: { kind: 'schedule', schedule: { kind: 'weekly', days: ['fri'], time: '17:00' } },
      timeZone: 'Asia/Tokyo',
      missed: 'skip',
      delivery: { kind: 'webhook', url: 'https://example.com/x' },
      taskVersion: 2,
      answers: { decision: 'Yes' },
    } as unknown as Automation;
    expect(draftOf(automation, { timeZone: 'UTC', email: 'ada@example.com' })).toMatchObject({
      name: 'Brief',
      task: 'listing:l-1',
      trigger: 'weekly',
      days: ['fri'],
      time: '17:00',
      timeZone: 'Asia/Tokyo',
      missed: 'skip',
      delivery: 'webhook',
      url: 'https://example.com/x',
      email: 'ada@example.com',
      taskVersion: '2',
      answers: { decision: 'Yes' },
    });
  });
});
