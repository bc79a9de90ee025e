import { type DefinitionProblem, segmentsOf } from './problem.ts';
import { placeOf, stepName } from './step-places.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The name of a field or a question for a sentence: its name, or its place while it has none. */
function fieldName(kind: 'Field' | 'Question', field: unknown, index: number): string {
  const name = isObject(field) && typeof field.name === 'string' ? field.name.trim() : '';
  return name === '' ? `${kind} ${index + 1}` : `${kind} "${name}"`;
}

/**
 * Where in a flow a pointer leads, as the editor names it: the step (`Step 2 "Summary"`) or the
 * group (`Parallel branches 1`) it is in or on; nothing for the flow itself. Read from the JSON
 * as it is, so a definition whose shape is wrong is named as far as it can be.
 */
function flowPlace(flow: unknown, segments: readonly string[]): string | undefined {
  let node = flow;
  const indexes: number[] = [];
  let at = 0;
  while (at + 1 < segments.length && isObject(node)) {
    const key = segments[at] as string;
    const list = node[key];
    if ((key !== 'sequence' && key !== 'parallel') || !Array.isArray(list)) break;
    const index = Number(segments[at + 1]);
    if (!Number.isInteger(index) || index < 0 || index >= list.length) break;
    node = list[index];
    indexes.push(index);
    at += 2;
  }
  const group = isObject(node) && (Array.isArray(node.sequence) || Array.isArray(node.parallel));
  // The flow itself is named by its problems' own words, unless it is one step.
  if (indexes.length === 0 && (group || segments.length === 0 || !isObject(node))) return undefined;
  const place = placeOf(indexes);
  if (isObject(node) && Array.isArray(node.sequence)) return `Sequence ${place}`;
  if (isObject(node) && Array.isArray(node.parallel)) return `Parallel branches ${place}`;
  const output = isObject(node) && typeof node.output === 'string' ? node.output : '';
  return capitalised(stepName(place, output));
}

/**
 * Where a problem is, in the words the editor shows: a step by its place and result name
 * (`Step 2 "Summary"`), a group (`Parallel branches 1`), a field or a question by its name.
 * Nothing for the card, the sample or the flow as a whole: their messages say where they are.
 */
export function problemPlace(pointer: string, definition: unknown): string | undefined {
  const [head, second, ...rest] = segmentsOf(pointer);
  if (!isObject(definition)) return undefined;
  if (head === 'flow') return flowPlace(definition.flow, second === undefined ? [] : [second, ...rest]);
  if ((head === 'parameters' || head === 'asks') && second !== undefined) {
    const list = definition[head];
    const index = Number(second);
    if (!Array.isArray(list) || !Number.isInteger(index) || index < 0 || index >= list.length) return undefined;
    return fieldName(head === 'parameters' ? 'Field' : 'Question', list[index], index);
  }
  return undefined;
}

/** How {@link problemText} words a problem. */
export interface ProblemTextOptions {
  /**
   * Whether to say where it is first (`Step 2 "Summary": …`): yes in a list of problems (the
   * editor's summary, the API's 422), no under the control it concerns, where that is plain.
   */
  where?: boolean;
}

/**
 * A problem of a definition as the one text its user reads (issue 39: problems named steps by
 * their ids). Every problem the editor lists and the API answers with goes through here, the
 * shape's (the parser's) and the flow's (the check's) alike, so a new kind of problem is worded
 * the same way as the others: where it is, by the names the user sees, then what is wrong.
 */
export function problemText(
  problem: DefinitionProblem,
  definition: unknown,
  { where = true }: ProblemTextOptions = {},
): string {
  const place = where ? problemPlace(problem.pointer, definition) : undefined;
  return place === undefined ? problem.message : `${place}: ${problem.message}`;
}
