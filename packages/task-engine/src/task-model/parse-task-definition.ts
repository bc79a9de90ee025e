import { type LookupSource, lookupSources } from '../parameters.ts';
import { parseAiStepSettings } from './check-ai-step.ts';
import { maxShapeDepth } from './json-shape.ts';
import { type DefinitionProblem, pointerOf } from './problem.ts';
import type { TaskDefinition } from './task-definition.ts';
import { type TextKind, taskLimits, textProblem } from './task-limits.ts';

/** What reading a definition gave: the definition when its shape is right, else what is wrong. */
export type ParsedDefinition = { ok: true; definition: TaskDefinition } | { ok: false; problems: DefinitionProblem[] };

type Json = Record<string, unknown>;
type Path = readonly (string | number)[];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const uiTypes = ['text', 'image', 'pdf', 'line', 'list'] as const;

const tooManyOptions = `A list has at most ${taskLimits.listOptions} options.`;

/** The entries of a map that JSON would keep (an `undefined` value is no entry). */
const entriesOf = (object: Json) => Object.entries(object).filter(([, value]) => value !== undefined);

/**
 * Reads a task definition from JSON (a saved draft, an imported file, the catalogue's file): the
 * shape of every part, each wrong part reported at its place with a JSON pointer. Every text is
 * one line (ids, names, labels, keys) or prose (a description, a step's text option, a fixed text,
 * a sample value: line breaks and tabs kept), none holds another control character or a lone
 * surrogate, and none is longer than {@link taskLimits} says; nor are the flow's depth and the
 * counts of its parts. The flow is read down to its depth limit and no further, so a definition
 * nested without end is answered, not recursed into. Only the shape: whether the flow can run is
 * {@link checkTaskDefinition}'s to say. Fields it does not know are refused, so a misspelt one is
 * not silently ignored. At most {@link taskLimits.problems} problems are reported.
 */
