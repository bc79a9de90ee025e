import type { Automation, AutomationInput, TaskParameter } from '@taskwell/api-sdk';
import { type AutomationTrigger, automationCron } from '@taskwell/domain';
import { buildExecuteRequest, type FormValues } from '@taskwell/task-engine';
import type { Weekday } from '@taskwell/ui/weekday-picker';
import { Cron } from 'croner';

// Issue 46: the automation form's fields as the user fills them in, what the API is sent, and the
// next five moments of a schedule (croner in the automation's zone, as the server works them out).

/** What starts the runs, as the form offers it. */
export type TriggerChoice = 'daily' | 'weekly' | 'monthly' | 'cron' | 'webhook' | 'after-task';
/** Where the results go. */
export type DeliveryChoice = 'assets' | 'email' | 'webhook';

/** A task the user may automate: a seeded one, one of their own, or a listing they bought or saved. */
export interface TaskChoice {
  /** `task:<id>` or `listing:<listingId>`. */
  key: string;
  label: string;
  group: 'Tasks' | 'My tasks' | 'From the AI Store';
  taskId: string;
  listingId?: string | undefined;
  parameters: readonly TaskParameter[];
  /** The questions its runs ask mid-run (`Task.asks`), which the automation may answer ahead. */
  asks: readonly TaskParameter[];
}

/** Whether a question can be answered ahead (one given by a file is asked when the run gets there). */
export const answerableAhead = (ask: TaskParameter) => ask.ui?.type !== 'image' && ask.ui?.type !== 'pdf';

/** The form's fields. */
export interface AutomationDraft {
  name: string;
  task: string;
  trigger: TriggerChoice;
  time: string;
  days: Weekday[];
  dayOfMonth: string;
  expression: string;
  signed: boolean;
  afterTaskId: string;
  /** This task's fields by name → the name of a result of the followed run. */
  inputs: Record<string, string>;
  timeZone: string;
  missed: 'run-once' | 'skip';
  delivery: DeliveryChoice;
  email: string;
  url: string;
  /** A published version of the user's own task, as digits; '' for the latest published. */
  taskVersion: string;
  /** Answers to the task's mid-run questions by name; '' leaves one for the run to ask. */
  answers: Record<string, string>;
}

/** The plan's trigger that a choice needs (decision 154). */
export function planTriggerOf(choice: TriggerChoice): AutomationTrigger {
  if (choice === 'cron' || choice === 'webhook' || choice === 'after-task') return choice;
  return 'schedule';
}

export const taskKey = (taskId: string, listingId: string | null | undefined) =>
  listingId ? `listing:${listingId}` : `task:${taskId}`;

/** A new automation's fields, or an automation's as the form edits them. */
export function draftOf(
  automation: Automation | undefined,
  defaults: { timeZone: string; email: string },
): AutomationDraft {
  const blank: AutomationDraft = {
    name: '',
    task: '',
    trigger: 'weekly',
    time: '09:00',
    days: ['mon'],
    dayOfMonth: '1',
    expression: '0 9 * * 1-5',
    signed: false,
    afterTaskId: '',
    inputs: {},
    timeZone: defaults.timeZone,
    missed: 'run-once',
    delivery: 'email',
    email: defaults.email,
    url: '',
    taskVersion: '',
    answers: {},
  };
  if (!automation) return blank;
  const { trigger, delivery } = automation;
  const schedule = trigger.schedule;
  return {
    ...blank,
    name: automation.name,
    task: taskKey(automation.taskId, automation.listingId),
    trigger: trigger.kind === 'schedule' ? (schedule?.kind ?? 'daily') : trigger.kind,
    time: schedule?.time ?? blank.time,
    days: (schedule?.days as Weekday[] | undefined) ?? blank.days,
    dayOfMonth: String(schedule?.dayOfMonth ?? 1),
    expression: schedule?.expression ?? blank.expression,
    signed: trigger.signed ?? false,
    afterTaskId: trigger.afterTaskId ?? '',
    inputs: { ...(trigger.inputs ?? {}) },
    timeZone: automation.timeZone,
    missed: automation.missed,
    delivery: delivery.kind,
    email: delivery.email ?? defaults.email,
    url: delivery.url ?? '',
    taskVersion: automation.taskVersion ? String(automation.taskVersion) : '',
    answers: { ...(automation.answers ?? {}) },
  };
}

