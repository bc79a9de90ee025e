import { namesAPerson, senseOffsets } from '../../text/wordnet.ts';
import type { PlacedFinding } from './bias-finding.ts';
import { capitalisedRunEnd, isPersonName } from './capitalised-names.ts';
import { titles } from './capitalised-words.ts';
import {
  anyone,
  articles,
  auxiliaries,
  conditionals,
  doneToSomeone,
  gendered,
  generalisers,
  pastAdverbs,
  pastVerbs,
  prepositions,
  pronouns,
  qualifiedHeads,
  reportedThat,
  roles,
  speechVerbs,
  subjects,
  subordinators,
  walkStops,
} from './generic-pronoun-words.ts';
import { namedRoles } from './names-given-in-text.ts';
import { aboutPregnancy, sameGenderDecided, subjectOfObjectPronoun, toldOfBefore } from './pronoun-context.ts';
import { genericWhy, isFeminine, pairAt, pairWhy } from './pronoun-pairs.ts';
import { isCapitalised, sentenceStarts, type TextWord, type TextWords } from './text-words.ts';

// Gendered pronouns, decided by what they refer to (decision 140): "she" for Priya Nair, or "his"
// after "the spokesman", is not a finding; "his" for "each employee", "the applicant" or "anyone"
// is (a generic pronoun), and so is "he or she", whatever it refers to.

/**
 * A noun that names a person by what they do: by its ending ("caseworker", "stakeholder",
 * "physician", "therapist"), or by WordNet's first sense of it ("rider", "veterinarian", "rep").
 */
function personLike(noun: string): boolean {
  if (/(?:worker|holder|keeper|maker|giver|seeker|taker|ician|ologist|[^l]ist)$/.test(noun) && noun.length > 5)
    return true;
  return /^\p{Ll}+$/u.test(noun) && noun.length > 2 && namesAPerson(noun);
}

/** Whom a pronoun is about: a particular person, or anyone in a role. */
type Referent = 'specific' | 'generic' | undefined;

