import type { KnowledgePassage } from '@taskwell/api-sdk';
import { describeService } from '@taskwell/task-engine';
import type { PhrasingContent, RootContent } from 'mdast';
import { readingText } from '../text/sentence-units.ts';
import { type AnswerChatSource, noAnswerChat } from './answer-chat.ts';
import { type CitedRange, citationLink, citationUrl } from './knowledge-citations.ts';
import { type KnowledgeLookup, lookUpKnowledge, passageCountOf } from './knowledge-lookup.ts';
import { refusalOf } from './knowledge-refusal.ts';
import { type SourceSentence, type WrittenSentence, writeAnswer } from './knowledge-written-answer.ts';
import { emphasis, list, markdownOutput, paragraph, strong } from './markdown.ts';
import type { Service, ServiceOutput } from './service.ts';

// "Answer from my knowledge" (issues 28 and 43, decision 125). The best passages of one of the
// user's collections are looked up; when the collection holds none of a name, figure or acronym
// the question asks about (decision 147), or the best sentence among them holds almost nothing
// of the question (decision 162), the answer says the documents do not answer it and lists the closest passages as
// related, never as an answer. Otherwise it is written from their sentences: with a chat model,
// in sentences that each carry the citations they rest on (a sentence they do not support is not
// written), and when the model says the best sentences of all the passages looked up do not answer
// the question, the answer says so too (decision 212); without a model, or when it writes nothing
// supported, the documents' own best sentences are quoted, whole, each cited at exactly its words.

/** A passage's best sentence is quoted when it holds at least this share of what the best one holds. */
export const quotedShare = 0.6;
/** Passages looked up for an answer. */
const answerPassages = 5;
/** Passages an extractive answer quotes at most (the `count` option sets it). */
const quotedPassages = 3;

/** The phrase an answer the documents do not give starts with. */
export const notInDocuments = 'Not in your documents';

/** A passage's best sentence: its range and how much of the question it holds. */
interface BestSentence {
  passage: KnowledgePassage;
  range: CitedRange;
  text: string;
  cover: number;
}

function rangeIn(passage: KnowledgePassage, start: number, end: number): CitedRange {
  return { documentId: passage.documentId, documentTitle: passage.documentTitle, page: passage.page, start, end };
}

/** Each passage's best sentence, as the search found it (whole units of its page). */
function bestSentences(lookup: KnowledgeLookup): BestSentence[] {
  return lookup.passages.flatMap((passage, index) => {
    const evidence = lookup.evidence[index];
    if (!evidence || evidence.end <= evidence.start) return [];
    const text = passage.text.slice(evidence.start - passage.start, evidence.end - passage.start);
    return [{ passage, range: rangeIn(passage, evidence.start, evidence.end), text, cover: evidence.cover }];
  });
}

const citations = (ranges: readonly CitedRange[]): Array<PhrasingContent | string> =>
  ranges.flatMap((range, index) => [...(index > 0 ? ['; '] : []), citationLink(range)]);

function facts(lookup: KnowledgeLookup, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    collectionId: lookup.collection.id,
    mode: lookup.mode,
    coverage: Number(lookup.coverage.toFixed(3)),
    ...(lookup.missing.length > 0 ? { missing: lookup.missing } : {}),
    ...extra,
  };
}

/** Why the documents do not answer: the search's evidence, or the chat model's reading of it. */
type NotAnsweredBecause = NonNullable<ReturnType<typeof refusalOf>> | 'model-not-answered';

