import { stemmer } from 'stemmer';
import type { AnswerChat } from './answer-chat.ts';
import type { CitedRange } from './knowledge-citations.ts';

// An answer written by a chat model from the sentences of the user's documents (issue 43): the
// model is given the question and the numbered sentences the search found, and answers in
// sentences that each name the numbers they rest on. A sentence is kept only when it names at
// least one of the given numbers, every figure in it is in the sentences it names, and most of its
// words are theirs or the question's; anything else is not written. The model's own list of
// sources, if it adds one, is never shown: each sentence's citations are ours.

/** A sentence of the documents the model may rest on. */
export interface SourceSentence {
  /** The sentence as it reads (one line). */
  text: string;
  /** Where it is. */
  range: CitedRange;
}

/** A sentence of the written answer and the sentences of the documents it rests on. */
export interface WrittenSentence {
  text: string;
  sources: CitedRange[];
}

export const writtenAnswerSystem =
  'You answer questions about a business from its own documents. Use only the numbered sentences given. Reply with JSON only, no other text: {"answer": [{"sentence": "...", "sources": [1]}]}. Write one to three short sentences; give each the numbers of the sentences that support it. If the sentences do not answer the question, reply {"answer": []}.';

/** The prompt: the question and the numbered sentences. */
export function writtenAnswerPrompt(question: string, sentences: readonly SourceSentence[]): string {
  return [
    `Question: ${question}`,
    'Sentences from the documents:',
    ...sentences.map((sentence, index) => `[${index + 1}] ${sentence.text}`),
  ].join('\n');
}

const stopWords = new Set(
  'a an and are as at be been but by can could did do does for from had has have how i if in into is it its may might must not of on or our shall should so than that the their them then there these they this those to was we were what when where which while who will with would you your'.split(
    ' ',
  ),
);

const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}]+/gu) ?? []).filter((word) => !stopWords.has(word));
const figuresOf = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((figure) => figure.replace(/,/g, ''));

/** True when a written sentence rests on the sentences it names: every figure in them, most of its words in them or the question. */
export function supported(sentence: string, sources: readonly string[], question: string): boolean {
  const cited = sources.join(' ');
  const citedFigures = new Set(figuresOf(cited));
  if (!figuresOf(sentence).every((figure) => citedFigures.has(figure))) return false;
  const known = new Set([...wordsOf(cited), ...wordsOf(question)].map((word) => stemmer(word)));
  const words = wordsOf(sentence);
  if (words.length === 0) return false;
  return words.filter((word) => known.has(stemmer(word))).length / words.length >= 0.6;
}

/** The model's reply read as sentences with the numbers they name; nothing when it is not that JSON. */
export function readWrittenAnswer(reply: string): Array<{ sentence: string; sources: number[] }> {
  const json = reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const answer = (parsed as { answer?: unknown } | null)?.answer;
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((entry) => {
    const { sentence, sources } = (entry ?? {}) as { sentence?: unknown; sources?: unknown };
    if (typeof sentence !== 'string' || !Array.isArray(sources)) return [];
    return [
      { sentence: sentence.trim(), sources: sources.filter((source): source is number => Number.isInteger(source)) },
    ];
  });
}

/**
 * Whether the model's reply says the sentences do not answer the question: the JSON asked for,
 * with an empty answer. A reply that is not that JSON says nothing either way.
 */
export function saysNotAnswered(reply: string): boolean {
  try {
    const parsed = JSON.parse(reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1)) as {
      answer?: unknown;
    } | null;
    return Array.isArray(parsed?.answer) && parsed.answer.length === 0;
  } catch {
    return false;
  }
}

/** What the model wrote: its supported sentences, or that the sentences do not answer the question. */
export interface WrittenAnswer {
  sentences: WrittenSentence[];
  /** The model said the sentences do not answer the question (decision 212). */
  notAnswered: boolean;
}

/**
 * The answer written by `chat` from `sentences`: only its supported sentences, each with the
 * ranges it rests on, or the model's word that they do not answer. No sentence and no such word
 * when it writes nothing they support.
 */
export async function writeAnswer(options: {
  chat: AnswerChat;
  question: string;
  sentences: readonly SourceSentence[];
  signal: AbortSignal;
}): Promise<WrittenAnswer> {
  const { sentences, question } = options;
  const reply = await options.chat({
    system: writtenAnswerSystem,
    prompt: writtenAnswerPrompt(question, sentences),
    signal: options.signal,
  });
  if (saysNotAnswered(reply)) return { sentences: [], notAnswered: true };
  const written = readWrittenAnswer(reply).flatMap(({ sentence, sources }) => {
    const cited = [...new Set(sources)].flatMap((number) => {
      const source = sentences[number - 1];
      return source ? [source] : [];
    });
    if (sentence === '' || cited.length === 0) return [];
    if (
      !supported(
        sentence,
        cited.map((source) => source.text),
        question,
      )
    )
      return [];
    return [{ text: sentence, sources: cited.map((source) => source.range) }];
  });
  return { sentences: written, notAnswered: false };
}
