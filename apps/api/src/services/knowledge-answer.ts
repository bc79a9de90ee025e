import { readFileSync } from 'node:fs';
import { describeService } from '@taskwell/task-engine';
import MiniSearch, { type SearchResult } from 'minisearch';
import { link, paragraph, renderMarkdown, strong } from './markdown.ts';
import type { Service, ServiceContext, ServiceValue } from './service.ts';
import { ServiceError, textOf, textOutput } from './service.ts';

/** One passage of a knowledge base: a question and its answer, or a section of a page. */
export interface KnowledgeDocument {
  /** Unique within its base. */
  id: string;
  /** The question or the section's heading. */
  title: string;
  /** Where a reader finds it on the site (a path such as `/faq`). */
  url: string;
  /** The answer or the section's text. */
  text: string;
}

/** A knowledge base: what a site says, as passages (`catalogue/knowledge/<name>.json`). */
export interface KnowledgeBase {
  /** What the passages come from, for the answers' wording. */
  source: string;
  /** The passages. */
  documents: readonly KnowledgeDocument[];
}

/** Where the seeded knowledge bases live, beside the catalogue. */
export const defaultKnowledgeDir = new URL('../../catalogue/knowledge/', import.meta.url);

/** The longest question taken: a question, not a document. */
export const maxQuestionCharacters = 500;

/** Passages an answer draws on at most. */
const maxPassages = 3;

// Words that say nothing about what is asked; without them, "how do credits work" is about credits.
const stopWords = new Set(
  'a all also am an and any are as at be been but by can could did do does for from had has have how i if in into is it its just me more my no not of on only or our please should so some such than that the their them then there these they this to too us very was we what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** Lower-cased terms without stop words (MiniSearch's `processTerm`). */
function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : lower;
}

/**
 * How far a word of the question may stretch (issue 39): a typo is forgiven in a word of five
 * letters or more, and a longer word is found from four ("sell" finds "selling"). Shorter words
 * stretched too far: "make" matched "made" and "sell" matched "self", so a passage sharing only a
 * word that looked alike (or the question's "tasks", on every page) answered a question it did
 * not answer.
 */
const typoFrom = 5;
const prefixFrom = 4;

/** The passages that answer a question best, best first; none when nothing on the site fits. */
export function findPassages(index: MiniSearch<KnowledgeDocument>, question: string): SearchResult[] {
  const results = index.search(question, {
    prefix: (term) => term.length >= prefixFrom,
    fuzzy: (term) => (term.length >= typoFrom ? 0.2 : false),
    boost: { title: 2 },
    combineWith: 'OR',
  });
  const best = results[0]?.score ?? 0;
  // Passages far below the best one only repeat a common word of the question.
  return results.filter((result) => result.score >= best * 0.4).slice(0, maxPassages);
}

/** The index of a knowledge base (BM25 over titles and texts). */
export function indexKnowledge(base: KnowledgeBase): MiniSearch<KnowledgeDocument> {
  const index = new MiniSearch<KnowledgeDocument>({
    fields: ['title', 'text'],
    storeFields: ['title', 'url', 'text'],
    processTerm,
  });
  index.addAll([...base.documents]);
  return index;
}

/** The answer drawn from the passages themselves: the best one in full, the others as links. */
export function searchAnswer(base: KnowledgeBase, passages: readonly SearchResult[]): string {
  const [best, ...others] = passages;
  if (!best) {
    return renderMarkdown([
      paragraph(`I could not find that in ${base.source}. Try other words, or write to us from the contact page.`),
    ]);
  }
  return renderMarkdown([
    paragraph(strong(String(best.title))),
    paragraph(String(best.text)),
    paragraph('Read more: ', link(String(best.url), String(best.title))),
    ...(others.length > 0
      ? [
          paragraph(
            'Related: ',
            ...others.flatMap((other, index) => [
              ...(index > 0 ? ['; '] : []),
              link(String(other.url), String(other.title)),
            ]),
          ),
        ]
      : []),
  ]);
}

