import { planKeys, taskCategories, taskIconPaths } from '@taskwell/domain';
import {
  type CheckOptions,
  checkTaskDefinition,
  type DefinitionProblem,
  type FlowNode,
  isStep,
  pointerOf,
  serviceDescriptionsByName,
} from '@taskwell/task-engine';
import type { NodePath } from './flow-paths.ts';

/**
 * What the editor checks a draft against: the built-in services, the plans, the categories and the icons.
 * The same check, with the same words, as the API's save and publish (issue 30: one check).
 */
export const studioCheckOptions: CheckOptions = {
  services: serviceDescriptionsByName(),
  plans: planKeys,
  categories: taskCategories.map((category) => category.name),
  icons: taskIconPaths,
};

/** Every problem of a draft, as the engine's check finds them. */
export function checkDraft(definition: Parameters<typeof checkTaskDefinition>[0]): DefinitionProblem[] {
  return checkTaskDefinition(definition, studioCheckOptions);
}

/** The JSON pointer of the flow node at a path (`/flow/sequence/1/parallel/0`). */
export function pointerOfNode(root: FlowNode, path: NodePath): string {
  const segments: (string | number)[] = ['flow'];
  let node: FlowNode | undefined = root;
  for (const index of path) {
    if (!node || isStep(node)) break;
    const key = 'sequence' in node ? 'sequence' : 'parallel';
    segments.push(key, index);
    node = 'sequence' in node ? node.sequence[index] : node.parallel[index];
  }
  return pointerOf(...segments);
}

/** The problems at a pointer or inside what it points at. */
export function problemsWithin(problems: readonly DefinitionProblem[], pointer: string): DefinitionProblem[] {
  return problems.filter((problem) => problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`));
}

/**
 * The problems of a sequence or parallel node itself (too few children), not those of the nodes
 * inside it, which show on those nodes.
 */
export function problemsOfContainer(problems: readonly DefinitionProblem[], pointer: string): DefinitionProblem[] {
  return problems.filter(
    (problem) =>
      problem.pointer === pointer ||
      problem.pointer === `${pointer}/sequence` ||
      problem.pointer === `${pointer}/parallel`,
  );
}

/** The id of the control that edits what a pointer points at, for links from the list of problems. */
export function controlIdOf(pointer: string): string {
  return `draft${pointer.replace(/[^A-Za-z0-9_-]/g, (character) => (character === '/' ? '__' : '_'))}`;
}

/**
 * The control a problem is shown on: the pointer itself, or the nearest place above it that has
 * a control on screen (a lookup's option lives in the list's options box).
 */
export function controlPointerOf(pointer: string, exists: (id: string) => boolean): string {
  let at = pointer;
  while (at !== '') {
    if (exists(controlIdOf(at))) return at;
    at = at.slice(0, at.lastIndexOf('/'));
  }
  return '';
}
