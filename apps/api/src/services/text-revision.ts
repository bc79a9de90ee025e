import { describeService } from '@taskwell/task-engine';
import { plainTextOf } from './plain-text.ts';
import type { Service } from './service.ts';
import { ServiceError, textOutput } from './service.ts';
import { requiredText } from './service-inputs.ts';
import { type BiasFinding, findBias } from './text-bias.ts';

/**
 * Pronouns are left for a person to reword: "he" becomes "they" only with the verb after it
 * changed too ("he needs" → "they need"), which a word-for-word swap gets wrong.
 */
const pronouns = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself']);

/** One phrase replaced, as written and as it now reads. */
export interface Replacement {
  phrase: string;
  replacement: string;
}

/** The replacement of a phrase, with its first letter's case kept ("Chairman" → "Chairperson"). */
function inCaseOf(phrase: string, suggestion: string): string {
  const first = phrase.charAt(0);
  return first !== first.toLowerCase() ? suggestion.charAt(0).toUpperCase() + suggestion.slice(1) : suggestion;
}

/**
 * The text with each flagged phrase that has a suggested wording replaced by the first suggestion,
 * and the phrases left to a person (pronouns, phrases without a suggestion).
 */
export function reviseText(
  text: string,
  findings: readonly BiasFinding[],
): { text: string; replaced: Replacement[]; left: string[] } {
  const replaced: Replacement[] = [];
  const left: string[] = [];
  let revised = text;
  // From the end, so that the offsets of the earlier phrases still hold.
  const ordered = [...findings].sort((a, b) => b.start - a.start);
  let lastStart = Number.POSITIVE_INFINITY;
  for (const finding of ordered) {
    const suggestion = finding.suggestions[0];
    const overlaps = finding.end > lastStart;
    if (!suggestion || finding.category === 'pronoun' || pronouns.has(finding.phrase.toLowerCase()) || overlaps) {
      left.unshift(finding.phrase);
      continue;
    }
    const replacement = inCaseOf(finding.phrase, suggestion);
    revised = revised.slice(0, finding.start) + replacement + revised.slice(finding.end);
    replaced.unshift({ phrase: finding.phrase, replacement });
    lastStart = finding.start;
  }
  return { text: revised, replaced, left };
}

/**
 * `text.inclusive-revision`: the text to publish. Each phrase the inclusive-language check flags
 * is replaced by its first suggested wording, its case kept; pronouns and phrases without a
 * suggestion are left for a person and listed in the facts. With a `decision` input (a person's
 * answer), the changes are made only when it is the step's option `applyWhen`; any other answer
 * gives the text back as written.
 */
export const textRevisionService: Service = {
  ...describeService('text.inclusive-revision'),
  async run(inputs, context) {
    const text = requiredText(inputs, 'text', { what: 'revision', maxCharacters: 200_000 });
    const decision = inputs.decision ? plainTextOf(inputs.decision) : undefined;
    const applyWhen = String(context.options.applyWhen ?? '').trim();
    if (decision !== undefined && applyWhen === '') {
      throw new ServiceError('The revision takes a decision only with the step option "applyWhen".');
    }
    const apply = decision === undefined || decision === applyWhen;
    const revision = apply
      ? reviseText(text, await findBias(text, context.analyses, { allowedTerms: await context.allowedTerms?.() }))
      : { text, replaced: [], left: [] };
    return textOutput(revision.text, {
      contentType: 'text/plain',
      source: 'Inclusive revision',
      facts: { applied: apply, replaced: revision.replaced, left: revision.left },
    });
  },
};
