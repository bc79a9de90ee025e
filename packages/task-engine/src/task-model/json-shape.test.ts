import { describe, expect, it } from 'vitest';
import { checkJsonShape, type JsonShape, matchJsonShape } from './json-shape.ts';
import { pointerOf } from './problem.ts';

const problemsOf = (value: unknown) => {
  const found: { pointer: string; message: string }[] = [];
  checkJsonShape(value, ['schema'], (path, message) => found.push({ pointer: pointerOf(...path), message }));
  return found;
};

const article: JsonShape = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'The headline.' },
    tone: { type: 'string', enum: ['formal', 'friendly'] },
    words: { type: 'number' },
    draft: { type: 'boolean' },
    sections: {
      type: 'array',
      items: { type: 'object', properties: { heading: { type: 'string' } }, required: ['heading'] },
    },
  },
  required: ['title', 'tone'],
};

describe('checkJsonShape', () => {
  it('given a shape of every kind should find no problem', () => {
    expect(problemsOf(article)).toEqual([]);
  });

  const cases: Array<{ given: unknown; want: { pointer: string; message: string }[] }> = [
    { given: 'text', want: [{ pointer: '/schema', message: 'A shape is an object with a "type".' }] },
    {
      given: { type: 'integer' },
      want: [{ pointer: '/schema/type', message: 'The type is one of object, array, string, number, boolean.' }],
    },
    {
      given: { type: 'object', properties: {} },
      want: [{ pointer: '/schema/properties', message: 'An object shape lists at least one property.' }],
    },
    {
      given: { type: 'object', properties: { a: { type: 'string' } }, required: ['b'] },
      want: [{ pointer: '/schema/required/0', message: 'There is no property "b".' }],
    },
    {
      given: { type: 'string', pattern: '^a' },
      want: [{ pointer: '/schema/pattern', message: '"pattern" is not part of a string shape here.' }],
    },
    {
      given: { type: 'string', enum: ['a', 'a'] },
      want: [{ pointer: '/schema/enum', message: 'An enum lists each text once.' }],
    },
    {
      given: { type: 'array', items: { type: 'object', properties: { '1st': { type: 'number' } } } },
      want: [
        {
          pointer: '/schema/items/properties/1st',
          message: 'A property\'s name is letters, digits, "_", "-" and spaces (at most 60), starting with a letter.',
        },
      ],
    },
  ];
  it.each(cases)('given $given should report $want.0.pointer', ({ given, want }) => {
    expect(problemsOf(given)).toEqual(want);
  });

  it('given a shape nested six deep should refuse the sixth level', () => {
    let shape: unknown = { type: 'string' };
    for (let level = 0; level < 5; level += 1) shape = { type: 'array', items: shape };
    expect(problemsOf(shape)).toEqual([
      { pointer: '/schema/items/items/items/items/items', message: 'A shape nests at most 5 levels deep.' },
    ]);
  });

  it('given more than 100 enum values should say how many there are', () => {
    const values = Array.from({ length: 101 }, (_, index) => `v${index}`);
    expect(problemsOf({ type: 'string', enum: values })).toEqual([
      { pointer: '/schema', message: 'A shape holds at most 100 properties and enum values in all; this one has 101.' },
    ]);
  });
});

describe('matchJsonShape', () => {
  const cases: Array<{ given: unknown; want: { pointer: string; message: string }[] }> = [
    { given: { title: 'A', tone: 'formal', words: 3, draft: false, sections: [{ heading: 'One' }] }, want: [] },
    { given: { title: 'A', tone: 'friendly' }, want: [] },
    { given: [], want: [{ pointer: '', message: 'should be an object, not a list' }] },
    { given: { title: 'A' }, want: [{ pointer: '/tone', message: 'is required and missing' }] },
    {
      given: { title: 'A', tone: 'loud', extra: 1 },
      want: [
        { pointer: '/tone', message: 'should be one of formal, friendly' },
        { pointer: '/extra', message: 'is not a property of the shape' },
      ],
    },
    {
      given: { title: 7, tone: 'formal', words: '3', draft: 'no', sections: [{}] },
      want: [
        { pointer: '/title', message: 'should be a text, not number' },
        { pointer: '/words', message: 'should be a number, not string' },
        { pointer: '/draft', message: 'should be true or false, not string' },
        { pointer: '/sections/0/heading', message: 'is required and missing' },
      ],
    },
    { given: null, want: [{ pointer: '', message: 'should be an object, not null' }] },
  ];
  it.each(cases)('given $given should find $want.length mismatches', ({ given, want }) => {
    expect(matchJsonShape(article, given)).toEqual(want);
  });

  it('should stop at the limit', () => {
    const shape: JsonShape = { type: 'array', items: { type: 'number' } };
    expect(matchJsonShape(shape, ['a', 'b', 'c'], 2)).toHaveLength(2);
  });
});
