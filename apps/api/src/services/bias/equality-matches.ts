import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Nodes as NlcstNodes, Root as NlcstRoot } from 'nlcst';
import { VFile } from 'vfile';

// retext-equality (the checker behind alex): gendered, ableist, racial and other potentially
// insensitive wording, as its phrase list finds it. Loaded on first use. What the check keeps of
// it is `equality-context.ts`'s decision.

/** One phrase retext-equality matched. */
export interface EqualityMatch {
  /** The rule's id. */
  rule: string;
  /** The phrase as written. */
  phrase: string;
  /** The rule's note (an explanation, a source's address, or both). */
  note: string | undefined;
  /** The rule's categories (`female`, `male`, or `a` for any). */
  categories: readonly string[];
  suggestions: string[];
  start: number;
  end: number;
}

let checker: Promise<EqualityChecker> | undefined;

/** The checker, and the words of each phrase it looks for (normalised as its search does). */
interface EqualityChecker {
  processor: ReturnType<typeof equalityProcessor>;
  /** Each phrase's words (a "*" of a phrase matches any word and is left out), and whether apostrophes count. */
  phrases: readonly { words: readonly string[]; apostrophes: boolean }[];
  /** The categories of each rule, by the rule's id. */
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
export interface EqualityPattern {
  id: string;
  apostrophe?: boolean;
  categories: string[];
  inconsiderate: Record<string, string>;
}

/** retext-equality's phrase list: the package's data file, beside its entry point (the version is pinned). */
export async function equalityPatterns(): Promise<readonly EqualityPattern[]> {
  const entry = createRequire(import.meta.url).resolve('retext-equality');
  const { patterns } = (await import(pathToFileURL(join(dirname(entry), 'patterns-en.js')).href)) as {
    patterns: readonly EqualityPattern[];
  };
  return patterns;
}

async function createChecker(): Promise<EqualityChecker> {
  const [{ retext }, { default: retextEquality }, { normalize }, patterns] = await Promise.all([
    import('retext'),
    import('retext-equality'),
    import('nlcst-normalize'),
    equalityPatterns(),
  ]);
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
function mayMatch(found: EqualityChecker, tree: NlcstRoot): boolean {
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

/** What retext-equality matches in an English text, in the order of the text. */
export async function equalityMatches(text: string): Promise<EqualityMatch[]> {
  checker ??= createChecker();
  const found = await checker;
  const tree = found.processor.parse(text);
  if (!mayMatch(found, tree)) return [];
  const file = new VFile(text);
  await found.processor.run(tree, file);
  return (
    file.messages
      .map((message) => {
        const place = message.place && 'start' in message.place ? message.place : undefined;
        return {
          rule: message.ruleId ?? '',
          phrase: message.actual ?? '',
          note: message.note,
          categories: found.categories.get(message.ruleId ?? '') ?? [],
          suggestions: message.expected ?? [],
          start: place?.start.offset ?? 0,
          end: place?.end.offset ?? 0,
        };
      })
      // A line break before a capital ends a heading or a list's line: "What the figures show" and
      // "Women make up 52 %" on the next line are not one phrase ("show women").
      .filter((match) => !/\n\s*\p{Lu}/u.test(match.phrase))
      .sort((a, b) => a.start - b.start || a.end - b.end)
  );
}
