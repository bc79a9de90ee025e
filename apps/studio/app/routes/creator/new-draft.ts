import type { TaskParameter } from '@taskwell/api-sdk';
import { type FlowNode, type StepNode, stepsOf, type TaskDefinition } from '@taskwell/task-engine';

/** A draft to start from: an empty card, no fields, an empty sequence (the check lists what is missing). */
export function newDraft(): TaskDefinition {
  return {
    id: 'my-task',
    name: '',
    heading: '',
    description: '',
    imageName: '',
    powerFee: 0,
    plans: 'explorer',
    category: '',
    parameters: [],
    flow: { sequence: [] },
  };
}

/** The first id of the form `${base}-N` (or `base`) that `taken` does not hold. */
export function freeName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A new step with an id and a result name no other step of the flow has; its service is chosen next. */
export function newStep(flow: FlowNode): StepNode {
  const steps = stepsOf(flow);
  const id = freeName('step', new Set(steps.map((step) => step.step)));
  const number = id === 'step' ? 1 : Number(id.slice('step-'.length));
  return { step: id, service: '', output: `Result ${number}`, inputs: {} };
}

/** A new one-line form field (or question) whose name no other of `fields` has. */
export function newField(fields: readonly TaskParameter[], base = 'field'): TaskParameter {
  const name = freeName(base, new Set(fields.map((field) => field.name)));
  return { id: name, name, valueType: 'text/plain', ui: { type: 'line', placeholder: '' } };
}
