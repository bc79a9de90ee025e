import {
  afterName,
  bodyHeads,
  determiners,
  joiners,
  labelNouns,
  labelVerbs,
  notPeople,
  placeFirstWords,
  placeWords,
  prepositions,
  thingHeads,
  titles,
} from './capitalised-words.ts';
import { roles } from './generic-pronoun-words.ts';
import { isCapitalised, type TextWord, type TextWords } from './text-words.ts';

// Names in a text, told by their capitals: the names of companies, products and defined terms
// that a finding may be part of, and the names of people a pronoun may refer to.

/** The index of the last word of the capitalised run that the word at `index` is part of. */
export function capitalisedRunEnd(read: TextWords, index: number): number {
  const { words, text } = read;
  let last = index;
  for (;;) {
    // A name may hold "with" between its words in capitals ("Working with Children Check").
    const step =
      words[last + 1]?.lower === 'with' && isCapitalised(words[last + 2] ?? (words[last] as TextWord)) ? 2 : 1;
    const next = words[last + step];
    const current = words[last + step - 1];
    if (!next || !current || !sameSentence(next, current) || !isCapitalised(next) || !joined(text, current, next))
      break;
    last += step;
  }
  return last;
}

/**
 * Whether the capitalised run that the word at `index` is part of names a thing: it ends in a
 * thing's word ("five Business Days"), or one follows it ("our new Daventry hub").
 */
function inThingName(read: TextWords, index: number): boolean {
  const { words, text } = read;
  const last = capitalisedRunEnd(read, index);
  if (thingHeads.has(words[last]?.lower ?? '')) return true;
  const end = words[last];
  const after = words[last + 1];
  return (
    end !== undefined &&
    after !== undefined &&
    sameSentence(end, after) &&
    !isCapitalised(after) &&
    /^\s+$/.test(text.slice(end.end, after.start)) &&
    thingHeads.has(after.lower)
  );
}

/**
 * The words in capitals a text uses inside the name of a thing somewhere, by the text read
 * (computed once for it): a run of capitals without "of" or "the" that names a thing ("the
 * Headmaster Home app") or comes before an acronym ("Headmaster SIS"), mid-sentence. The text's
 * other uses of those words in capitals are that name too ("Headmaster checks each import").
 */
const textThingNames = new WeakMap<TextWords, Set<string>>();
function thingNamesOfText(read: TextWords): Set<string> {
  const known = textThingNames.get(read);
  if (known) return known;
  const { words, text } = read;
  const names = new Set<string>();
  words.forEach((word, index) => {
    if (!isCapitalised(word) || opensSentence(words, index) || isCapitalised(words[index - 1] ?? word)) return;
    const last = capitalisedRunEnd(read, index);
    const run = words.slice(index, last + 1);
    if (!run.every(isCapitalised)) return;
    const after = words[last + 1];
    const acronymAfter =
      after !== undefined &&
      sameSentence(words[last], after) &&
      /^\s+$/.test(text.slice((words[last] as TextWord).end, after.start)) &&
      /^\p{Lu}{2,}$/u.test(after.text);
    if (acronymAfter || inThingName(read, index)) for (const each of run) names.add(each.lower);
  });
  textThingNames.set(read, names);
  return names;
}

/** The words a text gives as names inside its sentences, by the text read (computed once for it). */
const textNames = new WeakMap<TextWords, Set<string>>();
function namesOfText(read: TextWords): Set<string> {
  const known = textNames.get(read);
  if (known) return known;
  const names = new Set<string>();
  // Set first: the words that open a sentence are asked of it, not these.
  textNames.set(read, names);
  read.words.forEach((word, index) => {
    if (isCapitalised(word) && !opensSentence(read.words, index) && isPersonName(read, index)) names.add(word.lower);
  });
  return names;
}

