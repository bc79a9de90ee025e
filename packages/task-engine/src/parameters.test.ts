import type { TaskParameter } from '@taskwell/api-sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  changeValue,
  dependentsOf,
  fillLookupSources,
  isParameterDisabled,
  missingParameters,
  normaliseLookup,
  optionsFor,
} from './parameters.ts';

describe('normaliseLookup (spec §3: four forms)', () => {
  it.each([
    {
      form: 'array of strings',
      lookup: ['Formal', 'Friendly'],
      want: [
        ['Formal', 'Formal'],
        ['Friendly', 'Friendly'],
      ],
    },
    {
      form: 'array of single-key objects (label to value)',
      lookup: [{ 'English (UK)': 'en-GB' }, { French: 'fr' }],
      want: [
        ['en-GB', 'English (UK)'],
        ['fr', 'French'],
      ],
    },
    {
      form: 'object of value to label',
      lookup: { s: 'Short', l: 'Long' },
      want: [
        ['s', 'Short'],
        ['l', 'Long'],
      ],
    },
    {
      form: 'pipe-separated string',
      lookup: 'short| medium |long',
      want: [
        ['short', 'short'],
        ['medium', 'medium'],
        ['long', 'long'],
      ],
    },
    { form: 'nothing', lookup: undefined, want: [] },
    {
      form: 'empty and repeated entries',
      lookup: 'a||a|b',
      want: [
        ['a', 'a'],
        ['b', 'b'],
      ],
    },
  ])('$form', ({ lookup, want }) => {
    expect(normaliseLookup(lookup).map(({ value, label }) => [value, label])).toEqual(want);
  });

  const option = fc.stringMatching(/^[A-Za-z0-9 ]{1,12}$/).filter((text) => text.trim() === text && text.length > 0);

  it('should give the same options from each of the four forms', () => {
    fc.assert(
      fc.property(fc.uniqueArray(option, { minLength: 1, maxLength: 8 }), (values) => {
        const expected = values.map((value) => ({ value, label: value }));
        expect(normaliseLookup(values)).toEqual(expected);
        expect(normaliseLookup(values.map((value) => ({ [value]: value })))).toEqual(expected);
        expect(normaliseLookup(Object.fromEntries(values.map((value) => [value, value])))).toEqual(
          // Objects keep integer-like keys first, as JavaScript orders them.
          Object.keys(Object.fromEntries(values.map((value) => [value, value]))).map((value) => ({
            value,
            label: value,
          })),
        );
        expect(normaliseLookup(values.join('|'))).toEqual(expected);
      }),
    );
  });

  it('should never give an empty or repeated value', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 10 }), (entries) => {
        const values = normaliseLookup(entries).map((entry) => entry.value);
        expect(values.every((value) => value.length > 0)).toBe(true);
        expect(new Set(values).size).toBe(values.length);
      }),
    );
  });
});

const list = (name: string, dependsOn?: string, lookup?: unknown): TaskParameter => ({
  id: name,
  name,
  valueType: 'text/plain',
  ui: { type: 'list', ...(dependsOn ? { dependsOn } : {}), ...(lookup ? { lookup } : {}) } as TaskParameter['ui'],
});

// country -> region -> city, and an unrelated tone.
const form: TaskParameter[] = [
  list('country', undefined, ['UK', 'France']),
  list('region', 'country', { UK: ['Scotland', 'Wales'], France: 'Brittany|Alsace' }),
  list('city', 'region', { Scotland: ['Edinburgh'], Brittany: { rns: 'Rennes' } }),
  list('tone', undefined, 'formal|friendly'),
  { id: 'notes', name: 'notes', valueType: 'text/plain' },
];

