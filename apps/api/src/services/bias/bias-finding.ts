/** The kinds of bias a finding is about. */
export const findingCategories = ['gender', 'age', 'disability', 'race', 'pronoun', 'other'] as const;
export type FindingCategory = (typeof findingCategories)[number];

/** One phrase the inclusive-language check flagged. */
export interface BiasFinding {
  /** The phrase as written. */
  phrase: string;
  /** Why it may exclude or offend. */
  why: string;
  /** Wordings that may be better. */
  suggestions: string[];
  /** Where it is in the text read (1-based). */
  line: number;
  /** Where it is in the text read (1-based). */
  column: number;
  /** The rule that found it, to look it up: retext-equality's id, or one of ours (`taskwell:…`). */
  rule: string;
  /** What kind of bias it is about (absent for the findings of another list, such as a persona's words to avoid). */
  category?: FindingCategory;
  /** Where the phrase starts and ends in the text read (character offsets, end excluded). */
  start: number;
  end: number;
}

/** A finding of the check before its line and column are known. */
export type PlacedFinding = Omit<BiasFinding, 'line' | 'column' | 'category'> & { category: FindingCategory };