/** Whether the word at `index` opens its sentence, a clause number before it aside ("7.1 If …"). */
export function opensSentence(words: readonly TextWord[], index: number): boolean {
  for (let at = index; at >= 0; at -= 1) {
    const word = words[at] as TextWord;
    // A clause's number before it ("4.2", "B.4") leaves the word first in its sentence.
    if (
      at < index &&
      !/^\d+$/.test(word.text) &&
      !(/^\p{Lu}$/u.test(word.text) && /^\d+$/.test(words[at + 1]?.text ?? ''))
    )
      return false;
    if (word.first) return true;
  }
  return true;
}

/**
 * Whether the capitalised run that the word at `index` is part of is a line of its own, a clause
 * number aside ("7. Sickness Absence"): a heading, not a person.
 */
function isHeadingLine(read: TextWords, index: number): boolean {
  const { words, text } = read;
  let first = index;
  while (
    first > 0 &&
    isCapitalised(words[first - 1] as TextWord) &&
    joined(text, words[first - 1] as TextWord, words[first] as TextWord)
  )
    first -= 1;
  const last = capitalisedRunEnd(read, index);
  const lineStart = text.lastIndexOf('\n', (words[first] as TextWord).start) + 1;
  const opening = text.slice(lineStart, (words[first] as TextWord).start);
  const closing = text.slice((words[last] as TextWord).end);
  return /^\s*(?:\d+(?:\.\d+)*\.?\s*)?$/.test(opening) && /^[ \t:]*(?:\n|$)/.test(closing);
}

/**
 * Whether the phrase from `start` to `end` (offsets) is words of the name of a thing, written in
 * capitals, that goes on after it to a thing's word ("the Older Workers Benefit Protection Act"),
 * or words the text uses in a thing's name elsewhere (`thingNamesOfText`).
 */
export function namesAThing(read: TextWords, start: number, end: number): boolean {
  const { words } = read;
  const first = words.findIndex((word) => word.end > start);
  if (first === -1) return false;
  let last = first;
  while (words[last + 1] && (words[last + 1] as TextWord).start < end) last += 1;
  for (let index = first; index <= last; index += 1) if (!isCapitalised(words[index] as TextWord)) return false;
  const runEnd = capitalisedRunEnd(read, last);
  if (runEnd > last && thingHeads.has(words[runEnd]?.lower ?? '')) return true;
  const named = thingNamesOfText(read);
  return words.slice(first, last + 1).every((word) => named.has(word.lower));
}

/**
 * Whether the phrase from `start` to `end` (offsets) is a name in capitals inside a sentence
 * ("… Pride Alliance and Young Professionals."): every word of it capitalised, in a run of at
 * least two, after "the", "and", "or" or a list's comma, and not where a sentence, a line or a
 * lead ("Wanted: …") makes capitals anyway.
 */
export function namedMidSentence(read: TextWords, start: number, end: number): boolean {
  const { words, text } = read;
  const first = words.findIndex((word) => word.end > start);
  if (first === -1) return false;
  let last = first;
  while (words[last + 1] && (words[last + 1] as TextWord).start < end) last += 1;
  if (!inTitleCaseName(read, first, last)) return false;
  let runStart = first;
  while (
    runStart > 0 &&
    isCapitalised(words[runStart - 1] as TextWord) &&
    sameSentence(words[runStart - 1], words[runStart]) &&
    joined(text, words[runStart - 1] as TextWord, words[runStart] as TextWord)
  )
    runStart -= 1;
  if (opensSentence(words, runStart)) return false;
  // Words of origin in a list ("Somali, Oriental and Eastern European backgrounds") name no one thing.
  let runEnd = last;
  while (
    words[runEnd + 1] &&
    (isCapitalised(words[runEnd + 1] as TextWord) || joiners.has(words[runEnd + 1]?.lower ?? ''))
  )
    runEnd += 1;
  if (/^(?:backgrounds?|descent|origins?|heritage|ethnicit(?:y|ies))$/.test(words[runEnd + 1]?.lower ?? ''))
    return false;
  // "the …", "and …" or a list's comma name a thing; "a Girl Friday", "in Third World countries"
  // are the wording itself, in capitals.
  const before = words[runStart - 1];
  const gap = before ? text.slice(before.end, (words[runStart] as TextWord).start) : '';
  if (!(/,/.test(gap) || /^(?:the|and|or)$/.test(before?.lower ?? ''))) return false;
  const lead = text.slice(Math.max(0, (words[runStart] as TextWord).start - 3), (words[runStart] as TextWord).start);
  return !/[:–—|\n]\s*$/.test(lead);
}

