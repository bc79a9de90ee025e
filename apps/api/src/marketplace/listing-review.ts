import { isPlaceholderResultName, stepName } from '@taskwell/task-engine';
import type { ListingCard, ListingProblem } from '../db/store-schema.ts';
import { type BiasFinding, findBias } from '../services/text-bias.ts';

/** The card texts the check reads, in the order their problems are listed. */
const cardTexts = ['name', 'heading', 'description', 'category'] as const;

/** One finding of the inclusive-language check, in words. */
function biasProblem(field: string, finding: BiasFinding): ListingProblem {
  const better =
    finding.suggestions.length > 0 ? ` Perhaps: ${finding.suggestions.map((s) => `“${s}”`).join(', ')}.` : '';
  return { field, message: `“${finding.phrase}” may exclude or offend: ${finding.why}${better}` };
}

/** A step's result as buyers read it: its place in the flow ("2.1") and its name. */
export interface ListedResult {
  place: string;
  output: string;
}

/**
 * The platform's check of a listing before it goes live (issue 26): the version's test run
 * completed, the card texts are filled in and pass the inclusive-language check the `text.bias`
 * service runs (`findBias`), and no result still has the name the editor gave it ("Result 4":
 * buyers read the results' names; issue 39). Gives the problems, one or more per field, in words;
 * none: the listing may go live. Run on a draft (`version: 'draft'`), it says what publishing
 * and listing it would meet.
 */
export async function reviewListing(options: {
  card: Pick<ListingCard, (typeof cardTexts)[number]>;
  /** The listed version's number, or the draft before it is published. */
  version: number | 'draft';
  /** Whether a test run of exactly that definition completed. */
  sampleCompleted: boolean;
  /** The steps' results, in the flow's order. */
  results?: readonly ListedResult[];
}): Promise<ListingProblem[]> {
  const problems: ListingProblem[] = [];
  if (!options.sampleCompleted) {
    problems.push({
      field: 'sample',
      message:
        options.version === 'draft'
          ? 'This draft has no completed test run: the AI Store sells a version only once a test run of it has completed. Run a test before publishing.'
          : `Version ${options.version} has no completed test run: run a test of it that completes before selling it.`,
    });
  }
  for (const result of options.results ?? []) {
    if (!isPlaceholderResultName(result.output)) continue;
    const step = stepName(result.place, result.output);
    problems.push({
      field: 'steps',
      message: `Give the result of ${step} a name that says what it is: buyers see it listed.`,
    });
  }
  for (const field of cardTexts) {
    const text = options.card[field].trim();
    if (text === '') {
      problems.push({ field, message: `Fill in the ${field}: buyers read it on the card.` });
      continue;
    }
    // Categories are names joined by "|": read them as words.
    const findings = await findBias(field === 'category' ? text.split('|').join(', ') : text);
    for (const finding of findings) problems.push(biasProblem(field, finding));
  }
  return problems;
}
