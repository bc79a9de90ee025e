import type { KnowledgePassage } from '@taskwell/api-sdk';
import { maxKnowledgePassages } from '@taskwell/task-engine';
import type { KnowledgeSearch } from './knowledge-port.ts';
import { plainTextOf } from './plain-text.ts';
import { type ServiceContext, ServiceError, type ServiceValue } from './service.ts';
import { requiredText } from './service-inputs.ts';

/** The longest question or topic a knowledge step looks up. */
export const maxKnowledgeQueryCharacters = 2_000;

/** What a knowledge step found: the question, the collection it searched, and the best passages. */
export interface KnowledgeLookup {
  /** The question or topic, as given. */
  query: string;
  /** The collection searched, one of the run's account's own. */
  collection: { id: string; name: string };
  /** The best passages, best first. */
  passages: KnowledgePassage[];
  /** How they were ranked. */
  mode: 'lexical' | 'hybrid';
  /** How much of the question the best sentence of the first passages holds (0 to 1). */
  coverage: number;
  /** Each passage's sentence that holds the most of the question (offsets in its page), and how much. */
  evidence: Array<{ start: number; end: number; cover: number }>;
  /** The question's names, figures and acronyms that no passage of the collection holds. */
  missing: string[];
}

/**
 * The question's names, figures and acronyms no passage in scope holds itself (decision 147). A
 * related word does not stand in for one (no synonym of "2025" or "VPN" answers a question about
 * it); any, and the documents cannot answer the question, however much of its other wording a
 * passage shares.
 */
export function missingSubjects(
  subjects: ReadonlyArray<{ lexeme: string; passages: number; specific: boolean }>,
): string[] {
  return subjects.filter((subject) => subject.specific && subject.passages === 0).map((subject) => subject.lexeme);
}

/** The Well of Knowledge and whose run it is, or the reason a knowledge step cannot run here. */
export function knowledgeOf(context: ServiceContext): { knowledge: KnowledgeSearch; accountEmail: string } {
  if (!context.knowledge) {
    throw new ServiceError('Your Well of Knowledge is not available here, so this step cannot read your collections.');
  }
  if (!context.accountEmail) {
    throw new ServiceError("This step reads an account's collections, and this run belongs to no account.");
  }
  return { knowledge: context.knowledge, accountEmail: context.accountEmail };
}

/** How many passages a step cites: its `count` option (1 to the most), else `fallback`. */
export function passageCountOf(context: ServiceContext, fallback: number): number {
  const given = context.options.count;
  if (given === undefined || given === '') return fallback;
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1 || count > maxKnowledgePassages) {
    throw new ServiceError(`The number of passages must be a whole number from 1 to ${maxKnowledgePassages}.`);
  }
  return count;
}

/**
 * The run account's collection named by the `collection` input, or a refusal: a collection that
 * is not the account's own is not found, whoever it belongs to (issue 28: a user's knowledge is
 * theirs alone).
 */
export async function chosenCollection(
  inputs: Readonly<Record<string, ServiceValue>>,
  context: ServiceContext,
): Promise<{ id: string; name: string }> {
  const { knowledge, accountEmail } = knowledgeOf(context);
  const value = inputs.collection;
  const id = value ? plainTextOf(value).trim() : '';
  if (id === '') throw new ServiceError('Choose one of your collections to look in.');
  const found = (await knowledge.collections(accountEmail)).find((collection) => collection.id === id);
  if (!found) throw new ServiceError('That collection is not one of yours: choose one of your collections.');
  return found;
}

/**
 * Looks a question (the text input `queryInput`) up in the chosen collection of the run's account:
 * at most `limit` passages, best first.
 */
export async function lookUpKnowledge(
  inputs: Readonly<Record<string, ServiceValue>>,
  context: ServiceContext,
  options: { queryInput: string; what: string; limit: number },
): Promise<KnowledgeLookup> {
  const { knowledge, accountEmail } = knowledgeOf(context);
  const query = requiredText(inputs, options.queryInput, {
    what: options.what,
    maxCharacters: maxKnowledgeQueryCharacters,
  }).trim();
  const collection = await chosenCollection(inputs, context);
  const found = await knowledge.search({ accountEmail, query, collectionId: collection.id, limit: options.limit });
  // The port promises one collection's passages; a step cites nothing else even if it were given more.
  const kept = found.passages
    .map((passage, index) => ({
      passage,
      evidence: found.evidence[index] ?? { start: passage.start, end: passage.start, cover: 0 },
    }))
    .filter(({ passage }) => passage.collectionId === collection.id)
    .slice(0, options.limit);
  return {
    query,
    collection,
    passages: kept.map(({ passage }) => passage),
    mode: found.mode,
    coverage: found.coverage,
    evidence: kept.map(({ evidence }) => evidence),
    missing: missingSubjects(found.subjects),
  };
}

// Words that say nothing about what is asked ("what is our policy on travel" is about policy and travel).
const stopWords = new Set(
  'a about an and any are as at be by can could do does for from had has have how i if in into is it its me my of on or our please should so than that the their them then there these they this to us was we were what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** The words of a question that a sentence may share with it: lower case, without stop words. */
export function termsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length > 1 && !stopWords.has(word)));
}
