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
import { type DefinitionProblem, type FlowNode, isStep, type StepNode } from '@taskwell/task-engine';
import { Button } from '@taskwell/ui/button';
import { ArrowDown, ArrowUp, CornerDownRight, CornerLeftUp, GripVertical, Trash2 } from 'lucide-react';
import { memo, useCallback, useContext, useMemo, useRef } from 'react';
import { useDraft } from './draft-context.tsx';
import { problemsOfContainer, problemsWithin, studioCheckOptions } from './draft-problems.ts';
import { dragAnnouncements, dragInstructions } from './drag-announcements.ts';
import * as styles from './editor.css.ts';
import {
  FlowEditProvider,
  FlowProblemsContext,
  type FlowShared,
  FlowSharedProvider,
  useFlowEdit,
} from './flow-context.tsx';
import { childrenOf, type NodePath } from './flow-paths.ts';
import { focusLater } from './focus-later.ts';
import { nodeKinds } from './node-kinds.ts';
import { ProblemLines } from './problem-text.tsx';
import { StepEditor } from './step-editor.tsx';
import { boundStepLabel, inputSources } from './step-sources.ts';

const keyOf = (path: NodePath) => (path.length === 0 ? 'root' : path.join('.'));

/** A node's name on screen: a step by its place and result (never its id), a group by its kind and place. */
export function nodeName(node: FlowNode, path: NodePath): string {
  const place = path.map((index) => index + 1).join('.');
  if (isStep(node)) return `${place} ${node.output.trim() || 'Unnamed step'}`;
  if (path.length === 0) return 'the flow';
  return `${place} ${'sequence' in node ? 'Sequence' : 'Parallel branches'}`;
}

/** A step whose run pauses to ask a question: one of its inputs is bound to one. */
function pauses(step: StepNode): boolean {
  return Object.values(step.inputs).some((binding) => 'ask' in binding);
}

/** The buttons that add to a sequence or a set of parallel branches, one per kind of node ({@link nodeKinds}). */
function AddButtons({ path, container }: { path: NodePath; container: FlowNode }) {
  const { getDraft, edit } = useFlowEdit();
  const count = childrenOf(container)?.length ?? 0;
  const where = nodeName(container, path);
  const added = [...path, count];
  const branch = 'parallel' in container;
  return (
    <div className={styles.itemActions} style={{ marginLeft: 0 }}>
      {nodeKinds.map((kind) => (
        <Button
          key={kind.key}
          size="sm"
          variant="outline"
          data-focus={`add-${kind.key}-${keyOf(path)}`}
          aria-label={kind.ariaLabel(branch, where)}
          onClick={() => {
            edit(kind.add(getDraft(), path, count));
            focusLater(`node-${keyOf(added)}-focus`);
          }}
        >
          {kind.label(branch)}
        </Button>
      ))}
    </div>
  );
}

/** Props of one node of the tree: all plain values, so an unchanged node is not drawn again. */
interface FlowItemProps {
  node: FlowNode;
  /** Its place, as `1.0.2` (`keyOf`). */
  pathKey: string;
  /** How many nodes its list holds. */
  count: number;
  /** Its JSON pointer in the draft. */
  pointer: string;
  /** Its own problems (the same array while they are the same). */
  problems: readonly DefinitionProblem[];
  /** The name of the group just above it in its list, when that is a group. */
  intoName: string | undefined;
  /** How many nodes that group holds. */
  intoCount: number;
  /** The name of the group it is in, unless that is the whole flow. */
  parentName: string | undefined;
}

const pathOf = (key: string): number[] => (key === 'root' ? [] : key.split('.').map(Number));

/** One node of the tree: a step with its settings, or a group with its own list. */
const FlowItem = memo(function FlowItem({
  node,
  pathKey,
  count,
  pointer,
  problems: mine,
  intoName,
  intoCount,
  parentName,
}: FlowItemProps) {
  const { edit } = useFlowEdit();
  const sortable = useSortable({ id: pathKey });
  const path = pathOf(pathKey);
  const index = path[path.length - 1] as number;
  const parent = path.slice(0, -1);
  const name = nodeName(node, path);
  const key = pathKey;

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
          data-focus={`node-${key}-drag`}
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
            disabled={index === count - 1}
            onClick={() => move(parent, index + 2, [...parent, index + 1], 'down', 'up')}
          >
            <ArrowDown aria-hidden size={16} />
          </Button>
          {intoName ? (
            <Button
              size="sm"
              variant="subtle"
              aria-label={`Move ${name} into ${intoName}`}
              onClick={() => move([...parent, index - 1], intoCount, [...parent, index - 1, intoCount], 'out', 'up')}
            >
              <CornerDownRight aria-hidden size={16} />
            </Button>
          ) : null}
          {parentName ? (
            <Button
              size="sm"
              variant="subtle"
              aria-label={`Move ${name} out of ${parentName}`}
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
              focusLater(`add-step-${keyOf(parent)}`);
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
          problems={mine}
          onChange={(step, part) => edit({ type: 'update-step', path, step, part })}
        />
      ) : (
        <>
          <ProblemLines problems={mine} />
          <div className={styles.nested}>
            <NodeList pathKey={pathKey} container={node} pointer={pointer} />
          </div>
        </>
      )}
    </li>
  );
});

