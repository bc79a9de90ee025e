import {
  costFloorMessage,
  isTaskIcon,
  planDefinitions,
  taskCategories,
  taskIconPath,
  taskIcons,
} from '@taskwell/domain';
import type { DefinitionProblem } from '@taskwell/task-engine';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { useEffect, useId, useState } from 'react';
import { useDraft } from './draft-context.tsx';
import type { CardField } from './draft-edits.ts';
import * as styles from './editor.css.ts';
import { controlError, ProblemLines } from './problem-text.tsx';

function words(icon: string): string {
  const text = icon.replaceAll('-', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Checkboxes whose values are kept as one pipe-separated text (`explorer|creator`). */
function PipeChoices({
  legend,
  field,
  options,
}: {
  legend: string;
  field: 'plans' | 'category';
  options: readonly { value: string; label: string }[];
}) {
  const { draft, problems, edit } = useDraft();
  const errorId = useId();
  const chosen = new Set(
    draft[field]
      .split('|')
      .map((value) => value.trim())
      .filter(Boolean),
  );
  const mine = problems.filter((problem) => problem.pointer === `/${field}`);
  const toggle = (value: string, on: boolean) => {
    const next = options.map((option) => option.value).filter((option) => (option === value ? on : chosen.has(option)));
    edit({ type: 'set-card', field, value: next.join('|') });
  };
  return (
    <fieldset
      className={styles.choices}
      data-pointer={`/${field}`}
      aria-describedby={mine.length > 0 ? errorId : undefined}
      aria-invalid={mine.length > 0 ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="checkbox"
            checked={chosen.has(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
      <ProblemLines problems={mine} id={errorId} />
    </fieldset>
  );
}

/**
 * The fee of one run (issue 40): a whole number of credits, at least what the task's AI steps cost
 * per run as the server counts them (shown under it, and a problem below it).
 */
function FeeField(props: {
  fee: number;
  floor: number | undefined;
  problems: readonly DefinitionProblem[];
  onChange: (value: number) => void;
}) {
  const [typed, setTyped] = useState(String(props.fee));
  // An undo, a restore or an import changes the fee from outside: the field follows.
  useEffect(() => {
    setTyped((current) => (Number(current) === props.fee && current.trim() !== '' ? current : String(props.fee)));
  }, [props.fee]);
  const floor = props.floor ?? 0;
  const own = controlError(props.problems.filter((problem) => problem.pointer === '/powerFee'));
  const shape = /^\d+$/.test(typed.trim()) ? undefined : 'Write the fee as a whole number of credits, such as 2.';
  const under = !shape && props.fee < floor ? costFloorMessage({ floor, what: 'fee' }) : undefined;
  return (
    <TextInput
      label="Fee per run (credits)"
      inputMode="numeric"
      data-pointer="/powerFee"
      value={typed}
      description={
        floor > 0
          ? `At least ${floor} ${floor === 1 ? 'credit' : 'credits'}: what its AI steps cost per run.`
          : 'What a run costs its runner, in credits.'
      }
      error={shape ?? under ?? own}
      onChange={(event) => {
        setTyped(event.target.value);
        if (/^\d+$/.test(event.target.value.trim())) props.onChange(Number(event.target.value.trim()));
      }}
    />
  );
}

/** The catalogue card of the task: name, heading, description, icon, categories and plans (its id is Taskwell's, never shown). */
export function CardEditor() {
  const { draft, problems, edit, costFloor } = useDraft();
  const iconId = useId();
  const iconErrorId = useId();
  const at = (field: CardField) => controlError(problems.filter((problem) => problem.pointer === `/${field}`));
  const text = (field: CardField) => ({
    value: draft[field],
    error: at(field),
    'data-pointer': `/${field}`,
    onChange: (event: { target: { value: string } }) => edit({ type: 'set-card', field, value: event.target.value }),
  });
  const iconProblems = problems.filter((problem) => problem.pointer === '/imageName');
  return (
    <section className={styles.section} aria-labelledby="card-title">
      <h2 id="card-title" className={styles.sectionTitle}>
        Card
      </h2>
      <p className={styles.hint}>What the catalogue shows of the task.</p>
      <div className={styles.grid}>
        <TextInput label="Name" {...text('name')} />
        <div className={styles.wide}>
          <TextInput label="Heading" {...text('heading')} />
        </div>
        <div className={styles.wide}>
          <Textarea label="Description" minRows={3} {...text('description')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={iconId} className={styles.label}>
            Icon
          </label>
          <select
            id={iconId}
            className={styles.control}
            value={draft.imageName}
            data-pointer="/imageName"
            aria-invalid={iconProblems.length > 0 ? true : undefined}
            aria-describedby={iconProblems.length > 0 ? iconErrorId : undefined}
            onChange={(event) => edit({ type: 'set-card', field: 'imageName', value: event.target.value })}
          >
            <option value="">Choose an icon</option>
            {taskIcons.map((icon) => (
              <option key={icon} value={taskIconPath(icon)}>
                {words(icon)}
              </option>
            ))}
          </select>
          <ProblemLines problems={iconProblems} id={iconErrorId} />
        </div>
        {isTaskIcon(draft.imageName) ? <img src={draft.imageName} alt="" width={48} height={48} /> : null}
        <FeeField
          fee={draft.powerFee}
          floor={costFloor}
          problems={problems}
          onChange={(value) => edit({ type: 'set-fee', value })}
        />
        <div className={styles.wide}>
          <PipeChoices
            legend="Categories"
            field="category"
            options={taskCategories.map((category) => ({ value: category.name, label: category.title }))}
          />
        </div>
        <div className={styles.wide}>
          <PipeChoices
            legend="Plans that may run it"
            field="plans"
            options={planDefinitions.map((plan) => ({ value: plan.key, label: plan.name }))}
          />
        </div>
      </div>
    </section>
  );
}
