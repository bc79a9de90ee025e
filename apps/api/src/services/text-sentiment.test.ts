import { describe, expect, it } from 'vitest';
import { textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';
import { type SentimentLabel, sentimentLabel, textSentimentService } from './text-sentiment.ts';

async function sentimentOf(text: string) {
  return textSentimentService.run({ text: textValue(text) }, serviceContext());
}

describe('sentimentLabel', () => {
  const cases: Array<{ given: number; want: SentimentLabel }> = [
    { given: 0.6, want: 'positive' },
    { given: 0.05, want: 'positive' },
    { given: 0.04, want: 'neutral' },
    { given: 0, want: 'neutral' },
    { given: -0.04, want: 'neutral' },
    { given: -0.05, want: 'negative' },
    { given: -0.9, want: 'negative' },
  ];
  it.each(cases)('given $given should be $want', ({ given, want }) => {
    expect(sentimentLabel(given)).toBe(want);
  });
});

describe('text.sentiment', () => {
  it.each([
    { given: 'I love this product. It is excellent and the support team was wonderful.', want: 'positive' },
    { given: 'The delivery was late and the box was broken. This is terrible service.', want: 'negative' },
    { given: 'The meeting is on Tuesday at ten. The room is on the second floor.', want: 'neutral' },
  ])('given "$given" should be $want', async ({ given, want }) => {
    const output = await sentimentOf(given);
    expect(output.facts?.label).toBe(want);
    const score = output.facts?.score as number;
    expect(score).toBeGreaterThanOrEqual(-1);
    expect(score).toBeLessThanOrEqual(1);
    expect(textOf(output)).toContain(`Overall **${want}** (score ${score} `);
  });

  it('given mixed sentences should count them and quote the strongest of each side', async () => {
    const output = await sentimentOf('The food was great. The service was awful. The table was by the window.');
    expect(output.facts).toMatchObject({ positive: 1, negative: 1, neutral: 1 });
    const markdown = textOf(output);
    expect(markdown).toContain('Most positive: “The food was great.”');
    expect(markdown).toContain('Most negative: “The service was awful.”');
    expect(markdown).toContain(
      "The score is the average of its 3 sentences' scores: 1 positive, 1 negative, 1 neutral",
    );
  });

  it('given one sentence should speak of it in the singular (issue 39)', async () => {
    const markdown = textOf(await sentimentOf('The food was great.'));
    expect(markdown).toContain('The score is the score of its one sentence: 1 positive, 0 negative, 0 neutral.');
    expect(markdown).not.toContain('1 sentences');
  });

  it('given a negation should not read the praise word as praise', async () => {
    const output = await sentimentOf('This was not good at all.');
    expect(output.facts?.label).toBe('negative');
  });

  it('given empty text should refuse', async () => {
    await expect(sentimentOf('')).rejects.toThrow('The input "text" of the sentiment reader is empty.');
  });
});

describe('text.sentiment of a business report', () => {
  it('should read figures that fell the right way as good news', async () => {
    const report =
      'The support team had a strong quarter. The average first response time fell from six hours to three hours. ' +
      'Complaints about invoices dropped by half. Costs stayed within the budget.';
    const output = await textSentimentService.run({ text: textValue(report) }, serviceContext());
    expect(output.facts).toMatchObject({ label: 'positive' });
    expect(textOf(output)).not.toContain('Most negative');
  });
});