/** What a word may be a pronoun's referent as: a named person, a gendered noun, a role anyone may hold. */
function referentAt(read: TextWords, index: number): 'name' | 'gendered' | 'generic' | 'article' | undefined {
  const { words } = read;
  const word = words[index];
  if (!word) return undefined;
  // A possessive names its owner ("the policyholder's identity … his account").
  const noun = word.lower.replace(/'s$/, '');
  // The last word of a role written as a defined term ("the Project Lead", "Client may …") is a role, not a name.
  const before = words[index - 1];
  const definedRole =
    roles.has(noun) &&
    isCapitalised(word) &&
    (before === undefined ||
      !titles.has(before.lower) ||
      (isCapitalised(before) && capitalisedRunEnd(read, index - 1) === index));
  // "Whoever", "Anyone" open a sentence in capitals: still anyone.
  if (anyone.has(word.lower)) return 'generic';
  if (!definedRole && isPersonName(read, index)) return 'name';
  // A role in capitals the text gives a person's name to ("our Welfare Officer, Sandra Okafor") is that person.
  if (isCapitalised(word) && namedRoles(read).has(noun) && !anyonesRole(read, index)) return 'name';
  if (gendered.has(noun)) return 'gendered';
  if (word.lower === 'one' && before?.lower === 'no') return 'generic'; // "no one"
  // A contract's party bound without an article ("Producer shall … at his own cost").
  const next = words[index + 1];
  const party = definedRole && !generalisers.has(before?.lower ?? '') && !(before && isCapitalised(before));
  if (party && /^(?:shall|must|will|may|agrees|undertakes|warrants)$/.test(next?.lower ?? '')) return 'generic';
  // A plural ("the graduate planners", "Customers") is no single person a pronoun refers to.
  if (/[^s]s$/u.test(noun) && !roles.has(noun) && (roles.has(noun.slice(0, -1)) || personLike(noun.slice(0, -1))))
    return undefined;
  if (!roles.has(noun) && !personLike(noun)) return undefined;
  // Joined by a hyphen, the noun describes something else ("a six-person team", "customer-facing").
  if (read.text[word.start - 1] === '-' || read.text[word.end] === '-') return undefined;
  // Before another noun it describes that noun ("the hire fleet", "the graduate planners").
  const head = next && next.sentence === word.sentence && !isCapitalised(next) ? next.lower : '';
  const one = head.endsWith('s') ? head.slice(0, -1) : '';
  const plural = head.length > 4 && !auxiliaries.has(head) && !senseOffsets(one, 'verb').length;
  // Before a plural noun it is that noun's kind ("no customer complaints about his trim").
  if (qualifiedHeads.has(head) || roles.has(head) || (plural && (roles.has(one) || senseOffsets(one, 'noun').length)))
    return undefined;
  // Up to four words may describe the role between its article and it ("a young, energetic development coach").
  for (let back = index - 1; back >= Math.max(0, index - 5); back -= 1) {
    const before = words[back];
    if (!before || before.sentence !== word.sentence || walkStops.has(before.lower)) break;
    const gap = read.text.slice(before.end, words[back + 1]?.start ?? before.end);
    if (/[;:()]/.test(gap) || (back === index - 1 && gap.includes(','))) break;
    if (generalisers.has(before.lower)) {
      // "joined as a junior analyst" says what the subject was: the noun is no one else.
      if ((before.lower === 'a' || before.lower === 'an') && words[back - 1]?.lower === 'as') return undefined;
      return articles.has(before.lower) || before.lower === 'one' ? 'article' : 'generic';
    }
  }
  return undefined;
}

/** Whether the role in capitals ending at `index` is anyone's: "each", "a" or "any" before its run ("each Welfare Officer"). */
function anyonesRole(read: TextWords, index: number): boolean {
  let at = index;
  while (
    at > 0 &&
    read.words[at - 1] &&
    isCapitalised(read.words[at - 1] as TextWord) &&
    !generalisers.has(read.words[at - 1]?.lower ?? '')
  )
    at -= 1;
  const before = read.words[at - 1]?.lower ?? '';
  return generalisers.has(before) && !['the', 'your'].includes(before);
}

/** The findings of gendered pronouns in a text read into words: generic ones and pairs. */
export function genericPronouns(read: TextWords): PlacedFinding[] {
  const { words, text } = read;
  const findings: PlacedFinding[] = [];
  /** The pronouns decided so far, by word index. */
  const decided = new Map<number, Referent>();
  const starts = sentenceStarts(words);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    if (!word || !(pronouns.has(word.lower) || word.lower === 's')) continue;
    const pairEnd = pairAt(read, index);
    if (pairEnd !== undefined) {
      const end = words[pairEnd]?.end ?? word.end;
      findings.push({
        phrase: text.slice(word.start, end),
        why: pairWhy,
        suggestions: pronouns.get(word.lower === 's' ? 'he' : word.lower) ?? ['they'],
        rule: 'taskwell:he-or-she',
        category: 'pronoun',
        start: word.start,
        end,
      });
      index = pairEnd;
      continue;
    }
    if (!pronouns.has(word.lower)) continue;
    const spoke = speechVerbs.has(words[index + 1]?.lower ?? '') && (word.lower === 'he' || word.lower === 'she');
    const referent =
      spoke || (isFeminine(word.lower) && aboutPregnancy(read, index, starts))
        ? 'specific'
        : referentOf(read, index, starts, decided);
    decided.set(index, referent);
    if (referent !== 'generic') continue;
    findings.push({
      phrase: word.text,
      why: genericWhy(word.text),
      suggestions: pronouns.get(word.lower) ?? [],
      rule: 'taskwell:generic-pronoun',
      category: 'pronoun',
      start: word.start,
      end: word.end,
    });
  }
  return findings;
}

