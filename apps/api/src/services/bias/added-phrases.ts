import { type AddedPhrase, matchesOf, textStems } from './added-phrase-patterns.ts';
import { ageAddedPhrases } from './added-phrases-age.ts';
import { ageLimitAddedPhrases } from './added-phrases-age-limits.ts';
import { askedMoreAddedPhrases } from './added-phrases-asked-more.ts';
import { assumedAddedPhrases } from './added-phrases-assumed.ts';
import { disabilityAddedPhrases } from './added-phrases-disability.ts';
import { genderAddedPhrases } from './added-phrases-gender.ts';
import { groupAddedPhrases } from './added-phrases-groups.ts';
import { heldAgainstAddedPhrases } from './added-phrases-held-against.ts';
import { keptApartAddedPhrases } from './added-phrases-kept-apart.ts';
import { raceAddedPhrases } from './added-phrases-race.ts';
import { saidPlainlyAddedPhrases } from './added-phrases-said-plainly.ts';
import { servedApartAddedPhrases } from './added-phrases-served-apart.ts';
import { treatedApartAddedPhrases } from './added-phrases-treated-apart.ts';
import type { PlacedFinding } from './bias-finding.ts';
import { groupClaims } from './group-claims.ts';
import { onePerPlace } from './one-per-place.ts';

export type { AddedPhrase } from './added-phrase-patterns.ts';

/**
 * Phrases the check adds to retext-equality's (decisions 140 and 207): age, which it does not
 * cover, disability and race wordings it misses, and gendered wordings of job ads, each category's
 * list in its own file.
 */
export const addedPhrases: readonly AddedPhrase[] = [
  ...ageAddedPhrases,
  ...ageLimitAddedPhrases,
  ...disabilityAddedPhrases,
  ...raceAddedPhrases,
  ...genderAddedPhrases,
  ...groupAddedPhrases,
  ...keptApartAddedPhrases,
  ...saidPlainlyAddedPhrases,
  ...treatedApartAddedPhrases,
  ...assumedAddedPhrases,
  ...askedMoreAddedPhrases,
  ...heldAgainstAddedPhrases,
  ...servedApartAddedPhrases,
  ...groupClaims,
];

/** The sentence around a match: up to 200 characters either side, cut at the full stops around it. */
function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 200), start);
  const after = text.slice(end, end + 200);
  const from = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'));
  const to = after.search(/\.(?:\s|$)|\n/);
  return `${from === -1 ? before : before.slice(from + 1)}${text.slice(start, end)}${to === -1 ? after : after.slice(0, to)}`;
}

/** The first 200 characters of the sentence after the one that holds `end`. */
function sentenceAfter(text: string, end: number): string {
  const stop = text.slice(end).search(/[.!?](?:\s|$)/);
  return stop === -1 ? '' : text.slice(end + stop + 1, end + stop + 201).trimStart();
}

/** The findings of the added phrases in a text. */
export function addedPhraseFindings(text: string): PlacedFinding[] {
  const findings: PlacedFinding[] = [];
  // The stems of the text's words, read once for the patterns that ask for them.
  let stems: ReadonlySet<string> | undefined;
  const stemsOfText = () => {
    stems ??= textStems(text);
    return stems;
  };
  for (const added of addedPhrases) {
    if (added.onlyIn && !added.onlyIn.test(text, stemsOfText)) continue;
    for (const match of matchesOf(added.pattern, text)) {
      if (added.after && !added.after.test(text.slice(Math.max(0, match.index - 240), match.index))) continue;
      if (
        added.near &&
        !added.near.test(text.slice(Math.max(0, match.index - 300), match.index + match[0].length + 300))
      )
        continue;
      if (added.unlessSaid?.test(sentenceAround(text, match.index, match.index + match[0].length))) continue;
      if (added.answeredBy?.test(sentenceAfter(text, match.index + match[0].length))) continue;
      const part = match.groups?.phrase ?? match.groups?.kept ?? match.groups?.moved;
      const start = part === undefined ? match.index : match.index + match[0].indexOf(part);
      const found = part ?? match[0];
      findings.push({
        phrase: found,
        why: added.why,
        suggestions: added.suggestions(found),
        rule: `taskwell:${added.id}`,
        category: added.category,
        start,
        end: start + found.length,
      });
    }
  }
  return findings;
}

/** The added phrases found in a text, one per place, as `category:phrase` (what the tables of their tests compare). */
export function addedPhrasesFound(text: string): string[] {
  return onePerPlace(addedPhraseFindings(text)).map((finding) => `${finding.category}:${finding.phrase}`);
}