/**
 * Whether the phrase from `start` to `end` (offsets) is "the" and the end of a name in capitals
 * ("… Commission on Affairs of the Elderly"): its other words capitalised, and a name's words in
 * capitals before it across "of the".
 */
export function endsNameAfterArticle(read: TextWords, start: number, end: number): boolean {
  const { words } = read;
  const first = words.findIndex((word) => word.end > start);
  if (first === -1 || words[first]?.lower !== 'the' || isCapitalised(words[first] as TextWord)) return false;
  let last = first;
  while (words[last + 1] && (words[last + 1] as TextWord).start < end) last += 1;
  if (last === first) return false;
  for (let index = first + 1; index <= last; index += 1) if (!isCapitalised(words[index] as TextWord)) return false;
  const joiner = words[first - 1];
  const named = words[first - 2];
  return (
    joiner !== undefined &&
    named !== undefined &&
    joiners.has(joiner.lower) &&
    isCapitalised(named) &&
    sameSentence(named, words[first]) &&
    !opensSentence(words, first - 2)
  );
}

/**
 * Whether the word at `first` (alone: `last` is `first`) names an office whoever holds it: the
 * office's title before "of" and its body in capitals ("the Chairman of the Audit Committee"), in
 * a sentence that names no person ("Chairman of the Board Ann Lee …" is hers).
 */
export function namesAnOffice(read: TextWords, first: number, last: number): boolean {
  const { words } = read;
  const word = words[first];
  const of = words[first + 1];
  if (first !== last || !word || of?.lower !== 'of' || !sameSentence(word, of)) return false;
  const body = words[first + 2]?.lower === 'the' ? words[first + 3] : words[first + 2];
  if (!body || !isCapitalised(body) || !sameSentence(word, body)) return false;
  for (let index = 0; index < words.length; index += 1) {
    const other = words[index] as TextWord;
    // A sentence's first word followed by a verb reads as a name too ("Concerns may …"): not counted.
    if (other.sentence === word.sentence && index !== first && !other.first && isPersonName(read, index)) return false;
  }
  return true;
}

/**
 * Whether the phrase from `first` to `last` (indexes) ends a heading that opens the text or a line
 * ("Field Salesman – Northgate Supply"): a job's title, not a name, though written in capitals.
 */
export function endsOpeningHeading(read: TextWords, first: number, last: number): boolean {
  const { words, text } = read;
  const end = words[last];
  if (!end) return false;
  const after = text.slice(end.end);
  // Its end: a dash, a colon, a line's end, or a place or an employer in capitals after a comma
  // ("Field Salesman, South West.", "Network Foreman, Dalesford Water, Skipton depot").
  if (!/^(?:\s*(?:[–—:|]|-\s|\n|$)|,\s*\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}\s*(?:[.,–—:|\n]|$))/u.test(after))
    return false;
  let start = first;
  while (start > 0) {
    const before = words[start - 1];
    const current = words[start];
    if (!before || !current || !isCapitalised(before) || !/^[ \t&]+$/.test(text.slice(before.end, current.start)))
      break;
    start -= 1;
  }
  const opening = text.slice(0, words[start]?.start ?? 0);
  // Or after a short lead of its own in capitals ("Now Hiring: Site Foreman – …", "Vacancy – …").
  return /(?:^|\n)\s*(?:\p{Lu}[\p{L}'’]*\s+){0,3}(?:\p{Lu}[\p{L}'’]*\s*[:|–—]\s*)?$/u.test(opening);
}

