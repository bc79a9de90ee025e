import { code, emphasis, list, paragraph, renderMarkdown, strong } from './markdown.ts';
import type { Service } from './service.ts';
import { textOutput } from './service.ts';
import { requiredText } from './service-inputs.ts';

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
  /** The checker's rule, to look it up. */
  rule: string;
}

/** Points one finding takes off the score of 100. */
export const pointsPerFinding = 10;

/** The bias score of a text: 100 with no finding, 10 points less per finding, 0 at the least. */
export function biasScore(findings: number): number {
  return Math.max(0, 100 - pointsPerFinding * findings);
}

// retext-equality (the checker behind alex) flags gendered, ableist, racial and other
// potentially insensitive wording; by default it also flags "he or she", which excludes people
// who are neither. Loaded on first use.
let checker: ReturnType<typeof createChecker> | undefined;

async function createChecker() {
  const [{ retext }, { default: retextEquality }] = await Promise.all([import('retext'), import('retext-equality')]);
  return retext().use(retextEquality);
}

const genericWhy = 'It may exclude or offend some readers (a gendered or otherwise non-inclusive word).';

/** Finds the potentially insensitive phrases of an English text. */
export async function findBias(text: string): Promise<BiasFinding[]> {
  checker ??= createChecker();
  const file = await (await checker).process(text);
  return file.messages.map((message) => ({
    phrase: message.actual ?? '',
    why: message.note?.replace(/\s*\(source: [^)]*\)\s*$/, '') || genericWhy,
    suggestions: message.expected ?? [],
    line: message.line ?? 0,
    column: message.column ?? 0,
    rule: message.ruleId ?? '',
  }));
}

/**
 * `text.bias`: an inclusive-language check of an output (spec §1 "outputs are checked for bias"):
 * each finding with why and what may be better, and a score from 0 to 100 that says how it is
 * counted.
 */
export const textBiasService: Service = {
  name: 'text.bias',
  label: 'Bias check',
  inputs: { text: { kind: 'text', required: true, description: 'The English text to check.' } },
  async run(inputs) {
    const text = requiredText(inputs, 'text', { what: 'bias check', maxCharacters: 200_000 });
    const findings = await findBias(text);
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
                  ` (line ${finding.line}): ${finding.why}`,
                  ...(finding.suggestions.length > 0
                    ? [' ', emphasis(`Consider: ${finding.suggestions.join(', ')}.`)]
                    : []),
                ),
              ),
            ),
          ];
    return textOutput(renderMarkdown(nodes), { source: 'Bias check', facts: { score, findings } });
  },
};
