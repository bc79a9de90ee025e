// Which of a question's words a search looks passages up by (decision 110). A word found in many
// passages (as BM25 weighs it, it says little) would bring them all in as candidates, each to be
// ranked; so the rarest words pick the candidates, as many as fit a budget of passages, and every
// word of the question still counts in their ranking. A small library (fewer passages than the
// budget) is looked up by every word, as before. In a large library where even the rarest word is
// common, the candidates are the passages holding the two rarest together.

/** The passages the picked words may hold together (the sum of their counts). */
export const candidateBudget = 500;
/** The rarest words kept whatever their counts while they fit the budget together. */
export const keptRarest = 2;

/** A lexeme of the question and how many passages in scope hold it. */
export interface LexemeFrequency {
  lexeme: string;
  passages: number;
}

/** How a search finds its candidates: the passages holding any of the lexemes, or all of them. */
export interface CandidateWords {
  match: 'any' | 'every';
  /** Rarest first. */
  lexemes: string[];
}

/**
 * The lexemes that pick a search's candidates, rarest first (ties by lexeme); lexemes no passage
 * holds are left out (they would find nothing):
 * - when the `keptRarest` rarest fit the budget together: any of them, and more while the sum of
 *   their passages stays within it;
 * - else, when the rarest alone fits: any of that one;
 * - else: the passages holding the two rarest together (a search that finds too few that way asks
 *   again by the rarest alone, `fallbackWords`).
 */
export function candidateWords(
  frequencies: readonly LexemeFrequency[],
  budget = candidateBudget,
): CandidateWords | undefined {
  const found = frequencies
    .filter((entry) => entry.passages > 0)
    .sort((a, b) => a.passages - b.passages || (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0));
  const [rarest, second] = found;
  if (!rarest) return undefined;
  const keptSum = found.slice(0, keptRarest).reduce((sum, entry) => sum + entry.passages, 0);
  if (keptSum <= budget) {
    const picked: string[] = [];
    let sum = 0;
    for (const entry of found) {
      sum += entry.passages;
      if (picked.length >= keptRarest && sum > budget) break;
      picked.push(entry.lexeme);
    }
    return { match: 'any', lexemes: picked };
  }
  if (rarest.passages <= budget || !second) return { match: 'any', lexemes: [rarest.lexeme] };
  return { match: 'every', lexemes: [rarest.lexeme, second.lexeme] };
}

/** What a search that found too few passages by every candidate word asks next: any of the rarest. */
export function fallbackWords(words: CandidateWords): CandidateWords | undefined {
  const [rarest] = words.lexemes;
  return words.match === 'every' && rarest !== undefined ? { match: 'any', lexemes: [rarest] } : undefined;
}

/** Lexemes as a `simple` text search query matching any of them (each quoted, quotes escaped). */
export function anyLexeme(lexemes: readonly string[]): string {
  return lexemes.map(quoted).join(' | ');
}

/** Candidate words as a `simple` text search query. */
export function candidateQuery(words: CandidateWords): string {
  return words.lexemes.map(quoted).join(words.match === 'any' ? ' | ' : ' & ');
}

function quoted(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
