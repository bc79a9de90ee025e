import type { FlowNode, StepNode, TaskDefinition } from '@taskwell/task-engine';
import type { DraftEdit } from './draft-edits.ts';
import { insertAt, type NodePath } from './flow-paths.ts';
import { newField, newStep } from './new-draft.ts';

/** One kind of thing the flow tree adds to a sequence or to parallel branches. */
export interface NodeKind {
  /** Its key (the `data-focus` of its button). */
  key: string;
  /** The button's words; `branch` when it adds to parallel branches. */
  label: (branch: boolean) => string;
  /** What the button says to a screen reader: `where` is the group's name ("the flow", "2 Sequence"). */
  ariaLabel: (branch: boolean, where: string) => string;
  /** The edit that adds one as child `index` of the group at `parent` (one step of undo). */
  add: (draft: TaskDefinition, parent: NodePath, index: number) => DraftEdit;
}

/** A node of a flow holding one new step, in a sequence or as two parallel branches. */
function withNewSteps(kind: 'step' | 'sequence' | 'parallel', flow: FlowNode): FlowNode {
  const first = newStep(flow);
  if (kind === 'step') return first;
  if (kind === 'sequence') return { sequence: [first] };
  return { parallel: [first, newStep({ sequence: [flow, first] })] };
}

/** The draft with a pause for input added: a new question and a step that takes its answer. */
function withPause(draft: TaskDefinition, parent: NodePath, index: number): TaskDefinition {
  const question = newField([...draft.parameters, ...(draft.asks ?? [])], 'question');
  const step: StepNode = {
    ...newStep(draft.flow),
    service: 'text.report',
    output: `Answer to ${question.name}`,
    inputs: { [question.name]: { ask: question.name } },
  };
  return { ...draft, asks: [...(draft.asks ?? []), question], flow: insertAt(draft.flow, parent, index, step) };
}

const addNode =
  (kind: 'step' | 'sequence' | 'parallel') =>
  (draft: TaskDefinition, parent: NodePath, index: number): DraftEdit => ({
    type: 'add-node',
    parent,
    index,
    node: withNewSteps(kind, draft.flow),
  });

/**
 * What the flow tree can add, in the order of its buttons: the one list of kinds of step (a new
 * kind, such as an AI step with its own editor, is one more entry here).
 */
export const nodeKinds: readonly NodeKind[] = [
  {
    key: 'step',
    label: (branch) => (branch ? 'Add a branch' : 'Add a step'),
    ariaLabel: (branch, where) => `Add a ${branch ? 'branch' : 'step'} to ${where}`,
    add: addNode('step'),
  },
  {
    key: 'sequence',
    label: () => 'Add a sequence',
    ariaLabel: (_branch, where) => `Add a sequence to ${where}`,
    add: addNode('sequence'),
  },
  {
    key: 'parallel',
    label: () => 'Add parallel branches',
    ariaLabel: (_branch, where) => `Add parallel branches to ${where}`,
    add: addNode('parallel'),
  },
  {
    key: 'pause',
    label: () => 'Add a pause for input',
    ariaLabel: (_branch, where) => `Add a pause for input to ${where}`,
    add: (draft, parent, index) => ({ type: 'replace', definition: withPause(draft, parent, index) }),
  },
];
