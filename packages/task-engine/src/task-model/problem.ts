/**
 * One problem of a task definition: where it is, as a JSON pointer into the definition (RFC 6901,
 * `/flow/sequence/1/inputs/text`), and what is wrong, in the words the editor shows and the API's
 * 422 reply carries (the same words in both: one check).
 */
export interface DefinitionProblem {
  /** Where the problem is: a JSON pointer into the definition ("" for the whole of it). */
  pointer: string;
  /** What is wrong and what to do, in one or two sentences for the person building the task. */
  message: string;
}

/** A JSON pointer from its segments: `~` and `/` inside a segment are escaped (RFC 6901). */
export function pointerOf(...segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** The segments of a JSON pointer (the inverse of {@link pointerOf}). */
export function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}
