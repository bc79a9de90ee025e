import { type FlowNode, isStep, type StepNode } from './task-definition.ts';

/** A JSON pointer path into a definition, as segments (`['flow', 'sequence', 1]`). */
export type DefinitionPath = readonly (string | number)[];

/** Where a step of a flow is. */
export interface StepPlace {
  /** Its JSON pointer path in the definition. */
  path: DefinitionPath;
  /** Its place as the editor numbers it: each index from 1, outermost first ("2", "1.2"). */
  place: string;
}

/** The place of a node as the editor numbers it: its child indexes from 1, joined by dots ("1.2"). */
export function placeOf(indexes: readonly number[]): string {
  return indexes.map((index) => index + 1).join('.');
}

/** The child indexes along a JSON pointer path into a flow (`['flow', 'sequence', 1, 'parallel', 0]` is `[1, 0]`). */
export function indexesOf(path: DefinitionPath): number[] {
  return path.filter((segment): segment is number => typeof segment === 'number');
}

/**
 * A step as its user knows it, for sentences: its place and the name of its result
 * (`step 2 "Summary"`; `step 2` while the result has no name). Never its id: ids are the flow's
 * own business (issue 39: problems named "step-3").
 */
export function stepName(place: string, output: string): string {
  const name = output.trim();
  const at = place === '' ? 'the step' : `step ${place}`;
  return name === '' ? at : `${at} "${name}"`;
}

/** The place of every step of a flow. */
export function stepPlaces(flow: FlowNode): Map<StepNode, StepPlace> {
  const found = new Map<StepNode, StepPlace>();
  const visit = (node: FlowNode, path: DefinitionPath) => {
    if (isStep(node)) {
      found.set(node, { path, place: placeOf(indexesOf(path)) });
      return;
    }
    const key = 'sequence' in node ? 'sequence' : 'parallel';
    const children = 'sequence' in node ? node.sequence : node.parallel;
    for (const [index, child] of children.entries()) visit(child, [...path, key, index]);
  };
  visit(flow, ['flow']);
  return found;
}

/**
 * The steps certain to have finished before each step starts (by id): those earlier in a
 * sequence it is in, never a branch beside it. What a step may take a result from, and what the
 * check holds a step binding to.
 */
export function finishedBefore(flow: FlowNode): Map<StepNode, ReadonlySet<string>> {
  const found = new Map<StepNode, ReadonlySet<string>>();
  // Gives the steps certain to have finished after the node.
  const walk = (node: FlowNode, before: ReadonlySet<string>): ReadonlySet<string> => {
    if (isStep(node)) {
      found.set(node, before);
      return new Set([...before, node.step]);
    }
    if ('sequence' in node) return node.sequence.reduce((done, child) => walk(child, done), before);
    const after = new Set(before);
    for (const child of node.parallel) for (const id of walk(child, before)) after.add(id);
    return after;
  };
  walk(flow, new Set());
  return found;
}
