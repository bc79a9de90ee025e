import { describe, expect, it } from 'vitest';
import type { BiasFinding } from './text-bias.ts';
import { reviseText } from './text-revision.ts';

const finding = (phrase: string, start: number, suggestions: string[]): BiasFinding => ({
  phrase,
  why: 'Because.',
  suggestions,
  line: 1,
  column: start + 1,
  rule: 'rule',
  start,
  end: start + phrase.length,
});

describe('reviseText', () => {
  it.each<{ given: string; findings: BiasFinding[]; want: string; left: string[] }>([
    { given: 'No finding here.', findings: [], want: 'No finding here.', left: [] },
    {
      given: 'The chairman and the fireman met.',
      findings: [finding('chairman', 4, ['chair', 'chairperson']), finding('fireman', 21, ['firefighter'])],
      want: 'The chair and the firefighter met.',
      left: [],
    },
    {
      given: 'Chairman Lee spoke.',
      findings: [finding('Chairman', 0, ['chair'])],
      want: 'Chair Lee spoke.',
      left: [],
    },
    {
      given: 'Every manager says what he needs.',
      findings: [finding('he', 24, ['they'])],
      want: 'Every manager says what he needs.',
      left: ['he'],
    },
    {
      given: 'That plan is crazy.',
      findings: [finding('crazy', 13, [])],
      want: 'That plan is crazy.',
      left: ['crazy'],
    },
  ])('given "$given" should read "$want"', ({ given, findings, want, left }) => {
    const revised = reviseText(given, findings);
    expect(revised.text).toBe(want);
    expect(revised.left).toEqual(left);
  });
});
