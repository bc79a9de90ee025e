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

/**
 * The platform's check of a listing before it goes live (issue 26): the version's test run
 * completed, and the card texts are filled in and pass the inclusive-language check the
 * `text.bias` service runs (`findBias`). Gives the problems, one or more per field, in words;
 * none: the listing may go live.
 */
export async function checkListing(options: {
  card: Pick<ListingCard, (typeof cardTexts)[number]>;
  /** The listed version's number. */
  version: number;
  /** Whether a test run of exactly that version's definition completed. */
  sampleCompleted: boolean;
}): Promise<ListingProblem[]> {
  const problems: ListingProblem[] = [];
  if (!options.sampleCompleted) {
    problems.push({
      field: 'sample',
      message: `Version ${options.version} has no completed test run: run a test of it that completes before selling it.`,
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
