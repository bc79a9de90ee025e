import { type FlowNode, isStep } from '@taskwell/task-engine';
import { FlowTree, type FlowTreeNode } from '@taskwell/ui/flow-tree';
import { useDraft } from './draft-context.tsx';
import { pointerOfNode, problemsWithin, studioCheckOptions } from './draft-problems.ts';
import type { NodePath } from './flow-paths.ts';

/** The draft's flow as the design system's picture shows it, each step marked when it has a problem. */
function treeOf(node: FlowNode, path: NodePath, invalidAt: (path: NodePath) => boolean): FlowTreeNode {
  if (isStep(node)) {
    return {
      kind: 'step',
      name: node.output,
      service: studioCheckOptions.services.get(node.service)?.label,
      invalid: invalidAt(path),
    };
  }
  const sequence = 'sequence' in node;
  const children = (sequence ? node.sequence : node.parallel).map((child, index) =>
    treeOf(child, [...path, index], invalidAt),
  );
  return sequence ? { kind: 'sequence', children } : { kind: 'parallel', children };
}

/** How the flow runs, read-only: sequences as columns of steps, parallel branches side by side. */
export function FlowPicture() {
  const { draft, problems } = useDraft();
  const invalidAt = (path: NodePath) => problemsWithin(problems, pointerOfNode(draft.flow, path)).length > 0;
  return <FlowTree flow={treeOf(draft.flow, [], invalidAt)} />;
}