export function parseTaskDefinition(value: unknown): ParsedDefinition {
  const problems: DefinitionProblem[] = [];
  const problem = (path: Path, message: string) => {
    if (problems.length < taskLimits.problems) problems.push({ pointer: pointerOf(...path), message });
  };

  const text = (found: string, path: Path, kind: TextKind, name: string, limit?: number) => {
    const wrong = textProblem(found, kind, name, limit);
    if (wrong) problem(path, wrong);
  };
  /** The keys of a map: each one line, none too long (they are names, and the database keeps them). */
  const keys = (object: Json, path: Path, most: number, tooMany: string): [string, unknown][] => {
    const entries = entriesOf(object);
    if (entries.length > most) {
      problem(path, tooMany);
      return [];
    }
    for (const [key] of entries) {
      if (textProblem(key, 'line', 'A name') !== undefined) {
        problem(
          [...path, key],
          `A name here is one line of at most ${taskLimits.lineLength} characters, without control or broken characters.`,
        );
      }
    }
    return entries;
  };
  const shown = (key: string) => (textProblem(key, 'line', '') === undefined && key.length <= 40 ? `"${key}"` : 'This');
  const known = (object: Json, path: Path, fields: readonly string[]) => {
    for (const [key] of entriesOf(object)) {
      if (!fields.includes(key)) problem([...path, key], `${shown(key)} is not a field here.`);
    }
  };
  const string = (object: Json, path: Path, key: string, options: { required?: boolean; kind?: TextKind } = {}) => {
    const found = object[key];
    if (found === undefined) {
      if (options.required ?? true) problem([...path, key], `"${key}" is missing.`);
      return;
    }
    if (typeof found !== 'string') problem([...path, key], `"${key}" must be text.`);
    else text(found, [...path, key], options.kind ?? 'line', `"${key}"`);
  };

  /**
   * A list's options: a "a|b" line (of `pipeLength` characters at most), a list of texts or
   * one-label objects, or a map of values to labels.
   */
  const options = (found: unknown, path: Path, pipeLength: number = taskLimits.textLength): boolean => {
    if (typeof found === 'string') {
      text(found, path, 'line', 'The options', pipeLength);
      if (found.split('|').length > taskLimits.listOptions) problem(path, tooManyOptions);
      return true;
    }
    if (Array.isArray(found)) {
      if (found.length > taskLimits.listOptions) {
        problem(path, tooManyOptions);
        return true;
      }
      for (const [index, entry] of found.entries()) {
        if (typeof entry === 'string') {
          text(entry, [...path, index], 'line', 'An option');
          continue;
        }
        const pairs = isObject(entry) ? entriesOf(entry) : [];
        const [pair] = pairs;
        if (pairs.length !== 1 || !pair || typeof pair[1] !== 'string') {
          problem([...path, index], 'An option is a text, or one label with its value.');
          continue;
        }
        keys(entry as Json, [...path, index], 1, 'An option is one label with its value.');
        text(pair[1], [...path, index, pair[0]], 'line', 'An option');
      }
      return true;
    }
    if (isObject(found) && entriesOf(found).every(([, label]) => typeof label === 'string')) {
      for (const [key, label] of keys(found, path, taskLimits.listOptions, tooManyOptions)) {
        text(label as string, [...path, key], 'line', 'An option');
      }
      return true;
    }
    return false;
  };
  /** A field's lookup: its options, or (with dependsOn) options for each value of the other field. */
  const lookup = (found: unknown, path: Path) => {
    if (options(found, path)) return;
    if (isObject(found)) {
      for (const [key, entry] of keys(found, path, taskLimits.listOptions, tooManyOptions)) {
        // A string-valued map is read as values and labels above: a choice's "a|b" line is as long as a label.
        if (!options(entry, [...path, key], taskLimits.lineLength)) {
          problem([...path, key], 'The options are a list, a map of values to labels, or texts separated by "|".');
        }
      }
      return;
    }
    problem(path, 'The options are a list, a map of values to labels, or texts separated by "|".');
  };

  const parameter = (found: unknown, path: Path) => {
    if (!isObject(found)) return problem(path, 'A field is an object with an id, a name and a value type.');
    known(found, path, ['id', 'name', 'valueType', 'ui']);
    string(found, path, 'id');
    string(found, path, 'name');
    string(found, path, 'valueType');
    const ui = found.ui;
    if (ui === undefined) return undefined;
    if (!isObject(ui)) return problem([...path, 'ui'], 'The field\'s "ui" says how the form asks for it.');
    known(ui, [...path, 'ui'], ['type', 'placeholder', 'lookup', 'dependsOn', 'lookupSource']);
    if (!uiTypes.includes(ui.type as (typeof uiTypes)[number])) {
      problem([...path, 'ui', 'type'], `The kind of field is one of ${uiTypes.join(', ')}.`);
    }
    string(ui, [...path, 'ui'], 'placeholder', { required: false });
    string(ui, [...path, 'ui'], 'dependsOn', { required: false });
    if (ui.lookupSource !== undefined && !lookupSources.includes(ui.lookupSource as LookupSource)) {
      problem([...path, 'ui', 'lookupSource'], `The options' source is one of ${lookupSources.join(', ')}.`);
    }
    if (ui.lookup !== undefined) lookup(ui.lookup, [...path, 'ui', 'lookup']);
    return undefined;
  };

  const binding = (found: unknown, path: Path) => {
    if (!isObject(found)) return problem(path, 'An input is bound to a form field, a question, a step or a text.');
    const kinds = ['param', 'ask', 'step', 'value'].filter((key) => key in found);
    if (kinds.length !== 1) {
      return problem(path, 'An input is bound to exactly one of: a form field, a question, a step or a text.');
    }
    const kind = kinds[0] as string;
    known(found, path, kind === 'param' ? ['param', 'default'] : [kind]);
    string(found, path, kind, { kind: kind === 'value' ? 'prose' : 'line' });
    if (kind === 'param') string(found, path, 'default', { required: false, kind: 'prose' });
    return undefined;
  };

  /**
   * Every text of a step's `ai` settings (a persona's id, a JSON shape's names, descriptions and
   * choices): no control character but line breaks and tabs, no lone surrogate, within the limits;
   * read down to the shape's own depth limit and no further.
   */
  const aiTexts = (found: unknown, path: Path, levels: number): void => {
    if (levels === 0) return;
    if (typeof found === 'string') return void text(found, path, 'prose', 'A text of the AI settings');
    if (Array.isArray(found)) {
      for (const [index, item] of found.slice(0, taskLimits.listOptions).entries()) {
        aiTexts(item, [...path, index], levels - 1);
      }
      return;
    }
    if (!isObject(found)) return;
    for (const [key, value] of keys(found, path, taskLimits.listOptions, tooManyOptions)) {
      aiTexts(value, [...path, key], levels - 1);
    }
  };

  const counted = { steps: 0, groups: 0 };
  const step = (found: Json, path: Path) => {
    known(found, path, ['step', 'service', 'output', 'inputs', 'options', 'ai']);
    if (found.ai !== undefined) {
      parseAiStepSettings(found.ai, [...path, 'ai'], problem);
      // A shape nests objects two levels per level of its own (properties, then each property).
      aiTexts(found.ai, [...path, 'ai'], 2 * maxShapeDepth + 4);
    }
    string(found, path, 'step');
    string(found, path, 'service');
    string(found, path, 'output');
    const inputs = found.inputs;
    if (!isObject(inputs)) problem([...path, 'inputs'], 'A step\'s "inputs" say where each input comes from.');
    else {
      for (const [name, bound] of keys(
        inputs,
        [...path, 'inputs'],
        taskLimits.stepInputs,
        `A step has at most ${taskLimits.stepInputs} inputs.`,
      )) {
        binding(bound, [...path, 'inputs', name]);
      }
    }
    const settings = found.options;
    if (settings === undefined) return;
    if (!isObject(settings)) return void problem([...path, 'options'], "A step's options are named values.");
    for (const [name, option] of keys(
      settings,
      [...path, 'options'],
      taskLimits.stepOptions,
      `A step has at most ${taskLimits.stepOptions} options.`,
    )) {
      if (typeof option === 'string') text(option, [...path, 'options', name], 'prose', `The option "${name}"`);
      else if (typeof option !== 'boolean' && !(typeof option === 'number' && Number.isFinite(option))) {
        problem([...path, 'options', name], 'An option is a text, a number or yes/no.');
      }
    }
  };
  // Each level is one call, and there are at most flowDepth of them: nothing deeper is read.
  const node = (found: unknown, path: Path, level: number): void => {
    if (!isObject(found)) {
      problem(path, 'A part of the flow is a step, a sequence or parallel branches.');
      return;
    }
    if (!('sequence' in found || 'parallel' in found)) {
      counted.steps += 1;
      if (counted.steps === taskLimits.steps + 1) problem(['flow'], `A task has at most ${taskLimits.steps} steps.`);
      if (counted.steps <= taskLimits.steps) step(found, path);
      return;
    }
    const key = 'sequence' in found ? 'sequence' : 'parallel';
    known(found, path, [key]);
    if (level > taskLimits.flowDepth) {
      problem(path, `The flow holds sequences and parallel branches at most ${taskLimits.flowDepth} levels deep.`);
      return;
    }
    counted.groups += 1;
    if (counted.groups === taskLimits.flowGroups + 1) {
      problem(['flow'], `A flow has at most ${taskLimits.flowGroups} sequences and sets of parallel branches.`);
    }
    const children = found[key];
    if (counted.groups > taskLimits.flowGroups) return;
    if (!Array.isArray(children)) problem([...path, key], `"${key}" is a list of steps.`);
    else if (children.length > taskLimits.groupParts) {
      problem([...path, key], `A ${key} holds at most ${taskLimits.groupParts} parts.`);
    } else for (const [index, child] of children.entries()) node(child, [...path, key, index], level + 1);
  };

  const sample = (found: unknown, path: Path) => {
    if (!isObject(found)) return problem(path, 'The sample holds the values of a sample run.');
    known(found, path, ['parameters', 'answers']);
    if (!isObject(found.parameters)) problem([...path, 'parameters'], 'The sample gives a value per form field.');
    else {
      const at = [...path, 'parameters'];
      for (const [name, entry] of keys(
        found.parameters,
        at,
        taskLimits.fields,
        `A sample has at most ${taskLimits.fields} values.`,
      )) {
        const ok =
          isObject(entry) &&
          Object.keys(entry).length === 1 &&
          (typeof entry.value === 'string' || typeof entry.file === 'string');
        if (!ok) problem([...at, name], 'A sample value is a text or a file.');
        else if (typeof entry.value === 'string') text(entry.value, [...at, name, 'value'], 'prose', '"value"');
        else text(entry.file as string, [...at, name, 'file'], 'line', '"file"');
      }
    }
    if (found.answers === undefined) return undefined;
    if (!isObject(found.answers) || entriesOf(found.answers).some(([, answer]) => typeof answer !== 'string')) {
      return problem([...path, 'answers'], 'The sample answers are texts by question.');
    }
    const at = [...path, 'answers'];
    for (const [name, answer] of keys(
      found.answers,
      at,
      taskLimits.questions,
      `A sample has at most ${taskLimits.questions} answers.`,
    )) {
      text(answer as string, [...at, name], 'prose', 'An answer');
    }
    return undefined;
  };

  if (!isObject(value)) return { ok: false, problems: [{ pointer: '', message: 'A task is a JSON object.' }] };
  known(
    value,
    [],
    [
      'id',
      'name',
      'heading',
      'description',
      'imageName',
      'powerFee',
      'plans',
      'category',
      'parameters',
      'asks',
      'flow',
      'sample',
    ],
  );
  for (const key of ['id', 'name', 'heading', 'imageName', 'plans', 'category']) string(value, [], key);
  string(value, [], 'description', { kind: 'prose' });
  const fee = value.powerFee;
  if (!Number.isInteger(fee) || (fee as number) < 0 || (fee as number) > taskLimits.powerFee) {
    problem(
      ['powerFee'],
      `The fee is a whole number of credits, from 0 to ${taskLimits.powerFee.toLocaleString('en-GB')}.`,
    );
  }
  for (const [key, most, what] of [
    ['parameters', taskLimits.fields, 'A form has at most'],
    ['asks', taskLimits.questions, 'A task asks at most'],
  ] as const) {
    const list = value[key];
    if (list === undefined && key === 'asks') continue;
    if (!Array.isArray(list)) problem([key], `"${key}" is a list.`);
    else if (list.length > most) problem([key], `${what} ${most} ${key === 'asks' ? 'questions' : 'fields'}.`);
    else for (const [index, entry] of list.entries()) parameter(entry, [key, index]);
  }
  if (value.flow === undefined) problem(['flow'], 'The task has no flow.');
  else node(value.flow, ['flow'], 1);
  if (value.sample !== undefined) sample(value.sample, ['sample']);

  return shaped(value, problems) ? { ok: true, definition: value } : { ok: false, problems };
}

/** Whether an object read without a problem has the definition's shape: what the reading above vouches for. */
function shaped(_value: Json, problems: readonly DefinitionProblem[]): _value is Json & TaskDefinition {
  return problems.length === 0;
}