/** The documents do not answer: say so, and list the closest passages as related. */
function notAnswered(
  lookup: KnowledgeLookup,
  best: readonly BestSentence[],
  because: NotAnsweredBecause,
): ServiceOutput {
  const related = best.slice(0, quotedPassages);
  const nodes: RootContent[] = [
    paragraph(strong(notInDocuments), ': nothing in ', emphasis(lookup.collection.name), ` answers “${lookup.query}”.`),
  ];
  if (related.length > 0) {
    nodes.push(
      paragraph('Related passages, which do not answer it:'),
      list(
        related.map((sentence) => [
          paragraph(citationLink(sentence.range), ': ', emphasis(readingText(sentence.text))),
        ]),
      ),
    );
  }
  return markdownOutput(nodes, {
    source: 'Answer from knowledge',
    facts: facts(lookup, {
      answered: false,
      because,
      citations: [],
      related: related.map((sentence) => citationUrl(sentence.range)),
    }),
  });
}

/** The answer made of the documents' own best sentences, each quoted whole and cited. */
function quotedAnswer(lookup: KnowledgeLookup, quoted: readonly BestSentence[]): ServiceOutput {
  const nodes: RootContent[] = [
    paragraph(strong(`From ${lookup.collection.name}`), ` on “${lookup.query}”`),
    ...quoted.map((sentence) => paragraph(`“${readingText(sentence.text)}” (`, citationLink(sentence.range), ')')),
  ];
  return markdownOutput(nodes, {
    source: 'Answer from knowledge',
    facts: facts(lookup, {
      answered: true,
      written: false,
      citations: quoted.map((sentence) => citationUrl(sentence.range)),
    }),
  });
}

/** The answer written by the chat model, each sentence followed by its citations. */
function writtenAnswer(lookup: KnowledgeLookup, written: readonly WrittenSentence[]): ServiceOutput {
  const nodes: RootContent[] = [
    paragraph(strong(`From ${lookup.collection.name}`), ` on “${lookup.query}”`),
    ...written.map((sentence) => paragraph(sentence.text, ' (', ...citations(sentence.sources), ')')),
  ];
  return markdownOutput(nodes, {
    source: 'Answer from knowledge',
    facts: facts(lookup, {
      answered: true,
      written: true,
      citations: written.flatMap((sentence) => sentence.sources.map(citationUrl)),
    }),
  });
}

/** `knowledge.answer-from`, finding its chat model (if any) through `chatFor`. */
export function createKnowledgeAnswerFromService(options: { chatFor?: AnswerChatSource } = {}): Service {
  const chatFor = options.chatFor ?? noAnswerChat;
  return {
    ...describeService('knowledge.answer-from'),
    async run(inputs, context) {
      const most = passageCountOf(context, quotedPassages);
      const lookup = await lookUpKnowledge(inputs, context, {
        queryInput: 'question',
        what: 'answer',
        limit: Math.max(most, answerPassages),
      });
      const best = bestSentences(lookup);
      const refusal = refusalOf({ missing: lookup.missing, coverage: lookup.coverage, sentences: best.length });
      if (refusal) return notAnswered(lookup, best, refusal);
      const strongest = Math.max(...best.map((sentence) => sentence.cover));
      const quoted = best.filter((sentence) => sentence.cover >= strongest * quotedShare).slice(0, most);
      const chat = chatFor(context);
      if (chat) {
        // The model reads the best sentence of every passage looked up, not only the ones quoted:
        // its word that they do not answer is then about all the search found.
        const sentences: SourceSentence[] = [...quoted, ...best.filter((sentence) => !quoted.includes(sentence))].map(
          (sentence) => ({ text: readingText(sentence.text), range: sentence.range }),
        );
        try {
          const written = await writeAnswer({ chat, question: lookup.query, sentences, signal: context.signal });
          if (written.notAnswered) return notAnswered(lookup, best, 'model-not-answered');
          if (written.sentences.length > 0) return writtenAnswer(lookup, written.sentences);
        } catch (error) {
          // An abort is the runtime's; a failing model leaves the answer to the documents' sentences.
          if (context.signal.aborted) throw error;
        }
      }
      return quotedAnswer(lookup, quoted);
    },
  };
}

/** `knowledge.answer-from` without a chat model: answers of the documents' own sentences. */
export const knowledgeAnswerFromService: Service = createKnowledgeAnswerFromService();
