import type { AutomationAllowance } from '@taskwell/api-sdk';
import { NextRuns } from '@taskwell/ui/next-runs';
import { SegmentedControl } from '@taskwell/ui/segmented-control';
import { Select } from '@taskwell/ui/select';
import { Switch } from '@taskwell/ui/switch';
import { TextInput } from '@taskwell/ui/text-input';
import { WeekdayPicker } from '@taskwell/ui/weekday-picker';
import {
  type AutomationDraft,
  planTriggerOf,
  previewOf,
  type TaskChoice,
  type TriggerChoice,
} from './automation-draft.ts';
import * as styles from './automations.css.ts';

const triggerOptions: { value: TriggerChoice; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'cron', label: 'Cron' },
  { value: 'webhook', label: 'Webhook' },
  { value: 'after-task', label: 'After a task' },
];

/** Props of {@link TriggerFields}. */
export interface TriggerFieldsProps {
  draft: AutomationDraft;
  change: (patch: Partial<AutomationDraft>) => void;
  allowance: AutomationAllowance;
  /** The tasks whose runs may start this one. */
  tasks: readonly TaskChoice[];
  /** The chosen task's fields, which the followed run's results may fill. */
  fields: readonly { name: string; label: string }[];
  /** The secret URL of an automation's inbound webhook (editing one), in full. */
  webhookUrl: string | undefined;
  problem: { field: string; message: string } | undefined;
  now: Date;
  /** The time zones offered (the browser's list). */
  timeZones: readonly string[];
}

/**
 * What starts the runs (issue 46): a schedule (daily, weekly on days, monthly, at a local time in
 * the user's zone), a cron expression, an inbound webhook or another task's runs (custom
 * automation, where the plan has it). A schedule shows its next five times in its zone.
 */
export function TriggerFields({
  draft,
  change,
  allowance,
  tasks,
  fields,
  webhookUrl,
  problem,
  now,
  timeZones,
}: TriggerFieldsProps) {
  const offered = triggerOptions.filter((option) => allowance.triggers.includes(planTriggerOf(option.value)));
  const preview = previewOf(draft, now);
  const scheduled = draft.trigger !== 'webhook' && draft.trigger !== 'after-task';
  const locked = allowance.triggers.length < 4;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>When it runs</legend>
      <SegmentedControl
        label="Trigger"
        options={offered}
        value={draft.trigger}
        onValueChange={(trigger) => change({ trigger })}
      />
      {locked && allowance.morePlan ? (
        <p className={styles.hint}>
          Cron schedules, inbound webhooks and runs after another task come with {allowance.morePlan}.
        </p>
      ) : null}
      {draft.trigger === 'weekly' ? (
        <WeekdayPicker
          label="Days"
          value={draft.days}
          onValueChange={(days) => change({ days })}
          error={problem?.field === 'days' ? problem.message : undefined}
        />
      ) : null}
      {draft.trigger === 'monthly' ? (
        <TextInput
          label="Day of the month"
          description="1 to 28, so that every month has it."
          type="number"
          min={1}
          max={28}
          value={draft.dayOfMonth}
          onChange={(event) => change({ dayOfMonth: event.currentTarget.value })}
        />
      ) : null}
      {draft.trigger === 'cron' ? (
        <TextInput
          label="Cron expression"
          description="Five fields: minute, hour, day of month, month, day of week (0 9 * * 1-5: 09:00 on weekdays)."
          value={draft.expression}
          spellCheck={false}
          onChange={(event) => change({ expression: event.currentTarget.value })}
          error={'problem' in preview ? preview.problem : undefined}
        />
      ) : scheduled ? (
        <TextInput
          label="Time"
          type="time"
          value={draft.time}
          onChange={(event) => change({ time: event.currentTarget.value })}
        />
      ) : null}
      {scheduled ? (
        <>
          <Select
            label="Time zone"
            options={timeZones.map((zone) => ({ value: zone, label: zone }))}
            value={draft.timeZone}
            onValueChange={(timeZone) => change({ timeZone })}
          />
          <Select
            label="A run missed while the service was down"
            options={[
              { value: 'run-once', label: 'Run it once when the service is back' },
              { value: 'skip', label: 'Skip it' },
            ]}
            value={draft.missed}
            onValueChange={(missed) => change({ missed: missed as AutomationDraft['missed'] })}
          />
          <NextRuns
            label="Next five runs"
            moments={'moments' in preview ? preview.moments : []}
            timeZone={draft.timeZone}
            emptyText={'problem' in preview ? preview.problem : 'Not scheduled.'}
          />
        </>
      ) : null}
      {draft.trigger === 'webhook' ? (
        <>
          <Switch
            label="Take signed requests only (HMAC-SHA256 with a shared secret, timestamped)"
            checked={draft.signed}
            onCheckedChange={(signed) => change({ signed })}
          />
          <p className={styles.hint}>
            {webhookUrl
              ? `Runs start when JSON is posted to ${webhookUrl}; its members fill the task's fields.`
              : 'The secret address that starts a run is shown once the automation is saved. Posted JSON fills the task’s fields.'}
          </p>
        </>
      ) : null}
      {draft.trigger === 'after-task' ? (
        <>
          <Select
            label="After each completed run of"
            options={tasks.map((task) => ({ value: task.taskId, label: task.label }))}
            value={draft.afterTaskId}
            onValueChange={(afterTaskId) => change({ afterTaskId })}
            error={problem?.field === 'afterTaskId' ? problem.message : undefined}
          />
          {fields.length > 0 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Results of that run as this task's fields</legend>
              <p className={styles.hint}>
                Name a result of that run (its output's name) for a field; a field left empty keeps the value saved
                below.
              </p>
              {fields.map((field) => (
                <TextInput
                  key={field.name}
                  label={`${field.label} from the result`}
                  value={draft.inputs[field.name] ?? ''}
                  onChange={(event) => change({ inputs: { ...draft.inputs, [field.name]: event.currentTarget.value } })}
                />
              ))}
            </fieldset>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
