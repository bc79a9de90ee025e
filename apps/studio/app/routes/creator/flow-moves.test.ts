import type { FlowNode, StepNode } from '@taskwell/task-engine';
import { describe, expect, it } from 'vitest';
import { brokenInputsNotice, inputsBrokenBy } from './flow-moves.ts';

const step = (id: string, output: string, from?: string): StepNode => ({
  step: id,
  service: 'text.summary',
  output,
  inputs: from ? { text: { step: from } } : { text: { param: 'text' } },
});

const draft = step('step', 'Draft');
const summary = step('step-2', 'Summary', 'step');
const keywords = step('step-3', 'Key words', 'step-2');

// Issue 39 §4.2: a move that makes an input wrong says so.
describe('inputsBrokenBy', () => {
  it.each<{ given: string; before: FlowNode; after: FlowNode; want: ReturnType<typeof inputsBrokenBy> }>([
    {
      given: 'a step moved above the one it takes from',
      before: { sequence: [draft, summary, keywords] },
      after: { sequence: [summary, draft, keywords] },
      want: [{ step: 'step 1 "Summary"', input: 'text', from: 'step 2 "Draft"' }],
    },
    {
      given: 'the step taken from moved below',
      before: { sequence: [draft, summary, keywords] },
      after: { sequence: [draft, keywords, summary] },
      want: [{ step: 'step 2 "Key words"', input: 'text', from: 'step 3 "Summary"' }],
    },
    {
      given: 'a step moved beside the one it takes from',
      before: { sequence: [draft, summary] },
      after: { sequence: [{ parallel: [draft, summary] }] },
      want: [{ step: 'step 1.2 "Summary"', input: 'text', from: 'step 1.1 "Draft"' }],
    },
    {
      given: 'a move that keeps every input right',
      before: { sequence: [draft, summary, step('other', 'Other')] },
      after: { sequence: [draft, step('other', 'Other'), summary] },
      want: [],
    },
    {
      given: 'an input that was wrong already',
      before: { sequence: [summary, draft, step('other', 'Other')] },
      after: { sequence: [step('other', 'Other'), summary, draft] },
      want: [],
    },
  ])('given $given should find $want', ({ before, after, want }) => {
    expect(inputsBrokenBy(before, after)).toEqual(want);
  });
});

describe('brokenInputsNotice', () => {
  it('should say which input, from which step, and the ways out', () => {
    expect(brokenInputsNotice([{ step: 'step 1 "Summary"', input: 'text', from: 'step 2 "Draft"' }])).toBe(
      'Step 1 "Summary" now starts before step 2 "Draft" has finished, and its input "text" takes that result. Undo (Ctrl+Z or ⌘+Z) moves it back; or choose another source for the input.',
    );
  });
  it('should say nothing when nothing broke', () => {
    expect(brokenInputsNotice([])).toBeUndefined();
  });
});
