import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type FlowNode, isStep, type StepNode, type TaskDefinition } from '@taskwell/task-engine';
import { Button } from '@taskwell/ui/button';
import { ArrowDown, ArrowUp, CornerDownRight, CornerLeftUp, GripVertical, Trash2 } from 'lucide-react';
import { useDraft } from './draft-context.tsx';
import { pointerOfNode, problemsOfContainer, problemsWithin, studioCheckOptions } from './draft-problems.ts';
import * as styles from './editor.css.ts';
import { childrenOf, insertAt, type NodePath, nodeAt } from './flow-paths.ts';
import { focusLater } from './focus-later.ts';
import { newField, newStep } from './new-draft.ts';
import { ProblemLines } from './problem-text.tsx';
import { StepEditor } from './step-editor.tsx';

const keyOf = (path: NodePath) => (path.length === 0 ? 'root' : path.join('.'));

/** A node's name on screen: a step by its result (or id), a group by its kind and place. */
export function nodeName(node: FlowNode, path: NodePath): string {
  const place = path.map((index) => index + 1).join('.');
  if (isStep(node)) return `${place} ${node.output.trim() || node.step || 'New step'}`;
  if (path.length === 0) return 'the flow';
  return `${place} ${'sequence' in node ? 'Sequence' : 'Parallel branches'}`;
}

/** A step whose run pauses to ask a question: one of its inputs is bound to one. */
function pauses(step: StepNode): boolean {
  return Object.values(step.inputs).some((binding) => 'ask' in binding);
}

/** A new node of a kind, with step ids and result names no other step of the draft has. */
function nodeOfKind(kind: 'step' | 'sequence' | 'parallel', flow: FlowNode): FlowNode {
  const first = newStep(flow);
  if (kind === 'step') return first;
  const withFirst: FlowNode = { sequence: [flow, first] };
  if (kind === 'sequence') return { sequence: [first] };
  return { parallel: [first, newStep(withFirst)] };
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

/** The buttons that add to a sequence or a set of parallel branches. */
function AddButtons({ path, container }: { path: NodePath; container: FlowNode }) {
  const { draft, edit } = useDraft();
  const count = childrenOf(container)?.length ?? 0;
  const where = nodeName(container, path);
  const added = [...path, count];
  const add = (kind: 'step' | 'sequence' | 'parallel') => {
    edit({ type: 'add-node', parent: path, index: count, node: nodeOfKind(kind, draft.flow) });
    focusLater(`node-${keyOf(added)}-focus`);
  };
  const branch = 'parallel' in container;
  return (
    <div className={styles.itemActions} style={{ marginLeft: 0 }}>
      <Button
        size="sm"
        variant="outline"
        data-focus={`add-${keyOf(path)}`}
        aria-label={`Add a ${branch ? 'branch' : 'step'} to ${where}`}
        onClick={() => add('step')}
      >
        {branch ? 'Add a branch' : 'Add a step'}
      </Button>
      <Button size="sm" variant="outline" aria-label={`Add a sequence to ${where}`} onClick={() => add('sequence')}>
        Add a sequence
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Add parallel branches to ${where}`}
        onClick={() => add('parallel')}
      >
        Add parallel branches
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Add a pause for input to ${where}`}
        onClick={() => {
          edit({ type: 'replace', definition: withPause(draft, path, count) });
          focusLater(`node-${keyOf(added)}-focus`);
        }}
      >
        Add a pause for input
      </Button>
    </div>
  );
}