describe('dependent lists (spec §4)', () => {
  it('should key a dependent list by the parent value', () => {
    expect(optionsFor(form[1] as TaskParameter, { country: 'France' }).map((option) => option.value)).toEqual([
      'Brittany',
      'Alsace',
    ]);
    expect(optionsFor(form[2] as TaskParameter, { region: 'Brittany' })).toEqual([{ value: 'rns', label: 'Rennes' }]);
    expect(optionsFor(form[1] as TaskParameter, {})).toEqual([]);
    expect(optionsFor(form[1] as TaskParameter, { country: 'Spain' })).toEqual([]);
  });

  it.each([
    { name: 'region', values: {}, want: true },
    { name: 'region', values: { country: 'UK' }, want: false },
    { name: 'city', values: { country: 'UK' }, want: true },
    { name: 'country', values: {}, want: false },
  ])('$name with $values should be disabled: $want', ({ name, values, want }) => {
    expect(isParameterDisabled(form.find((parameter) => parameter.name === name) as TaskParameter, values)).toBe(want);
  });

  it('should find dependents transitively', () => {
    expect(dependentsOf(form, 'country')).toEqual(['region', 'city']);
    expect(dependentsOf(form, 'tone')).toEqual([]);
  });

  it('should stop on a cycle', () => {
    const cyclic = [list('a', 'b'), list('b', 'a')];
    expect(dependentsOf(cyclic, 'a')).toEqual(['b']);
  });

  it.each([
    {
      name: 'changing the root clears the chain',
      values: { country: 'UK', region: 'Scotland', city: 'Edinburgh', tone: 'formal' },
      set: ['country', 'France'],
      want: { country: 'France', tone: 'formal' },
    },
    {
      name: 'changing the middle clears below only',
      values: { country: 'UK', region: 'Scotland', city: 'Edinburgh' },
      set: ['region', 'Wales'],
      want: { country: 'UK', region: 'Wales' },
    },
    {
      name: 'setting the same value keeps the dependents',
      values: { country: 'UK', region: 'Scotland' },
      set: ['country', 'UK'],
      want: { country: 'UK', region: 'Scotland' },
    },
  ] as const)('$name', ({ values, set, want }) => {
    expect(changeValue(form, values, set[0], set[1])).toEqual(want);
  });

  it('should never leave a value below a changed parameter (any chain, any change)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 4 }),
        (length, pick, value) => {
          const chain = Array.from({ length }, (_, index) =>
            list(`p${index}`, index > 0 ? `p${index - 1}` : undefined),
          );
          const full = Object.fromEntries(chain.map((parameter) => [parameter.name, 'x']));
          const changed = pick % length;
          const next = changeValue(chain, full, `p${changed}`, value === 'x' ? 'y' : value);
          for (let index = 0; index < length; index += 1) {
            expect(next[`p${index}`] !== undefined).toBe(index <= changed);
          }
        },
      ),
    );
  });
});

describe('required values (spec §5)', () => {
  it('should require every parameter with a ui, and ignore blank values', () => {
    expect(missingParameters(form, { country: 'UK', tone: '  ' })).toEqual(['region', 'city', 'tone']);
  });

  it.each([
    { values: { country: 'UK', region: 'Scotland', city: 'Edinburgh', tone: 'formal' }, running: false, want: true },
    { values: { country: 'UK', region: 'Scotland', city: 'Edinburgh', tone: 'formal' }, running: true, want: false },
    { values: { country: 'UK' }, running: false, want: false },
  ])('canSubmit with $values while running $running should be $want', ({ values, running, want }) => {
    expect(canSubmit(form, values, running)).toBe(want);
  });
});

describe("fillLookupSources (issue 28: a list of the user's collections)", () => {
  const collection: TaskParameter = {
    id: 'collection',
    name: 'collection',
    valueType: 'text/plain',
    ui: { type: 'list', placeholder: 'Collection', lookupSource: 'knowledgeCollections', lookup: 'stale' },
  };
  const other: TaskParameter = { id: 'q', name: 'q', valueType: 'text/plain', ui: { type: 'line' } };

  it.each([
    {
      given: 'two collections',
      options: [
        { value: 'c-1', label: 'Policies' },
        { value: 'c-2', label: 'Notes' },
      ],
      want: { 'c-1': 'Policies', 'c-2': 'Notes' },
    },
    { given: 'none', options: [], want: undefined },
  ])('given $given should make them the lookup, value to label, and keep the rest', ({ options, want }) => {
    const [filledOther, filled] = fillLookupSources([other, collection], () => options);
    expect(filledOther).toBe(other);
    expect(filled?.ui?.lookup).toEqual(want);
    expect(filled?.ui?.lookupSource).toBe('knowledgeCollections');
    expect(optionsFor(filled as TaskParameter, {}).map((option) => option.label)).toEqual(options.map((o) => o.label));
  });
});
