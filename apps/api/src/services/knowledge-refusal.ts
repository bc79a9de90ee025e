// When "Answer from my knowledge" says the documents do not answer a question (issue 43,
// decisions 147 and 162). Two rules, one parameter:
// - a name, figure or acronym of the question that no passage in scope holds refuses: a related
//   word never stands in for a name, a year or an amount;
// - else the best sentence of the first passages must hold at least `answeredCoverage` of the
//   question's weight. The share tells answerable from unanswerable questions no better than
//   chance on questions worded unlike their documents (decision 162), so it refuses only where
//   the best sentence holds almost nothing of the question.

/**
 * The least share of the question the best sentence must hold: the highest threshold refusing at
 * most 5 % of the answerable questions of the business set's training half (its odd-numbered
 * questions; `bench:knowledge-business` prints the curve beside the value in use).
 */
export const answeredCoverage = 0.1;

/** What the refusal is decided from: the lookup's missing subjects, its coverage, and how many sentences it found. */
export interface RefusalEvidence {
  /** The question's names, figures and acronyms no passage in scope holds. */
  missing: readonly string[];
  /** The share of the question the best sentence of the first passages holds (0 to 1). */
  coverage: number;
  /** How many passages have a best sentence to quote. */
  sentences: number;
}

/** Why the documents do not answer the question, or undefined when they do. */
export function refusalOf(evidence: RefusalEvidence): 'missing-subject' | 'weak-evidence' | 'no-sentence' | undefined {
  if (evidence.sentences === 0) return 'no-sentence';
  if (evidence.missing.length > 0) return 'missing-subject';
  if (evidence.coverage < answeredCoverage) return 'weak-evidence';
  return undefined;
}
