import { prepositions, pronouns } from './generic-pronoun-words.ts';
import { isFeminine } from './pronoun-pairs.ts';
import { isCapitalised, type TextWords } from './text-words.ts';

// What the words around a pronoun say of whom it refers to: an object pronoun is never the
// subject of its own verb ("Ask Venkatesh to give him the induction": "him" is someone else), "the
// customer" an earlier sentence told of is that customer again, and "she" beside words of
// pregnancy is the plain word for a pregnant woman.

/**
 * The indexes of the first and last words of a name that is the subject of the verb whose object is "him"
 * at `index` ("Venkatesh gives him", "for Venkatesh to give him"), when there is one: "him" does
 * not refer to that name. A possessive ("Venkatesh's manager called him") is not the subject.
 */
export function subjectOfObjectPronoun(read: TextWords, index: number): [number, number] | undefined {
  const { words } = read;
  if (words[index]?.lower !== 'him') return undefined;
  const verb = words[index - 1];
  if (!verb || isCapitalised(verb) || prepositions.has(verb.lower) || verb.sentence !== words[index]?.sentence)
    return undefined;
  const last = words[index - 2]?.lower === 'to' ? index - 3 : index - 2;
  const name = words[last];
  if (!name || !isCapitalised(name) || /['’]s$/u.test(name.lower) || name.sentence !== verb.sentence) return undefined;
  let first = last;
  while (first > 0 && isCapitalised(words[first - 1] ?? name) && words[first - 1]?.sentence === name.sentence)
    first -= 1;
  return [first, last];
}

/** Words of pregnancy and birth, after which "she" for "a pregnant employee" is the plain word. */
const pregnancy =
  /pregnan|expectant|breastfe|given birth|gives? birth|birth companion|new mothers?|(?:in|during) labou?r\b|labou?r ward|postnatal|antenatal|maternity/iu;

/** Whether the pronoun's sentence, or one of the three before, speaks of pregnancy or birth. */
export function aboutPregnancy(read: TextWords, index: number, starts: readonly number[]): boolean {
  const sentence = starts.findLastIndex((start) => start <= index);
  const from = read.words[starts[Math.max(0, sentence - 3)] ?? 0]?.start ?? 0;
  const to = read.words[(starts[sentence + 1] ?? read.words.length) - 1]?.end ?? read.text.length;
  return pregnancy.test(read.text.slice(from, to));
}

/**
 * Whether "the" and the role noun at `noun` ("the customer") name someone an earlier sentence
 * told of, with "the" and the same noun and a pronoun of the pronoun's gender that `told` takes as
 * someone in a story ("the customer told our dispatcher that he …"): the same person, whatever the
 * pronoun's own sentence says ("… and that if he prefers"). A landlord a lease names ("his number
 * is …") tells no story: "give the landlord a copy of his policy" may still mean any tenant.
 */
export function toldOfBefore(
  read: TextWords,
  noun: number,
  index: number,
  told: (pronoun: number) => boolean,
): boolean {
  const { words } = read;
  const word = words[noun];
  if (!word || words[noun - 1]?.lower !== 'the') return false;
  const feminine = isFeminine(words[index]?.lower ?? '');
  for (let at = 1; at < noun && words[at]?.sentence !== word.sentence; at += 1) {
    if (words[at]?.lower !== word.lower || words[at - 1]?.lower !== 'the') continue;
    const sentence = words[at]?.sentence;
    for (let after = at + 1; words[after]?.sentence === sentence; after += 1) {
      const pronoun = words[after]?.lower ?? '';
      if (pronouns.has(pronoun) && isFeminine(pronoun) === feminine && told(after)) return true;
    }
  }
  return false;
}

/** The decision of the nearest pronoun of the same gender as the one at `index`, from `to` back to `from`. */
export function sameGenderDecided<Referent>(
  read: TextWords,
  index: number,
  from: number,
  to: number,
  decided: ReadonlyMap<number, Referent>,
): Referent | undefined {
  const pronoun = read.words[index]?.lower ?? '';
  for (let at = to - 1; at >= from; at -= 1) {
    const earlier = decided.get(at);
    if (earlier && isFeminine(read.words[at]?.lower ?? '') === isFeminine(pronoun)) return earlier;
  }
  return undefined;
}
