import type { TaskParameter } from '@taskwell/api-sdk';
import {
  type Binding,
  type FlowNode,
  finishedBefore,
  type ServiceInputKind,
  type StepNode,
  stepName,
  stepPlaces,
  stepsOf,
} from '@taskwell/task-engine';
import { studioCheckOptions } from './draft-problems.ts';

/** A step another step may take a result from, as the input's list names it. */
export interface StepSource {
  /** Its id (the binding's `step`). */
  step: string;
  /** Its name for a list: `Step 2 "Summary"`. */
  label: string;
  /** The name of its result ("Summary"). */
  output: string;
}

/** Where an input of a step may come from: nothing offered there can be wrong there. */
export interface InputSources {
  /** The form's fields of the input's kind. */
  parameters: readonly TaskParameter[];
  /** The questions of the input's kind. */
  asks: readonly TaskParameter[];
  /** The steps certain to have finished before the step (an earlier part of a sequence it is in), of the input's kind. */
  steps: readonly StepSource[];
}

/** The kind of value a field gives a step. */
function kindOfField(field: TaskParameter): ServiceInputKind {
  const type = field.ui?.type;
  return type === 'image' || type === 'pdf' ? type : 'text';
}

/** Whether a step's result is of a kind (a text input takes any result; an image input an image). */
function makes(step: StepNode, kind: ServiceInputKind): boolean {
  if (kind === 'any' || kind === 'text') return true;
  const produces = studioCheckOptions.services.get(step.service)?.produces;
  // A step whose service is still to be chosen may yet make one.
  if (!produces) return true;
  const wanted = kind === 'image' ? /^image\// : /^application\/pdf/;
  return produces.some((type) => wanted.test(type));
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What each step's inputs may take, by the step's id (issue 39: input lists offered steps that
 * can never be valid there, a later step or a branch beside it): the form's fields and the
 * questions of the input's kind, and the steps certain to have finished before it.
 */
export function inputSources(
  flow: FlowNode,
  fields: { parameters: readonly TaskParameter[]; asks: readonly TaskParameter[] },
): (step: StepNode, kind: ServiceInputKind) => InputSources {
  const places = stepPlaces(flow);
  // By id: the step asked about is the same step once its inputs change (a new object).
  const before = new Map([...finishedBefore(flow)].map(([step, done]) => [step.step, done]));
  const steps = stepsOf(flow);
  const labelOf = (step: StepNode) => capitalised(stepName(places.get(step)?.place ?? '', step.output));
  // The places and names are read from the flow the sources were made of: steps are matched by id.
  const fits = (field: TaskParameter, kind: ServiceInputKind) => kind === 'any' || kindOfField(field) === kind;
  return (step, kind) => {
    const done = before.get(step.step) ?? new Set<string>();
    return {
      parameters: fields.parameters.filter((field) => fits(field, kind)),
      asks: fields.asks.filter((field) => fits(field, kind)),
      steps: steps
        .filter((other) => other.step !== step.step && done.has(other.step) && makes(other, kind))
        .map((other) => ({ step: other.step, label: labelOf(other), output: other.output })),
    };
  };
}

/** The name of the step a binding takes from, when it is not among the sources (a move made it wrong): `Step 3 "Summary"`. */
export function boundStepLabel(flow: FlowNode, binding: Binding | undefined): string | undefined {
  if (!binding || !('step' in binding)) return undefined;
  const places = stepPlaces(flow);
  const from = stepsOf(flow).find((candidate) => candidate.step === binding.step);
  return from ? capitalised(stepName(places.get(from)?.place ?? '', from.output)) : undefined;
}
