import type { Binding, DefinitionProblem, ServiceInputKind, StepNode } from '@taskwell/task-engine';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import { useId } from 'react';
import { parameterLabel } from '../../components/run-modal/parameter-label.ts';
import { problemsWithin } from './draft-problems.ts';
import * as styles from './editor.css.ts';
import { useFlowShared } from './flow-context.tsx';
import { ProblemLines } from './problem-text.tsx';

/** A binding as the value of the "comes from" select. */
function sourceOf(binding: Binding | undefined): string {
  if (!binding) return '';
  if ('param' in binding) return `param:${binding.param}`;
  if ('ask' in binding) return `ask:${binding.ask}`;
  if ('step' in binding) return `step:${binding.step}`;
  return 'value';
}

/** The binding a "comes from" choice makes (a fixed text keeps its text). */
function bindingOf(source: string, current: Binding | undefined): Binding | undefined {
  if (source === '') return undefined;
  if (source === 'value') return current && 'value' in current ? current : { value: '' };
  const at = source.indexOf(':');
  const kind = source.slice(0, at);
  const name = source.slice(at + 1);
  if (kind === 'param') return { param: name };
  if (kind === 'ask') return { ask: name };
  return { step: name };
}

/** Props of {@link InputBinding}. */
export interface InputBindingProps {
  /** The step's problems (those at or inside its pointer). */
  problems: readonly DefinitionProblem[];
  /** The step. */
  step: StepNode;
  /** The input's name. */
  name: string;
  /** The kind of value it takes: the list offers only sources of that kind. */
  kind: ServiceInputKind;
  /** Whether the service needs it. */
  required: boolean;
  /** What it is, from the service's description. */
  description: string;
  /** The step's JSON pointer. */
  pointer: string;
  /** Sets (or, with undefined, clears) where it comes from. */
  onChange: (binding: Binding | undefined) => void;
  /** Removes the input (a report's sections). */
  onRemove?: (() => void) | undefined;
}

/**
 * Where one input of a step comes from: a form field, a question (the run pauses), an earlier
 * step or a text. The list offers only what can be right there (issue 39): fields and questions
 * of the input's kind, and the steps certain to have finished before this one. A source a move
 * made wrong stays chosen and shown as such, with its problem under the list, until it is changed.
 */
export function InputBinding({
  step,
  name,
  kind,
  required,
  description,
  pointer,
  onChange,
  onRemove,
  problems,
}: InputBindingProps) {
  const { sourcesFor, labelOfStep } = useFlowShared();
  const selectId = useId();
  const errorId = useId();
  const binding = step.inputs[name];
  const at = `${pointer}/inputs/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;
  const mine = problemsWithin(problems, at);
  const { parameters, asks, steps } = sourcesFor(step, kind);
  const chosen = sourceOf(binding);
  const offered = new Set([
    '',
    'value',
    ...parameters.map((parameter) => `param:${parameter.name}`),
    ...asks.map((ask) => `ask:${ask.name}`),
    ...steps.map((other) => `step:${other.step}`),
  ]);
  // What is chosen but cannot be right here: kept, so a wrong choice is never silently "Not set".
  const stale = binding && !offered.has(chosen) ? staleLabel(binding, labelOfStep) : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {`Input "${name}"${required ? '' : ' (optional)'}`}
      </label>
      <p className={styles.hint}>{description}</p>
      <select
        id={selectId}
        className={styles.control}
        value={chosen}
        data-pointer={at}
        aria-invalid={mine.length > 0 ? true : undefined}
        aria-describedby={mine.length > 0 ? errorId : undefined}
        onChange={(event) => onChange(bindingOf(event.target.value, binding))}
      >
        <option value="">Not set</option>
        {stale ? <option value={chosen}>{stale}</option> : null}
        {parameters.length > 0 ? (
          <optgroup label="A form field">
            {parameters.map((parameter) => (
              <option key={parameter.name} value={`param:${parameter.name}`}>
                {`Field: ${parameterLabel(parameter)}`}
              </option>
            ))}
          </optgroup>
        ) : null}
        {asks.length > 0 ? (
          <optgroup label="A question (the run pauses to ask it)">
            {asks.map((ask) => (
              <option key={ask.name} value={`ask:${ask.name}`}>
                {`Question: ${parameterLabel(ask)}`}
              </option>
            ))}
          </optgroup>
        ) : null}
        {steps.length > 0 ? (
          <optgroup label="The result of an earlier step">
            {steps.map((other) => (
              <option key={other.step} value={`step:${other.step}`}>
                {other.label}
              </option>
            ))}
          </optgroup>
        ) : null}
        {kind === 'text' || kind === 'any' || (binding && 'value' in binding) ? (
          <option value="value">A fixed text</option>
        ) : null}
      </select>
      {binding && 'value' in binding ? (
        <TextInput
          label={`Fixed text of "${name}"`}
          value={binding.value}
          onChange={(event) => onChange({ value: event.target.value })}
        />
      ) : null}
      <ProblemLines problems={mine} id={errorId} />
      {onRemove ? (
        <div>
          <Button size="sm" variant="subtle" onClick={onRemove}>
            {`Remove the input "${name}"`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The words of a chosen source that cannot be right where it is. */
function staleLabel(binding: Binding, labelOfStep: (id: string) => string | undefined): string {
  if ('step' in binding) {
    const label = labelOfStep(binding.step);
    return label ? `${label} (not finished by then)` : 'A step no longer in the flow';
  }
  if ('param' in binding) return `Field: ${parameterLabel({ name: binding.param })} (cannot be used here)`;
  if ('ask' in binding) return `Question: ${parameterLabel({ name: binding.ask })} (cannot be used here)`;
  return 'A fixed text (cannot be used here)';
}
