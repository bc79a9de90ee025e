import { type TextWord, type TextWords, wordAt } from './text-words.ts';

/** What is around a flagged phrase: the words of its sentence before and after it. */
export interface MatchContext {
  /** The phrase as written. */
  phrase: string;
  /** The phrase's words, lower case and without apostrophes ("master's" is "masters"). */
  key: string;
  /** Up to `count` words of the sentence right before the phrase, in order. */
  before(count: number): TextWord[];
  /** Up to `count` words of the sentence right after the phrase, in order. */
  after(count: number): TextWord[];
  /** The words of the phrase's sentence. */
  sentence: TextWord[];
  /** The words of the phrase's sentence and of the `count` sentences before and after it. */
  nearby(count: number): TextWord[];
  /** The text's first `count` words (its greeting, when it opens with one). */
  opening(count: number): TextWord[];
}

/** A phrase's words as rules name them: lower case, apostrophes and hyphens dropped, spaces single. */
export function phraseKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/** The context of the phrase from `start` to `end` of a text read into words. */
export function matchContext(read: TextWords, start: number, end: number): MatchContext {
  const first = Math.min(wordAt(read.words, start), read.words.length - 1);
  let last = wordAt(read.words, end) - 1;
  if (last < first) last = first;
  const sentence = read.words[first]?.sentence ?? 0;
  let from = first;
  while (from > 0 && read.words[from - 1]?.sentence === sentence) from -= 1;
  let to = first;
  while (to < read.words.length && read.words[to]?.sentence === sentence) to += 1;
  const inSentence = read.words.slice(from, to);
  const phrase = read.text.slice(start, end);
  return {
    phrase,
    key: phraseKey(phrase),
    before: (count) => inSentence.filter((word) => word.end <= start).slice(-count),
    after: (count) => inSentence.filter((word) => word.start >= end).slice(0, count),
    sentence: inSentence,
    nearby: (count) => read.words.filter((word) => Math.abs(word.sentence - sentence) <= count),
    opening: (count) => read.words.slice(0, count),
  };
}
