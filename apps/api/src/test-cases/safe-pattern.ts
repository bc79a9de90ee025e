import { RE2JS } from 're2js';
import { DomainError } from '../errors/domain-error.ts';

// A test case's `matches` check (issue 41, decision 136): the creator's pattern is compiled by
// RE2's engine (re2js), whose matching takes time linear in the text, so no pattern can make a
// check run for hours (no backtracking, no look-around, no back-references: RE2 refuses them). A
// text longer than `patternTextLimit` is matched on its first characters only.

/** The characters of a result a pattern reads. */
export const patternTextLimit = 100_000;

/** A compiled pattern: whether it is found in a text. */
export interface SafePattern {
  test(text: string): boolean;
}

/** The pattern compiled (`(?i)` makes it ignore case); throws 422 `invalid_pattern` naming what RE2 refused. */
export function compileSafePattern(pattern: string): SafePattern {
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(pattern);
  } catch (error) {
    const why = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : 'it does not compile';
    throw new DomainError('invalid_parameters', 'invalid_pattern', `The pattern ${pattern} cannot be used: ${why}.`);
  }
  return { test: (text) => compiled.matcher(text.slice(0, patternTextLimit)).find() };
}