/** One node of the tree: a step with its settings, or a group with its own list. */
function FlowItem({ node, path, siblings }: { node: FlowNode; path: NodePath; siblings: readonly FlowNode[] }) {
  const { draft, problems, edit } = useDraft();
  const sortable = useSortable({ id: keyOf(path) });
  const index = path[path.length - 1] as number;
  const parent = path.slice(0, -1);
  const pointer = pointerOfNode(draft.flow, path);
  const name = nodeName(node, path);
  const mine = isStep(node) ? problemsWithin(problems, pointer) : problemsOfContainer(problems, pointer);
  const before = siblings[index - 1];
  const intoTarget = before && !isStep(before) ? before : undefined;
  const key = keyOf(path);

  const move = (to: NodePath, at: number, focus: NodePath, ...buttons: string[]) => {
    edit({ type: 'move-node', from: path, parent: to, index: at });
    focusLater(...buttons.map((button) => `node-${keyOf(focus)}-${button}`), `node-${keyOf(focus)}-focus`);
  };
  const service = isStep(node) ? studioCheckOptions.services.get(node.service) : undefined;

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={`${styles.item} ${mine.length > 0 ? styles.itemInvalid : ''} ${sortable.isDragging ? styles.dragging : ''}`}
      aria-label={name}
      data-pointer={pointer}
    >
      <div className={styles.itemHead}>
        <button
          type="button"
          className={styles.handle}
          aria-label={`Drag ${name}`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical aria-hidden size={16} />
        </button>
        <h3 className={styles.itemTitle} tabIndex={-1} data-focus={`node-${key}-focus`}>
          {name}
          {service ? ` · ${service.label}` : ''}
          {isStep(node) && pauses(node) ? ' · pauses for input' : ''}
        </h3>
        <span className={styles.itemActions}>
          <Button
            size="sm"
            variant="subtle"
            aria-label={`Move ${name} up`}
            data-focus={`node-${key}-up`}
            disabled={index === 0}
            onClick={() => move(parent, index - 1, [...parent, index - 1], 'up', 'down')}
          >
            <ArrowUp aria-hidden size={16} />
          </Button>
          <Button
            size="sm"
            variant="subtle"
            aria-label={`Move ${name} down`}
            data-focus={`node-${key}-down`}
            disabled={index === siblings.length - 1}
            onClick={() => move(parent, index + 2, [...parent, index + 1], 'down', 'up')}
          >
            <ArrowDown aria-hidden size={16} />
          </Button>
          {intoTarget ? (
            <Button
              size="sm"
              variant="subtle"
              aria-label={`Move ${name} into ${nodeName(intoTarget, [...parent, index - 1])}`}
              onClick={() => {
                const count = childrenOf(intoTarget)?.length ?? 0;
                move([...parent, index - 1], count, [...parent, index - 1, count], 'out', 'up');
              }}
            >
              <CornerDownRight aria-hidden size={16} />
            </Button>
          ) : null}
          {parent.length > 0 ? (
            <Button
              size="sm"
              variant="subtle"
              aria-label={`Move ${name} out of ${nodeName(nodeAt(draft.flow, parent) ?? node, parent)}`}
              data-focus={`node-${key}-out`}
              onClick={() => {
                const grand = parent.slice(0, -1);
                const after = (parent[parent.length - 1] as number) + 1;
                move(grand, after, [...grand, after], 'out', 'up');
              }}
            >
              <CornerLeftUp aria-hidden size={16} />
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="subtle"
            aria-label={`Remove ${name}`}
            onClick={() => {
              edit({ type: 'remove-node', path });
              focusLater(`add-${keyOf(parent)}`);
            }}
          >
            <Trash2 aria-hidden size={16} />
          </Button>
        </span>
      </div>
      {isStep(node) ? (
        <StepEditor
          step={node}
          pointer={pointer}
          onChange={(step, part) => edit({ type: 'update-step', path, step, part })}
        />
      ) : (
        <>
          <ProblemLines problems={mine} />
          <div className={styles.nested}>
            <NodeList path={path} container={node} />
          </div>
        </>
      )}
    </li>
  );
}

/** The children of a sequence or of parallel branches, reordered by dragging or by the buttons. */
function NodeList({ path, container }: { path: NodePath; container: FlowNode }) {
  const { edit } = useDraft();
  const children = childrenOf(container) ?? [];
  const ids = children.map((_, index) => keyOf([...path, index]));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    edit({ type: 'move-node', from: [...path, from], parent: path, index: to > from ? to + 1 : to });
  };
  return (
    <div className={styles.field}>
      {children.length > 0 ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className={styles.list} aria-label={`Steps of ${nodeName(container, path)}`}>
              {children.map((child, index) => (
                // By place: a step's id changes as it is typed, and its inputs must keep focus.
                <FlowItem key={index} node={child} path={[...path, index]} siblings={children} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      ) : (
        <p className={styles.hint}>Nothing here yet.</p>
      )}
      <AddButtons path={path} container={container} />
    </div>
  );
}

/** The flow as a tree to build with the keyboard alone or the mouse. */
export function FlowTree() {
  const { draft, problems } = useDraft();
  return (
    <div className={styles.field}>
      <ProblemLines problems={problemsOfContainer(problems, '/flow')} />
      <NodeList path={[]} container={draft.flow} />
    </div>
  );
}