const knowledgeName = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Reads a knowledge base by name; throws for a name or a file that is not one. */
export function loadKnowledge(directory: URL, name: string): KnowledgeBase {
  if (!knowledgeName.test(name)) throw new ServiceError(`"${name.slice(0, 40)}" is not the name of a knowledge base.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(new URL(`${name}.json`, directory), 'utf8'));
  } catch {
    throw new ServiceError(`The knowledge base "${name}" could not be read.`);
  }
  const base = parsed as Partial<KnowledgeBase>;
  const valid =
    typeof base.source === 'string' &&
    Array.isArray(base.documents) &&
    base.documents.every(
      (document) =>
        typeof document?.id === 'string' &&
        typeof document.title === 'string' &&
        typeof document.url === 'string' &&
        typeof document.text === 'string',
    );
  if (!valid) throw new ServiceError(`The knowledge base "${name}" is not a list of passages.`);
  return base as KnowledgeBase;
}

/** What the advisor service is made with. */
export interface KnowledgeAnswerOptions {
  /** Where knowledge bases are read from; default `catalogue/knowledge`. */
  directory?: URL;
  /** The AI chat service, when a provider is configured: it then words the answer from the passages. */
  ai?: Service;
}

/** The instruction the AI provider gets: answer from the passages, and only from them. */
const advisorSystem =
  'You answer visitors of a company website. Use only the passages given. If they do not answer the question, say so and suggest the contact page. Answer in at most 120 words of markdown.';
const advisorPrompt = 'Question:\n{{question}}\n\nPassages from {{source}}:\n{{passages}}';

/**
 * `knowledge.answer`: answers a question from a knowledge base (option `knowledge`, the seeded site
 * content by default) with MiniSearch's full-text search, offline. With an AI provider configured,
 * the provider words the answer from the passages found; if it fails, the passages answer.
 */
export function createKnowledgeAnswerService(options: KnowledgeAnswerOptions = {}): Service {
  const directory = options.directory ?? defaultKnowledgeDir;
  const bases = new Map<string, { base: KnowledgeBase; index: MiniSearch<KnowledgeDocument> }>();
  const open = (name: string) => {
    let opened = bases.get(name);
    if (!opened) {
      const base = loadKnowledge(directory, name);
      opened = { base, index: indexKnowledge(base) };
      bases.set(name, opened);
    }
    return opened;
  };
  return {
    ...describeService('knowledge.answer'),
    async run(inputs: Readonly<Record<string, ServiceValue>>, context: ServiceContext) {
      const question = inputs.question ? textOf(inputs.question).trim() : '';
      if (!question) throw new ServiceError('Ask a question.');
      if (question.length > maxQuestionCharacters) {
        throw new ServiceError(`Keep the question under ${maxQuestionCharacters} characters.`);
      }
      const { base, index } = open(String(context.options.knowledge ?? 'taskwell-site'));
      const passages = findPassages(index, question);
      const fallback = searchAnswer(base, passages);
      const facts = { passages: passages.map((passage) => passage.id), ai: false };
      if (!options.ai || passages.length === 0) return textOutput(fallback, { source: 'Digital Advisor', facts });
      try {
        const worded = await options.ai.run(
          {
            question: inputs.question as ServiceValue,
            source: { contentType: 'text/plain', bytes: Buffer.from(base.source) },
            passages: {
              contentType: 'text/plain',
              bytes: Buffer.from(
                passages.map((passage) => `${passage.title} (${passage.url}): ${passage.text}`).join('\n\n'),
              ),
            },
          },
          { signal: context.signal, options: { system: advisorSystem, prompt: advisorPrompt } },
        );
        return { ...worded, source: 'Digital Advisor', facts: { ...facts, ai: true } };
      } catch (error) {
        // An abort is the runtime's (timeout, shutdown); anything else falls back to the passages.
        if (context.signal.aborted) throw error;
        return textOutput(fallback, { source: 'Digital Advisor', facts });
      }
    },
  };
}
