/**
 * The analyses of texts one run has made, shared by its steps (issue 32): steps that read the same
 * text (the keywords and the keyword chart of one message, the bias check and the inclusive
 * revision of one draft) share one analysis of it instead of each making its own. The runtime
 * makes one for each execution of a flow and lets it go when the flow ends: nothing of a run is
 * kept beyond it.
 */
export interface TextAnalyses {
  /** The analysis `kind` of `text`: made by `make` the first time this run asks for it, then shared. */
  of<Analysis>(kind: string, text: string, make: (text: string) => Promise<Analysis>): Promise<Analysis>;
}

/** An empty set of analyses, for one execution of a flow. */
export function textAnalyses(): TextAnalyses {
  const made = new Map<string, Map<string, Promise<unknown>>>();
  return {
    of<Analysis>(kind: string, text: string, make: (text: string) => Promise<Analysis>): Promise<Analysis> {
      const ofKind = made.get(kind) ?? new Map<string, Promise<unknown>>();
      made.set(kind, ofKind);
      const known = ofKind.get(text) as Promise<Analysis> | undefined;
      if (known) return known;
      const analysis = make(text);
      ofKind.set(text, analysis);
      return analysis;
    },
  };
}

/** The analysis `kind` of `text`, shared through the run's analyses when the step has them. */
export function analysed<Analysis>(
  analyses: TextAnalyses | undefined,
  kind: string,
  text: string,
  make: (text: string) => Promise<Analysis>,
): Promise<Analysis> {
  return analyses ? analyses.of(kind, text, make) : make(text);
}

/**
 * How many texts this process has read, by analysis: each reader counts what it reads, so a test
 * can tell that a run read a text once however many of its steps needed it.
 */
export const textReadings = { english: 0, keywords: 0, bias: 0 };
