import type { CreatorDefinition } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { parseTaskDefinition } from './parse-task-definition.ts';
import type { DefinitionProblem } from './problem.ts';

const card = {
  id: 'brief',
  name: 'Brief',
  heading: 'A brief',
  description: 'Writes a brief.',
  imageName: '/images/tasks/brief.svg',
  powerFee: 1,
  plans: 'explorer',
  category: 'business',
  parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } }],
  flow: { step: 'summary', service: 'text.summary', output: 'Summary', inputs: { text: { param: 'text' } } },
};

describe('parseTaskDefinition', () => {
  it('given a well-shaped task should give it back', () => {
    expect(parseTaskDefinition(card)).toEqual({ ok: true, definition: card });
  });

  it("should give a definition of the contract's shape (a TaskDefinition is the SDK's CreatorDefinition)", () => {
    const read = parseTaskDefinition(card);
    if (!read.ok) throw new Error(read.problems[0]?.message);
    // Checked when the package is typechecked: the parser's type fits the contract's schema.
    const sent: CreatorDefinition = read.definition;
    expect(sent).toEqual(card);
  });

  it.each<{ given: string; value: unknown; want: DefinitionProblem[] }>([
    { given: 'not an object', value: [], want: [{ pointer: '', message: 'A task is a JSON object.' }] },
    {
      given: 'a misspelt field',
      value: { ...card, heding: 'x' },
      want: [{ pointer: '/heding', message: '"heding" is not a field here.' }],
    },
    {
      given: 'no name',
      value: { ...card, name: undefined },
      want: [{ pointer: '/name', message: '"name" is missing.' }],
    },
    {
      given: 'a fee that is not a whole number',
      value: { ...card, powerFee: 1.5 },
      want: [{ pointer: '/powerFee', message: 'The fee is a whole number of credits, from 0 to 100,000.' }],
    },
    {
      given: 'a field of an unknown kind',
      value: { ...card, parameters: [{ id: 'a', name: 'a', valueType: 'text/plain', ui: { type: 'date' } }] },
      want: [
        { pointer: '/parameters/0/ui/type', message: 'The kind of field is one of text, image, pdf, line, list.' },
      ],
    },
    {
      given: 'an input bound two ways',
      value: { ...card, flow: { ...card.flow, inputs: { text: { param: 'text', value: 'x' } } } },
      want: [
        {
          pointer: '/flow/inputs/text',
          message: 'An input is bound to exactly one of: a form field, a question, a step or a text.',
        },
      ],
    },
    {
      given: 'a sequence that is not a list',
      value: { ...card, flow: { sequence: {} } },
      want: [{ pointer: '/flow/sequence', message: '"sequence" is a list of steps.' }],
    },
    {
      given: 'an option that is an object',
      value: { ...card, flow: { ...card.flow, options: { title: { a: 1 } } } },
      want: [{ pointer: '/flow/options/title', message: 'An option is a text, a number or yes/no.' }],
    },
    {
      given: 'a sample value that is a number',
      value: { ...card, sample: { parameters: { text: 3 } } },
      want: [{ pointer: '/sample/parameters/text', message: 'A sample value is a text or a file.' }],
    },
    {
      given: 'a key with a slash',
      value: { ...card, flow: { ...card.flow, inputs: { 'a/b': 3 } } },
      want: [
        { pointer: '/flow/inputs/a~1b', message: 'An input is bound to a form field, a question, a step or a text.' },
      ],
    },
  ])('given $given should say what is wrong, where', ({ value, want }) => {
    expect(parseTaskDefinition(value)).toEqual({ ok: false, problems: want });
  });
});
