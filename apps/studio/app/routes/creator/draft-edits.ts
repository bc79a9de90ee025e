import type { TaskParameter } from '@taskwell/api-sdk';
import type { FlowNode, StepNode, TaskDefinition } from '@taskwell/task-engine';
import { isStep } from '@taskwell/task-engine';
import { insertAt, moveNode, type NodePath, removeAt, updateAt } from './flow-paths.ts';

/** The card's texts a user edits. */
export type CardField = 'id' | 'name' | 'heading' | 'description' | 'imageName' | 'category' | 'plans';

/** The two lists of fields: the start form's and the questions a paused run asks. */
export type FieldList = 'parameters' | 'asks';

/** One change a user makes to a draft. Each is one step of undo. */
export type DraftEdit =
  | { type: 'set-card'; field: CardField; value: string }
  /** The fee of one run, in whole credits. */
  | { type: 'set-fee'; value: number }
  | { type: 'add-field'; list: FieldList; field: TaskParameter }
  /** `part` names what changed (`name`, `placeholder`, …): typing in one part is one step of undo. */
  | { type: 'update-field'; list: FieldList; index: number; field: TaskParameter; part?: string }
  | { type: 'remove-field'; list: FieldList; index: number }
  | { type: 'move-field'; list: FieldList; index: number; to: number }
  | { type: 'add-node'; parent: NodePath; index: number; node: FlowNode }
  | { type: 'remove-node'; path: NodePath }
  | { type: 'move-node'; from: NodePath; parent: NodePath; index: number }
  | { type: 'update-step'; path: NodePath; step: StepNode; part?: string }
  | { type: 'replace'; definition: TaskDefinition };

/**
 * Edits of the same text one after another are one step of undo when they come close together
 * (typing a name is one change, not one per letter); this is what makes two edits alike.
 */
export function coalesceKeyOf(edit: DraftEdit): string | undefined {
  switch (edit.type) {
    case 'set-card':
      return `card:${edit.field}`;
    case 'set-fee':
      return 'card:powerFee';
    case 'update-field':
      return `${edit.list}:${edit.index}:${edit.part ?? ''}`;
    case 'update-step':
      return `step:${edit.path.join('.')}:${edit.part ?? ''}`;
    case 'add-field':
    case 'remove-field':
    case 'move-field':
    case 'add-node':
    case 'remove-node':
    case 'move-node':
    case 'replace':
      return undefined;
    default:
      return edit satisfies never;
  }
}

function moved<T>(items: readonly T[], index: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item === undefined) return [...items];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** The draft with a flow; the same draft when the flow did not change (an edit that does nothing is no step of undo). */
function withFlow(definition: TaskDefinition, flow: FlowNode): TaskDefinition {
  return flow === definition.flow ? definition : { ...definition, flow };
}

/** The draft after one edit; the draft given is never changed. */
export function applyEdit(definition: TaskDefinition, edit: DraftEdit): TaskDefinition {
  switch (edit.type) {
    case 'set-card':
      return { ...definition, [edit.field]: edit.value };
    case 'set-fee':
      return { ...definition, powerFee: edit.value };
    case 'add-field':
      return { ...definition, [edit.list]: [...(definition[edit.list] ?? []), edit.field] };
    case 'update-field':
      return {
        ...definition,
        [edit.list]: (definition[edit.list] ?? []).map((field, at) => (at === edit.index ? edit.field : field)),
      };
    case 'remove-field':
      return { ...definition, [edit.list]: (definition[edit.list] ?? []).filter((_, at) => at !== edit.index) };
    case 'move-field':
      return { ...definition, [edit.list]: moved(definition[edit.list] ?? [], edit.index, edit.to) };
    case 'add-node':
      return withFlow(definition, insertAt(definition.flow, edit.parent, edit.index, edit.node));
    case 'remove-node':
      return withFlow(definition, removeAt(definition.flow, edit.path));
    case 'move-node':
      return withFlow(definition, moveNode(definition.flow, edit.from, edit.parent, edit.index));
    case 'update-step':
      return withFlow(
        definition,
        updateAt(definition.flow, edit.path, (node) => (isStep(node) ? edit.step : node)),
      );
    case 'replace':
      return edit.definition;
    default:
      return edit satisfies never;
  }
}
