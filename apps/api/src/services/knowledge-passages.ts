import type { KnowledgePassage } from '@taskwell/api-sdk';
import { describeService } from '@taskwell/task-engine';
import type { RootContent } from 'mdast';
import {
  type CitedRange,
  citationLink,
  citationUrl,
  type PassageSentence,
  passageSentences,
  quoted,
} from './knowledge-citations.ts';
import { type KnowledgeLookup, lookUpKnowledge, passageCountOf, termsOf } from './knowledge-lookup.ts';
import { emphasis, list, markdownOutput, paragraph, strong } from './markdown.ts';
import type { Service, ServiceOutput } from './service.ts';

/** The range of a whole passage, as its citation. */
export function rangeOf(passage: KnowledgePassage): CitedRange {
  const { documentId, documentTitle, page, start, end } = passage;
  return { documentId, documentTitle, page, start, end };
}

/** What a result says when the collection has nothing on the question. */
function nothingFound(lookup: KnowledgeLookup, source: string): ServiceOutput {
  return markdownOutput(
    [
      paragraph(
        'Nothing in ',
        emphasis(lookup.collection.name),
        ` matches “${lookup.query}”. Try other words, or add documents about it to the collection.`,
      ),
    ],
    { source, facts: { collectionId: lookup.collection.id, mode: lookup.mode, citations: [] } },
  );
}

/** The facts of a cited result: what was searched, how, and every citation's address. */
function citationFacts(lookup: KnowledgeLookup, ranges: readonly CitedRange[]): Record<string, unknown> {
  return { collectionId: lookup.collection.id, mode: lookup.mode, citations: ranges.map(citationUrl) };
}

/**
 * The sentences of a passage that answer a question best: the run of at most `most` sentences
 * sharing the most words with the question (the earliest on a tie), or its lead sentences when
 * none shares any.
 */
export function answeringSentences(options: {
  passage: KnowledgePassage;
  question: string;
  most: number;
}): PassageSentence[] {
  const sentences = passageSentences(options.passage);
  const terms = termsOf(options.question);
  let best = { from: 0, score: 0 };
  for (let from = 0; from < sentences.length; from += 1) {
    const window = sentences.slice(from, from + options.most);
    const words = termsOf(window.map((sentence) => sentence.text).join(' '));
    const score = [...terms].filter((term) => words.has(term)).length;
    if (score > best.score) best = { from, score };
  }
  return sentences.slice(best.from, best.from + options.most);
}

/**
 * `knowledge.passages`: the passages of one of the user's collections that best match a
 * question, best first, each quoted whole and cited (document, page and place).
 */
export const knowledgePassagesService: Service = {
  ...describeService('knowledge.passages'),
  async run(inputs, context) {
    const limit = passageCountOf(context, 5);
    const lookup = await lookUpKnowledge(inputs, context, { queryInput: 'question', what: 'knowledge step', limit });
    if (lookup.passages.length === 0) return nothingFound(lookup, 'Knowledge passages');
    const count = lookup.passages.length;
    const nodes: RootContent[] = [
      paragraph(
        strong(`${count} ${count === 1 ? 'passage' : 'passages'} from ${lookup.collection.name}`),
        ` for “${lookup.query}”`,
      ),
      list(
        lookup.passages.map((passage) => [paragraph(citationLink(rangeOf(passage))), paragraph(quoted(passage.text))]),
      ),
    ];
    return markdownOutput(nodes, {
      source: 'Knowledge passages',
      facts: citationFacts(lookup, lookup.passages.map(rangeOf)),
    });
  },
};
