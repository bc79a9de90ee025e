import {
  type Binding,
  builtInServices,
  type DefinitionProblem,
  type ServiceOptionSpec,
  type StepNode,
  type StepOption,
} from '@taskwell/task-engine';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import { useId, useState } from 'react';
import { parameterLabel } from '../../components/run-modal/parameter-label.ts';
import { AiStepEditor } from './ai-step-editor.tsx';
import { problemsWithin, studioCheckOptions } from './draft-problems.ts';
import * as styles from './editor.css.ts';
import { useFlowShared } from './flow-context.tsx';
import { ProblemLines, problemText } from './problem-text.tsx';

/** Props of {@link StepEditor}. */
export interface StepEditorProps {
  /** The step. */
  step: StepNode;
  /** Its JSON pointer in the draft (`/flow/sequence/0`). */
  pointer: string;
  /** Its problems (those at or inside its pointer). */
  problems: readonly DefinitionProblem[];
  /** Replaces the step; `part` names what changed, so typing in one part is one step of undo. */
  onChange: (step: StepNode, part: string) => void;
}

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

/** Where one input of the step comes from: a form field, a question (the run pauses), an earlier step, or a text. */
function InputBinding({
  step,
  name,
  required,
  description,
  pointer,
  onChange,
  onRemove,
  problems,
}: {
  problems: readonly DefinitionProblem[];
  step: StepNode;
  name: string;
  required: boolean;
  description: string;
  pointer: string;
  onChange: (binding: Binding | undefined) => void;
  onRemove?: (() => void) | undefined;
}) {
  const { parameters, asks, steps } = useFlowShared();
  const selectId = useId();
  const errorId = useId();
  const binding = step.inputs[name];
  const at = `${pointer}/inputs/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;
  const mine = problemsWithin(problems, at);
  const others = steps.filter((other) => other.step !== step.step);
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {`Input "${name}"${required ? '' : ' (optional)'}`}
      </label>
      <p className={styles.hint}>{description}</p>
      <select
        id={selectId}
        className={styles.control}
        value={sourceOf(binding)}
        data-pointer={at}
        aria-invalid={mine.length > 0 ? true : undefined}
        aria-describedby={mine.length > 0 ? errorId : undefined}
        onChange={(event) => onChange(bindingOf(event.target.value, binding))}
      >
        <option value="">Not set</option>
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
        {others.length > 0 ? (
          <optgroup label="The result of another step">
            {others.map((other) => (
              <option key={other.step} value={`step:${other.step}`}>
                {`Step: ${other.output.trim() || other.step}`}
              </option>
            ))}
          </optgroup>
        ) : null}
        <option value="value">A fixed text</option>
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

/** One literal option of the step's service. */
function OptionField({
  name,
  spec,
  value,
  pointer,
  onChange,
  problems,
}: {
  problems: readonly DefinitionProblem[];
  name: string;
  spec: ServiceOptionSpec;
  value: StepOption | undefined;
  pointer: string;
  onChange: (value: StepOption | undefined) => void;
}) {
  const id = useId();
  const at = `${pointer}/options/${name}`;
  const error = problemText(problems.filter((problem) => problem.pointer === at));
  const label = `Option "${name}"${spec.required ? '' : ' (optional)'}`;
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
              {choice}
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

/** A step's id, service, result name, where each input comes from, and its options. */
export function StepEditor({ step, pointer, problems, onChange }: StepEditorProps) {
  const serviceId = useId();
  const [section, setSection] = useState('');
  const service = studioCheckOptions.services.get(step.service);
  const exact = (field: string) => problemText(problems.filter((problem) => problem.pointer === `${pointer}/${field}`));
  const serviceError = exact('service');
  const extra = service?.otherInputs ? Object.keys(step.inputs).filter((name) => !(name in service.inputs)) : [];

  const setInput = (name: string, binding: Binding | undefined) => {
    const { [name]: _old, ...rest } = step.inputs;
    onChange({ ...step, inputs: binding ? { ...rest, [name]: binding } : rest }, `input:${name}`);
  };
  const setOption = (name: string, value: StepOption | undefined) => {
    const { [name]: _old, ...rest } = step.options ?? {};
    const options = value === undefined ? rest : { ...rest, [name]: value };
    const { options: _options, ...bare } = step;
    onChange(Object.keys(options).length > 0 ? { ...bare, options } : bare, `option:${name}`);
  };

  return (
    <div className={styles.grid}>
      <TextInput
        label="Result name"
        value={step.output}
        error={exact('output')}
        data-pointer={`${pointer}/output`}
        onChange={(event) => onChange({ ...step, output: event.target.value }, 'output')}
      />
      <TextInput
        label="Step id"
        description="How later steps refer to its result."
        value={step.step}
        error={exact('step')}
        data-pointer={`${pointer}/step`}
        onChange={(event) => onChange({ ...step, step: event.target.value }, 'step')}
      />
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={serviceId} className={styles.label}>
          Service
        </label>
        <select
          id={serviceId}
          className={styles.control}
          value={step.service}
          data-pointer={`${pointer}/service`}
          aria-invalid={serviceError ? true : undefined}
          onChange={(event) => {
            const next = studioCheckOptions.services.get(event.target.value);
            const keep = (name: string) => !!next && (name in next.inputs || !!next.otherInputs);
            const inputs = Object.fromEntries(Object.entries(step.inputs).filter(([name]) => keep(name)));
            const options = Object.fromEntries(
              Object.entries(step.options ?? {}).filter(([name]) => !!next?.options && name in next.options),
            );
            const { options: _options, ...bare } = step;
            onChange(
              { ...bare, service: event.target.value, inputs, ...(Object.keys(options).length > 0 ? { options } : {}) },
              'service',
            );
          }}
        >
          <option value="">Choose a service</option>
          {builtInServices.map((described) => (
            <option key={described.name} value={described.name}>
              {`${described.label}${described.ai ? ' (AI)' : ''}`}
            </option>
          ))}
        </select>
        {service ? <p className={styles.hint}>{service.summary}</p> : null}
        {serviceError ? <p className={styles.problem}>{serviceError}</p> : null}
      </div>
      {/* An AI step (issue 40) has its own editor: prompt variables, persona, output shape, service. */}
      {service?.ai ? <AiStepEditor step={step} pointer={pointer} problems={problems} onChange={onChange} /> : null}
      {service && !service.ai
        ? Object.entries(service.inputs).map(([name, spec]) => (
            <InputBinding
              key={name}
              step={step}
              name={name}
              required={spec.required}
              description={spec.description}
              pointer={pointer}
              problems={problems}
              onChange={(binding) => setInput(name, binding)}
            />
          ))
        : null}
      {service?.otherInputs && !service.ai
        ? extra.map((name) => (
            <InputBinding
              key={name}
              step={step}
              name={name}
              required={false}
              description={service.otherInputs?.description ?? ''}
              pointer={pointer}
              problems={problems}
              onChange={(binding) => setInput(name, binding ?? { value: '' })}
              onRemove={() => setInput(name, undefined)}
            />
          ))
        : null}
      {service?.otherInputs && !service.ai ? (
        <div className={`${styles.field} ${styles.wide}`}>
          <TextInput label="New section's name" value={section} onChange={(event) => setSection(event.target.value)} />
          <div>
            <Button
              size="sm"
              variant="outline"
              disabled={section.trim() === '' || section.trim() in step.inputs}
              onClick={() => {
                setInput(section.trim(), { value: '' });
                setSection('');
              }}
            >
              Add the section
            </Button>
          </div>
        </div>
      ) : null}
      {service?.options && !service.ai
        ? Object.entries(service.options).map(([name, spec]) => (
            <OptionField
              key={name}
              name={name}
              spec={spec}
              value={step.options?.[name]}
              pointer={pointer}
              problems={problems}
              onChange={(value) => setOption(name, value)}
            />
          ))
        : null}
    </div>
  );
}