/**
 * Whom the pronoun at `index` refers to. In its own sentence before it: a named person makes it
 * specific; else a pronoun of the same gender nearer than any noun passes its decision on; else
 * the nearest gendered noun (specific) or role anyone may hold (generic) decides. Two roles leave
 * it to the sentences before: one a pronoun of the other gender already took, and, for a subject
 * pronoun, one named only in a phrase or clause of its own ("with an upset customer she …", "When
 * the client pushes back, he …") when a pronoun of the same gender before carries someone on.
 * With no referent in its sentence: a pronoun of the same gender about someone in particular in
 * the three sentences before, else those sentences nearest first (a pronoun of the same gender, a
 * named person, else the nearest referent). Nothing found: specific (a person the
 * text knows).
 */
function referentOf(
  read: TextWords,
  index: number,
  starts: readonly number[],
  decided: ReadonlyMap<number, Referent>,
): Referent {
  const { words } = read;
  const sentence = words[index]?.sentence ?? 0;
  const from = starts[sentence] ?? 0;
  // A subject after "and" shares the subject of the clause before ("She will be …, and she will chair").
  if (subjects.has(words[index]?.lower ?? '') && words[index - 1]?.lower === 'and') {
    const shared = sameGenderDecided(read, index, from, index, decided);
    if (shared) return shared;
  }
  const found: Array<{ at: number; referent: ReturnType<typeof referentAt> }> = [];
  for (let at = index - 1; at >= from; at -= 1) found.push({ at, referent: referentAt(read, at) });
  // A description opening the sentence ("A soil scientist, she holds …") is about the pronoun's person.
  const described =
    index - from <= 4 &&
    articles.has(words[from]?.lower ?? '') &&
    /^,\s*$/.test(read.text.slice(words[index - 1]?.end ?? 0, words[index]?.start ?? 0));
  if (described) found.length = 0;
  const [first, last] = subjectOfObjectPronoun(read, index) ?? [];
  if (first !== undefined && last !== undefined) found.splice(index - 1 - last, last - first + 1);
  const nearest = found.find((each) => each.referent !== undefined);
  // "The Chair reminded the board that each director must declare his interests": the role the
  // pronoun closes on, for each or every one, is nearer than the person named before it.
  const everyOne =
    nearest?.referent === 'generic' &&
    index - nearest.at <= 4 &&
    !subjects.has(words[index]?.lower ?? '') &&
    words[index - 1]?.lower !== 'of';
  if (everyOne && ['each', 'every'].includes(determinerOf(read, nearest.at) ?? '')) return 'generic';
  if (found.some((each) => each.referent === 'name')) return 'specific';
  const chained = sameGenderDecided(read, index, nearest ? nearest.at + 1 : from, index, decided);
  if (chained) return chained;
  // "She asked if we had anyone who speaks Polish, as she is …": her own "she" before "anyone" carries on.
  const before =
    nearest && anyone.has(words[nearest.at]?.lower ?? '')
      ? sameGenderDecided(read, index, from, nearest.at, decided)
      : undefined;
  if (nearest?.referent === 'gendered' || before === 'specific') return 'specific';
  if (nearest) {
    const earlier = () => earlierSentences(read, index, starts, decided);
    if (otherGenderTook(read, index, nearest.at, decided)) return earlier() ?? 'specific';
    // "If a parent arrives late, he must …": a clause about anyone carries no one on, unless told as past.
    const apart = subjects.has(words[index]?.lower ?? '') ? setApart(read, nearest.at, index) : undefined;
    const next = words[index + 1]?.lower ?? '';
    const happened = /\p{L}{2,}ed$/u.test(next) || pastVerbs.has(next);
    const anyones = ['a', 'an', 'any'].includes(determinerOf(read, nearest.at) ?? '') && !happened;
    if (apart === 'phrase' || (apart === 'clause' && !anyones)) {
      const before = chainedBefore(read, index, starts, decided);
      if (before) return before;
    }
    // "a member" in a sentence telling what happened ("the Manager thanked him") is someone; else anyone.
    if (nearest.referent === 'article') {
      const story = (at: number) => decided.get(at) === 'specific' && toldAsPast(read, at);
      return toldAsPast(read, index) || toldOfBefore(read, nearest.at, index, story) ? 'specific' : 'generic';
    }
    return 'generic';
  }
  for (let at = index - 1; at >= from; at -= 1) {
    const earlier = decided.get(at);
    if (earlier) return earlier;
  }
  // A pronoun of the same gender about someone in particular carries them on over a sentence that
  // names a role ("the wheelchair she booked … the ground handler … the USD 180 she paid").
  if (carriedOn(read, index, starts, decided)) return 'specific';
  return earlierSentences(read, index, starts, decided) ?? 'specific';
}

