import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeService } from '@taskwell/task-engine';
import type { Nodes as NlcstNodes, Root as NlcstRoot } from 'nlcst';
import { VFile } from 'vfile';
import { code, emphasis, list, markdownOutput, paragraph, strong } from './markdown.ts';
import { avoidedWords } from './persona-words.ts';
import type { Service } from './service.ts';
import { requiredText } from './service-inputs.ts';
import { analysed, type TextAnalyses, textReadings } from './text-analyses.ts';

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
  /** Where the phrase starts and ends in the text read (character offsets, end excluded). */
  start: number;
  end: number;
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
let checker: Promise<BiasChecker> | undefined;

/** The checker, and the words of each phrase it looks for (normalised as its search does). */
interface BiasChecker {
  processor: ReturnType<typeof equalityProcessor>;
  /** Each phrase's words (a "*" of a phrase matches any word and is left out), and whether apostrophes count. */
  phrases: readonly { words: readonly string[]; apostrophes: boolean }[];
  /** The categories of each rule (`female`, `male`, `a` for any), by the rule's id. */
  categories: ReadonlyMap<string, readonly string[]>;
  normalize: typeof import('nlcst-normalize')['normalize'];
}

/** retext with the equality check. */
function equalityProcessor(
  retext: typeof import('retext')['retext'],
  retextEquality: typeof import('retext-equality')['default'],
) {
  return retext().use(retextEquality);
}

/** A phrase pattern of retext-equality (its data file's shape). */
interface EqualityPattern {
  id: string;
  apostrophe?: boolean;
  categories: string[];
  inconsiderate: Record<string, string>;
}

async function createChecker(): Promise<BiasChecker> {
  const [{ retext }, { default: retextEquality }, { normalize }] = await Promise.all([
    import('retext'),
    import('retext-equality'),
    import('nlcst-normalize'),
  ]);
  // The phrases are the package's data file, beside its entry point (the version is pinned, and a
  // test compares this checker with the package's own on texts that do and do not match).
  const entry = createRequire(import.meta.url).resolve('retext-equality');
  const { patterns } = (await import(pathToFileURL(join(dirname(entry), 'patterns-en.js')).href)) as {
    patterns: readonly EqualityPattern[];
  };
  const phrases = patterns.flatMap((pattern) =>
    Object.keys(pattern.inconsiderate).map((phrase) => {
      const apostrophes = pattern.apostrophe === true;
      const words = phrase
        .split(' ')
        .filter((word) => word !== '*')
        .map((word) => normalize(word, { allowApostrophes: apostrophes }));
      return { words, apostrophes };
    }),
  );
  // A phrase of wildcards only would match anywhere: nothing could be skipped.
  if (phrases.some((phrase) => phrase.words.length === 0))
    throw new Error('retext-equality has a phrase of any words.');
  const categories = new Map(patterns.map((pattern) => [pattern.id, pattern.categories]));
  return { processor: equalityProcessor(retext, retextEquality), phrases, normalize, categories };
}

/** The words of a sentence tree, in order. */
function* words(node: NlcstNodes): Generator<NlcstNodes> {
  if (node.type === 'WordNode') yield node;
  if ('children' in node) for (const child of node.children) yield* words(child);
}

/**
 * Whether any phrase of the checker can match in the text: only when every word of the phrase is
 * among the text's words, normalised as nlcst-search normalises them. Most business texts hold
 * no whole phrase, and the search itself (every phrase, for every paragraph) is then skipped: the
 * findings are the same, at a fraction of the cost (issue 32).
 */
function mayMatch(found: BiasChecker, tree: NlcstRoot): boolean {
  const plain = new Set<string>();
  const withApostrophes = new Set<string>();
  for (const word of words(tree)) {
    plain.add(found.normalize(word));
    withApostrophes.add(found.normalize(word, { allowApostrophes: true }));
  }
  return found.phrases.some((phrase) =>
    phrase.words.every((word) => (phrase.apostrophes ? withApostrophes : plain).has(word)),
  );
}

/**
 * Explanations written for a business reader, for the notes that are only a source's address (a
 * bare link explains nothing), by the source the rule comes from.
 */
const explainedBySource: readonly [RegExp, string][] = [
  [
    /ncdj\.org|autistichoya\.com/,
    'It describes people by a disability or a health condition, or uses one as a figure of speech, which many readers find hurtful. Describe the person or the situation itself.',
  ],
  [/nonsexist|radyananda/, 'It names a gender where the gender does not matter. A neutral word includes every reader.'],
  [/bustle\.com/, 'It assumes who a person’s partner is. “Partner” includes every couple.'],
  [/usnews\.com/, 'It is a politically charged label for a faith and its people. Name precisely what is meant.'],
  [/glaad\.org/, 'It can hurt or exclude LGBTQ+ readers.'],
  [
    /suicide/,
    'It describes suicide as a crime or a success or failure, which hurts the people it touches. Say “died by suicide” instead.',
  ],
];

const gendered = 'It names a gender where the gender does not matter. A neutral word includes every reader.';
const generic = 'It may exclude or offend some readers. A more neutral word says the same to everyone.';

/**
 * Why a phrase was flagged, in a sentence for a business reader: the rule's note without its
 * source's address, or, when the note is only an address, an explanation by that source or by
 * the rule's categories (issue 25).
 */
export function readableWhy(note: string | undefined, categories: readonly string[]): string {
  const source = note?.match(/https?:\/\/\S+/)?.[0] ?? '';
  const text = (note ?? '')
    // "(source: …)" at the end, or "Source: …" with one address or several.
    .replace(/\s*\(source:[^)]*\)\s*/gi, ' ')
    .replace(/\s*source:\s*(?:https?:\/\/\S+?,?\s*)+$/i, ' ')
    .replace(/`([^`]*)`/g, '“$1”')
    .trim();
  if (text !== '') return /[.!?]$/.test(text) ? text : `${text}.`;
  const bySource = explainedBySource.find(([pattern]) => pattern.test(source));
  if (bySource) return bySource[1];
  return categories.includes('female') || categories.includes('male') ? gendered : generic;
}

/**
 * Finds the potentially insensitive phrases of an English text. The text is parsed once: the
 * check runs on the tree its words were looked up in.
 */
async function readBias(text: string): Promise<BiasFinding[]> {
  checker ??= createChecker();
  const found = await checker;
  const tree = found.processor.parse(text);
  textReadings.bias += 1;
  if (!mayMatch(found, tree)) return [];
  const file = new VFile(text);
  await found.processor.run(tree, file);
  return file.messages.map((message) => {
    const place = message.place && 'start' in message.place ? message.place : undefined;
    return {
      phrase: message.actual ?? '',
      why: readableWhy(message.note, found.categories.get(message.ruleId ?? '') ?? []),
      suggestions: message.expected ?? [],
      line: message.line ?? 0,
      column: message.column ?? 0,
      rule: message.ruleId ?? '',
      start: place?.start.offset ?? 0,
      end: place?.end.offset ?? 0,
    };
  });
}

/** Finds the potentially insensitive phrases of an English text; steps of one run checking the same text share one check. */
export function findBias(text: string, analyses?: TextAnalyses): Promise<BiasFinding[]> {
  return analysed(analyses, 'bias', text, readBias);
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
    const findings = [...(await findBias(text, context.analyses)), ...avoidedWords(text, context.persona)].sort(
      (a, b) => a.start - b.start,
    );
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
    return markdownOutput(nodes, { source: 'Bias check', facts: { score, findings } });
  },
};
