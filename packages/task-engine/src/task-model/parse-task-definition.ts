import { type LookupSource, lookupSources } from '../parameters.ts';
import { parseAiStepSettings } from './check-ai-step.ts';
import { type DefinitionProblem, pointerOf } from './problem.ts';
import type { TaskDefinition } from './task-definition.ts';

/** What reading a definition gave: the definition when its shape is right, else what is wrong. */
export type ParsedDefinition = { ok: true; definition: TaskDefinition } | { ok: false; problems: DefinitionProblem[] };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const uiTypes = ['text', 'image', 'pdf', 'line', 'list'] as const;

/**
 * Reads a task definition from JSON (a saved draft, an imported file, the catalogue's file): the
 * shape of every part, each wrong part reported at its place with a JSON pointer. Only the shape:
 * whether the flow can run is {@link checkTaskDefinition}'s to say. Fields it does not know are
 * refused, so a misspelt one is not silently ignored.
 */
export function parseTaskDefinition(value: unknown): ParsedDefinition {
  const problems: DefinitionProblem[] = [];
  const problem = (path: readonly (string | number)[], message: string) =>
    problems.push({ pointer: pointerOf(...path), message });

  const known = (object: Json, path: readonly (string | number)[], fields: readonly string[]) => {
    for (const key of Object.keys(object)) {
      if (!fields.includes(key)) problem([...path, key], `"${key}" is not a field here.`);
    }
  };
  const string = (object: Json, path: readonly (string | number)[], key: string, required = true) => {
    const found = object[key];
    if (found === undefined) {
      if (required) problem([...path, key], `"${key}" is missing.`);
      return;
    }
    if (typeof found !== 'string') problem([...path, key], `"${key}" must be text.`);
  };

  const lookup = (found: unknown, path: readonly (string | number)[]) => {
    if (typeof found === 'string') return;
    if (Array.isArray(found)) {
      found.forEach((entry, index) => {
        if (typeof entry === 'string') return;
        if (!isObject(entry) || Object.values(entry).some((label) => typeof label !== 'string')) {
          problem([...path, index], 'An option is a text, or one label with its value.');
        }
      });
      return;
    }
    if (isObject(found)) {
      for (const [key, entry] of Object.entries(found)) {
        // A value-to-label map, or (with dependsOn) a lookup per value of the other field.
        if (typeof entry !== 'string') lookup(entry, [...path, key]);
      }
      return;
    }
    problem(path, 'The options are a list, a map of values to labels, or texts separated by "|".');
  };

  const parameter = (found: unknown, path: readonly (string | number)[]) => {
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
    string(ui, [...path, 'ui'], 'placeholder', false);
    string(ui, [...path, 'ui'], 'dependsOn', false);
    if (ui.lookupSource !== undefined && !lookupSources.includes(ui.lookupSource as LookupSource)) {
      problem([...path, 'ui', 'lookupSource'], `The options' source is one of ${lookupSources.join(', ')}.`);
    }
    if (ui.lookup !== undefined) lookup(ui.lookup, [...path, 'ui', 'lookup']);
    return undefined;
  };

  const binding = (found: unknown, path: readonly (string | number)[]) => {
    if (!isObject(found)) return problem(path, 'An input is bound to a form field, a question, a step or a text.');
    const kinds = ['param', 'ask', 'step', 'value'].filter((key) => key in found);
    if (kinds.length !== 1) {
      return problem(path, 'An input is bound to exactly one of: a form field, a question, a step or a text.');
    }
    const kind = kinds[0] as string;
    known(found, path, kind === 'param' ? ['param', 'default'] : [kind]);
    string(found, path, kind);
    if (kind === 'param') string(found, path, 'default', false);
    return undefined;
  };

  const node = (found: unknown, path: readonly (string | number)[]): void => {
    if (!isObject(found)) return void problem(path, 'A part of the flow is a step, a sequence or parallel branches.');
    if ('sequence' in found || 'parallel' in found) {
      const key = 'sequence' in found ? 'sequence' : 'parallel';
      known(found, path, [key]);
      const children = found[key];
      if (!Array.isArray(children)) return void problem([...path, key], `"${key}" is a list of steps.`);
      for (const [index, child] of children.entries()) node(child, [...path, key, index]);
      return;
    }
    known(found, path, ['step', 'service', 'output', 'inputs', 'options', 'ai']);
    if (found.ai !== undefined) parseAiStepSettings(found.ai, [...path, 'ai'], problem);
    string(found, path, 'step');
    string(found, path, 'service');
    string(found, path, 'output');
    const inputs = found.inputs;
    if (!isObject(inputs)) problem([...path, 'inputs'], 'A step\'s "inputs" say where each input comes from.');
    else for (const [name, bound] of Object.entries(inputs)) binding(bound, [...path, 'inputs', name]);
    const options = found.options;
    if (options === undefined) return;
    if (!isObject(options)) return void problem([...path, 'options'], "A step's options are named values.");
    for (const [name, option] of Object.entries(options)) {
      if (!['string', 'number', 'boolean'].includes(typeof option)) {
        problem([...path, 'options', name], 'An option is a text, a number or yes/no.');
      }
    }
  };

  const sample = (found: unknown, path: readonly (string | number)[]) => {
    if (!isObject(found)) return problem(path, 'The sample holds the values of a sample run.');
    known(found, path, ['parameters', 'answers']);
    if (!isObject(found.parameters)) problem([...path, 'parameters'], 'The sample gives a value per form field.');
    else {
      for (const [name, entry] of Object.entries(found.parameters)) {
        const ok =
          isObject(entry) &&
          Object.keys(entry).length === 1 &&
          (typeof entry.value === 'string' || typeof entry.file === 'string');
        if (!ok) problem([...path, 'parameters', name], 'A sample value is a text or a file.');
      }
    }
    if (found.answers === undefined) return undefined;
    if (!isObject(found.answers) || Object.values(found.answers).some((answer) => typeof answer !== 'string')) {
      problem([...path, 'answers'], 'The sample answers are texts by question.');
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
  for (const key of ['id', 'name', 'heading', 'description', 'imageName', 'plans', 'category']) string(value, [], key);
  if (!Number.isInteger(value.powerFee) || (value.powerFee as number) < 0) {
    problem(['powerFee'], 'The fee is a whole number of credits, 0 or more.');
  }
  for (const key of ['parameters', 'asks'] as const) {
    const list = value[key];
    if (list === undefined && key === 'asks') continue;
    if (!Array.isArray(list)) problem([key], `"${key}" is a list.`);
    else for (const [index, entry] of list.entries()) parameter(entry, [key, index]);
  }
  if (value.flow === undefined) problem(['flow'], 'The task has no flow.');
  else node(value.flow, ['flow']);
  if (value.sample !== undefined) sample(value.sample, ['sample']);

  return shaped(value, problems) ? { ok: true, definition: value } : { ok: false, problems };
}

/** Whether an object read without a problem has the definition's shape: what the reading above vouches for. */
function shaped(_value: Json, problems: readonly DefinitionProblem[]): _value is Json & TaskDefinition {
  return problems.length === 0;
}
