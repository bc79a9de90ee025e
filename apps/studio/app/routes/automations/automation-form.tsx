import type { Automation, AutomationAllowance } from '@taskwell/api-sdk';
import { useTaskForm } from '@taskwell/task-engine/react';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { Select } from '@taskwell/ui/select';
import { TextInput } from '@taskwell/ui/text-input';
import { useEffect, useMemo, useRef, useState } from 'react';
import { parameterLabel } from '../../components/run-modal/parameter-label.ts';
import { TaskFormFields } from '../../components/run-modal/task-form.tsx';
import type { BrowserApi } from '../../task-run/browser-api.ts';
import { AnswersFields } from './answers-fields.tsx';
import { type AutomationDraft, type DraftProblem, draftOf, inputOf, type TaskChoice } from './automation-draft.ts';
import type { AutomationOutcome } from './automation-outcome.ts';
import * as styles from './automations.css.ts';
import { DeliveryFields } from './delivery-fields.tsx';
import { TriggerFields } from './trigger-fields.tsx';
import { VersionField } from './version-field.tsx';

/** Props of {@link AutomationForm}. */
export interface AutomationFormProps {
  /** The automation edited; none for a new one. */
  automation?: Automation | undefined;
  tasks: readonly TaskChoice[];
  allowance: AutomationAllowance;
  /** Where the results go by default: the account's own address. */
  email: string;
  /** The browser's zone and the zones offered. */
  timeZone: string;
  timeZones: readonly string[];
  /** The full secret URL of the automation's inbound webhook, when it has one. */
  webhookUrl: string | undefined;
  api: BrowserApi;
  /** Sends the fields (the route's action); the reply is what the API said. */
  submit: (body: object) => void;
  busy: boolean;
  /** The action's last reply to this form. */
  reply: AutomationOutcome | undefined;
  onCancel: () => void;
}

/**
 * A new automation, or one edited (issue 46): its name, the task (the version of the user's own
 * one, the run form's own fields, files included, saved once, and answers ahead to the questions it
 * asks mid-run), when it runs and where its results go. A refusal of the API is shown
 * at the top of the form, and every field keeps what was typed.
 */
export function AutomationForm({
  automation,
  tasks,
  allowance,
  email,
  timeZone,
  timeZones,
  webhookUrl,
  api,
  submit,
  busy,
  reply,
  onCancel,
}: AutomationFormProps) {
  const [draft, setDraft] = useState<AutomationDraft>(() => draftOf(automation, { timeZone, email }));
  const [problem, setProblem] = useState<DraftProblem | undefined>();
  const change = (patch: Partial<AutomationDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(undefined);
  };
  const choice = tasks.find((task) => task.key === draft.task);
  const parameters = useMemo(() => choice?.parameters ?? [], [choice]);
  const form = useTaskForm(parameters, { running: busy });
  // An edited automation's saved values fill the task's fields once, parents before their lists.
  const filled = useRef<string | undefined>(undefined);
  const { setValue } = form;
  useEffect(() => {
    if (!automation || !choice || filled.current === choice.key) return;
    filled.current = choice.key;
    if (choice.key !== draftOf(automation, { timeZone, email }).task) return;
    for (const parameter of parameters) {
      const saved = (automation.parameters as Record<string, { value?: unknown }>)[parameter.name];
      if (typeof saved?.value === 'string') setValue(parameter.name, saved.value);
    }
  }, [automation, choice, parameters, setValue, timeZone, email]);
  const headingId = automation ? `edit-${automation.id}` : 'new-automation';
  const refusal = reply?.status === 'refused' ? reply.message : undefined;
  const groups = (['Tasks', 'My tasks', 'From the AI Store'] as const)
    .map((group) => ({
      label: group,
      options: tasks.filter((task) => task.group === group).map((task) => ({ value: task.key, label: task.label })),
    }))
    .filter((group) => group.options.length > 0);

  const save = () => {
    const made = inputOf(draft, form.values, choice);
    if ('problem' in made) {
      setProblem(made.problem);
      return;
    }
    submit(
      automation ? { intent: 'update', id: automation.id, input: made.input } : { intent: 'create', input: made.input },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {automation ? `Edit ${automation.name}` : 'New automation'}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {refusal ? (
          <Alert tone="critical" title="Not saved">
            {refusal}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          value={draft.name}
          maxLength={80}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={problem?.field === 'name' ? problem.message : undefined}
        />
        <Select
          label="Task"
          options={groups}
          value={draft.task}
          placeholder="Choose a task…"
          onValueChange={(task) => change({ task, taskVersion: '', answers: {} })}
          error={problem?.field === 'task' ? problem.message : undefined}
        />
        {choice?.group === 'My tasks' ? (
          <VersionField
            taskId={choice.taskId}
            value={draft.taskVersion}
            onChange={(taskVersion) => change({ taskVersion })}
            api={api}
            locked={busy}
          />
        ) : null}
        {choice && parameters.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>The task's fields, saved for every run</legend>
            <TaskFormFields form={form} api={api} locked={busy} />
          </fieldset>
        ) : null}
        {choice ? (
          <AnswersFields
            asks={choice.asks}
            answers={draft.answers}
            onChange={(answers) => change({ answers })}
            locked={busy}
          />
        ) : null}
        <TriggerFields
          draft={draft}
          change={change}
          allowance={allowance}
          tasks={tasks}
          fields={parameters
            .filter((parameter) => parameter.ui !== undefined)
            .map((parameter) => ({ name: parameter.name, label: parameterLabel(parameter) }))}
          webhookUrl={webhookUrl}
          problem={problem}
          now={new Date()}
          timeZones={timeZones}
        />
        <DeliveryFields draft={draft} change={change} problem={problem} />
        <div className={styles.formActions}>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : automation ? 'Save changes' : 'Create automation'}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
