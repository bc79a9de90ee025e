import { type FlowNode, isStep } from '@taskwell/task-engine';

/** Where a node is in a flow: the index of each child on the way down from the root ([] is the root). */
export type NodePath = readonly number[];

/** The children of a sequence or parallel node; a step has none. */
export function childrenOf(node: FlowNode): readonly FlowNode[] | undefined {
  if (isStep(node)) return undefined;
  return 'sequence' in node ? node.sequence : node.parallel;
}

function withChildren(node: FlowNode, children: FlowNode[]): FlowNode {
  if (isStep(node)) return node;
  return 'sequence' in node ? { sequence: children } : { parallel: children };
}

/** The node at a path, if there is one. */
export function nodeAt(root: FlowNode, path: NodePath): FlowNode | undefined {
  let node: FlowNode | undefined = root;
  for (const index of path) {
    node = node ? childrenOf(node)?.[index] : undefined;
  }
  return node;
}

/** The flow with the node at `path` replaced by what `change` makes of it (unchanged when there is none). */
export function updateAt(root: FlowNode, path: NodePath, change: (node: FlowNode) => FlowNode): FlowNode {
  const [head, ...rest] = path;
  if (head === undefined) return change(root);
  const children = childrenOf(root);
  const child = children?.[head];
  if (!children || !child) return root;
  const next = [...children];
  next[head] = updateAt(child, rest, change);
  return withChildren(root, next);
}

/** The flow without the node at `path` (the root stays). */
export function removeAt(root: FlowNode, path: NodePath): FlowNode {
  if (path.length === 0) return root;
  const parent = path.slice(0, -1);
  const index = path[path.length - 1] as number;
  return updateAt(root, parent, (node) =>
    withChildren(
      node,
      (childrenOf(node) ?? []).filter((_, at) => at !== index),
    ),
  );
}

/** The flow with `node` inserted as child `index` of the container at `parent` (at the end when past it). */
export function insertAt(root: FlowNode, parent: NodePath, index: number, node: FlowNode): FlowNode {
  return updateAt(root, parent, (container) => {
    const children = childrenOf(container);
    if (!children) return container;
    const next = [...children];
    next.splice(Math.max(0, Math.min(index, next.length)), 0, node);
    return withChildren(container, next);
  });
}

/** Whether `inner` is `outer` or lies inside it. */
export function isWithin(inner: NodePath, outer: NodePath): boolean {
  return outer.length <= inner.length && outer.every((index, at) => inner[at] === index);
}

/**
 * The flow with the node at `from` moved to child `index` of the container at `parent` (`index`
 * counted in the container as it is before the move). A node cannot move into itself.
 */
export function moveNode(root: FlowNode, from: NodePath, parent: NodePath, index: number): FlowNode {
  const node = nodeAt(root, from);
  if (!node || from.length === 0 || isWithin(parent, from)) return root;
  const container = nodeAt(root, parent);
  if (!container || !childrenOf(container)) return root;
  const fromParent = from.slice(0, -1);
  const fromIndex = from[from.length - 1] as number;
  // Removing the node first shifts what follows it in its own container, and the path of a
  // container after it in the same parent.
  let target = [...parent];
  let at = index;
  if (fromParent.length <= parent.length && isWithin(parent, fromParent)) {
    if (parent.length === fromParent.length) {
      if (fromIndex < index) at -= 1;
    } else if ((parent[fromParent.length] as number) > fromIndex) {
      target = [...parent];
      target[fromParent.length] = (target[fromParent.length] as number) - 1;
    }
  }
  return insertAt(removeAt(root, from), target, at, node);
}

/** The path of every node of a flow, root first, in reading order. */
export function pathsOf(root: FlowNode, at: NodePath = []): NodePath[] {
  const children = childrenOf(root) ?? [];
  return [at, ...children.flatMap((child, index) => pathsOf(child, [...at, index]))];
}
