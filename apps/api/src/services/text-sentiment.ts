import { pluralWords } from '@taskwell/domain';
import { describeService } from '@taskwell/task-engine';
import { maxEnglishCharacters, readEnglishSentiments } from './english-nlp.ts';
import { list, markdownOutput, paragraph, strong } from './markdown.ts';
import { metricTrend } from './metric-trend.ts';
import type { Service } from './service.ts';
import { requiredText } from './service-inputs.ts';

/** The polarity of a text. */
export type SentimentLabel = 'positive' | 'negative' | 'neutral';

/**
 * The label of a score from -1 to 1. wink-nlp's score of a text is the mean of its sentences', so
 * one clearly positive sentence among four neutral ones still scores about 0.1: the neutral band
 * is kept narrow (±0.05).
 */
export function sentimentLabel(score: number): SentimentLabel {
  if (score >= 0.05) return 'positive';
  if (score <= -0.05) return 'negative';
  return 'neutral';
}

/** The score of a sentence that reports a figure going the right way (and, negative, the wrong way). */
const trendScore = 0.5;

function rounded(score: number): number {
  return Math.round(score * 100) / 100;
}

/** `text.sentiment`: the overall polarity of an English text (wink-nlp's sentiment, -1 to 1). */
export const textSentimentService: Service = {
  ...describeService('text.sentiment'),
  async run(inputs, context) {
    const text = requiredText(inputs, 'text', { what: 'sentiment reader', maxCharacters: maxEnglishCharacters });
    const reading = await readEnglishSentiments(text, context.analyses);
    // A sentence that reports a business figure going the right or the wrong way is good or bad
    // news, whatever its words ("response times fell" reads negative to a word list).
    const scored = reading.sentences.map((sentence, index) => {
      const trend = metricTrend(sentence);
      return {
        sentence: sentence.replace(/\s+/g, ' ').trim(),
        score: trend === undefined ? (reading.sentiments[index] ?? 0) : trend * trendScore,
      };
    });
    const score = rounded(scored.reduce((sum, item) => sum + item.score, 0) / Math.max(1, scored.length));
    const label = sentimentLabel(score);
    const counts = {
      positive: scored.filter((item) => sentimentLabel(item.score) === 'positive').length,
      negative: scored.filter((item) => sentimentLabel(item.score) === 'negative').length,
      neutral: scored.filter((item) => sentimentLabel(item.score) === 'neutral').length,
    };
    const mostPositive = scored.reduce((best, item) => (item.score > best.score ? item : best), {
      sentence: '',
      score: 0,
    });
    const mostNegative = scored.reduce((best, item) => (item.score < best.score ? item : best), {
      sentence: '',
      score: 0,
    });
    const evidence = [
      ...(mostPositive.score >= 0.05
        ? [paragraph('Most positive: ', `“${mostPositive.sentence}” (${rounded(mostPositive.score)})`)]
        : []),
      ...(mostNegative.score <= -0.05
        ? [paragraph('Most negative: ', `“${mostNegative.sentence}” (${rounded(mostNegative.score)})`)]
        : []),
    ];
    const nodes = [
      paragraph('Overall ', strong(label), ` (score ${score} on a scale from -1, very negative, to 1, very positive).`),
      paragraph(
        // Issue 39: "the average of the 1 sentences' scores".
        `The score is ${pluralWords(scored.length, { one: 'the score of its one sentence', other: "the average of its # sentences' scores" })}: ${counts.positive} positive, ${counts.negative} negative, ${counts.neutral} neutral. Each sentence is scored from the words it uses (such as “great” or “terrible”), with negations and intensifiers taken into account; a sentence that reports a business figure rising or falling counts as good or bad news for that figure (falling costs, waiting times or complaints are good news, falling revenue is not).`,
      ),
      ...(evidence.length > 0 ? [list(evidence)] : []),
    ];
    return markdownOutput(nodes, { source: 'Sentiment', facts: { score, label, ...counts } });
  },
};
