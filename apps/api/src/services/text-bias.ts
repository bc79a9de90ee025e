import { describeService } from '@taskwell/task-engine';
import type { PhrasingContent } from 'mdast';
import { addedPhraseFindings } from './bias/added-phrases.ts';
import { withoutAllowedTerms } from './bias/allowed-terms.ts';
import type { BiasFinding, PlacedFinding } from './bias/bias-finding.ts';
import { endsNameAfterArticle, namedMidSentence, namesAThing } from './bias/capitalised-names.ts';
import { claimsModelOn, claimsReadByModel } from './bias/claims-read-by-model.ts';
import { equalityFindings } from './bias/equality-context.ts';
import { equalityMatches } from './bias/equality-matches.ts';
import { genericPronouns } from './bias/generic-pronouns.ts';
import { isMention } from './bias/mentions.ts';
import { onePerPlace } from './bias/one-per-place.ts';
import { namesOwnJob } from './bias/own-job.ts';
import { lineAndColumn, readWords } from './bias/text-words.ts';
import { code, emphasis, list, markdownOutput, paragraph, strong } from './markdown.ts';
import { avoidedWords } from './persona-words.ts';
import type { Service } from './service.ts';
import { requiredText } from './service-inputs.ts';
import { analysed, type TextAnalyses, textReadings } from './text-analyses.ts';

export type { BiasFinding, FindingCategory } from './bias/bias-finding.ts';
export { readableWhy } from './bias/readable-why.ts';

/** Points one finding takes off the score of 100. */
export const pointsPerFinding = 10;

/** The bias score of a text: 100 with no finding, 10 points less per finding, 0 at the least. */
export function biasScore(findings: number): number {
  return Math.max(0, 100 - pointsPerFinding * findings);
}

/**
 * The findings of a text (decision 140): retext-equality's phrases read in their context (the
 * reviewed list of what is ignored, names in capitals), the phrases the check adds (age,
 * disability, race, gendered job-ad wording; not inside the name of a thing, "the Older Workers
 * Benefit Protection Act"), and gendered pronouns decided by whom they refer to; none quoted as a
 * phrase (a mention, not a use) and no gendered title of the writer's own job ("I joined as a
 * junior draughtsman"); one finding per place, in the order of the text.
 */
async function placedFindings(text: string): Promise<PlacedFinding[]> {
  const read = readWords(text);
  return onePerPlace(
    [
      ...addedPhraseFindings(text).filter(
        (finding) =>
          !namesAThing(read, finding.start, finding.end) &&
          !namedMidSentence(read, finding.start, finding.end) &&
          !endsNameAfterArticle(read, finding.start, finding.end),
      ),
      ...genericPronouns(read),
      ...equalityFindings(await equalityMatches(text), read),
    ].filter(
      (finding) =>
        !isMention(text, finding.start, finding.end) &&
        !(finding.category === 'gender' && namesOwnJob(text, finding.start)),
    ),
  );
}

/** Whether the check flags nothing in a suggestion, by suggestion (a process's few hundred of them). */
const cleanSuggestions = new Map<string, Promise<boolean>>();

/**
 * The suggestions of a finding that the check itself would not flag: a report of the findings
 * (the bias step's, a revision) never shows a wording that is a finding again (issue 43: the
 * report of one text counted findings of its own suggestions, "person with mental illness").
 */
async function usableSuggestions(suggestions: readonly string[]): Promise<string[]> {
  const usable = await Promise.all(
    suggestions.map((suggestion) => {
      let clean = cleanSuggestions.get(suggestion);
      if (!clean) {
        clean = placedFindings(suggestion).then((found) => found.length === 0);
        cleanSuggestions.set(suggestion, clean);
      }
      return clean;
    }),
  );
  return suggestions.filter((_, index) => usable[index]);
}

/** Finds the potentially biased phrases of an English text: the rules', then the claims model's in the sentences they left. */
async function readBias(text: string): Promise<BiasFinding[]> {
  textReadings.bias += 1;
  const byRules = await placedFindings(text);
  const byModel = claimsModelOn() ? await claimsReadByModel(text, byRules) : [];
  const placed = [...byRules, ...byModel].sort((a, b) => a.start - b.start);
  return Promise.all(
    placed.map(async (finding) => ({
      ...finding,
      ...lineAndColumn(text, finding.start),
      suggestions: await usableSuggestions(finding.suggestions),
    })),
  );
}

/** What a check honours beside the text: the terms the caller's organizations allow. */
export interface BiasOptions {
  allowedTerms?: readonly string[];
}

/**
 * Finds the potentially biased phrases of an English text; steps of one run checking the same
 * text share one check. Findings inside a term the options allow are left out.
 */
export async function findBias(
  text: string,
  analyses?: TextAnalyses,
  options: BiasOptions = {},
): Promise<BiasFinding[]> {
  const findings = await analysed(analyses, 'bias', text, readBias);
  if (!options.allowedTerms?.length) return findings;
  return withoutAllowedTerms(text, findings, options.allowedTerms);
}

/**
 * A reason's words, with the wordings it quotes (“his”, “they”) as code: the report's own check
 * reads the report as a reader sees it, without code, so a quoted wording is not a finding of the
 * report (issue 43: one count per finding).
 */
function quotedAsCode(why: string): (PhrasingContent | string)[] {
  return why
    .split(/“([^”]*)”/)
    .map((part, index) => (index % 2 === 1 ? code(part) : part))
    .filter((part) => part !== '');
}

/**
 * `text.bias`: an inclusive-language check of an output (spec §1 "outputs are checked for bias"):
 * each finding with why and what may be better, and a score from 0 to 100 that says how it is
 * counted. The words the step's persona avoids are findings too (issue 40).
 */
export const textBiasService: Service = {
  ...describeService('text.bias'),
  async run(inputs, context) {
    const text = requiredText(inputs, 'text', { what: 'bias check', maxCharacters: 200_000 });
    const found = await findBias(text, context.analyses, { allowedTerms: await context.allowedTerms?.() });
    // A persona's word where the check already has a finding is that finding: one count per place.
    const avoided = avoidedWords(text, context.persona).filter(
      (word) => !found.some((finding) => finding.start < word.end && word.start < finding.end),
    );
    const findings = [...found, ...avoided].sort((a, b) => a.start - b.start);
    const score = biasScore(findings.length);
    const explanation = `The score starts at 100 and loses ${pointsPerFinding} points per finding (0 at the least).`;
    const nodes =
      findings.length === 0
        ? [
            paragraph(strong(`Score ${score} of 100.`), ' No potentially biased or non-inclusive wording was found.'),
            paragraph(explanation),
          ]
        : [
            paragraph(
              strong(`Score ${score} of 100.`),
              ` ${findings.length} ${findings.length === 1 ? 'phrase' : 'phrases'} may be biased or non-inclusive.`,
            ),
            paragraph(explanation, ' A finding is a prompt to reread the sentence: a person decides.'),
            list(
              findings.map((finding) =>
                paragraph(
                  code(finding.phrase),
                  ` (line ${finding.line}): `,
                  ...quotedAsCode(finding.why),
                  ...(finding.suggestions.length > 0
                    ? [' ', emphasis(`Consider: ${finding.suggestions.join(', ')}.`)]
                    : []),
                ),
              ),
            ),
          ];
    return markdownOutput(nodes, { source: 'Bias check', facts: { score, findings } });
  },
};
