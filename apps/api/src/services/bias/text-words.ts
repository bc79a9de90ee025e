/** A word of a text, where it is, and which sentence it is in. */
export interface TextWord {
  /** As written. */
  text: string;
  /** Lower case, with a curly apostrophe made straight. */
  lower: string;
  start: number;
  end: number;
  /** The index of its sentence. */
  sentence: number;
  /** Whether it opens its sentence. */
  first: boolean;
}

/** A text's words, in order, and how many sentences they are in. */
export interface TextWords {
  text: string;
  words: TextWord[];
  sentences: number;
}

// Letters and digits, with apostrophes inside a word ("master's", "he's"); a hyphen, a slash or a
// dash separates words ("wheelchair-bound" is two words, as is "he/she").
const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Words after which a full stop does not end a sentence. */
const abbreviations = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'no',
  'vs',
  'etc',
  'e',
  'i',
  'g',
  'approx',
  'fig',
]);

/**
 * Whether the characters between two words end a sentence: a line break, or a full stop, question
 * mark or exclamation mark followed by white space (not "4.2", not "Mr. Weber").
 */
function endsSentence(gap: string, before: string): boolean {
  if (gap.includes('\n')) return true;
  if (!/[.!?]["'”’)\]]*\s/.test(gap)) return false;
  return !(gap.trimEnd() === '.' && abbreviations.has(before));
}

/** Reads a text's words and sentences. */
export function readWords(text: string): TextWords {
  const words: TextWord[] = [];
  let sentence = 0;
  let previousEnd = 0;
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index;
    const before = words.at(-1);
    if (before && endsSentence(text.slice(previousEnd, start), before.lower)) sentence += 1;
    const value = match[0];
    words.push({
      text: value,
      lower: value.toLowerCase().replaceAll('’', "'"),
      start,
      end: start + value.length,
      sentence,
      first: before === undefined || before.sentence !== sentence,
    });
    previousEnd = start + value.length;
  }
  return { text, words, sentences: words.length === 0 ? 0 : sentence + 1 };
}

/** The index of the first word that starts at or after `offset` (the words' count when none does). */
export function wordAt(words: readonly TextWord[], offset: number): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle]?.start ?? 0) < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether a word is written with a capital first letter and is not all capitals ("Harbour", not "HR"). */
export function isCapitalised(word: TextWord): boolean {
  const first = word.text.charAt(0);
  return first !== first.toLowerCase() && word.text !== word.text.toUpperCase();
}

/** The 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The index of each sentence's first word. */
export function sentenceStarts(words: readonly TextWord[]): number[] {
  const starts: number[] = [];
  words.forEach((word, index) => {
    if (word.first) starts[word.sentence] = index;
  });
  return starts;
}
