import { type FlowNode, finishedBefore, type StepNode, stepName, stepPlaces, stepsOf } from '@taskwell/task-engine';

/** An input a move made wrong: it takes the result of a step that no longer finishes before it. */
export interface BrokenInput {
  /** The step whose input it is, where it is now: `step 1 "Summary"`. */
  step: string;
  /** The input's name. */
  input: string;
  /** The step it takes the result of, where it is now. */
  from: string;
}

/**
 * The inputs a change of the flow made wrong (issue 39: a keyboard move left an input wrong and
 * said nothing): each binding to a step that had finished before its step and no longer has
 * (the step moved above it, beside it, or it moved below). Steps keep their ids when they move.
 */
export function inputsBrokenBy(before: FlowNode, after: FlowNode): BrokenInput[] {
  const doneBefore = new Map([...finishedBefore(before)].map(([step, done]) => [step.step, done]));
  const doneAfter = finishedBefore(after);
  const places = stepPlaces(after);
  const steps = stepsOf(after);
  const nameOf = (step: StepNode) => stepName(places.get(step)?.place ?? '', step.output);
  const broken: BrokenInput[] = [];
  for (const step of steps) {
    for (const [input, binding] of Object.entries(step.inputs)) {
      if (!('step' in binding)) continue;
      const from = steps.find((candidate) => candidate.step === binding.step);
      const was = doneBefore.get(step.step)?.has(binding.step) ?? false;
      const is = doneAfter.get(step)?.has(binding.step) ?? false;
      if (from && was && !is) broken.push({ step: nameOf(step), input, from: nameOf(from) });
    }
  }
  return broken;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the editor says after a move made inputs wrong: which step's input, the step it takes
 * from, and the two ways out. Nothing when the move broke none.
 */
export function brokenInputsNotice(broken: readonly BrokenInput[]): string | undefined {
  if (broken.length === 0) return undefined;
  const each = broken.map(
    (found) =>
      `${capitalised(found.step)} now starts before ${found.from} has finished, and its input "${found.input}" takes that result.`,
  );
  const fix =
    broken.length === 1
      ? 'Undo (Ctrl+Z or ⌘+Z) moves it back; or choose another source for the input.'
      : 'Undo (Ctrl+Z or ⌘+Z) moves it back; or choose another source for each input.';
  return `${each.join(' ')} ${fix}`;
}
