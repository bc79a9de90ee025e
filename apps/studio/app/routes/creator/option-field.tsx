import { choiceLabel, type DefinitionProblem, type ServiceOptionSpec, type StepOption } from '@taskwell/task-engine';
import { TextInput } from '@taskwell/ui/text-input';
import { useId } from 'react';
import * as styles from './editor.css.ts';
import { controlError } from './problem-text.tsx';

/** Props of {@link OptionField}. */
export interface OptionFieldProps {
  /** The step's problems. */
  problems: readonly DefinitionProblem[];
  /** The option's name in the definition. */
  name: string;
  /** What the service says of it. */
  spec: ServiceOptionSpec;
  /** Its value now. */
  value: StepOption | undefined;
  /** The step's JSON pointer. */
  pointer: string;
  /** Sets (or, with undefined, removes) it. */
  onChange: (value: StepOption | undefined) => void;
}

/** One literal option of a step's service, by its label and its choices' labels (issue 39: "short/medium/long"). */
export function OptionField({ name, spec, value, pointer, onChange, problems }: OptionFieldProps) {
  const id = useId();
  const at = `${pointer}/options/${name}`;
  const error = controlError(problems.filter((problem) => problem.pointer === at));
  const label = `${spec.label ?? name}${spec.required ? '' : ' (optional)'}`;
  if (spec.choices) {
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <select
          id={id}
          className={styles.control}
          value={value === undefined ? '' : String(value)}
          data-pointer={at}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        >
          <option value="">The service's default</option>
          {spec.choices.map((choice) => (
            <option key={choice} value={choice}>
              {choiceLabel(spec, choice)}
            </option>
          ))}
        </select>
        <p className={styles.hint}>{spec.description}</p>
        {error ? <p className={styles.problem}>{error}</p> : null}
      </div>
    );
  }
  if (spec.type === 'boolean') {
    return (
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={value === true}
          data-pointer={at}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
    );
  }
  return (
    <TextInput
      label={label}
      description={spec.description}
      type={spec.type === 'number' ? 'number' : 'text'}
      value={value === undefined ? '' : String(value)}
      error={error}
      data-pointer={at}
      onChange={(event) => {
        const text = event.target.value;
        if (text === '') onChange(undefined);
        else onChange(spec.type === 'number' ? Number(text) : text);
      }}
    />
  );
}
