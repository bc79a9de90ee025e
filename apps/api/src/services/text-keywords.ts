import { describeService } from '@taskwell/task-engine';
import { maxEnglishCharacters } from './english-nlp.ts';
import { findKeywords } from './find-keywords.ts';
import { heading, list, markdownOutput, paragraph, strong } from './markdown.ts';
import type { Service } from './service.ts';
import { ServiceError } from './service.ts';
import { requiredText } from './service-inputs.ts';

/** `text.keywords`: the text's top keywords and key phrases (retext-keywords over retext-pos). */
export const textKeywordsService: Service = {
  ...describeService('text.keywords'),
  async run(inputs, context) {
    const text = requiredText(inputs, 'text', { what: 'keyword finder', maxCharacters: maxEnglishCharacters });
    const { keywords, keyphrases } = await findKeywords(text, { maximum: 10, analyses: context.analyses });
    if (keywords.length === 0) throw new ServiceError('The text has no words to find keywords in.');
    const nodes = [
      heading(2, 'Keywords'),
      list(
        keywords.map((keyword) =>
          paragraph(strong(keyword.word), ` (${keyword.count} ${keyword.count === 1 ? 'time' : 'times'})`),
        ),
        { ordered: true },
      ),
    ];
    if (keyphrases.length > 0)
      nodes.push(heading(2, 'Key phrases'), list(keyphrases.map((phrase) => paragraph(phrase))));
    return markdownOutput(nodes, {
      source: 'Keywords',
      facts: { keywords: keywords.map((keyword) => keyword.word), keyphrases, counts: keywords.map((k) => k.count) },
    });
  },
};
