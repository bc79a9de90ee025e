/**
 * The limits of a task definition: what the parser reads at most, before it reads further (so that
 * no flow, however deep, is recursed into without a bound). A definition past one of them is not a
 * task's shape: the API answers it 422 with the problem at its JSON pointer before any query, the
 * editor shows the same words, and the contract states the same numbers (`CreatorDefinition`).
 * They sit well above what a task needs: the check's own limits (a name of 80 characters, a
 * description of 2,000) are the ones a creator meets first.
 */
export const taskLimits = {
  /** Sequences and parallel groups inside one another: the flow itself is level 1. */
  flowDepth: 12,
  /** Steps in a task. */
  steps: 100,
  /** Sequences and parallel groups in a task. */
  flowGroups: 100,
  /** Parts of one sequence or one set of parallel branches. */
  groupParts: 100,
  /** Fields of the start form, and values of a sample run. */
  fields: 50,
  /** Questions a run may ask (`asks`), and answers of a sample run. */
  questions: 20,
  /** Inputs of one step. */
  stepInputs: 40,
  /** Options of one step. */
  stepOptions: 40,
  /** Options of one list field (and of each choice of the list it depends on). */
  listOptions: 500,
  /** Characters of a one-line text: ids, names, labels, services, results, bindings, keys. */
  lineLength: 200,
  /** Characters of prose (a description, a step's text option such as a prompt, a fixed text, a sample value), and of a list's options written as one "a|b|c" line. */
  textLength: 20_000,
  /** The highest fee of a run, in credits. */
  powerFee: 100_000,
  /** Problems reported for one definition: the first ones, in the order they were found. */
  problems: 100,
} as const;

/**
 * One line: no control character at all (C0 with tabs and line breaks, DEL, C1) and no lone
 * surrogate. The contract's `Line` pattern, word for word; read with the `u` flag, as ajv reads it.
 */
export const linePattern = '^[^\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]*$';
/** Prose: line breaks and tabs kept; other control characters and lone surrogates refused (the contract's `Text`). */
export const prosePattern = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]*$';
const patterns = { line: new RegExp(linePattern, 'u'), prose: new RegExp(prosePattern, 'u') } as const;
/** A lone surrogate: half of a pair, with no other half. */
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** The two kinds of text in a definition: one line (ids, names, labels) or prose. */
export type TextKind = 'line' | 'prose';

/** Characters as JSON Schema counts them (code points, not UTF-16 units), up to `stop`. */
function characters(text: string, stop: number): number {
  if (text.length <= stop) return text.length;
  let count = 0;
  for (const _ of text) {
    count += 1;
    if (count > stop) break;
  }
  return count;
}

/**
 * What is wrong with a text of a definition, in words naming it (`"name"`), or undefined when it
 * may be stored: not longer than its kind's limit (or `limit`), without a lone surrogate, and
 * without a control character (prose keeps line breaks and tabs).
 */
export function textProblem(
  text: string,
  kind: TextKind,
  name: string,
  limit: number = kind === 'line' ? taskLimits.lineLength : taskLimits.textLength,
): string | undefined {
  if (characters(text, limit) > limit) return `${name} has at most ${limit.toLocaleString('en-GB')} characters.`;
  if (patterns[kind].test(text)) return undefined;
  if (loneSurrogate.test(text)) return `${name} holds a broken character (half of an emoji or of a symbol).`;
  return kind === 'line'
    ? `${name} is one line of text, without tabs or other control characters.`
    : `${name} holds a control character: line breaks and tabs are the only ones it may hold.`;
}
