/** The most terms an organization's list of allowed terms holds, and the longest term. */
export const allowedTermLimits = { terms: 200, characters: 80 } as const;

/** A term's occurrences in a text: whole words, any case, white space as written or not. */
function occurrences(text: string, term: string): { start: number; end: number }[] {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const source = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\u00a0-]+');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'giu');
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/**
 * The findings an organization's allowed terms leave (issue 43): a finding inside an occurrence of
 * an allowed term ("Crazy Deals", a product's name) is not counted, nor is one whose phrase is an
 * allowed term ("ombudsman").
 */
export function withoutAllowedTerms<Finding extends { start: number; end: number }>(
  text: string,
  findings: readonly Finding[],
  terms: readonly string[],
): Finding[] {
  if (terms.length === 0) return [...findings];
  const places = terms.flatMap((term) => occurrences(text, term));
  return findings.filter(
    (finding) => !places.some((place) => place.start <= finding.start && finding.end <= place.end),
  );
}
