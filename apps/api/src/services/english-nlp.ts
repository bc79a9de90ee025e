import type { Document, WinkMethods } from 'wink-nlp';
import { analysed, type TextAnalyses, textReadings } from './text-analyses.ts';

let loaded: Promise<WinkMethods> | undefined;

/**
 * What wink-nlp annotates in a document: sentences, negation and sentiment (the sentiment
 * service), parts of speech (each sentence's importance, for the summary). Named and custom
 * entities are never read: without them a document is read in about a fifth less time (issue 32),
 * and the other annotations do not read them.
 */
const annotations = ['sbd', 'negation', 'sentiment', 'pos'];

/**
 * wink-nlp with its English lite model, loaded on first use and then shared by every service in
 * the process: loading takes about 0.2 s, reading a document afterwards a few milliseconds. The
 * import itself waits for that first use, so starting the API does not pay for it.
 */
export function englishNlp(): Promise<WinkMethods> {
  loaded ??= Promise.all([import('wink-nlp'), import('wink-eng-lite-web-model')]).then(([wink, model]) =>
    wink.default(model.default, annotations),
  );
  return loaded;
}

/** The most text the English language services read in one call (about 30,000 words, ~0.3 s). */
export const maxEnglishCharacters = 200_000;

/** What wink-nlp reads in a text, with the types its `out()` overloads leave open. */
export interface EnglishReading {
  /** The sentences, as written. */
  sentences: string[];
  /** Each sentence's importance, 0 to 1, by sentence index. */
  importance: number[];
}

/** A reading with the sentiments too. */
export interface EnglishSentiments extends EnglishReading {
  /** Each sentence's sentiment, -1 to 1, by sentence index. */
  sentiments: number[];
  /** The whole text's sentiment, -1 to 1. */
  sentiment: number;
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number) : [];
}

/** The shared English model's document of a text: read once for the steps of a run that read the same text. */
async function englishDocument(text: string, analyses: TextAnalyses | undefined): Promise<Document> {
  const nlp = await englishNlp();
  return analysed(analyses, 'english', text, async (value) => {
    textReadings.english += 1;
    return nlp.readDoc(value);
  });
}

/** Reads a text with the shared English model: its sentences and their importance. */
export async function readEnglish(text: string, analyses?: TextAnalyses): Promise<EnglishReading> {
  const nlp = await englishNlp();
  return reading(nlp, await englishDocument(text, analyses));
}

/** Reads a text with the shared English model, with the sentiment of each sentence and of the whole. */
export async function readEnglishSentiments(text: string, analyses?: TextAnalyses): Promise<EnglishSentiments> {
  const nlp = await englishNlp();
  const doc = await englishDocument(text, analyses);
  return {
    ...reading(nlp, doc),
    sentiments: numbers(doc.sentences().out(nlp.its.sentiment)),
    sentiment: Number(doc.out(nlp.its.sentiment)) || 0,
  };
}

function reading(nlp: WinkMethods, doc: Document): EnglishReading {
  const sentences = doc.sentences().out();
  const importance = new Array<number>(sentences.length).fill(0);
  const ranked = doc.out(nlp.its.sentenceWiseImportance);
  if (Array.isArray(ranked)) for (const { index, importance: value } of ranked) importance[index] = value;
  return { sentences, importance };
}
