import { describe, expect, it } from 'vitest';
import { finishedBefore, placeOf, stepName, stepPlaces } from './step-places.ts';
import type { FlowNode, StepNode } from './task-definition.ts';

const step = (id: string, output = id): StepNode => ({ step: id, service: 'text.summary', output, inputs: {} });

// a; (b | (c; d)); e
const a = step('a', 'Draft');
const b = step('b', '');
const c = step('c');
const d = step('d');
const e = step('e');
const flow: FlowNode = { sequence: [a, { parallel: [b, { sequence: [c, d] }] }, e] };

describe('placeOf and stepName', () => {
  it.each([
    { indexes: [0], output: 'Summary', want: 'step 1 "Summary"' },
    { indexes: [1, 0], output: '  Key points ', want: 'step 2.1 "Key points"' },
    { indexes: [2, 1, 3], output: '', want: 'step 3.2.4' },
    { indexes: [], output: 'Only', want: 'the step "Only"' },
  ])('$indexes with "$output" should read $want', ({ indexes, output, want }) => {
    expect(stepName(placeOf(indexes), output)).toBe(want);
  });
});

describe('stepPlaces', () => {
  it('should give each step its place as the editor numbers it and its pointer path', () => {
    const places = stepPlaces(flow);
    expect([a, b, c, d, e].map((each) => places.get(each)?.place)).toEqual(['1', '2.1', '2.2.1', '2.2.2', '3']);
    expect(places.get(d)?.path).toEqual(['flow', 'sequence', 1, 'parallel', 1, 'sequence', 1]);
  });
});

describe('finishedBefore', () => {
  it.each([
    { given: 'the first step', node: a, want: [] },
    { given: 'a branch', node: b, want: ['a'] },
    { given: 'the first step of a branch', node: c, want: ['a'] },
    { given: 'a later step of the same branch', node: d, want: ['a', 'c'] },
    { given: 'the step after the branches', node: e, want: ['a', 'b', 'c', 'd'] },
  ])('given $given should hold the steps certain to have finished', ({ node, want }) => {
    expect([...(finishedBefore(flow).get(node) ?? [])].sort()).toEqual(want);
  });
});
