// What a question asks about, and whether the collections searched hold it (issue 43, decision 147).
// A business library cannot answer a question about a subject, name, figure or period it does not
// contain. The question's own lexemes are its subjects; a subject is held when some passage in
// scope holds it, itself or through a word WordNet relates to it. Names, figures and acronyms are
// specific: a paraphrase may say "ear defenders" for "hearing protection", but never another name,
// year or amount for the one the documents give.

/** One of the question's own lexemes, and how the collections searched hold it. */
export interface QuestionSubject {
  lexeme: string;
  /** The passages in scope holding the lexeme itself. */
  passages: number;
  /** Whether some passage in scope holds a word the lexeme was widened with. */
  widened: boolean;
  /** Whether it comes from a name, a figure or an acronym of the question. */
  specific: boolean;
}

/** The `source` under which the frequencies' query lists the lexemes of the question's specific words. */
export const specificSource = '#specific';

/**
 * The question's specific words: those holding a digit ("2025", "£4.50") but counts of its case
 * ("my 14-year-old son"), acronyms ("VPN") and capitalised words that do not open a sentence
 * ("Sundays", "Alder"), "I" aside. A first word
 * is a name only when written in capitals throughout.
 */
export function specificWords(question: string): string[] {
  const found: string[] = [];
  for (const sentence of question.split(/(?<=[.?!])\s+/)) {
    const words = [...sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)];
    words.forEach((match, index) => {
      const word = match[0].replace(/[.'’-]+$/u, '');
      if (word === 'I') return;
      if (/\p{N}/u.test(word)) {
        if (!isCount(word, sentence[match.index - 1], sentence[match.index + word.length])) found.push(word);
      } else if (/^\p{Lu}{2,}s?$/u.test(word) || (index > 0 && /^\p{Lu}/u.test(word))) found.push(word);
    });
  }
  return found;
}

/**
 * A count the question states as its case, not a figure it asks about: a whole number of up to
 * three digits, alone or with its unit ("my 14-year-old son", "3 days", "a 2-week trip"), with no
 * currency sign before it or per cent after it. The documents answer such a case with a threshold
 * ("children under 16"), so a library without that number still answers; a year, an amount, a
 * decimal, a percentage or a reference ("2025", "£4.50", "37.5", "BWL-014") stays specific.
 */
function isCount(word: string, before: string | undefined, after: string | undefined): boolean {
  if (!/^\d{1,3}(?:-\p{L}+)*$/u.test(word)) return false;
  return !/[£$€]/u.test(before ?? '') && after !== '%';
}

/** A lexeme the frequencies' query counted: under which source, with what share, in how many passages. */
interface Counted {
  lexeme: string;
  source: string;
  share: number;
  passages: number;
}

/**
 * The question's own lexemes (`own`) as subjects, from all the lexemes counted (`all`, the
 * specific words' under `specificSource`) and the widenings kept (`kept`).
 */
export function subjectsOf(
  all: readonly Counted[],
  own: ReadonlySet<string>,
  kept: readonly Counted[],
): QuestionSubject[] {
  const specific = new Set(all.filter((entry) => entry.source === specificSource).map((entry) => entry.lexeme));
  return [...own].map((lexeme) => ({
    lexeme,
    passages: all.find((entry) => entry.lexeme === lexeme && entry.source === lexeme)?.passages ?? 0,
    widened: kept.some((entry) => entry.source === lexeme && entry.share < 1 && entry.passages > 0),
    specific: specific.has(lexeme),
  }));
}
