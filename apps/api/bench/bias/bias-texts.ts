// The bias check's evaluation set (bench/bias/README.md): clean business texts a careful editor
// would leave as they are, and texts with planted phrases that editor would change, each phrase
// with its category. Read by `bench:bias` and kept sound by `src/services/bias-texts.test.ts`.
import { readFileSync } from 'node:fs';

/** Which half of the set a text is in: tuned against, or held out until the checker is done. */
export type BiasSplit = 'tuning' | 'held-out';

/** The kinds of bias the planted phrases stand for. */
export const biasCategories = ['gender', 'age', 'disability', 'race', 'pronoun'] as const;
export type BiasCategory = (typeof biasCategories)[number];

/** A text as written in the JSON files. */
interface WrittenText {
  id: string;
  kind: string;
  text: string;
}

/** A planted phrase as written: its words as in the text, its category, and which of its occurrences (1-based) when it is there more than once. */
interface WrittenPhrase {
  phrase: string;
  category: BiasCategory;
  occurrence?: number;
}

/** A planted phrase found in its text. */
export interface PlantedPhrase extends WrittenPhrase {
  start: number;
  end: number;
}

export interface CleanText extends WrittenText {
  split: BiasSplit;
}

export interface PlantedText extends WrittenText {
  split: BiasSplit;
  planted: PlantedPhrase[];
}

/** The split of a text: the ones whose number is even are held out (the rule, fixed before any tuning). */
export function splitOf(id: string): BiasSplit {
  const number = Number(id.replace(/^\D+/, ''));
  if (!Number.isInteger(number)) throw new Error(`The id ${id} has no number.`);
  return number % 2 === 0 ? 'held-out' : 'tuning';
}

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;
}

/**
 * Where a phrase is in a text: its `occurrence`-th match as a whole phrase (no letter right before
 * or after it), case as written. An error when it is not there, or when it is there more than once
 * and the occurrence is not said.
 */
export function locate(text: string, phrase: string, occurrence?: number): { start: number; end: number } {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const matches = [...text.matchAll(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'gu'))];
  if (matches.length === 0) throw new Error(`"${phrase}" is not in the text.`);
  if (occurrence === undefined && matches.length !== 1)
    throw new Error(`"${phrase}" is in the text ${matches.length} times: say which occurrence.`);
  const match = matches[(occurrence ?? 1) - 1];
  if (match?.index === undefined) throw new Error(`"${phrase}" (occurrence ${occurrence ?? 1}) is not in the text.`);
  return { start: match.index, end: match.index + phrase.length };
}

/**
 * Which set: the first (`clean-texts.json`, `planted-texts.json`: the check was tuned on its
 * tuning half), or the second (`second-*.json`: written later without sight of the check or of the
 * first set, and committed before any change it measures).
 */
export const biasSets = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  'twentyfirst',
  'twentysecond',
  'twentythird',
  'twentyfourth',
  'twentyfifth',
  'twentysixth',
  'twentyseventh',
  'twentyeighth',
  'twentyninth',
  'thirtieth',
  'thirtyfirst',
  'thirtysecond',
  'thirtythird',
  'thirtyfourth',
  'thirtyfifth',
  'thirtysixth',
  'thirtyseventh',
  'thirtyeighth',
  'thirtyninth',
  'fortieth',
  'fortyfirst',
  'fortysecond',
  'fortythird',
  'fortyfourth',
  'fortyfifth',
  'fortysixth',
  'fortyseventh',
  'fortyeighth',
  'fortyninth',
  'fiftieth',
  'fiftyfirst',
  'fiftysecond',
  'fiftythird',
  'fiftyfourth',
  'fiftyfifth',
  'fiftysixth',
  'fiftyseventh',
  'fiftyeighth',
  'fiftyninth',
  'sixtieth',
  'sixtyfirst',
  'sixtysecond',
  'sixtythird',
  'sixtyfourth',
  'sixtyfifth',
  'sixtysixth',
  'sixtyseventh',
  'sixtyeighth',
  'sixtyninth',
  'seventieth',
  'seventyfirst',
  'seventysecond',
  'seventythird',
  'seventyfourth',
  'seventyfifth',
  'seventysixth',
  'seventyseventh',
  'seventyeighth',
  'seventyninth',
  'eightieth',
  'eightyfirst',
  'eightysecond',
  'eightythird',
  'eightyfourth',
  'eightyfifth',
  'eightysixth',
  'eightyseventh',
  'eightyeighth',
  'eightyninth',
  'ninetieth',
  'ninetyfirst',
  'ninetysecond',
  'ninetythird',
  'ninetyfourth',
  'ninetyfifth',
  'ninetysixth',
  'ninetyseventh',
  'ninetyeighth',
  'ninetyninth',
  'hundredth',
  'hundredfirst',
  'hundredsecond',
  'hundredthird',
  'hundredfourth',
  'hundredfifth',
  'hundredsixth',
  'hundredseventh',
  'hundredeighth',
  'hundredninth',
  'hundredtenth',
  'hundredeleventh',
  'hundredtwelfth',
  'hundredthirteenth',
  'hundredfourteenth',
  'hundredfifteenth',
  'hundredsixteenth',
  'hundredseventeenth',
  'hundredeighteenth',
  'hundrednineteenth',
  'hundredtwentieth',
  'hundredtwentyfirst',
  'hundredtwentysecond',
  'hundredtwentythird',
  'hundredtwentyfourth',
  'hundredtwentyfifth',
  'hundredtwentysixth',
  'hundredtwentyseventh',
  'hundredtwentyeighth',
  'hundredtwentyninth',
  'hundredthirtieth',
  'hundredthirtyfirst',
  'hundredthirtysecond',
  'hundredthirtythird',
  'hundredthirtyfourth',
  'hundredthirtyfifth',
  'hundredthirtysixth',
  'hundredthirtyseventh',
  'hundredthirtyeighth',
  'hundredthirtyninth',
  'hundredfortieth',
  'hundredfortyfirst',
  'hundredfortysecond',
  'hundredfortythird',
  'hundredfortyfourth',
  'hundredfortyfifth',
  'hundredfortysixth',
  'hundredfortyseventh',
  'hundredfortyeighth',
] as const;
export type BiasSet = (typeof biasSets)[number];

const fileOf = (set: BiasSet, name: string) => (set === 'first' ? `./${name}` : `./${set}-${name}`);

/** The clean texts of a set, each with its split. */
export function readCleanTexts(set: BiasSet = 'first'): CleanText[] {
  return readJson<WrittenText[]>(fileOf(set, 'clean-texts.json')).map((text) => ({ ...text, split: splitOf(text.id) }));
}

/** The texts with planted phrases of a set, each phrase located in its text. */
export function readPlantedTexts(set: BiasSet = 'first'): PlantedText[] {
  return readJson<(WrittenText & { planted: WrittenPhrase[] })[]>(fileOf(set, 'planted-texts.json')).map((text) => ({
    ...text,
    split: splitOf(text.id),
    planted: text.planted.map((phrase) => ({ ...phrase, ...locate(text.text, phrase.phrase, phrase.occurrence) })),
  }));
}