/** The ranges of word indexes of the three sentences before the pronoun's, nearest first. */
function* sentencesBefore(read: TextWords, index: number, starts: readonly number[]): Generator<[number, number]> {
  const sentence = read.words[index]?.sentence ?? 0;
  for (let back = 1; back <= 3 && sentence - back >= 0; back += 1)
    yield [starts[sentence - back] ?? 0, starts[sentence - back + 1] ?? index];
}

/**
 * What the three sentences before the pronoun's decide, nearest first: a pronoun of the same
 * gender, a named person, else the nearest referent; nothing when none does.
 */
function earlierSentences(
  read: TextWords,
  index: number,
  starts: readonly number[],
  decided: ReadonlyMap<number, Referent>,
): Referent {
  for (const [from, to] of sentencesBefore(read, index, starts)) {
    const chained = sameGenderDecided(read, index, from, to, decided);
    if (chained) return chained;
    const found: ReturnType<typeof referentAt>[] = [];
    for (let at = to - 1; at >= from; at -= 1) found.push(referentAt(read, at));
    if (found.includes('name')) return 'specific';
    const nearest = found.find((referent) => referent !== undefined);
    if (nearest)
      return nearest === 'gendered' || (nearest === 'article' && toldAsPast(read, index)) ? 'specific' : 'generic';
    for (let at = to - 1; at >= from; at -= 1) {
      const earlier = decided.get(at);
      if (earlier) return earlier;
    }
  }
  return undefined;
}

/** Whether a pronoun of the other gender, between the role noun at `noun` and the pronoun, was taken as that role's. */
function otherGenderTook(
  read: TextWords,
  index: number,
  noun: number,
  decided: ReadonlyMap<number, Referent>,
): boolean {
  const feminine = isFeminine(read.words[index]?.lower ?? '');
  for (let at = noun + 1; at < index; at += 1) {
    const word = read.words[at];
    if (word && pronouns.has(word.lower) && isFeminine(word.lower) !== feminine && decided.get(at) === 'generic')
      return true;
  }
  return false;
}

/**
 * Whether the role noun at `noun` stands in a phrase of its own before the pronoun at `index`:
 * after a preposition (`phrase`: "with an upset customer she"), or after an article in a clause
 * that a word like "when" opens and a comma closes before the pronoun (`clause`: "When the client
 * pushes back, he").
 */
function setApart(read: TextWords, noun: number, index: number): 'phrase' | 'clause' | undefined {
  const { words, text } = read;
  for (let back = noun - 1; back >= Math.max(0, noun - 3); back -= 1) {
    const word = words[back];
    if (!word || word.sentence !== words[noun]?.sentence) return undefined;
    if (!generalisers.has(word.lower)) continue;
    if (prepositions.has(words[back - 1]?.lower ?? '')) return 'phrase';
    if (!articles.has(word.lower) || !text.slice(words[noun]?.end ?? 0, words[index]?.start ?? 0).includes(','))
      return undefined;
    for (let at = back - 1; at >= 0 && words[at]?.sentence === word.sentence; at -= 1) {
      if (subordinators.has(words[at]?.lower ?? '')) return 'clause';
      if (/[,;:]/.test(text.slice(words[at]?.end ?? 0, words[at + 1]?.start ?? 0))) break;
    }
    return undefined;
  }
  return undefined;
}

