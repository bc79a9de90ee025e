import { describe, expect, it } from 'vitest';
import {
  isEmptyCharacter,
  personaAllowance,
  personaInstructions,
  personaLimitMessage,
  planWithMorePersonas,
} from './personas.ts';

describe('personaAllowance', () => {
  it.each([
    { plan: 'Free', want: 1 },
    { plan: 'discovery', want: 3 },
    { plan: 'Explorer', want: 6 },
    { plan: 'creator', want: undefined },
    { plan: 'Enterprise', want: undefined },
    { plan: 'unknown', want: 1 },
    { plan: undefined, want: 1 },
  ])('given the $plan plan should keep $want personas', ({ plan, want }) => {
    expect(personaAllowance(plan)).toBe(want);
  });
});

describe('personaLimitMessage', () => {
  it.each([
    { plan: 'Free', want: 'Your Free plan keeps one persona. Discovery keeps 3: upgrade to add more.' },
    { plan: 'Discovery', want: 'Your Discovery plan keeps 3 personas. Explorer keeps 6: upgrade to add more.' },
    { plan: 'Explorer', want: 'Your Explorer plan keeps 6 personas. Creator keeps any number: upgrade to add more.' },
  ])('given the $plan plan should name the plan that has more', ({ plan, want }) => {
    expect(personaLimitMessage(plan)).toBe(want);
  });

  it('given an unlimited plan should have no plan with more', () => {
    expect(planWithMorePersonas('Creator')).toBeUndefined();
  });
});

describe('personaInstructions', () => {
  it('should say every field that is filled, and leave the empty ones out', () => {
    expect(
      personaInstructions({
        name: ' Ava ',
        voice: 'Warm and plain.',
        audience: '',
        pointOfView: 'second-person',
        wordsToUse: ['clear', 'together'],
        wordsToAvoid: ['synergy'],
        instructions: 'Keep sentences short.',
      }),
    ).toBe(
      [
        'Write as the persona "Ava".',
        'Voice: Warm and plain.',
        'Write in the second person, speaking to the reader (you).',
        'Use these words where they fit: clear, together.',
        'Never use these words: synergy.',
        'Keep sentences short.',
      ].join('\n'),
    );
  });
});

describe('isEmptyCharacter', () => {
  it.each([
    { given: { name: 'EMPTY', content: '' }, want: true },
    { given: { name: '', content: '  ' }, want: true },
    { given: undefined, want: true },
    { given: { name: 'Ava', content: '' }, want: false },
    { given: { name: 'EMPTY', content: 'Be brief.' }, want: false },
  ])('given $given should be $want', ({ given, want }) => {
    expect(isEmptyCharacter(given)).toBe(want);
  });
});