function sameSentence(a: TextWord | undefined, b: TextWord | undefined): boolean {
  return a !== undefined && b !== undefined && a.sentence === b.sentence;
}

/** Whether only white space, "&" or a possessive joins two words of a name. */
function joined(text: string, before: TextWord, after: TextWord): boolean {
  // A plural's possessive ("Ladies' Day") leaves its apostrophe between the words.
  return /^['’]?[\s&]+$/.test(text.slice(before.end, after.start));
}

/**
 * Whether the words from `first` to `last` (indexes) are all capitalised and part of a run of at
 * least two capitalised words joined by spaces, "&" or small words ("Master Services Agreement",
 * "Marsh & Daughters", "the Chairman's Award"): a name, not the writer's own wording.
 */
export function inTitleCaseName(read: TextWords, first: number, last: number): boolean {
  const { words, text } = read;
  for (let index = first; index <= last; index += 1) {
    const word = words[index];
    if (!word || !isCapitalised(word)) return false;
  }
  let capitals = last - first + 1;
  // Outwards from the phrase: capitalised words, possibly across joiners ("Master of Science").
  for (const step of [-1, 1]) {
    let index = step < 0 ? first : last;
    for (;;) {
      let next = index + step;
      while (words[next] && joiners.has(words[next]?.lower ?? '') && sameSentence(words[next], words[index]))
        next += step;
      const word = words[next];
      const from = words[step < 0 ? next : index];
      const to = words[step < 0 ? index : next];
      if (!word || !from || !to || !sameSentence(word, words[index]) || !isCapitalised(word)) break;
      if (next === index + step && !joined(text, from, to)) break;
      // Across "the" or "of", only words and spaces, and not to a word capitalised by opening its
      // sentence ("Move the Oriental foods", "Reset: the …").
      if (
        next !== index + step &&
        (!/^[\s\p{L}]*$/u.test(text.slice(from.end, to.start)) || opensSentence(words, next))
      )
        break;
      capitals += 1;
      index = next;
    }
  }
  return capitals >= 2;
}

/** Whether the word at `index` looks like the name of a person (or of someone a text names). */
export function isPersonName(read: TextWords, index: number): boolean {
  const { words } = read;
  const word = words[index];
  if (!word || !isCapitalised(word) || notPeople.has(word.lower)) return false;
  // "The", "Each", "Of" are capitalised only by their place (after a clause number: "5.1 The Tenant").
  if (determiners.has(word.lower) || joiners.has(word.lower)) return false;
  // An acronym ("KPI", "HMRC") or a word of a heading in capitals is not a person's name, nor is a
  // product's name with a capital inside a word ("StaffLink"; "McDonald" and "LaToya" are names).
  if (/^\p{Lu}{2,}$/u.test(word.text) || /^\p{Lu}\p{Ll}{3,}\p{Lu}/u.test(word.text)) return false;
  // A word in capitals right before a number is a label ("Level 3", "Band 5", "Room 1"), and so is
  // a clause's letter ("B.4").
  if (/^(?:[\s\u00a0]+|\.)\d/u.test(read.text.slice(word.end, word.end + 3))) return false;
  const before = sameSentence(words[index - 1], word) ? words[index - 1] : undefined;
  const after = sameSentence(words[index + 1], word) ? words[index + 1] : undefined;
  // Between a count and a noun, a word in capitals is a brand's or a place's ("all 14 Tumbledown shops").
  if (before && /^\d[\d,.]*$/.test(before.text) && after && !isCapitalised(after)) return false;
  // After "in", "into", "via" or "using" comes a place, a product or a system ("in Guidewire").
  if (before && placeWords.has(before.lower)) return false;
  if (labelVerbs.has(word.lower) || (before && labelVerbs.has(before.lower)) || (after && labelNouns.has(after.lower)))
    return false;
  // A step of a menu's path ("Settings > Team") is a screen's label too.
  const menuStep = /^\s*[>›→]\s*$/;
  if (
    (before && menuStep.test(read.text.slice(before.end, word.start))) ||
    (after && menuStep.test(read.text.slice(word.end, after.start)))
  )
    return false;
  if (before && titles.has(before.lower)) return true;
  if (titles.has(word.lower)) return after !== undefined && isCapitalised(after);
  if (before && determiners.has(before.lower)) return false;
  // A later word of a run in capitals after "the" ("The Eastern Rays are …") names a team or a thing,
  let runStart = index;
  while (
    runStart > 0 &&
    isCapitalised(words[runStart - 1] as TextWord) &&
    !determiners.has(words[runStart - 1]?.lower ?? '') &&
    sameSentence(words[runStart - 1], word) &&
    joined(read.text, words[runStart - 1] as TextWord, words[runStart] as TextWord)
  )
    runStart -= 1;
  if (placeFirstWords.has(words[runStart]?.lower ?? '') && (runStart < index || (after && isCapitalised(after))))
    return false;
  // A run after "a" or "an" and its describing words is a thing ("a new dual-controlled Vauxhall Corsa").
  for (let at = runStart - 1; at >= runStart - 4 && sameSentence(words[at], word); at -= 1) {
    if (!/^[\s-]+$/.test(read.text.slice(words[at]?.end ?? 0, words[at + 1]?.start ?? 0))) break;
    // A preposition ends the describing words: "a wedding gift to Eleanor Fitzgerald" gives it to a person.
    if (prepositions.has(words[at]?.lower ?? '')) break;
    if (/^an?$/.test(words[at]?.lower ?? '')) return false;
    if (isCapitalised(words[at] as TextWord)) break;
  }
  // A role a contract gives a party ("the Supplier's Contract Manager") is whoever the party names.
  const party = words[runStart]?.lower ?? '';
  if (runStart < index && /['’]s$/u.test(party) && roles.has(party.replace(/['’]s$/u, ''))) return false;
  // but an office's name ("The Pensions Ombudsman", "the Data Commissioner") stands for its holder.
  const office = /(?:man|woman|er|or|ist|ian|ary|ee|ent|ant|ar)$/.test(
    words[capitalisedRunEnd(read, index)]?.lower ?? '',
  );
  if (
    runStart < index &&
    !office &&
    determiners.has(words[runStart - 1]?.lower ?? '') &&
    sameSentence(words[runStart - 1], word)
  )
    return false;
  // So does a run after "in", "of" or "for" that follows a title of a course or a body ("the Diploma in Regulated
  // Financial Planning"), or after "of" in a defined term's title ("the Exclusive Right of Burial").
  const body = words[runStart - 2];
  const link = words[runStart - 1]?.lower ?? '';
  const titled = (word?: TextWord) => word !== undefined && (determiners.has(word.lower) || isCapitalised(word));
  const inTitle =
    body && isCapitalised(body) && (bodyHeads.has(body.lower) || (link === 'of' && titled(words[runStart - 3])));
  if (/^(?:in|of|for)$/.test(link) && inTitle) return false;
  // A first name the text gives elsewhere opens a sentence as that person, whatever word follows ("Owen checks every plan").
  const named = opensSentence(words, index) && namesOfText(read).has(word.lower.replace(/['’]s$/u, ''));
  if (named && capitalisedRunEnd(read, index) === index && !(after && isCapitalised(after))) return true;
  if (inThingName(read, index)) return false;
  if (isHeadingLine(read, index)) return false;
  if (!opensSentence(words, index)) return true;
  // A name the text gives elsewhere in a sentence ("Annual review – Daniel Weiss … Daniel delivered").
  if (namesOfText(read).has(word.lower.replace(/['’]s$/u, ''))) return true;
  // The first word of a sentence is capitalised anyway: a name when a surname or a verb follows.
  if (!after) return false;
  return (isCapitalised(after) && !determiners.has(word.lower)) || afterName.has(after.lower);
}