/**
 * Whether the nearest pronoun of the same gender in the three sentences before the pronoun's is
 * about someone in particular, with no role anyone may hold between them but one a "the" makes
 * particular ("the ground handler"); "When a customer complains" is anyone's.
 */
function carriedOn(
  read: TextWords,
  index: number,
  starts: readonly number[],
  decided: ReadonlyMap<number, Referent>,
): boolean {
  const feminine = isFeminine(read.words[index]?.lower ?? '');
  const from = starts[Math.max(0, (read.words[index]?.sentence ?? 0) - 3)] ?? 0;
  for (let at = index - 1; at >= from; at -= 1) {
    const earlier = decided.get(at);
    if (earlier && isFeminine(read.words[at]?.lower ?? '') === feminine) return earlier === 'specific';
    const referent = referentAt(read, at);
    if (referent === 'generic' || (referent === 'article' && determinerOf(read, at) !== 'the')) return false;
  }
  return false;
}

/** The word that makes the role noun at `index` anyone's ("a", "the", "each"), if any. */
function determinerOf(read: TextWords, index: number): string | undefined {
  for (let back = index - 1; back >= Math.max(0, index - 5); back -= 1) {
    const before = read.words[back];
    if (!before || before.sentence !== read.words[index]?.sentence || walkStops.has(before.lower)) return undefined;
    if (generalisers.has(before.lower)) return before.lower;
  }
  return undefined;
}

/** The decision of the nearest pronoun of the same gender in the three sentences before the pronoun's. */
function chainedBefore(
  read: TextWords,
  index: number,
  starts: readonly number[],
  decided: ReadonlyMap<number, Referent>,
): Referent {
  for (const [from, to] of sentencesBefore(read, index, starts)) {
    const chained = sameGenderDecided(read, index, from, to, decided);
    if (chained) return chained;
  }
  return undefined;
}

/**
 * Whether the pronoun at `index` is told as something that happened: a verb in the simple past
 * right before it ("the Manager thanked him"), or one reporting speech and "that" ("the rector
 * reported that she had met …"). After it, a past verb says nothing ("if he paid by card").
 */
function toldAsPast(read: TextWords, index: number): boolean {
  const { words } = read;
  const word = words[index];
  const before = words[index - 1];
  const same = (other: TextWord | undefined): other is TextWord =>
    other !== undefined && other.sentence === word?.sentence;
  // "reported that she …", "told our dispatcher that he …", "has disclosed that she …", or "said she …" with no "that".
  const that = same(before) && before.lower === 'that';
  for (let reporting = index - (that ? 2 : 1); reporting >= index - (that ? 4 : 1); reporting -= 1) {
    const verb = words[reporting];
    const helper = words[reporting - 1]?.lower ?? '';
    if (same(verb) && reportedThat.has(verb.lower) && (!auxiliaries.has(helper) || /^ha[sdv]e?$/u.test(helper)))
      return true;
  }
  // "… and that he later sent them messages": a subject acting in the simple past, with no "if" before.
  const next = words[index + 1] && pastAdverbs.has(words[index + 1]?.lower ?? '') ? words[index + 2] : words[index + 1];
  // "He was treated at the site clinic": a passive in the simple past tells it too.
  const after = next ? words[words.indexOf(next) + 1] : undefined;
  const passive = (next?.lower === 'was' || next?.lower === 'were') && /\p{L}{2,}ed$/u.test(after?.lower ?? '');
  if (
    word &&
    subjects.has(word.lower) &&
    same(next) &&
    (/\p{L}{2,}ed$/u.test(next.lower) || pastVerbs.has(next.lower) || passive)
  ) {
    for (let at = index - 1; same(words[at]); at -= 1) if (conditionals.has(words[at]?.lower ?? '')) return false;
    return passive || !auxiliaries.has(next.lower);
  }
  return same(before) && doneToSomeone.has(before.lower) && !auxiliaries.has(words[index - 2]?.lower ?? '');
}
