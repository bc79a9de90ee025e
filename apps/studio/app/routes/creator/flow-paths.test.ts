import type { FlowNode } from '@taskwell/task-engine';
import { describe, expect, it } from 'vitest';
import { moveNode, type NodePath, nodeAt, removeAt } from './flow-paths.ts';

const step = (id: string): FlowNode => ({ step: id, service: 'text.summary', output: id, inputs: {} });

/** a, [b | c], d: a sequence holding a parallel pair. */
const flow: FlowNode = { sequence: [step('a'), { parallel: [step('b'), step('c')] }, step('d')] };

/** The ids of a flow, nested as arrays: a readable picture to compare. */
function shape(node: FlowNode | undefined): unknown {
  if (!node) return undefined;
  if ('step' in node) return node.step;
  return 'sequence' in node ? node.sequence.map(shape) : { parallel: node.parallel.map(shape) };
}

describe('flow paths', () => {
  it.each<{ given: NodePath; want: unknown }>([
    { given: [], want: ['a', { parallel: ['b', 'c'] }, 'd'] },
    { given: [1, 0], want: 'b' },
    { given: [2], want: 'd' },
    { given: [5], want: undefined },
  ])('nodeAt $given should find $want', ({ given, want }) => {
    expect(shape(nodeAt(flow, given))).toEqual(want);
  });

  it.each<{ given: NodePath; want: unknown }>([
    { given: [0], want: [{ parallel: ['b', 'c'] }, 'd'] },
    { given: [1, 1], want: ['a', { parallel: ['b'] }, 'd'] },
    { given: [], want: ['a', { parallel: ['b', 'c'] }, 'd'] },
  ])('removeAt $given should leave $want', ({ given, want }) => {
    expect(shape(removeAt(flow, given))).toEqual(want);
  });

  it.each<{ given: string; from: NodePath; parent: NodePath; index: number; want: unknown }>([
    { given: 'a step down one', from: [0], parent: [], index: 2, want: [{ parallel: ['b', 'c'] }, 'a', 'd'] },
    { given: 'a step up one', from: [2], parent: [], index: 1, want: ['a', 'd', { parallel: ['b', 'c'] }] },
    {
      given: 'a step into the branches after it',
      from: [0],
      parent: [1],
      index: 2,
      want: [{ parallel: ['b', 'c', 'a'] }, 'd'],
    },
    {
      given: 'a branch out to the sequence',
      from: [1, 0],
      parent: [],
      index: 2,
      want: ['a', { parallel: ['c'] }, 'b', 'd'],
    },
    {
      given: 'the branches into themselves',
      from: [1],
      parent: [1],
      index: 0,
      want: ['a', { parallel: ['b', 'c'] }, 'd'],
    },
    { given: 'the root', from: [], parent: [1], index: 0, want: ['a', { parallel: ['b', 'c'] }, 'd'] },
  ])('moveNode of $given should give $want', ({ from, parent, index, want }) => {
    expect(shape(moveNode(flow, from, parent, index))).toEqual(want);
  });
});
