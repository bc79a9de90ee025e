import { describeService } from '@taskwell/task-engine';
import { maxEnglishCharacters, readEnglish } from './english-nlp.ts';
import { list, markdownOutput, paragraph, strong } from './markdown.ts';
import type { Service } from './service.ts';
import { ServiceError } from './service.ts';
import { chosen, requiredText } from './service-inputs.ts';

/** How long a summary is. */
export type SummaryLength = 'short' | 'medium' | 'long';

const lengths = ['short', 'medium', 'long'] as const satisfies readonly SummaryLength[];

/** The fewest sentences a text needs to be summarised: below that the text is its own summary. */
export const minSummarySentences = 3;

/**
 * How many sentences a summary of `total` sentences keeps: 2, 4 or 6 by length, but never more
 * than half of the text (rounded up), so a summary is always shorter than what it summarises.
 */
export function summarySentenceCount(options: { length: SummaryLength; total: number }): number {
  const wanted = ((length: SummaryLength) => {
    switch (length) {
      case 'short':
        return 2;
      case 'medium':
        return 4;
      case 'long':
        return 6;
      default:
        return length satisfies never;
    }
  })(options.length);
  return Math.min(wanted, Math.ceil(options.total / 2));
}

/**
 * `text.summary`: an extractive summary. wink-nlp ranks the sentences by importance (how much of
 * the text's vocabulary each one carries); the best ones are kept in their original order, ties
 * going to the earlier sentence.
 */
export const textSummaryService: Service = {
  ...describeService('text.summary'),
  async run(inputs, context) {
    const text = requiredText(inputs, 'text', { what: 'summary', maxCharacters: maxEnglishCharacters });
    const length = chosen(inputs, context, { name: 'length', choices: lengths, fallback: 'medium', what: 'summary' });
    const { sentences, importance } = await readEnglish(text, context.analyses);
    if (sentences.length < minSummarySentences) {
      throw new ServiceError(
        `The text is too short to summarise: it needs at least ${minSummarySentences} sentences and has ${sentences.length}.`,
      );
    }
    const count = summarySentenceCount({ length, total: sentences.length });
    const kept = importance
      .map((value, index) => ({ index, value }))
      .sort((a, b) => b.value - a.value || a.index - b.index)
      .slice(0, count)
      .map(({ index }) => index)
      .sort((a, b) => a - b);
    const points = kept.map((index) => (sentences[index] ?? '').replace(/\s+/g, ' ').trim());
    const nodes = [
      paragraph(strong('Key points'), ` (${points.length} of ${sentences.length} sentences)`),
      list(points.map((point) => paragraph(point))),
    ];
    return markdownOutput(nodes, {
      source: 'Summary',
      facts: { length, sentences: points, sentenceIndexes: kept, totalSentences: sentences.length },
    });
  },
};
