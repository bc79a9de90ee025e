import { describe, expect, it } from 'vitest';
import { textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';
import { type BiasFinding, biasScore, readableWhy, textBiasService } from './text-bias.ts';

async function check(text: string, contentType?: 'text/markdown') {
  const output = await textBiasService.run({ text: textValue(text, contentType) }, serviceContext());
  return { output, findings: output.facts?.findings as BiasFinding[], markdown: textOf(output) };
}

describe('biasScore', () => {
  it.each([
    { given: 0, want: 100 },
    { given: 1, want: 90 },
    { given: 3, want: 70 },
    { given: 10, want: 0 },
    { given: 25, want: 0 },
  ])('given $given findings should be $want', ({ given, want }) => {
    expect(biasScore(given)).toBe(want);
  });
});

describe('text.bias', () => {
  it.each([
    { given: 'The chairman opened the meeting.', phrase: 'chairman', suggestion: 'chairperson' },
    { given: 'Call a fireman if the alarm rings.', phrase: 'fireman', suggestion: 'fire fighter' },
    { given: 'Every manager should say what he needs.', phrase: 'he', suggestion: 'they' },
    { given: 'That plan is crazy.', phrase: 'crazy', suggestion: 'rude' },
  ])('given "$given" should flag "$phrase" and suggest "$suggestion"', async ({ given, phrase, suggestion }) => {
    const { findings, markdown, output } = await check(given);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ phrase, line: 1 });
    expect(findings[0]?.suggestions).toContain(suggestion);
    expect(findings[0]?.why.length).toBeGreaterThan(10);
    expect(output.facts?.score).toBe(90);
    expect(markdown).toContain('**Score 90 of 100.** 1 phrase may be biased or non-inclusive.');
    expect(markdown).toContain(`- \`${phrase}\` (line 1): `);
    expect(markdown).toContain('loses 10 points per finding');
  });

  it('given "he or she" should flag it once', async () => {
    const { findings, output } = await check('Each applicant says whether he or she has a licence.');
    expect(findings.map((finding) => finding.phrase)).toEqual(['he or she']);
    expect(output.facts?.score).toBe(90);
  });

  it('given allowed terms should leave the findings inside them out', async () => {
    const text = 'Our Crazy Deals page opened. The chairman spoke.';
    const output = await textBiasService.run(
      { text: textValue(text) },
      { ...serviceContext(), allowedTerms: async () => ['crazy deals'] },
    );
    expect(((output.facts?.findings ?? []) as BiasFinding[]).map((finding) => finding.phrase)).toEqual(['chairman']);
  });

  it('given a neutral text should find nothing and score 100', async () => {
    const { findings, output, markdown } = await check(
      'The chair opened the meeting. Each applicant says whether they have a licence. Firefighters came quickly.',
    );
    expect(findings).toEqual([]);
    expect(output.facts?.score).toBe(100);
    expect(markdown).toContain('**Score 100 of 100.** No potentially biased or non-inclusive wording was found.');
  });

  it('given a note from the checker should give it as the reason, without its source link', async () => {
    const { findings } = await check('That plan is crazy.');
    expect(findings[0]?.why).toMatch(/^Describe the behavior or illness without derogatory words\.$/);
  });

  it('given markdown should check its words and give lines of the text read', async () => {
    const { findings } = await check('# Board\n\nThe **chairman** spoke.', 'text/markdown');
    expect(findings).toEqual([expect.objectContaining({ phrase: 'chairman', line: 3 })]);
  });
});

describe('readableWhy', () => {
  it.each<{ given: string | undefined; categories: string[]; want: string }>([
    {
      given:
        'Source: https://radyananda.wordpress.com/2009/06/06/nonsexist-alternative-language-handbook-for-conscious-writers/',
      categories: ['female', 'male'],
      want: 'It names a gender where the gender does not matter. A neutral word includes every reader.',
    },
    {
      given: 'Source: https://ncdj.org/style-guide/',
      categories: ['a'],
      want: 'It describes people by a disability or a health condition, or uses one as a figure of speech, which many readers find hurtful. Describe the person or the situation itself.',
    },
    {
      given: 'Addiction is a neurobiological disease. (source: https://ncdj.org/style-guide/)',
      categories: ['a'],
      want: 'Addiction is a neurobiological disease.',
    },
    {
      given: 'Avoid using the term `master`; these suggestions are for the computer term',
      categories: ['a'],
      want: 'Avoid using the term “master”; these suggestions are for the computer term.',
    },
    {
      given: undefined,
      categories: ['male'],
      want: 'It names a gender where the gender does not matter. A neutral word includes every reader.',
    },
    {
      given: 'Source: https://example.org/unknown',
      categories: ['a'],
      want: 'It may exclude or offend some readers. A more neutral word says the same to everyone.',
    },
  ])('given $given should say "$want"', ({ given, categories, want }) => {
    expect(readableWhy(given, categories)).toBe(want);
  });
});

describe('text.bias with a persona (issue 40)', () => {
  it("should flag the persona's words to avoid, whole words in any case, beside the checker's findings", async () => {
    const output = await textBiasService.run(
      { text: textValue('Our Synergy plan brings synergy-driven results.\nNo synergyless waste.') },
      {
        ...serviceContext(),
        persona: { name: 'Ava', instructions: '', wordsToAvoid: ['synergy', 'results'] },
      },
    );
    const findings = (output.facts?.findings ?? []) as Array<{
      phrase: string;
      line: number;
      column: number;
      rule: string;
    }>;
    expect(findings.map((finding) => [finding.phrase, finding.line, finding.column, finding.rule])).toEqual([
      ['Synergy', 1, 5, 'persona-words-to-avoid'],
      ['synergy', 1, 25, 'persona-words-to-avoid'],
      ['results', 1, 40, 'persona-words-to-avoid'],
    ]);
    expect(textOf(output)).toContain('The persona "Ava" avoids this word.');
    expect(output.facts?.score).toBe(70);
  });
});