/** The children of a sequence or of parallel branches, reordered by dragging or by the buttons. */
const NodeList = memo(function NodeList({
  pathKey,
  container,
  pointer: at,
}: {
  pathKey: string;
  container: FlowNode;
  pointer: string;
}) {
  const path = pathOf(pathKey);
  const { edit } = useFlowEdit();
  const { problemsFor } = useContext(FlowProblemsContext);
  const pointerOf = (index: number) => `${at}/${'sequence' in container ? 'sequence' : 'parallel'}/${index}`;
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
    // The handle where the node now is: places are the tree's keys, so dnd-kit's own focus
    // restore would land on the node that took the old place (it is turned off below).
    focusLater(`node-${keyOf([...path, to])}-drag`);
  };
  const nameOfId = (id: string) => {
    const index = ids.indexOf(id);
    const child = children[index];
    return child ? nodeName(child, [...path, index]) : id;
  };
  const placeOfId = (id: string) =>
    id
      .split('.')
      .map((index) => Number(index) + 1)
      .join('.');
  const accessibility = {
    announcements: dragAnnouncements(nameOfId, placeOfId),
    screenReaderInstructions: dragInstructions,
    restoreFocus: false,
  };
  return (
    <div className={styles.field}>
      {children.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={accessibility}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className={styles.list} aria-label={`Steps of ${nodeName(container, path)}`}>
              {children.map((child, index) => {
                const before = children[index - 1];
                const pointer = pointerOf(index);
                return (
                  // By place: a step's id changes as it is typed, and its inputs must keep focus.
                  <FlowItem
                    key={index}
                    node={child}
                    pathKey={keyOf([...path, index])}
                    count={children.length}
                    pointer={pointer}
                    problems={problemsFor(pointer, !isStep(child))}
                    intoName={before && !isStep(before) ? nodeName(before, [...path, index - 1]) : undefined}
                    intoCount={before ? (childrenOf(before)?.length ?? 0) : 0}
                    parentName={path.length > 0 ? nodeName(container, path) : undefined}
                  />
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
      ) : (
        <p className={styles.hint}>Nothing here yet.</p>
      )}
      <AddButtons path={path} container={container} />
    </div>
  );
});

/** A flow without its steps' inputs and options: its shape, and each step's id, name and service. */
function outline(node: FlowNode): unknown {
  if (isStep(node)) return [node.step, node.output, node.service];
  return 'sequence' in node ? { s: node.sequence.map(outline) } : { p: node.parallel.map(outline) };
}

/** The flow as a tree to build with the keyboard alone or the mouse. */
export function FlowTree() {
  const { draft, problems, edit } = useDraft();
  const latest = useRef(draft);
  latest.current = draft;
  const getDraft = useCallback(() => latest.current, []);
  // What the nodes' input lists read: the flow's shape and its steps' ids, names and services,
  // not their inputs or options (typing in a step does not draw every other step again).
  const signature = JSON.stringify(outline(draft.flow));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the flow's outline (signature) is what they read
  const shared = useMemo<FlowShared>(() => {
    const flow = draft.flow;
    return {
      parameters: draft.parameters,
      asks: draft.asks ?? [],
      sourcesFor: inputSources(flow, { parameters: draft.parameters, asks: draft.asks ?? [] }),
      labelOfStep: (id) => boundStepLabel(flow, { step: id }),
    };
  }, [draft.parameters, draft.asks, signature]);
  const editing = useMemo(() => ({ edit, getDraft }), [edit, getDraft]);
  // Each node gets the same array while its problems are the same, so it is not drawn again.
  const cache = useRef(new Map<string, { key: string; list: readonly DefinitionProblem[] }>());
  // Only the flow's problems reach its nodes: an edit of the card draws none of them again.
  const flowProblems = problems.filter((problem) => problem.pointer.startsWith('/flow/'));
  const flowSignature = JSON.stringify(flowProblems);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the flow's problems (flowSignature) are what it reads
  const problemsFor = useCallback(
    (pointer: string, container: boolean) => {
      const list = container ? problemsOfContainer(flowProblems, pointer) : problemsWithin(flowProblems, pointer);
      const key = `${container}|${list.map((problem) => `${problem.pointer}\u0000${problem.message}`).join('\u0001')}`;
      const cached = cache.current.get(pointer);
      if (cached && cached.key === key) return cached.list;
      cache.current.set(pointer, { key, list });
      return list;
    },
    [flowSignature],
  );
  const problemsContext = useMemo(() => ({ problemsFor }), [problemsFor]);
  return (
    <FlowEditProvider value={editing}>
      <FlowSharedProvider value={shared}>
        <FlowProblemsContext.Provider value={problemsContext}>
          <div className={styles.field}>
            <ProblemLines problems={problemsOfContainer(problems, '/flow')} />
            <NodeList pathKey="root" container={draft.flow} pointer="/flow" />
          </div>
        </FlowProblemsContext.Provider>
      </FlowSharedProvider>
    </FlowEditProvider>
  );
}
