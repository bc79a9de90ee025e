import type { FlowNode, StepNode } from '@taskwell/task-engine';
import { describe, expect, it } from 'vitest';
import { newStep, resultNameFor } from './new-draft.ts';

const step = (id: string, service: string, output: string): StepNode => ({ step: id, service, output, inputs: {} });

// Issue 39 §4.8: default result names ("Result 4") reached the AI Store.
describe('resultNameFor', () => {
  const summary = step('step', 'text.summary', 'Summary');
  it.each<{ given: string; step: StepNode; service: string; flow: FlowNode; want: string }>([
    {
      given: 'a new step',
      step: step('step-2', '', 'Result 2'),
      service: 'image.qr',
      flow: { sequence: [summary, step('step-2', '', 'Result 2')] },
      want: 'QR code',
    },
    {
      given: 'a second step of a service',
      step: step('step-2', '', 'Result 2'),
      service: 'text.summary',
      flow: { sequence: [summary, step('step-2', '', 'Result 2')] },
      want: 'Summary 2',
    },
    {
      given: 'a step whose service changes again',
      step: step('step-2', 'text.summary', 'Summary 2'),
      service: 'text.keywords',
      flow: { sequence: [summary, step('step-2', 'text.summary', 'Summary 2')] },
      want: 'Keywords',
    },
    {
      given: 'a step whose result its user named',
      step: step('step-2', 'text.summary', 'Brief for the board'),
      service: 'text.keywords',
      flow: { sequence: [summary, step('step-2', 'text.summary', 'Brief for the board')] },
      want: 'Brief for the board',
    },
    {
      given: 'a service that does not exist',
      step: step('step-2', '', 'Result 2'),
      service: '',
      flow: { sequence: [summary] },
      want: 'Result 2',
    },
  ])('given $given should name its result $want', ({ step: given, service, flow, want }) => {
    expect(resultNameFor({ step: given, service, flow })).toBe(want);
  });
});

describe('newStep', () => {
  it('should take an id and a placeholder name no other step has', () => {
    const flow: FlowNode = { sequence: [step('step', 'text.summary', 'Summary'), step('step-2', '', 'Result 2')] };
    expect(newStep(flow)).toEqual({ step: 'step-3', service: '', output: 'Result 3', inputs: {} });
  });
});
