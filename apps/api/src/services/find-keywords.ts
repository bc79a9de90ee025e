import type { Nodes, Parent } from 'nlcst';
import { toString as nlcstToString } from 'nlcst-to-string';
import { VFile } from 'vfile';
import { analysed, type TextAnalyses, textReadings } from './text-analyses.ts';

/** One keyword of a text. */
export interface Keyword {
  /** The word as the text writes it (lower case unless the text only ever capitalises it). */
  word: string;
  /** retext-keywords' score, 0 to 1 (1 for the best). */
  score: number;
  /** How many times the word (or a word of the same stem) occurs. */
  count: number;
}

/** The keywords and key phrases of a text. */
export interface Keywords {
  /** The keywords, best first. */
  keywords: Keyword[];
  /** The key phrases (two or more words), best first. */
  keyphrases: string[];
}

// retext-pos tags the parts of speech and retext-keywords ranks the nouns by frequency of their
// stem; one processor serves every call, loaded on first use (retext-pos's lexicon is large).
let processor: ReturnType<typeof createProcessor> | undefined;

async function createProcessor() {
  const [{ retext }, { default: retextPos }, { default: retextKeywords }] = await Promise.all([
    import('retext'),
    import('retext-pos'),
    import('retext-keywords'),
  ]);
  return retext().use(retextPos).use(retextKeywords, { maximum: 10 });
}

/** One occurrence of a keyword or key phrase: its text, and whether it opens its sentence. */
interface Occurrence {
  text: string;
  opensSentence: boolean;
}

function occurrence(nodes: Nodes[], parent: Parent | undefined): Occurrence {
  const firstWord = parent?.children.find((child) => child.type === 'WordNode');
  return { text: nlcstToString(nodes), opensSentence: firstWord !== undefined && firstWord === nodes[0] };
}

/**
 * How to write a keyword found several times. A capital that only ever opens a sentence is not
 * the word's own ("Solar panels are ..." gives "solar"); a word capitalised mid-sentence is a name
 * ("Paris"), and so is an acronym.
 */
export function keywordSurface(occurrences: readonly Occurrence[]): string {
  const lower = occurrences.find(({ text }) => text === text.toLowerCase());
  if (lower) return lower.text;
  const named = occurrences.find(
    ({ text, opensSentence }) => !opensSentence || (text.length > 1 && text === text.toUpperCase()),
  );
  if (named) return named.text;
  const first = occurrences[0]?.text ?? '';
  return first.charAt(0).toLowerCase() + first.slice(1);
}

/** The keywords and key phrases of a text as retext-keywords ranks them (at least ten of each when the text has them). */
async function readKeywords(text: string): Promise<Keywords> {
  processor ??= createProcessor();
  const ready = await processor;
  // Parsed and tagged, not written back: nothing reads the text retext would write.
  const file = new VFile(text);
  await ready.run(ready.parse(file), file);
  textReadings.keywords += 1;
  const keywords = (file.data.keywords ?? []).map((keyword) => ({
    word: keywordSurface(keyword.matches.map((match) => occurrence([match.node], match.parent))),
    score: keyword.score,
    count: keyword.matches.length,
  }));
  const keyphrases = (file.data.keyphrases ?? [])
    .map((phrase) => keywordSurface(phrase.matches.map((match) => occurrence(match.nodes, match.parent))))
    .filter((phrase) => /\s/.test(phrase));
  return { keywords, keyphrases };
}

/**
 * Finds up to `maximum` keywords and key phrases of an English text (at most ten). Steps of one
 * run that look for the keywords of the same text share one reading of it.
 */
export async function findKeywords(
  text: string,
  options: { maximum: number; analyses?: TextAnalyses | undefined },
): Promise<Keywords> {
  const { keywords, keyphrases } = await analysed(options.analyses, 'keywords', text, readKeywords);
  return { keywords: keywords.slice(0, options.maximum), keyphrases: keyphrases.slice(0, options.maximum) };
}
