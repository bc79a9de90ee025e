import { describe, expect, it } from 'vitest';
import { ServiceError, textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';
import { type SummaryLength, summarySentenceCount, textSummaryService } from './text-summary.ts';

// Fourteen sentences about solar power, with three that have nothing to do with it: an
// extractive summary must keep sentences on the topic and never the unrelated ones.
const solar = [
  'Solar power is growing quickly around the world.',
  'Solar panels convert sunlight into electricity without emissions.',
  'The cost of solar panels has fallen by ninety percent in ten years.',
  'Many households now install solar panels on their roofs to make their own electricity.',
  'Batteries store the solar electricity for use at night.',
  'My neighbour has a red bicycle.',
  'Governments support solar power with subsidies and tax credits for solar panels.',
  'Critics say that solar power depends on the weather.',
  'Storage and grid upgrades answer that concern about solar power.',
  'The bakery on the corner sells good bread.',
  'Large solar farms now produce electricity more cheaply than coal plants.',
  'Solar power will likely be the largest source of electricity by 2040.',
  'Yesterday it rained a little.',
  'Engineers keep improving the efficiency of solar panels every year.',
];
const unrelated = [solar[5], solar[9], solar[12]];

async function summarise(text: string, options: Record<string, string> = {}, contentType?: 'text/markdown') {
  return textSummaryService.run({ text: textValue(text, contentType) }, serviceContext(options));
}

describe('summarySentenceCount', () => {
  const cases: Array<{ given: { length: SummaryLength; total: number }; want: number }> = [
    { given: { length: 'short', total: 14 }, want: 2 },
    { given: { length: 'medium', total: 14 }, want: 4 },
    { given: { length: 'long', total: 14 }, want: 6 },
    { given: { length: 'long', total: 7 }, want: 4 },
    { given: { length: 'medium', total: 3 }, want: 2 },
    { given: { length: 'short', total: 3 }, want: 2 },
  ];
  it.each(cases)('given $given should keep $want sentences', ({ given, want }) => {
    expect(summarySentenceCount(given)).toBe(want);
  });
});

describe('text.summary', () => {
  it.each([
    { length: 'short', want: 2 },
    { length: 'medium', want: 4 },
    { length: 'long', want: 6 },
  ])('given a $length summary should keep $want sentences of the input, in their order', async ({ length, want }) => {
    const output = await summarise(solar.join(' '), { length });
    const kept = output.facts?.sentences as string[];
    expect(kept).toHaveLength(want);
    for (const sentence of kept) expect(solar).toContain(sentence);
    const positions = kept.map((sentence) => solar.indexOf(sentence));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const sentence of unrelated) expect(kept).not.toContain(sentence);
    expect(output.contentType).toBe('text/markdown');
    expect(output.source).toBe('Summary');
    const markdown = textOf(output);
    expect(markdown).toContain(`(${want} of ${solar.length} sentences)`);
    for (const sentence of kept) expect(markdown).toContain(`- ${sentence}`);
  });

  it('given no length should write a medium summary', async () => {
    const output = await summarise(solar.join(' '));
    expect(output.facts?.length).toBe('medium');
    expect(output.facts?.sentences).toHaveLength(4);
  });

  it('given the length as an input should take it over the option', async () => {
    const output = await textSummaryService.run(
      { text: textValue(solar.join(' ')), length: textValue('Short') },
      serviceContext({ length: 'long' }),
    );
    expect(output.facts?.sentences).toHaveLength(2);
  });

  it('given markdown should summarise its words, not its markup', async () => {
    const markdown = `# Solar\n\n${solar.slice(0, 5).join(' ')}\n\n**${solar[10]}** ${solar[11]}`;
    const output = await summarise(markdown, { length: 'short' }, 'text/markdown');
    const kept = output.facts?.sentences as string[];
    expect(kept).toHaveLength(2);
    for (const sentence of kept) {
      expect(sentence).not.toMatch(/[*#]/);
      expect(solar).toContain(sentence);
    }
  });

  it.each([
    {
      given: 'Solar power grows. It is cheap.',
      want: /too short to summarise: it needs at least 3 sentences and has 2/,
    },
    { given: '   ', want: /input "text" of the summary is empty/ },
  ])('given "$given" should refuse with a clear message', async ({ given, want }) => {
    await expect(summarise(given)).rejects.toThrow(want);
    await expect(summarise(given)).rejects.toBeInstanceOf(ServiceError);
  });

  it('given an unknown length should name the choices', async () => {
    await expect(summarise(solar.join(' '), { length: 'tiny' })).rejects.toThrow(
      'The summary "length" must be one of short, medium, long; it was "tiny".',
    );
  });

  it('given no text input should say which input is missing', async () => {
    await expect(textSummaryService.run({}, serviceContext())).rejects.toThrow('The summary needs the input "text".');
  });
});
