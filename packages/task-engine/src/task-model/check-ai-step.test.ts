import { describe, expect, it } from 'vitest';
import { inputsOfPrompt, promptVariables, variableNameOf } from './ai-step.ts';
import { checkTaskDefinition } from './check-task-definition.ts';
import { parseTaskDefinition } from './parse-task-definition.ts';
import type { DefinitionProblem } from './problem.ts';
import { serviceDescriptionsByName } from './service-descriptions.ts';
import type { StepNode, TaskDefinition } from './task-definition.ts';

/** A task whose AI step writes from a form field and an earlier step, in a persona's voice, as JSON. */
function aiTask(): TaskDefinition {
  return {
    id: 'article',
    name: 'Article',
    heading: 'Writes an article',
    description: 'Outlines a topic, then writes the article.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 3,
    plans: 'explorer',
    category: 'business',
    parameters: [{ id: 'topic', name: 'topic', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Topic' } }],
    flow: {
      sequence: [
        { step: 'outline', service: 'text.summary', output: 'Outline', inputs: { text: { param: 'topic' } } },
        {
          step: 'write',
          service: 'ai.chat',
          output: 'Article',
          inputs: { 'form.topic': { param: 'topic' }, 'step.outline': { step: 'outline' } },
          options: { prompt: 'Write about {{form.topic}} along {{ step.outline }}.' },
          ai: {
            persona: { personaId: '0190b7c8-0000-7000-8000-000000000001' },
            output: {
              kind: 'json',
              schema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] },
            },
          },
        },
      ],
    },
  };
}

const services = serviceDescriptionsByName();
const check = (definition: TaskDefinition) => checkTaskDefinition(definition, { services });
const writeStep = (definition: TaskDefinition) => (definition.flow as { sequence: StepNode[] }).sequence[1] as StepNode;
// biome-ignore lint/suspicious/noExplicitAny: the table reaches into the step to break one part.
type Edit = (step: any, definition: TaskDefinition) => void;
const at = '/flow/sequence/1';

describe('an AI step', () => {
  it('given variables of a form field and an earlier step, a persona and a JSON shape should find nothing', () => {
    expect(parseTaskDefinition(aiTask())).toMatchObject({ ok: true });
    expect(check(aiTask())).toEqual([]);
  });

  it.each<{ given: string; edit: Edit; want: DefinitionProblem[] }>([
    {
      given: 'a variable of a field the form does not have',
      edit: (step) => {
        step.options.prompt += ' {{form.tone}}';
        step.inputs['form.tone'] = { param: 'tone' };
      },
      want: [{ pointer: `${at}/inputs/form.tone/param`, message: 'There is no form field "tone".' }],
    },
    {
      given: "a variable of a later step's result",
      edit: (step, definition) => {
        (definition.flow as { sequence: StepNode[] }).sequence.reverse();
        step.inputs = { 'form.topic': { param: 'topic' }, 'step.outline': { step: 'outline' } };
      },
      want: [
        {
          pointer: '/flow/sequence/0/inputs/step.outline/step',
          message:
            'The prompt\'s {{step.outline}} takes the result of step 2 "Outline", which has not finished by then: it runs beside or after this step. Move this step below it, or choose another source.',
        },
      ],
    },
    {
      given: 'a variable in the prompt that is not an input',
      edit: (step) => (step.options.prompt += ' {{step.review}}'),
      want: [
        {
          pointer: `${at}/options/prompt`,
          message:
            'The prompt\'s {{step.review}} stands for the step "review", which the step does not take: insert it again from the list.',
        },
      ],
    },
    {
      given: 'a plain variable in the prompt that is not an input',
      edit: (step) => (step.options.prompt += ' {{audience}}'),
      want: [
        {
          pointer: `${at}/options/prompt`,
          message:
            "The prompt's {{audience}} is not one of the step's variables: insert a form field or an earlier step's result.",
        },
      ],
    },
    {
      given: 'a variable bound to something else than its name says',
      edit: (step) => (step.inputs['form.topic'] = { value: 'fixed' }),
      want: [
        {
          pointer: `${at}/inputs/form.topic`,
          message: 'The variable {{form.topic}} is bound to something else than its name says.',
        },
      ],
    },
    {
      given: 'AI settings on a service that calls no model',
      edit: (_step, definition) => {
        const first = (definition.flow as { sequence: StepNode[] }).sequence[0] as StepNode;
        first.ai = { persona: 'runner' };
      },
      want: [
        {
          pointer: '/flow/sequence/0/ai',
          message: '"Summary" does not call an AI model: it has no persona or output shape.',
        },
      ],
    },
  ])('given $given should say so at its place', ({ edit, want }) => {
    const definition = aiTask();
    edit(writeStep(definition), definition);
    expect(check(definition)).toEqual(want);
  });

  it.each<{ given: string; ai: unknown; want: DefinitionProblem[] }>([
    {
      given: 'an unknown output kind',
      ai: { output: { kind: 'yaml' } },
      want: [{ pointer: `${at}/ai/output/kind`, message: 'The output is one of markdown, text, json.' }],
    },
    {
      given: 'a JSON output without a shape',
      ai: { output: { kind: 'json' } },
      want: [{ pointer: `${at}/ai/output/schema`, message: 'A JSON output needs its shape.' }],
    },
    {
      given: 'a shape with a keyword outside the subset',
      ai: { output: { kind: 'json', schema: { type: 'object', properties: { a: { type: 'string' } }, $ref: '#' } } },
      want: [{ pointer: `${at}/ai/output/schema/$ref`, message: '"$ref" is not part of a object shape here.' }],
    },
    {
      given: 'a persona that is neither the runner nor an id',
      ai: { persona: { personaName: 'Ava' } },
      want: [
        { pointer: `${at}/ai/persona`, message: 'The persona is "runner" (the runner\'s) or { "personaId": "…" }.' },
      ],
    },
    {
      given: 'a misspelt setting',
      ai: { persona: 'runner', outptu: {} },
      want: [{ pointer: `${at}/ai/outptu`, message: '"outptu" is not a field here.' }],
    },
  ])('given $given should refuse its shape', ({ ai, want }) => {
    const definition = aiTask();
    (writeStep(definition) as { ai: unknown }).ai = ai;
    expect(parseTaskDefinition(definition)).toEqual({ ok: false, problems: want });
  });
});

describe('prompt variables', () => {
  it('should list each variable with its place', () => {
    expect(promptVariables('A {{form.topic}} and {{ step.outline }}.')).toEqual([
      { name: 'form.topic', start: 2, end: 16 },
      { name: 'step.outline', start: 21, end: 39 },
    ]);
  });

  it.each([
    { given: { param: 'topic' }, want: 'form.topic' },
    { given: { ask: 'approval' }, want: 'ask.approval' },
    { given: { step: 'outline' }, want: 'step.outline' },
    { given: { value: 'x' }, want: undefined },
  ])('given the binding $given should name its variable $want', ({ given, want }) => {
    expect(variableNameOf(given)).toBe(want);
  });

  it('should bind the variables the prompt uses, keep other inputs and drop the variables it no longer uses', () => {
    expect(
      inputsOfPrompt('Use {{form.topic}} and {{ask.tone}}.', {
        'step.old': { step: 'old' },
        collection: { param: 'collection' },
        'form.topic': { param: 'topic', default: 'AI' },
      }),
    ).toEqual({
      collection: { param: 'collection' },
      'form.topic': { param: 'topic', default: 'AI' },
      'ask.tone': { ask: 'tone' },
    });
  });
});
