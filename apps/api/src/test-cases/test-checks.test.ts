import type { TestCheck } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { compileSafePattern } from './safe-pattern.ts';
import { type CheckedText, evaluateChecks, firstNumber } from './test-checks.ts';

const texts: CheckedText[] = [
  { step: 'answer', label: 'Answer', text: 'The office opens in May 2027 with 1,250 desks.' },
  { step: 'data', label: 'Data', text: '{"desks": 1250, "city": "Leeds"}' },
];

describe('a check on the results', () => {
  it.each<{ given: string; check: TestCheck; want: { passed: boolean; step: string | null; message: string } }>([
    {
      given: 'contains, any case',
      check: { kind: 'contains', text: 'OFFICE', step: 'answer' },
      want: { passed: true, step: 'Answer', message: 'Contains “OFFICE”.' },
    },
    {
      given: 'contains, missing',
      check: { kind: 'contains', text: 'June', step: 'answer' },
      want: { passed: false, step: 'Answer', message: 'Does not contain “June”.' },
    },
    {
      given: 'not contains',
      check: { kind: 'notContains', text: 'desks' },
      want: { passed: false, step: 'Answer', message: 'Contains “desks”.' },
    },
    {
      given: 'a pattern',
      check: { kind: 'matches', pattern: '\\d{4}', step: 'answer' },
      want: { passed: true, step: 'Answer', message: 'Matches \\d{4}.' },
    },
    {
      given: 'a pattern not found',
      check: { kind: 'matches', pattern: '^Closed', step: 'answer' },
      want: { passed: false, step: 'Answer', message: 'Does not match ^Closed.' },
    },
    {
      given: 'JSON of the shape',
      check: {
        kind: 'json',
        step: 'data',
        schema: { type: 'object', required: ['desks'], properties: { desks: { type: 'integer' } } },
      },
      want: { passed: true, step: 'Data', message: 'Is JSON of the expected shape.' },
    },
    {
      given: 'JSON of another shape',
      check: { kind: 'json', step: 'data', schema: { type: 'object', properties: { city: { type: 'integer' } } } },
      want: { passed: false, step: 'Data', message: 'Is not of the expected shape: /city must be integer.' },
    },
    {
      given: 'text that is not JSON',
      check: { kind: 'json', step: 'answer', schema: {} },
      want: { passed: false, step: 'Answer', message: 'Is not JSON.' },
    },
    {
      given: 'a length within',
      check: { kind: 'length', step: 'answer', min: 10, max: 100 },
      want: { passed: true, step: 'Answer', message: 'Has 46 characters (from 10 to 100 wanted).' },
    },
    {
      given: 'a length over',
      check: { kind: 'length', step: 'answer', max: 20 },
      want: { passed: false, step: 'Answer', message: 'Has 46 characters (at most 20 wanted).' },
    },
    {
      given: 'a number within',
      check: { kind: 'number', step: 'answer', min: 2000, max: 2100 },
      want: { passed: true, step: 'Answer', message: 'Its number is 2027 (from 2000 to 2100 wanted).' },
    },
    {
      given: 'no bias finding',
      check: { kind: 'noBias', step: 'answer' },
      want: { passed: true, step: 'Answer', message: 'No inclusive-language finding.' },
    },
    {
      given: 'a step that made nothing',
      check: { kind: 'contains', text: 'x', step: 'missing' },
      want: { passed: false, step: null, message: 'Step “missing” made no result to check.' },
    },
    {
      given: 'a judged check without an AI service',
      check: { kind: 'judged', rubric: 'Is it polite?' },
      want: { passed: false, step: 'Answer', message: 'No AI service is available to judge it.' },
    },
  ])('given $given should give $want', async ({ check, want }) => {
    const [outcome] = await evaluateChecks([check], texts);
    expect({ passed: outcome?.passed, step: outcome?.step, message: outcome?.message }).toEqual(want);
  });

  it('should show the text that failed it, and mark a judged check as judged', async () => {
    const judge = async ({ text }: { rubric: string; text: string }) => ({
      passed: !text.includes('{'),
      reason: 'Reads as prose.',
    });
    const [failed, judged] = await evaluateChecks(
      [
        { kind: 'notContains', text: 'Leeds' },
        { kind: 'judged', rubric: 'Prose only.' },
      ],
      texts,
      judge,
    );
    expect(failed).toMatchObject({ passed: false, step: 'Data', text: texts[1]?.text, judged: false });
    expect(judged).toMatchObject({ passed: false, step: 'Data', judged: true, message: 'Reads as prose.' });
  });

  it('should find inclusive-language findings', async () => {
    const [outcome] = await evaluateChecks(
      [{ kind: 'noBias' }],
      [{ step: 's', label: 'S', text: 'Every chairman must sign.' }],
    );
    expect(outcome?.passed).toBe(false);
    expect(outcome?.message).toContain('chairman');
  });

  it.each([
    { given: 'no number here', want: undefined },
    { given: 'About 1,250.5 desks', want: 1250.5 },
    { given: 'minus -3 degrees', want: -3 },
  ])('should read the first number of "$given" as $want', ({ given, want }) => {
    expect(firstNumber(given)).toBe(want);
  });
});

describe('a pattern', () => {
  it('should refuse what RE2 cannot compile, naming why', () => {
    expect(() => compileSafePattern('(a')).toThrow(/missing closing \)/);
    expect(() => compileSafePattern('(a)\\1')).toThrow('cannot be used');
  });

  it('should match a pattern that backtracks catastrophically elsewhere in linear time', () => {
    const started = performance.now();
    expect(compileSafePattern('^(a+)+$').test(`${'a'.repeat(50_000)}b`)).toBe(false);
    // A backtracking engine takes longer than the age of the universe here; RE2 is linear.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
