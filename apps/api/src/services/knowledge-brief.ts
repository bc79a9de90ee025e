import { describeService } from '@taskwell/task-engine';
import type { RootContent } from 'mdast';
import { citationLabel, citationLink, citationUrl, quoted } from './knowledge-citations.ts';
import { lookUpKnowledge, passageCountOf } from './knowledge-lookup.ts';
import { answeringSentences, rangeOf } from './knowledge-passages.ts';
import { emphasis, heading, list, markdownOutput, paragraph } from './markdown.ts';
import type { Service } from './service.ts';

/**
 * `knowledge.brief`: a brief of a topic from one of the user's collections. Under the topic, one
 * point per passage found (its sentence most about the topic, cited [1], [2], ... at exactly that
 * sentence), then the Sources: each passage's document and page, linked to the passage.
 */
export const knowledgeBriefService: Service = {
  ...describeService('knowledge.brief'),
  async run(inputs, context) {
    const limit = passageCountOf(context, 5);
    const lookup = await lookUpKnowledge(inputs, context, { queryInput: 'topic', what: 'brief', limit });
    const facts = { collectionId: lookup.collection.id, mode: lookup.mode };
    if (lookup.passages.length === 0) {
      const nodes = [
        heading(1, `Brief: ${lookup.query}`),
        paragraph(
          'Nothing in ',
          emphasis(lookup.collection.name),
          ' is about this topic yet. Try other words, or add documents about it to the collection.',
        ),
      ];
      return markdownOutput(nodes, { source: 'Knowledge brief', facts: { ...facts, citations: [] } });
    }
    const points = lookup.passages.flatMap((passage) => {
      const sentence = answeringSentences({ passage, question: lookup.query, most: 1 })[0];
      return sentence ? [{ passage, sentence }] : [];
    });
    const documents = new Set(points.map((point) => point.passage.documentId)).size;
    const nodes: RootContent[] = [
      heading(1, `Brief: ${lookup.query}`),
      paragraph(
        `From ${points.length} ${points.length === 1 ? 'passage' : 'passages'} of ${documents} ${documents === 1 ? 'document' : 'documents'} in `,
        emphasis(lookup.collection.name),
        '.',
      ),
      heading(2, 'Key points'),
      list(
        points.map(({ passage, sentence }, index) =>
          paragraph(
            quoted(sentence.text),
            ' ',
            citationLink({ ...rangeOf(passage), start: sentence.start, end: sentence.end }, `[${index + 1}]`),
          ),
        ),
      ),
      heading(2, 'Sources'),
      list(
        points.map(({ passage }) => paragraph(citationLink(rangeOf(passage), citationLabel(passage)))),
        { ordered: true },
      ),
    ];
    return markdownOutput(nodes, {
      source: 'Knowledge brief',
      facts: {
        ...facts,
        citations: points.map(({ passage, sentence }) =>
          citationUrl({ ...rangeOf(passage), start: sentence.start, end: sentence.end }),
        ),
        sources: points.map(({ passage }) => citationUrl(rangeOf(passage))),
      },
    });
  },
};
