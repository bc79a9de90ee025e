import { matchesOf } from './added-phrase-patterns.ts';
import { opensSentence } from './capitalised-names.ts';
import { isCapitalised, type TextWords } from './text-words.ts';

// Names a text gives beside a description: a business ("Manpower, the staffing company") and a
// role held by a named person ("our Welfare Officer, Sandra Okafor").

/** A description after a name, set off by a comma ("Manpower, the staffing company"): the name is a business's. */
const businessApposition =
  /^,\s+(?:the|a|an|our|their)\s+(?:[\p{L}-]+\s+){0,3}?(?:company|firm|agency|group|brand|app|platform|bank|insurer|provider|supplier|consultancy|charity|retailer|chain|business|network|service|carrier|airline|operator|contractor|partner|publisher|label|store|magazine|newspaper)\b/iu;

/** The words a text names a business with, by the text read (computed once for it). */
const textBusinessNames = new WeakMap<TextWords, ReadonlySet<string>>();

/** The capitalised words a description follows somewhere in the text ("Manpower, the staffing company"). */
function businessNames(read: TextWords): ReadonlySet<string> {
  const known = textBusinessNames.get(read);
  if (known) return known;
  const names = new Set<string>();
  read.words.forEach((word, index) => {
    if (!isCapitalised(word) || opensSentence(read.words, index)) return;
    if (businessApposition.test(read.text.slice(word.end, word.end + 80))) names.add(word.lower);
  });
  textBusinessNames.set(read, names);
  return names;
}

/**
 * Whether the capitalised words from `first` to `last` are a business's name: one the text
 * describes as a business after a comma, here or elsewhere.
 */
export function namesABusiness(read: TextWords, first: number, last: number): boolean {
  const names = businessNames(read);
  if (names.size === 0) return false;
  for (let index = first; index <= last; index += 1) {
    const word = read.words[index];
    if (!word || !isCapitalised(word) || !names.has(word.lower)) return false;
  }
  return true;
}

/** A role in capitals and a person's name beside it: "our Welfare Officer, Sandra Okafor", "Artist: Isobel Marchetti", "Pieter van der Merwe (the “Representative”)". */
const roleBesideName = [
  /(?<!\p{L})(?:[Oo]ur|[Tt]he|[Yy]our|[Tt]heir|[Ii]ts)\s+(?:\p{Lu}\p{Ll}+\s+){0,3}(\p{Lu}\p{Ll}+),\s+(?:(?:Mr|Mrs|Ms|Dr|Rev)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'’-]+)+/gu,
  // Not a thing after an article ("the Commencement Date, the Contractor"): a person's name takes none.
  /(?<!\p{L})(?<!(?:[Tt]he|[Aa]n?|[Tt]his|[Tt]hat|[Oo]ur|[Yy]our|[Tt]heir|[Ii]ts)\s+)\p{Lu}\p{Ll}+(?:\s+(?:van|von|de|der|da|du|\p{Lu}[\p{L}'’-]+))+,\s+(?:[Oo]ur|[Tt]he|[Yy]our|[Tt]heir|[Ii]ts)\s+(?:\p{Lu}\p{Ll}+\s+){0,3}(\p{Lu}\p{Ll}+)\b/gu,
  /(?:^|[.\n]\s*)(\p{Lu}\p{Ll}+):\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'’-]+)+/gu,
  /(?<!\p{L})\p{Lu}\p{Ll}+(?:\s+(?:van|von|de|der|da|du|\p{Lu}[\p{L}'’-]+))+\s*\((?:the\s+)?[“"‘']?(?:the\s+)?(?:\p{Lu}\p{Ll}+\s+){0,3}(\p{Lu}\p{Ll}+)[”"’']?\)/gu,
];

/** A name beside a role that is an organisation's: "The Contractor, Brennan Staging Ltd", "Cedar Water Authority (the “Authority”)". */
const organisation =
  /\b(?:Ltd|Limited|LLC|LLP|Inc|PLC|[Pp]lc|GmbH|Pty|Corp|Corporation|Company|Co|CC|Cooperative|Co-operative|Group|Holdings|Authority|Council|Agency|Trust|Bank|Services|Partners|Constructors|Contractors|Associates|Industries|Enterprises|Foundation|Institute|University|Hospital|Board|Commission|Department|Ministry)\b/u;

/** The roles a text gives a person's name to, by the text read (computed once for it). */
const textNamedRoles = new WeakMap<TextWords, ReadonlySet<string>>();

/**
 * The last words of the roles in capitals a text names a person beside ("Welfare Officer",
 * "Representative"): the role stands for that person wherever the text uses it.
 */
export function namedRoles(read: TextWords): ReadonlySet<string> {
  const known = textNamedRoles.get(read);
  if (known) return known;
  const roles = new Set<string>();
  for (const pattern of roleBesideName)
    for (const match of matchesOf(pattern, read.text)) {
      const role = match[1];
      if (role && !organisation.test(match[0].replace(role, ''))) roles.add(role.toLowerCase());
    }
  textNamedRoles.set(read, roles);
  return roles;
}
