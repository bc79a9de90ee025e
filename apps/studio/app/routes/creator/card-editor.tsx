import { isTaskIcon, planDefinitions, taskCategories, taskIconPath, taskIcons } from '@taskwell/domain';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { useId } from 'react';
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

/** The catalogue card of the task: name, heading, description, icon, categories and plans (its id is Taskwell's, never shown). */
export function CardEditor() {
  const { draft, problems, edit } = useDraft();
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
