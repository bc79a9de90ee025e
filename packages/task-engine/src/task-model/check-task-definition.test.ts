import { describe, expect, it } from 'vitest';
import { checkTaskDefinition, unknownIconMessage } from './check-task-definition.ts';
import type { DefinitionProblem } from './problem.ts';
import { serviceDescriptionsByName } from './service-descriptions.ts';
import type { StepNode, TaskDefinition } from './task-definition.ts';

/** A task that passes: two fields (a list depending on another), a sequence holding a parallel pair and a question. */
function valid(): TaskDefinition {
  return {
    id: 'weekly-brief',
    name: 'Weekly brief',
    heading: 'A brief of the week',
    description: 'Summarises a text and lists its keywords.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 3,
    plans: 'explorer|creator',
    category: 'business',
    parameters: [
      { id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } },
      {
        id: 'language',
        name: 'language',
        valueType: 'text/plain',
        ui: { type: 'list', placeholder: 'Language', lookup: { en: 'English', fr: 'French' } },
      },
      {
        id: 'voice',
        name: 'voice',
        valueType: 'text/plain',
        ui: {
          type: 'list',
          placeholder: 'Voice',
          dependsOn: 'language',
          lookup: { en: [{ 'American English': 'en-us' }], fr: [{ French: 'fr' }] },
        },
      },
    ],
    asks: [{ id: 'title', name: 'title', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Title' } }],
    flow: {
      sequence: [
        { step: 'summary', service: 'text.summary', output: 'Summary', inputs: { text: { param: 'text' } } },
        {
          parallel: [
            { step: 'keywords', service: 'text.keywords', output: 'Keywords', inputs: { text: { step: 'summary' } } },
            {
              step: 'speech',
              service: 'audio.speech',
              output: 'Spoken summary',
              inputs: { text: { step: 'summary' }, voice: { param: 'voice' } },
            },
          ],
        },
        {
          step: 'report',
          service: 'text.report',
          output: 'Report',
          inputs: { title: { ask: 'title' }, summary: { step: 'summary' }, keywords: { step: 'keywords' } },
          options: { title: 'Weekly brief' },
        },
      ],
    },
    sample: {
      parameters: { text: { value: 'A text.' }, language: { value: 'en' }, voice: { value: 'en-us' } },
      answers: { title: 'This week' },
    },
  };
}

const services = serviceDescriptionsByName();
const check = (definition: TaskDefinition) => checkTaskDefinition(definition, { services });
const one = (pointer: string, message: string): DefinitionProblem[] => [{ pointer, message }];
// biome-ignore lint/suspicious/noExplicitAny: the table reaches into the definition to break one part.
type Edit = (definition: any) => void;

/**
 * Adds a list of the user's collections and a knowledge step that reads it; the sample goes (the
 * samples account has no collections, so such a task has none).
 */
function withCollection(definition: TaskDefinition, ui: { lookup?: string } = {}): void {
  definition.parameters.push({
    id: 'collection',
    name: 'collection',
    valueType: 'text/plain',
    ui: { type: 'list', placeholder: 'Collection', lookupSource: 'knowledgeCollections', ...ui },
  });
  const flow = definition.flow as { sequence: unknown[] };
  flow.sequence.push({
    step: 'passages',
    service: 'knowledge.passages',
    output: 'Passages',
    inputs: { question: { param: 'text' }, collection: { param: 'collection' } },
  });
  delete definition.sample;
}

describe('checkTaskDefinition', () => {
  it('given a well-made task should find nothing', () => {
    expect(check(valid())).toEqual([]);
  });

  it("given a list of the user's collections, without options of its own, should find nothing", () => {
    const definition = valid();
    withCollection(definition);
    expect(check(definition)).toEqual([]);
  });

  it('given the id the server gives a task a user builds (a UUID) should find nothing', () => {
    expect(check({ ...valid(), id: '0b5e2f5c-4c55-4a53-9d7e-3f4b8f0f4c11' })).toEqual([]);
  });

  it.each<{ given: string; edit: Edit; want: DefinitionProblem[] }>([
    { given: 'no name', edit: (d) => (d.name = ' '), want: one('/name', 'Give the task a name.') },
    { given: 'no heading', edit: (d) => (d.heading = ''), want: one('/heading', 'Give the task a heading.') },
    {
      given: 'no description',
      edit: (d) => (d.description = ''),
      want: one('/description', 'Give the task a description.'),
    },
    {
      given: 'a name on two lines',
      edit: (d) => (d.name = 'A\nB'),
      want: one('/name', '"name" is one line of text, without tabs or other control characters.'),
    },
    {
      given: 'a long name',
      edit: (d) => (d.name = 'x'.repeat(81)),
      want: one('/name', 'The name has at most 80 characters.'),
    },
    { given: 'no icon', edit: (d) => (d.imageName = ''), want: one('/imageName', 'Choose an icon for the task.') },
    { given: 'no plan', edit: (d) => (d.plans = ''), want: one('/plans', 'Choose the plans that may run the task.') },
    { given: 'no category', edit: (d) => (d.category = '|'), want: one('/category', 'Choose at least one category.') },
    {
      given: 'an id with capitals',
      edit: (d) => (d.id = 'Weekly'),
      want: one('/id', "The task's id is lower-case letters, digits and hyphens, starting with a letter."),
    },
    {
      given: 'two fields of one name',
      edit: (d) => (d.parameters[1].name = 'text'),
      want: [
        { pointer: '/parameters/1/name', message: 'Two form fields are called "text": give each its own name.' },
        {
          pointer: '/parameters/2/ui/dependsOn',
          message: 'A list depends on a list above it; there is none called "language".',
        },
        { pointer: '/sample/parameters/language', message: 'There is no form field "language".' },
        { pointer: '/sample/parameters/text', message: 'Sample: Language: "A text." is not one of the options.' },
      ],
    },
    {
      given: 'a field without a label',
      edit: (d) => (d.parameters[0].ui.placeholder = ''),
      want: one('/parameters/0/ui/placeholder', 'Give the form field a label.'),
    },
    {
      given: 'a text field said to give an image',
      edit: (d) => (d.parameters[0].valueType = 'image/png'),
      want: one('/parameters/0/valueType', 'A text form field does not give a value of type image/png.'),
    },
    {
      given: "a list of the user's collections with options of its own",
      edit: (d) => withCollection(d, { lookup: 'a|b' }),
      want: one('/parameters/3/ui/lookup', "A list of the user's collections has no options of its own."),
    },
    {
      given: "a text field offering the user's collections",
      edit: (d) => (d.parameters[0].ui.lookupSource = 'knowledgeCollections'),
      want: one('/parameters/0/ui/lookupSource', "Only a list form field offers the user's collections."),
    },
    {
      given: "a list depending on a list of the user's collections",
      edit: (d) => {
        d.parameters[1].ui = { type: 'list', placeholder: 'Language', lookupSource: 'knowledgeCollections' };
        d.sample = undefined;
      },
      want: one('/parameters/2/ui/dependsOn', '"language" is not a list with options of its own.'),
    },
    {
      given: 'a list without options',
      edit: (d) => (d.parameters[1].ui.lookup = []),
      want: [
        { pointer: '/parameters/1/ui/lookup', message: 'Give the list at least one option.' },
        { pointer: '/parameters/2/ui/lookup/en', message: '"language" has no option "en".' },
        { pointer: '/parameters/2/ui/lookup/fr', message: '"language" has no option "fr".' },
        { pointer: '/sample/parameters/language', message: 'Sample: Language: "en" is not one of the options.' },
      ],
    },
    {
      given: 'a dependent list missing the options of one choice',
      edit: (d) => delete d.parameters[2].ui.lookup.fr,
      want: one('/parameters/2/ui/lookup/fr', 'Give at least one option for "fr" of "language".'),
    },
    {
      given: 'a list that depends on a field below it',
      edit: (d) => d.parameters.reverse(),
      want: [
        {
          pointer: '/parameters/0/ui/dependsOn',
          message: 'A list depends on a list above it; there is none called "language".',
        },
      ],
    },
    {
      given: 'a text field with options',
      edit: (d) => (d.parameters[0].ui.lookup = 'a|b'),
      want: one('/parameters/0/ui/lookup', 'Only a list form field has options.'),
    },
    {
      given: 'a question named like a form field',
      edit: (d) => {
        d.asks[0].name = 'text';
        d.flow.sequence[2].inputs.title = { ask: 'text' };
        d.sample.answers = { text: 'x' };
      },
      want: one('/asks/0/name', 'The form already has a field "text": a question needs another name.'),
    },
    {
      given: 'two steps of one id',
      edit: (d) => (d.flow.sequence[1].parallel[0].step = 'summary'),
      want: [
        {
          pointer: '/flow/sequence/1/parallel/0/step',
          message: 'This step has the same id as step 1 "Summary": give each step its own id.',
        },
        { pointer: '/flow/sequence/1/parallel/0/inputs/text/step', message: 'A step cannot take its own result.' },
        {
          pointer: '/flow/sequence/2/inputs/keywords/step',
          message:
            'The input "keywords" takes the result of a step that is no longer in the flow: choose where it comes from.',
        },
      ],
    },
    {
      given: 'two results of one name',
      edit: (d) => (d.flow.sequence[1].parallel[0].output = 'Summary'),
      want: one('/flow/sequence/1/parallel/0/output', 'Two results are called "Summary": give each its own name.'),
    },
    {
      given: 'a step without a service',
      edit: (d) => (d.flow.sequence[0].service = ''),
      want: one('/flow/sequence/0/service', 'Choose a service for this step.'),
    },
    {
      given: 'an unknown service',
      edit: (d) => (d.flow.sequence[0].service = 'text.poem'),
      want: one('/flow/sequence/0/service', 'There is no service "text.poem".'),
    },
    {
      given: 'an unbound required input',
      edit: (d) => delete d.flow.sequence[0].inputs.text,
      want: [
        {
          pointer: '/flow/sequence/0/inputs/text',
          message: 'The input "text" needs a value: a form field, a question, an earlier step or a text.',
        },
        { pointer: '/parameters/0', message: 'No step uses the form field "text".' },
      ],
    },
    {
      given: 'an input the service does not have',
      edit: (d) => (d.flow.sequence[0].inputs.colour = { value: 'red' }),
      want: one('/flow/sequence/0/inputs/colour', '"Summary" has no input "colour".'),
    },
    {
      given: 'a binding to a missing field',
      edit: (d) => (d.flow.sequence[0].inputs.text = { param: 'body' }),
      want: [
        { pointer: '/flow/sequence/0/inputs/text/param', message: 'There is no form field "body".' },
        { pointer: '/parameters/0', message: 'No step uses the form field "text".' },
      ],
    },
    {
      given: 'a binding to a missing question',
      edit: (d) => (d.flow.sequence[2].inputs.title = { ask: 'heading' }),
      want: [
        { pointer: '/flow/sequence/2/inputs/title/ask', message: 'There is no question "heading".' },
        { pointer: '/asks/0', message: 'No step uses the question "title".' },
      ],
    },
    {
      given: 'a binding to a branch beside',
      edit: (d) => (d.flow.sequence[1].parallel[1].inputs.text = { step: 'keywords' }),
      want: one(
        '/flow/sequence/1/parallel/1/inputs/text/step',
        'The input "text" takes the result of step 2.1 "Keywords", which has not finished by then: it runs beside or after this step. Move this step below it, or choose another source.',
      ),
    },
    {
      given: 'a binding to a later step',
      edit: (d) => (d.flow.sequence[0].inputs.text = { step: 'report' }),
      want: [
        {
          pointer: '/flow/sequence/0/inputs/text/step',
          message:
            'The input "text" takes the result of step 3 "Report", which has not finished by then: it runs beside or after this step. Move this step below it, or choose another source.',
        },
        { pointer: '/parameters/0', message: 'No step uses the form field "text".' },
      ],
    },
    {
      given: 'an image input bound to a text field',
      edit: (d) => {
        d.flow.sequence[0] = {
          step: 'summary',
          service: 'image.inspect',
          output: 'Summary',
          inputs: { image: { param: 'text' } },
        };
      },
      want: one('/flow/sequence/0/inputs/image/param', 'The input "image" takes an image; "text" gives text.'),
    },
    {
      given: 'an image input bound to a fixed text',
      edit: (d) => {
        d.flow.sequence.push({
          step: 'look',
          service: 'image.inspect',
          output: 'Look',
          inputs: { image: { value: 'x' } },
        });
      },
      want: one('/flow/sequence/3/inputs/image/value', 'The input "image" takes an image, not a fixed text.'),
    },
    {
      given: 'an image input bound to a step that makes text',
      edit: (d) => {
        d.flow.sequence.push({
          step: 'look',
          service: 'image.inspect',
          output: 'Look',
          inputs: { image: { step: 'summary' } },
        });
      },
      want: one(
        '/flow/sequence/3/inputs/image/step',
        'The input "image" takes an image; step 1 "Summary" does not make one.',
      ),
    },
    {
      given: 'an unknown option',
      edit: (d) => (d.flow.sequence[0].options = { colour: 'red' }),
      want: one('/flow/sequence/0/options/colour', '"Summary" has no option "colour".'),
    },
    {
      given: 'an option outside its choices',
      edit: (d) => (d.flow.sequence[0].options = { length: 'huge' }),
      want: one('/flow/sequence/0/options/length', 'The option "length" is one of Short, Medium, Long.'),
    },
    {
      given: 'an option of the wrong type',
      edit: (d) => (d.flow.sequence[2].options = { title: 3 }),
      want: one('/flow/sequence/2/options/title', 'The option "title" is a text.'),
    },
    {
      given: 'an AI step without its prompt',
      edit: (d) => d.flow.sequence.push({ step: 'ask-ai', service: 'ai.chat', output: 'Answer', inputs: {} }),
      want: one('/flow/sequence/3/options/prompt', '"AI" needs its option "prompt".'),
    },
    {
      given: 'parallel branches of one',
      edit: (d) => d.flow.sequence[1].parallel.pop(),
      want: [
        { pointer: '/flow/sequence/1/parallel', message: 'Parallel branches need at least two branches.' },
        { pointer: '/parameters/1', message: 'No step uses the form field "language".' },
        { pointer: '/parameters/2', message: 'No step uses the form field "voice".' },
      ],
    },
    {
      given: 'an empty flow',
      edit: (d) => {
        d.flow = { sequence: [] };
        d.parameters = [];
        d.asks = [];
        d.sample = undefined;
      },
      // Issue 39: said once, not also as an empty sequence.
      want: one('/flow', 'The flow needs at least one step.'),
    },
    {
      given: 'an empty sequence inside the flow',
      edit: (d) => d.flow.sequence.push({ sequence: [] }),
      want: one('/flow/sequence/3/sequence', 'A sequence needs at least one step.'),
    },
    {
      given: 'a sample value outside a list',
      edit: (d) => (d.sample.parameters.language = { value: 'de' }),
      want: [
        { pointer: '/sample/parameters/language', message: 'Sample: Language: "de" is not one of the options.' },
        { pointer: '/sample/parameters/voice', message: 'Sample: Voice: "en-us" is not one of the options.' },
      ],
    },
    {
      given: 'a sample file that does not exist',
      edit: (d) => (d.sample.parameters.text = { file: 'report.pdf' }),
      want: [
        { pointer: '/sample/parameters/text', message: 'There is no sample file "report.pdf".' },
        { pointer: '/sample/parameters/text', message: 'Sample: Text: a value is required.' },
      ],
    },
    {
      given: 'a sample without the answer a question needs',
      edit: (d) => (d.sample.answers = {}),
      want: one('/sample/answers/title', 'The sample needs an answer to "title".'),
    },
  ])('given $given should say so at its place', ({ edit, want }) => {
    const definition = valid();
    edit(definition);
    expect(check(definition)).toEqual(want);
  });

  it.each<{ given: string; edit: Edit; want: DefinitionProblem[] }>([
    {
      given: 'a lone surrogate in the name',
      edit: (d) => (d.name = 'Brief \ud83d'),
      want: one('/name', '"name" holds a broken character (half of an emoji or of a symbol).'),
    },
    {
      given: 'a NUL in a step setting',
      edit: (d) => (((d.flow as { sequence: StepNode[] }).sequence[2] as StepNode).options = { title: 'A\u0000B' }),
      want: one(
        '/flow/sequence/2/options/title',
        'The option "title" holds a control character: line breaks and tabs are the only ones it may hold.',
      ),
    },
    {
      given: 'a flow nested past the limit',
      edit: (d) => {
        let flow: TaskDefinition['flow'] = d.flow;
        for (let level = 0; level < 5_000; level += 1) flow = { sequence: [flow] };
        d.flow = flow;
      },
      want: one(
        `/flow${'/sequence/0'.repeat(12)}`,
        'The flow holds sequences and parallel branches at most 12 levels deep.',
      ),
    },
  ])("given $given (what the parser refuses) should give the parser's problems alone", ({ edit, want }) => {
    const definition = valid();
    edit(definition);
    expect(check(definition)).toEqual(want);
  });

  it('given plan and category names to keep to should refuse others', () => {
    const definition = { ...valid(), plans: 'explorer|gold', category: 'business|sports' };
    expect(checkTaskDefinition(definition, { services, plans: ['explorer'], categories: ['business'] })).toEqual([
      { pointer: '/plans', message: 'There is no plan "gold".' },
      { pointer: '/category', message: 'There is no category "sports".' },
    ]);
  });

  it.each([
    { given: 'an icon of the set', imageName: '/images/tasks/quote-card.svg', want: [] },
    {
      given: 'an address elsewhere',
      imageName: 'https://tracker.example/pixel.gif',
      want: [{ pointer: '/imageName', message: unknownIconMessage }],
    },
    {
      given: 'a path of the studio that is no icon',
      imageName: '/images/tasks/unknown.svg',
      want: [{ pointer: '/imageName', message: unknownIconMessage }],
    },
  ])('given icons to keep to and $given should say $want', ({ imageName, want }) => {
    const icons = ['/images/tasks/summarise-text.svg', '/images/tasks/quote-card.svg'];
    expect(checkTaskDefinition({ ...valid(), imageName }, { services, icons })).toEqual(want);
  });
});
