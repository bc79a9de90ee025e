import { toString as nlcstToString } from 'nlcst-to-string';

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

function surface(forms: string[]): string {
  // A word the text also writes in lower case is a common word capitalised at a sentence start;
  // a word it only ever capitalises is a name ("Paris").
  const lower = forms.find((form) => form === form.toLowerCase());
  return lower ?? forms[0] ?? '';
}

/** Finds up to `maximum` keywords and key phrases of an English text. */
export async function findKeywords(text: string, options: { maximum: number }): Promise<Keywords> {
  processor ??= createProcessor();
  const file = await (await processor).process(text);
  const keywords = (file.data.keywords ?? [])
    .map((keyword) => ({
      word: surface(keyword.matches.map((match) => nlcstToString(match.node))),
      score: keyword.score,
      count: keyword.matches.length,
    }))
    .slice(0, options.maximum);
  const keyphrases = (file.data.keyphrases ?? [])
    .map((phrase) => surface(phrase.matches.map((match) => nlcstToString(match.nodes))))
    .filter((phrase) => /\s/.test(phrase))
    .slice(0, options.maximum);
  return { keywords, keyphrases };
}
