import { LRUCache } from 'lru-cache';
import { senseAt, sensesOf, type WordnetSense } from '../../text/wordnet.ts';

// A question widened with the words WordNet relates to its own (issue 43, decision 125), so that
// "vacation" also finds "holiday", "bike" "bicycle" and "crash" "accident": the words of a word's
// first senses (its synonyms), and those of the senses they point to (more general or more
// specific ones, words derived from them). Each added word counts for less than the question's own
// (its `weight`, a share of its rarity) and only through the word of the question it came from.

/** A word added to a question: which word of the question it widens, and how much it counts. */
export interface Widening {
  word: string;
  /** The question's word it stands for. */
  source: string;
  /** Its weight, a share of an own word's (0 to 1). */
  weight: number;
}

/** How much a word related one way counts, against a word of the question. */
export const wideningWeights = { synonym: 0.5, related: 0.3 } as const;
/** The senses of a word that are read (WordNet lists the most frequent first). */
export const sensesRead = 3;
/** The relations of a sense that are followed. */
export const pointersRead = 8;
/** The most words one word of a question is widened with. */
export const mostPerWord = 30;

// Words a question is made of that say nothing of what it asks.
const stopWords = new Set(
  'a about after all also an and any are as at be been before being but by can could did do does for from get gets got had has have how i if in into is it its just me may might more most much must my no not of on once one only or other our out over per please shall should so some such than that the their them then there these they this those to too up us very was we were what whats when where which while who whom whose why will with would yes yet you your'.split(
    ' ',
  ),
);

const relations: ReadonlySet<string> = new Set(['@', '@i', '~', '+', '\\', '&']);

/** The words of a sense, a phrase's words each on its own ("text message": text, message), stop words aside. */
const wordsOfSense = (sense: WordnetSense) =>
  sense.words
    .flatMap((word) => word.split(' '))
    .filter((word) => /^[a-z][a-z-]*$/i.test(word) && !stopWords.has(word.toLowerCase()));

/** Each word's widenings, kept for the next question that has it. */
const widened = new LRUCache<string, Array<[string, number]>>({ max: 5_000 });

/** The words a question's own words are widened with, at most `mostPerWord` each. */
export function widenQuestion(question: string): Widening[] {
  const words = [
    ...new Set((question.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).map((word) => word.replace(/'s?$/, ''))),
  ];
  const widenings: Widening[] = [];
  for (const word of words) {
    if (word.length < 3 || stopWords.has(word)) continue;
    for (const [candidate, weight] of widenWord(word)) {
      // A word the question has itself is not a widening of another.
      if (!words.includes(candidate)) widenings.push({ word: candidate, source: word, weight });
    }
  }
  return widenings;
}

/** One word's widenings, the most weighty first. */
function widenWord(word: string): Array<[string, number]> {
  const known = widened.get(word);
  if (known) return known;
  const added = new Map<string, number>();
  const add = (candidate: string, weight: number) => {
    const lower = candidate.toLowerCase();
    if (lower !== word && (added.get(lower) ?? 0) < weight) added.set(lower, weight);
  };
  for (const { pos, offsets } of sensesOf(word)) {
    for (const offset of offsets.slice(0, sensesRead)) {
      const sense = senseAt(offset, pos);
      for (const synonym of wordsOfSense(sense)) add(synonym, wideningWeights.synonym);
      for (const pointer of sense.pointers.filter((each) => relations.has(each.symbol)).slice(0, pointersRead)) {
        for (const related of wordsOfSense(senseAt(pointer.offset, pointer.pos))) add(related, wideningWeights.related);
      }
    }
  }
  const best = [...added].sort((a, b) => b[1] - a[1]).slice(0, mostPerWord);
  widened.set(word, best);
  return best;
}
