import { describe, expect, it } from 'vitest';
import { parseTaskDefinition } from './parse-task-definition.ts';
import { pointerOf } from './problem.ts';
import type { TaskDefinition } from './task-definition.ts';
import { taskLimits, textProblem } from './task-limits.ts';

// Issue 39, point 2: the parser refuses a control character or a lone surrogate in every text of a
// definition (prose keeps line breaks and tabs), and every definition past a named limit, each at
// its JSON pointer, without reading past the limit (a flow nested thousands of levels deep
// overflowed the stack before).

/** A definition with every kind of text: each string and each map key is a place to put a hostile value. */
function everyText(): Record<string, unknown> {
  return {
    id: 'brief',
    name: 'Brief',
    heading: 'A brief',
    description: 'Writes a brief.\n\tIn two lines.',
    imageName: '/images/tasks/brief.svg',
    powerFee: 1,
    plans: 'explorer',
    category: 'business',
    parameters: [
      { id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } },
      { id: 'language', name: 'language', valueType: 'text/plain', ui: { type: 'list', lookup: [{ English: 'en' }] } },
      {
        id: 'tone',
        name: 'tone',
        valueType: 'text/plain',
        ui: { type: 'list', dependsOn: 'language', lookup: { en: 'Formal|Friendly' } },
      },
      { id: 'size', name: 'size', valueType: 'text/plain', ui: { type: 'list', lookup: ['Short', 'Long'] } },
      { id: 'mode', name: 'mode', valueType: 'text/plain', ui: { type: 'list', lookup: { fast: 'Fast' } } },
    ],
    asks: [{ id: 'ok', name: 'ok', valueType: 'text/plain', ui: { type: 'line', placeholder: 'OK?' } }],
    flow: {
      sequence: [
        {
          step: 'summary',
          service: 'text.summary',
          output: 'Summary',
          inputs: { text: { param: 'text', default: 'None' }, length: { value: 'short' } },
          options: { prompt: 'Be brief.', count: 3, exact: true },
        },
        {
          step: 'report',
          service: 'text.report',
          output: 'Report',
          inputs: { a: { step: 'summary' }, b: { ask: 'ok' } },
          ai: {
            persona: { personaId: 'persona-1' },
            output: {
              kind: 'json',
              schema: {
                type: 'object',
                properties: {
                  title: { type: 'string', description: 'The title' },
                  tone: { type: 'string', enum: ['calm', 'bold'] },
                },
                required: ['title'],
              },
            },
          },
        },
      ],
    },
    sample: { parameters: { text: { value: 'A week.' }, size: { file: 'week.pdf' } }, answers: { ok: 'yes' } },
  };
}

/** Every string of a JSON value and every key of its maps, with their JSON pointers and whether they are prose. */
function places(value: unknown, path: string[] = []): { pointer: string; key: boolean; path: string[] }[] {
  if (typeof value === 'string') return [{ pointer: pointerOf(...path), key: false, path }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    // A map's keys are names the user chose (inputs, options, sample values, lookups); the others are the model's fields.
    ...(/^(inputs|options|parameters|answers|lookup|properties|\d+)$/.test(path.at(-1) ?? '') && !Array.isArray(value)
      ? [{ pointer: pointerOf(...path, key), key: true, path: [...path, key] }]
      : []),
    ...places(child, [...path, key]),
  ]);
}

/** The definition with the string (or the key) at `path` replaced. */
function replaced(path: string[], text: string, key: boolean): unknown {
  const copy = structuredClone(everyText());
  let parent = copy as Record<string, unknown>;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (key) {
    parent[text] = parent[last];
    delete parent[last];
  } else parent[last] = text;
  return copy;
}

