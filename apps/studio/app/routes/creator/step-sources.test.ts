import type { TaskParameter } from '@taskwell/api-sdk';
import type { FlowNode, StepNode } from '@taskwell/task-engine';
import { describe, expect, it } from 'vitest';
import { boundStepLabel, inputSources } from './step-sources.ts';

const field = (name: string, type: 'text' | 'image'): TaskParameter => ({
  id: name,
  name,
  valueType: type === 'image' ? 'image/png' : 'text/plain',
  ui: { type, placeholder: name },
});
const step = (id: string, service: string, output: string): StepNode => ({ step: id, service, output, inputs: {} });

// draft; (summary | chart); look
const draft = step('step', 'text.summary', 'Draft');
const summary = step('step-2', 'text.summary', 'Summary');
const chart = step('step-3', 'image.keyword-chart', 'Chart');
const look = step('step-4', 'image.inspect', 'Look');
const flow: FlowNode = { sequence: [draft, { parallel: [summary, chart] }, look] };
const fields = { parameters: [field('text', 'text'), field('photo', 'image')], asks: [field('tone', 'text')] };

// Issue 39 §4.8: an input's list offers only what can be right there.
describe('inputSources', () => {
  const sources = inputSources(flow, fields);
  const names = (found: ReturnType<typeof sources>) => ({
    parameters: found.parameters.map((each) => each.name),
    asks: found.asks.map((each) => each.name),
    steps: found.steps.map((each) => each.label),
  });
  it.each([
    {
      given: 'the first step',
      node: draft,
      kind: 'text' as const,
      want: { parameters: ['text'], asks: ['tone'], steps: [] },
    },
    {
      given: 'a branch (never the branch beside it)',
      node: summary,
      kind: 'text' as const,
      want: { parameters: ['text'], asks: ['tone'], steps: ['Step 1 "Draft"'] },
    },
    {
      given: 'a text input after the branches',
      node: look,
      kind: 'text' as const,
      want: {
        parameters: ['text'],
        asks: ['tone'],
        steps: ['Step 1 "Draft"', 'Step 2.1 "Summary"', 'Step 2.2 "Chart"'],
      },
    },
    {
      given: 'an image input after the branches',
      node: look,
      kind: 'image' as const,
      want: { parameters: ['photo'], asks: [], steps: ['Step 2.2 "Chart"'] },
    },
  ])('given $given should offer only sources that fit', ({ node, kind, want }) => {
    expect(names(sources(node, kind))).toEqual(want);
  });

  it('should know a step by its id once its inputs change (a new object)', () => {
    const bound = { ...look, inputs: { image: { step: 'step-3' } } };
    expect(names(sources(bound, 'image')).steps).toEqual(['Step 2.2 "Chart"']);
  });
});

describe('boundStepLabel', () => {
  it('should name the step a binding takes from as the user sees it', () => {
    expect(boundStepLabel(flow, { step: 'step-3' })).toBe('Step 2.2 "Chart"');
    expect(boundStepLabel(flow, { step: 'gone' })).toBeUndefined();
    expect(boundStepLabel(flow, { param: 'text' })).toBeUndefined();
  });
});
