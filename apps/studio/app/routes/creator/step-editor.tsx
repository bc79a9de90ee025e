import {
  type Binding,
  builtInServices,
  type DefinitionProblem,
  type StepNode,
  type StepOption,
} from '@taskwell/task-engine';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import { useEffect, useId, useState } from 'react';
import { AiStepEditor } from './ai-step-editor.tsx';
import { studioCheckOptions } from './draft-problems.ts';
import * as styles from './editor.css.ts';
import { useFlowEdit } from './flow-context.tsx';
import { InputBinding } from './input-binding.tsx';
import { resultNameFor } from './new-draft.ts';
import { OptionField } from './option-field.tsx';
import { controlError } from './problem-text.tsx';

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

/**
 * The step's id, under "Advanced" (issue 39: "Step id" was shown to every user). The editor makes
 * ids; the disclosure opens by itself when the id has a problem (a file imported with two steps
 * of one id), and stays open while it is worked on.
 */
function AdvancedStepId({
  step,
  pointer,
  error,
  onChange,
}: {
  step: StepNode;
  pointer: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (error) setOpen(true);
  }, [error]);
  return (
    <details
      className={`${styles.wide} ${styles.advanced}`}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.label}>Advanced</summary>
      <TextInput
        label="Step id"
        description="How the flow refers to this step inside the task. Taskwell makes it; change it only to match another copy of this task."
        value={step.step}
        error={error}
        data-pointer={`${pointer}/step`}
        onChange={(event) => onChange(event.target.value)}
      />
    </details>
  );
}

/** A step's service, result name, where each input comes from, and its options; its id under "Advanced". */
export function StepEditor({ step, pointer, problems, onChange }: StepEditorProps) {
  const serviceId = useId();
  const { getDraft } = useFlowEdit();
  const [section, setSection] = useState('');
  const service = studioCheckOptions.services.get(step.service);
  const exact = (field: string) =>
    controlError(problems.filter((problem) => problem.pointer === `${pointer}/${field}`));
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
  const setService = (name: string) => {
    const next = studioCheckOptions.services.get(name);
    const keep = (input: string) => !!next && (input in next.inputs || !!next.otherInputs);
    const inputs = Object.fromEntries(Object.entries(step.inputs).filter(([input]) => keep(input)));
    const options = Object.fromEntries(
      Object.entries(step.options ?? {}).filter(([option]) => !!next?.options && option in next.options),
    );
    const { options: _options, ...bare } = step;
    // The result takes the service's name unless its user named it (issue 39: "Result 4" in the store).
    const output = resultNameFor({ step, service: name, flow: getDraft().flow });
    onChange(
      { ...bare, service: name, output, inputs, ...(Object.keys(options).length > 0 ? { options } : {}) },
      'service',
    );
  };

  return (
    <div className={styles.grid}>
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
          onChange={(event) => setService(event.target.value)}
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
      <TextInput
        label="Result name"
        description="What the result is called where people see it: the run's results and the AI Store."
        value={step.output}
        error={exact('output')}
        data-pointer={`${pointer}/output`}
        onChange={(event) => onChange({ ...step, output: event.target.value }, 'output')}
      />
      {/* An AI step (issue 40) has its own editor: prompt variables, persona, output shape, service. */}
      {service?.ai ? <AiStepEditor step={step} pointer={pointer} problems={problems} onChange={onChange} /> : null}
      {service && !service.ai
        ? Object.entries(service.inputs).map(([name, spec]) => (
            <InputBinding
              key={name}
              step={step}
              name={name}
              kind={spec.kind}
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
              kind={service.otherInputs?.kind ?? 'text'}
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
      <AdvancedStepId
        step={step}
        pointer={pointer}
        error={exact('step')}
        onChange={(id) => onChange({ ...step, step: id }, 'step')}
      />
    </div>
  );
}