const prose = new Set([
  '/description',
  '/flow/sequence/0/inputs/text/default',
  '/flow/sequence/0/inputs/length/value',
  '/flow/sequence/0/options/prompt',
  '/sample/parameters/text/value',
  '/sample/answers/ok',
  // An AI step's JSON shape: what a field means, and the values it may take.
  '/flow/sequence/1/ai/output/schema/properties/title/description',
  '/flow/sequence/1/ai/output/schema/properties/tone/enum/0',
  '/flow/sequence/1/ai/output/schema/properties/tone/enum/1',
]);

describe('the text of a definition', () => {
  it('given the definition with every kind of text should read it', () => {
    expect(parseTaskDefinition(everyText()).ok).toBe(true);
  });

  const strings = places(everyText());
  it('should reach every string and every name of a map', () => {
    expect(strings.filter((place) => !place.key)).toHaveLength(63);
    expect(strings.filter((place) => place.key).length).toBeGreaterThanOrEqual(14);
  });

  const hostile = ['\u0000', 'a\u0000b', '\u001b[31m', '\u007f', '\u0085', '\u009f', '\ud800', 'x\udfffy', '\ud83d'];
  it.each(strings.flatMap((place) => hostile.map((text) => ({ ...place, text }))))(
    'given $text at $pointer (a name: $key) should refuse it there',
    ({ path, pointer, key, text }) => {
      const parsed = parseTaskDefinition(replaced(path, text, key));
      expect(parsed.ok).toBe(false);
      const at = key ? pointerOf(...path.slice(0, -1), text) : pointer;
      expect(parsed.ok ? [] : parsed.problems.map((problem) => problem.pointer)).toContain(at);
    },
  );

  it.each(strings.filter((place) => !place.key).map((place) => ({ ...place, prose: prose.has(place.pointer) })))(
    'given a line break and a tab at $pointer should keep them only in prose (prose: $prose)',
    ({ path, prose: isProse }) => {
      expect(parseTaskDefinition(replaced(path, 'a\r\n\tb', false)).ok).toBe(isProse);
    },
  );
});

describe('textProblem', () => {
  const codes = [
    ...Array.from({ length: 0x20 }, (_, code) => code),
    ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  ];
  it.each(codes.map((code) => ({ code: `U+${code.toString(16).padStart(4, '0')}`, text: String.fromCharCode(code) })))(
    'given $code should refuse it on a line, and in prose unless it is a tab or a line break',
    ({ text }) => {
      expect(textProblem(`a${text}b`, 'line', '"name"')).toBe(
        '"name" is one line of text, without tabs or other control characters.',
      );
      const keptInProse = ['\t', '\n', '\r'].includes(text);
      expect(textProblem(`a${text}b`, 'prose', '"description"')).toBe(
        keptInProse
          ? undefined
          : '"description" holds a control character: line breaks and tabs are the only ones it may hold.',
      );
    },
  );

  it.each([
    {
      given: 'a lone high surrogate',
      text: 'a\ud800',
      want: '"name" holds a broken character (half of an emoji or of a symbol).',
    },
    {
      given: 'a lone low surrogate',
      text: '\udc00a',
      want: '"name" holds a broken character (half of an emoji or of a symbol).',
    },
    { given: 'an emoji (a pair)', text: 'Brief \ud83d\ude00', want: undefined },
    { given: 'a line separator and a non-character', text: 'a\u2028\ufffe', want: undefined },
    { given: 'a line at the limit', text: 'x'.repeat(taskLimits.lineLength), want: undefined },
    {
      given: 'a line past the limit',
      text: 'x'.repeat(taskLimits.lineLength + 1),
      want: '"name" has at most 200 characters.',
    },
    {
      given: 'emoji up to the limit (counted as characters)',
      text: '\ud83d\ude00'.repeat(taskLimits.lineLength),
      want: undefined,
    },
    { given: 'a megabyte on a line', text: 'x'.repeat(1_000_000), want: '"name" has at most 200 characters.' },
  ])('given $given should say $want', ({ text, want }) => {
    expect(textProblem(text, 'line', '"name"')).toBe(want);
  });

  it('should keep prose to its limit', () => {
    expect(textProblem('x'.repeat(taskLimits.textLength), 'prose', 'It')).toBeUndefined();
    expect(textProblem('x'.repeat(taskLimits.textLength + 1), 'prose', 'It')).toBe('It has at most 20,000 characters.');
  });
});

