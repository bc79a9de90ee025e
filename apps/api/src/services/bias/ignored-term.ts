import type { MatchContext } from './match-context.ts';

/**
 * What the check does not count of retext-equality's findings, and why: the reviewed list
 * (decision 140). Each entry names rules, optionally only some of their words (as rules name
 * them: lower case, no apostrophes), and optionally the context in which it is ignored; outside
 * that context the word is still a finding.
 */
export interface IgnoredTerm {
  /** retext-equality's rule ids. */
  rules: readonly string[];
  /** The words of those rules it covers; all of them when absent. */
  words?: readonly string[];
  /** Where the word is ignored; everywhere when absent. */
  when?: { says: string; test: (context: MatchContext) => boolean };
  /** Why a careful editor leaves it as it is. */
  reason: string;
}