function triggerOf(draft: AutomationDraft): AutomationInput['trigger'] {
  switch (draft.trigger) {
    case 'webhook':
      return { kind: 'webhook', signed: draft.signed };
    case 'after-task': {
      const inputs = Object.fromEntries(
        Object.entries(draft.inputs)
          .map(([field, result]) => [field, result.trim()] as const)
          .filter(([, result]) => result !== ''),
      );
      return { kind: 'after-task', afterTaskId: draft.afterTaskId, inputs };
    }
    case 'cron':
      return { kind: 'schedule', schedule: { kind: 'cron', expression: draft.expression.trim() } };
    case 'daily':
      return { kind: 'schedule', schedule: { kind: 'daily', time: draft.time } };
    case 'weekly':
      return { kind: 'schedule', schedule: { kind: 'weekly', days: draft.days, time: draft.time } };
    case 'monthly':
      return {
        kind: 'schedule',
        schedule: { kind: 'monthly', dayOfMonth: Number(draft.dayOfMonth), time: draft.time },
      };
  }
}

function deliveryOf(draft: AutomationDraft): NonNullable<AutomationInput['delivery']> {
  if (draft.delivery === 'email') return { kind: 'email', email: draft.email.trim() };
  if (draft.delivery === 'webhook') return { kind: 'webhook', url: draft.url.trim() };
  return { kind: 'assets' };
}

/** A field the user must fix before anything is sent, and what to say. */
export interface DraftProblem {
  field: 'name' | 'task' | 'afterTaskId' | 'email' | 'url' | 'days';
  message: string;
}

/** What the API is sent, or the first field to fix (the API checks the rest and says why). */
export function inputOf(
  draft: AutomationDraft,
  values: FormValues,
  choice: TaskChoice | undefined,
): { input: AutomationInput } | { problem: DraftProblem } {
  if (!draft.name.trim()) return { problem: { field: 'name', message: 'Give the automation a name.' } };
  if (!choice) return { problem: { field: 'task', message: 'Choose the task to run.' } };
  if (draft.trigger === 'weekly' && draft.days.length === 0) {
    return { problem: { field: 'days', message: 'Choose at least one day.' } };
  }
  if (draft.trigger === 'after-task' && !draft.afterTaskId) {
    return { problem: { field: 'afterTaskId', message: 'Choose the task whose runs start this one.' } };
  }
  if (draft.delivery === 'email' && !/^[^\s@]+@[^\s@]+$/.test(draft.email.trim())) {
    return { problem: { field: 'email', message: 'Give the e-mail address the results go to.' } };
  }
  if (draft.delivery === 'webhook' && !/^https?:\/\/\S+$/.test(draft.url.trim())) {
    return { problem: { field: 'url', message: 'Give the address (https://…) the results are posted to.' } };
  }
  const { parameters } = buildExecuteRequest({ taskId: choice.taskId, parameters: choice.parameters, values });
  const answers = Object.fromEntries(
    choice.asks
      .filter(answerableAhead)
      .map((ask) => [ask.name, draft.answers[ask.name] ?? ''] as const)
      .filter(([, answer]) => answer.trim() !== ''),
  );
  const pinned = choice.group === 'My tasks' && /^[1-9][0-9]*$/.test(draft.taskVersion);
  return {
    input: {
      name: draft.name.trim(),
      taskId: choice.taskId,
      ...(choice.listingId ? { listingId: choice.listingId } : {}),
      parameters,
      trigger: triggerOf(draft),
      timeZone: draft.timeZone,
      missed: draft.missed,
      delivery: deliveryOf(draft),
      ...(pinned ? { taskVersion: Number(draft.taskVersion) } : {}),
      ...(Object.keys(answers).length > 0 ? { answers } : {}),
    },
  };
}

/** The next five moments (ISO) of a scheduled draft, or why there are none yet. */
export function previewOf(draft: AutomationDraft, now: Date): { moments: string[] } | { problem: string } {
  if (draft.trigger === 'webhook' || draft.trigger === 'after-task') return { moments: [] };
  const schedule = triggerOf(draft).schedule;
  const made = automationCron(schedule ?? { kind: 'daily' });
  if ('problem' in made) return made;
  try {
    const cron = new Cron(made.cron, { timezone: draft.timeZone, paused: true, mode: '5-part' });
    return { moments: cron.nextRuns(5, now).map((moment) => moment.toISOString()) };
  } catch {
    return { problem: 'That cron expression does not parse: minute, hour, day of month, month, day of week.' };
  }
}
