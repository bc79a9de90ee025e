import { stemmer } from 'stemmer';

// The rule a paraphrased question of the business gold set keeps: it shares no content word with
// its gold sentence, names aside. Strict on purpose: the same stem or the same first five letters
// count as the same word.

// Words that carry no content, for the paraphrase check (question words, auxiliaries, pronouns,
// prepositions and articles).
const functionWords = new Set(
  `a about after an and any are as at be before by can could do does did for from get got has have how i if in into is it its
  may me might must my of on once or our per should so than that the their them then there these they this to until up us was
  we were what whats when where which while who whom whose why will with would you your yours it's what's i'm can't many much
  s be been being not no own very just too also each every all other such only same own`.split(/\s+/),
);

/** The content words of a text, lower case (numbers included: a figure is content). */
export function contentWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’']/g, '')
      .match(/[\p{L}\p{N}][\p{L}\p{N}.£%-]*/gu) ?? []
  )
    .map((word) => word.replace(/[.-]+$/, ''))
    .filter((word) => word !== '' && !functionWords.has(word));
}

/** True when two words count as the same content word: equal, the same stem, or the same first five letters. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const parts = (word: string) => word.split('-').filter(Boolean);
  return parts(a).some((x) =>
    parts(b).some(
      (y) =>
        x === y || stemmer(x) === stemmer(y) || (x.length >= 5 && y.length >= 5 && x.slice(0, 5) === y.slice(0, 5)),
    ),
  );
}