const step = (index: number) => ({ step: `s${index}`, service: 'x', output: `O${index}`, inputs: {} });
const withFlow = (flow: unknown) => ({ ...everyText(), flow });
const nested = (depth: number, kind = 'sequence') => {
  let node: unknown = step(0);
  for (let level = 0; level < depth; level += 1) node = { [kind]: [node] };
  return node;
};
const map = (count: number, value: (index: number) => unknown) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, value(index)]));
const problemsOf = (value: unknown) => {
  const parsed = parseTaskDefinition(value);
  return parsed.ok ? [] : parsed.problems;
};

describe('the limits of a definition', () => {
  it.each([
    { given: `${taskLimits.flowDepth} levels of sequences`, flow: nested(taskLimits.flowDepth), want: [] },
    {
      given: `${taskLimits.flowDepth} levels of parallel branches`,
      flow: nested(taskLimits.flowDepth, 'parallel'),
      want: [],
    },
    {
      given: `${taskLimits.flowDepth + 1} levels`,
      flow: nested(taskLimits.flowDepth + 1),
      want: [
        {
          pointer: `/flow${'/sequence/0'.repeat(taskLimits.flowDepth)}`,
          message: 'The flow holds sequences and parallel branches at most 12 levels deep.',
        },
      ],
    },
    {
      given: '5,000 levels (the problem once, nothing deeper read)',
      flow: nested(5_000, 'parallel'),
      want: [
        {
          pointer: `/flow${'/parallel/0'.repeat(taskLimits.flowDepth)}`,
          message: 'The flow holds sequences and parallel branches at most 12 levels deep.',
        },
      ],
    },
    { given: '100 steps', flow: { sequence: Array.from({ length: 100 }, (_, i) => step(i)) }, want: [] },
    {
      given: '101 steps in sequences of 50',
      flow: {
        sequence: [0, 1, 2].map((part) => ({
          sequence: Array.from({ length: part === 2 ? 1 : 50 }, (_, i) => step(part * 50 + i)),
        })),
      },
      want: [{ pointer: '/flow', message: 'A task has at most 100 steps.' }],
    },
    {
      given: '10,000 steps',
      flow: { sequence: Array.from({ length: 10_000 }, (_, i) => step(i)) },
      want: [{ pointer: '/flow/sequence', message: 'A sequence holds at most 100 parts.' }],
    },
    {
      given: '101 sequences',
      flow: { parallel: Array.from({ length: 100 }, (_, i) => ({ sequence: [step(i)] })) },
      want: [{ pointer: '/flow', message: 'A flow has at most 100 sequences and sets of parallel branches.' }],
    },
  ])('given a flow of $given should say $want', ({ flow, want }) => {
    expect(problemsOf(withFlow(flow))).toEqual(want);
  });

  const uiOf = (definition: Record<string, unknown>, index: number) =>
    (definition.parameters as { ui: Record<string, unknown> }[])[index]?.ui as Record<string, unknown>;
  const first = (definition: Record<string, unknown>) => definition.flow as { sequence: Record<string, unknown>[] };
  it.each<{ given: string; edit: (definition: Record<string, unknown>) => void; want: string[] }>([
    {
      given: '51 form fields',
      edit: (d) =>
        (d.parameters = Array.from({ length: 51 }, (_, i) => ({
          id: `f${i}`,
          name: `f${i}`,
          valueType: 'text/plain',
        }))),
      want: ['/parameters A form has at most 50 fields.'],
    },
    {
      given: '21 questions',
      edit: (d) =>
        (d.asks = Array.from({ length: 21 }, (_, i) => ({ id: `q${i}`, name: `q${i}`, valueType: 'text/plain' }))),
      want: ['/asks A task asks at most 20 questions.'],
    },
    {
      given: 'a step of 41 inputs',
      edit: (d) => ((first(d).sequence[0] as Record<string, unknown>).inputs = map(41, () => ({ value: 'x' }))),
      want: ['/flow/sequence/0/inputs A step has at most 40 inputs.'],
    },
    {
      given: 'a step of 41 options',
      edit: (d) => ((first(d).sequence[0] as Record<string, unknown>).options = map(41, () => 1)),
      want: ['/flow/sequence/0/options A step has at most 40 options.'],
    },
    {
      given: 'a list of 501 options',
      edit: (d) => (uiOf(d, 3).lookup = Array.from({ length: 501 }, (_, i) => `o${i}`)),
      want: ['/parameters/3/ui/lookup A list has at most 500 options.'],
    },
    {
      given: 'a list of 501 options on one line',
      edit: (d) => (uiOf(d, 3).lookup = Array.from({ length: 501 }, (_, i) => `o${i}`).join('|')),
      want: ['/parameters/3/ui/lookup A list has at most 500 options.'],
    },
    {
      given: 'a map of 501 options',
      edit: (d) => (uiOf(d, 4).lookup = map(501, (i) => `O${i}`)),
      want: ['/parameters/4/ui/lookup A list has at most 500 options.'],
    },
    {
      given: 'options nested deeper than a dependent list',
      edit: (d) => (uiOf(d, 2).lookup = { en: { a: { b: 'c' } } }),
      want: [
        '/parameters/2/ui/lookup/en The options are a list, a map of values to labels, or texts separated by "|".',
      ],
    },
    {
      given: 'a label object of two labels',
      edit: (d) => (uiOf(d, 1).lookup = [{ English: 'en', French: 'fr' }]),
      want: ['/parameters/1/ui/lookup/0 An option is a text, or one label with its value.'],
    },
    {
      given: 'an option past what a JSON number holds (1e400 reads as Infinity)',
      edit: (d) => ((first(d).sequence[0] as Record<string, unknown>).options = JSON.parse('{"count":1e400}')),
      want: ['/flow/sequence/0/options/count An option is a text, a number or yes/no.'],
    },
    { given: 'a fee of 100,000', edit: (d) => (d.powerFee = 100_000), want: [] },
    {
      given: 'a fee of 100,001',
      edit: (d) => (d.powerFee = 100_001),
      want: ['/powerFee The fee is a whole number of credits, from 0 to 100,000.'],
    },
    {
      given: 'an option left undefined (as an editor may hold it)',
      edit: (d) => ((first(d).sequence[0] as Record<string, unknown>).options = { prompt: undefined }),
      want: [],
    },
    {
      given: 'a field named with a control character',
      edit: (d) => (d['bad\u0000field'] = 1),
      want: ['/bad\u0000field This is not a field here.'],
    },
  ])('given $given should say $want', ({ edit, want }) => {
    const definition = everyText();
    edit(definition);
    expect(problemsOf(definition).map((problem) => `${problem.pointer} ${problem.message}`)).toEqual(want);
  });

  it(`should report at most ${taskLimits.problems} problems`, () => {
    const definition: Record<string, unknown> = { ...everyText(), ...map(5_000, () => 1) };
    expect(problemsOf(definition)).toHaveLength(taskLimits.problems);
  });

  it('should read a definition as big as a request may be quickly', () => {
    const flow = {
      sequence: Array.from({ length: 100 }, (_, i) => ({ ...step(i), options: { prompt: 'x'.repeat(600) } })),
    };
    const started = performance.now();
    expect(problemsOf(withFlow(flow))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

// The type is what the parser vouches for: a definition it reads is a TaskDefinition.
export type Read = Extract<ReturnType<typeof parseTaskDefinition>, { ok: true }>['definition'] extends TaskDefinition
  ? true
  : never;
