import type { TaskParameter } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { answersProblem } from './answers-ahead.ts';

const asks: TaskParameter[] = [
  {
    id: 'decision',
    name: 'decision',
    valueType: 'text/plain',
    ui: { type: 'list', lookup: ['Publish as written', 'Publish after the suggested changes'] },
  },
  { id: 'headline', name: 'headline', valueType: 'text/plain', ui: { type: 'line' } },
  { id: 'notes', name: 'notes', valueType: 'text/plain', ui: { type: 'text' } },
  { id: 'logo', name: 'logo', valueType: 'image/png', ui: { type: 'image' } },
];

describe('answersProblem', () => {
  const cases: { given: Record<string, string>; want: string | undefined }[] = [
    { given: {}, want: undefined },
    { given: { decision: 'Publish as written', headline: 'Lyon opens', notes: 'a\nb' }, want: undefined },
    {
      given: { colour: 'blue' },
      want: '"colour" is not a question this task asks; it asks "decision", "headline", "notes", "logo".',
    },
    { given: { logo: 'asset-1' }, want: '"logo" is answered with a file: it is answered when the run asks for it.' },
    { given: { notes: '   ' }, want: 'Give an answer to "notes", or leave it for the run to ask.' },
    { given: { headline: 'one\ntwo' }, want: 'The answer to "headline" is one line.' },
    {
      given: { decision: 'Never' },
      want: 'The answer to "decision" is one of: Publish as written, Publish after the suggested changes.',
    },
  ];
  it.each(cases)('$given → $want', ({ given, want }) => {
    expect(answersProblem(given, asks)).toBe(want);
  });

  it('names no question when the task asks none', () => {
    expect(answersProblem({ decision: 'x' }, [])).toBe('"decision" is not a question this task asks; it asks none.');
  });
});
