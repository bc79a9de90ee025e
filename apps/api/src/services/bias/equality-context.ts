import type { PlacedFinding } from './bias-finding.ts';
import { endsOpeningHeading, inTitleCaseName, namesAnOffice } from './capitalised-names.ts';
import type { EqualityMatch } from './equality-matches.ts';
import { isIgnored } from './ignored-terms.ts';
import { matchContext } from './match-context.ts';
import { namesABusiness } from './names-given-in-text.ts';
import { readableWhy } from './readable-why.ts';
import { categoryOfRule } from './rule-categories.ts';
import { type TextWords, wordAt } from './text-words.ts';

/**
 * The findings the check keeps of retext-equality's matches, read in their context (decision
 * 140): not a phrase the reviewed list ignores there (`ignored-terms.ts`), and not a word of a
 * name written in capitals ("Master Services Agreement", "the Chairman's Award", "Smart Host"),
 * unless it ends the heading a text or a line opens with (a job ad's "Field Salesman – …"), or
 * names an office whoever holds it ("the Chairman of the Audit Committee", no person named); nor a
 * business's name a description follows ("Manpower, the staffing company").
 */
export function equalityFindings(matches: readonly EqualityMatch[], read: TextWords): PlacedFinding[] {
  const findings: PlacedFinding[] = [];
  for (const match of matches) {
    if (match.end <= match.start) continue;
    if (isIgnored(match.rule, matchContext(read, match.start, match.end))) continue;
    const first = wordAt(read.words, match.start);
    const last = wordAt(read.words, match.end) - 1;
    if (last >= first && namesABusiness(read, first, last)) continue;
    if (
      last >= first &&
      inTitleCaseName(read, first, last) &&
      !endsOpeningHeading(read, first, last) &&
      !namesAnOffice(read, first, last)
    )
      continue;
    findings.push({
      phrase: match.phrase,
      why: readableWhy(match.note, match.categories),
      suggestions: match.suggestions,
      rule: match.rule,
      category: categoryOfRule(match.rule, match.categories),
      start: match.start,
      end: match.end,
    });
  }
  return findings;
}
