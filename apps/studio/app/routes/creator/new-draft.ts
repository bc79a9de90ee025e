import type { TaskParameter } from '@taskwell/api-sdk';
import {
  type FlowNode,
  isPlaceholderResultName,
  placeholderResultName,
  type StepNode,
  stepsOf,
  type TaskDefinition,
} from '@taskwell/task-engine';
import { studioCheckOptions } from './draft-problems.ts';

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

/**
 * A new step with an id and a result name no other step of the flow has; its service is chosen
 * next, and names its result (see {@link resultNameFor}). Its id is the flow's own business: the
 * editor makes it and shows it only under "Advanced".
 */
export function newStep(flow: FlowNode): StepNode {
  const steps = stepsOf(flow);
  const id = freeName('step', new Set(steps.map((step) => step.step)));
  const number = id === 'step' ? 1 : Number(id.slice('step-'.length));
  return { step: id, service: '', output: placeholderResultName(number), inputs: {} };
}

/** The first of `label`, `label 2`, `label 3` … that `taken` does not hold. */
function freeLabel(label: string, taken: ReadonlySet<string>): string {
  if (!taken.has(label)) return label;
  for (let n = 2; ; n += 1) if (!taken.has(`${label} ${n}`)) return `${label} ${n}`;
}

/** Whether a result's name is one the editor gave: empty, "Result 3", or its service's name ("Summary", "Summary 2"). */
function isGivenName(output: string, serviceLabel: string | undefined): boolean {
  const name = output.trim();
  if (name === '' || isPlaceholderResultName(name)) return true;
  if (serviceLabel === undefined) return false;
  if (name === serviceLabel) return true;
  return name.startsWith(`${serviceLabel} `) && /^\d+$/.test(name.slice(serviceLabel.length + 1));
}

/**
 * The result name of a step once its service is chosen (issue 39: "Result 4" reached the AI
 * Store): a name the editor gave becomes the service's ("Summary", "Summary 2" when taken); a
 * name its user typed stays.
 */
export function resultNameFor({ step, service, flow }: { step: StepNode; service: string; flow: FlowNode }): string {
  const before = studioCheckOptions.services.get(step.service)?.label;
  const after = studioCheckOptions.services.get(service)?.label;
  if (!after || !isGivenName(step.output, before)) return step.output;
  const taken = new Set(
    stepsOf(flow)
      .filter((other) => other.step !== step.step)
      .map((other) => other.output.trim()),
  );
  return freeLabel(after, taken);
}

/** A new one-line form field (or question) whose name no other of `fields` has. */
export function newField(fields: readonly TaskParameter[], base = 'field'): TaskParameter {
  const name = freeName(base, new Set(fields.map((field) => field.name)));
  return { id: name, name, valueType: 'text/plain', ui: { type: 'line', placeholder: '' } };
}
