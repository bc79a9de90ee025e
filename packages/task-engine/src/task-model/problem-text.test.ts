import { describe, expect, it } from 'vitest';
import { problemPlace, problemText } from './problem-text.ts';

// What a user sees of a definition: steps by their place and result, fields by their names.
const definition = {
  parameters: [{ name: 'region' }, { name: '' }],
  asks: [{ name: 'trip' }],
  flow: {
    sequence: [
      { step: 'step-3', service: 'text.summary', output: 'Summary', inputs: {} },
      {
        parallel: [
          { step: 'step', service: '', output: '', inputs: {} },
          { sequence: [{ step: 'step-2', service: 'image.qr', output: 'QR code', inputs: {} }] },
        ],
      },
    ],
  },
};

describe('problemPlace', () => {
  it.each([
    { pointer: '/flow/sequence/0/inputs/text', want: 'Step 1 "Summary"' },
    { pointer: '/flow/sequence/0', want: 'Step 1 "Summary"' },
    { pointer: '/flow/sequence/1/parallel/0/service', want: 'Step 2.1' },
    { pointer: '/flow/sequence/1/parallel/1/sequence/0/output', want: 'Step 2.2.1 "QR code"' },
    { pointer: '/flow/sequence/1/parallel', want: 'Parallel branches 2' },
    { pointer: '/flow/sequence/1/parallel/1/sequence', want: 'Sequence 2.2' },
    { pointer: '/parameters/0/ui/placeholder', want: 'Field "region"' },
    { pointer: '/parameters/1', want: 'Field 2' },
    { pointer: '/asks/0', want: 'Question "trip"' },
    // Said by their own words, or nowhere a user could go.
    { pointer: '/flow', want: undefined },
    { pointer: '/flow/sequence', want: undefined },
    { pointer: '/heading', want: undefined },
    { pointer: '/sample/parameters/region', want: undefined },
    { pointer: '/flow/sequence/7/service', want: undefined },
    { pointer: '/parameters/9/name', want: undefined },
  ])('$pointer should be named $want', ({ pointer, want }) => {
    expect(problemPlace(pointer, definition)).toBe(want);
  });

  it('should name what it can of a definition whose shape is wrong', () => {
    expect(problemPlace('/flow/sequence/0/step', { flow: { sequence: [{ step: 7, output: 3 }] } })).toBe('Step 1');
    expect(problemPlace('/flow/sequence/0', { flow: 'nothing' })).toBeUndefined();
    expect(problemPlace('/name', null)).toBeUndefined();
    // A flow of one step (no list around it).
    expect(problemPlace('/flow/inputs/text', { flow: { step: 's', output: 'Summary' } })).toBe('The step "Summary"');
  });
});

describe('problemText', () => {
  const problem = { pointer: '/flow/sequence/1/parallel/0/service', message: 'Choose a service for this step.' };
  it('should say where the problem is, then what is wrong, never a step id', () => {
    expect(problemText(problem, definition)).toBe('Step 2.1: Choose a service for this step.');
    expect(problemText(problem, definition)).not.toMatch(/step-\d|"step"/);
  });
  it('should leave the place out under the control it concerns', () => {
    expect(problemText(problem, definition, { where: false })).toBe('Choose a service for this step.');
  });
  it('should keep the words of a problem of the card as they are', () => {
    expect(problemText({ pointer: '/heading', message: 'Give the task a heading.' }, definition)).toBe(
      'Give the task a heading.',
    );
  });
});
