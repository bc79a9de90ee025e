import { citationLabel, citationLink, citationUrl } from './knowledge-citations.ts';
import { chosenCollection, knowledgeOf, maxKnowledgeQueryCharacters } from './knowledge-lookup.ts';
import { rangeOf } from './knowledge-passages.ts';
import { emphasis, list, paragraph, renderMarkdown, strong } from './markdown.ts';
import type { ServiceContext, ServiceValue } from './service.ts';

/** How many passages an AI prompt is grounded in. */
export const groundingPassages = 5;

/** A prompt grounded in the user's knowledge, and the Sources to put after the model's answer. */
export interface GroundedPrompt {
  /** The prompt with the numbered passages and how to cite them. */
  prompt: string;
  /** The Sources list (markdown), written by us from the passages: the citations to trust. */
  sources: string;
  /** The citations' addresses, in their numbers' order. */
  citations: string[];
}

/**
 * Grounds an AI step's prompt in the best passages of the user's chosen collection (issue 28: AI
 * tasks "ground their prompt in the passages and cite them"). The passages are looked up with the
 * text of the input `searchInput` (default `question`), or the prompt itself; the model is asked
 * to cite them as [1], [2], and the Sources list is ours, never the model's.
 */
export async function groundPrompt(options: {
  prompt: string;
  texts: Readonly<Record<string, string>>;
  inputs: Readonly<Record<string, ServiceValue>>;
  context: ServiceContext;
}): Promise<GroundedPrompt> {
  const { context } = options;
  const { knowledge, accountEmail } = knowledgeOf(context);
  const collection = await chosenCollection(options.inputs, context);
  const searchInput = String(context.options.searchInput ?? '').trim() || 'question';
  const query = (options.texts[searchInput] ?? options.prompt).slice(0, maxKnowledgeQueryCharacters);
  const found = await knowledge.search({
    accountEmail,
    query,
    collectionId: collection.id,
    limit: groundingPassages,
  });
  const passages = found.passages.filter((passage) => passage.collectionId === collection.id);
  if (passages.length === 0) {
    return {
      prompt: `${options.prompt}\n\nThe user's documents have nothing on this: say so in your answer rather than guess.`,
      sources: renderMarkdown([
        paragraph(strong('Sources:'), ' nothing in ', emphasis(collection.name), ' matched this question.'),
      ]),
      citations: [],
    };
  }
  const numbered = passages
    .map((passage, index) => `[${index + 1}] ${citationLabel(passage)}\n${passage.text.trim()}`)
    .join('\n\n');
  const prompt = [
    options.prompt,
    "Answer from these numbered passages of the user's documents. Cite each passage you use by its number in square brackets, such as [1] or [2]. Do not write a list of sources: it is added after your answer. If the passages do not answer the question, say so.",
    numbered,
  ].join('\n\n');
  const sources = renderMarkdown([
    paragraph(strong('Sources')),
    list(
      passages.map((passage) => paragraph(citationLink(rangeOf(passage)))),
      { ordered: true },
    ),
  ]);
  return { prompt, sources, citations: passages.map((passage) => citationUrl(rangeOf(passage))) };
}
