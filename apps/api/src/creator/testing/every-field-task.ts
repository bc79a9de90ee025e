import type { TaskDefinition } from '@taskwell/task-engine';

/**
 * A task that uses every part of the definition once: a card, a form with a text, a line, a list
 * of labelled values, a list that depends on it and a field without a form control (bound with a
 * default), a question, a flow of a sequence holding parallel branches, steps bound to a field, a
 * question, an earlier step and a fixed text, options of each kind, and a sample with an answer.
 * The built-in services' check finds no problem in it: a baseline whose every string a test can
 * replace.
 */
export function everyFieldTask(): TaskDefinition {
  return {
    id: 'every-field',
    name: 'Weekly brief',
    heading: 'A brief of the week, read aloud',
    description: 'Summarises the week.\nThen writes a report and reads the summary aloud.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 3,
    plans: 'explorer|creator',
    category: 'business',
    parameters: [
      { id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'The week' } },
      { id: 'title', name: 'title', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Title' } },
      {
        id: 'language',
        name: 'language',
        valueType: 'text/plain',
        ui: { type: 'list', placeholder: 'Language', lookup: [{ English: 'en' }, { French: 'fr' }] },
      },
      {
        id: 'tone',
        name: 'tone',
        valueType: 'text/plain',
        ui: {
          type: 'list',
          placeholder: 'Tone',
          dependsOn: 'language',
          lookup: { en: ['Formal', 'Friendly'], fr: 'Soutenu|Amical' },
        },
      },
      { id: 'voice', name: 'voice', valueType: 'text/plain' },
    ],
    asks: [
      {
        id: 'approval',
        name: 'approval',
        valueType: 'text/plain',
        ui: { type: 'list', placeholder: 'Apply the changes?', lookup: { yes: 'Yes', no: 'No' } },
      },
    ],
    flow: {
      sequence: [
        {
          step: 'summary',
          service: 'text.summary',
          output: 'Summary',
          inputs: { text: { param: 'text' } },
          options: { length: 'short' },
        },
        {
          parallel: [
            {
              step: 'report',
              service: 'text.report',
              output: 'Report',
              inputs: {
                title: { param: 'title' },
                Summary: { step: 'summary' },
                Tone: { param: 'tone' },
                Note: { value: 'Written for the team.' },
              },
              options: { title: 'Weekly brief' },
            },
            {
              step: 'speech',
              service: 'audio.speech',
              output: 'Speech',
              inputs: { text: { step: 'summary' }, voice: { param: 'voice', default: 'en-us' } },
            },
          ],
        },
        {
          step: 'revision',
          service: 'text.inclusive-revision',
          output: 'Revision',
          inputs: { text: { step: 'report' }, decision: { ask: 'approval' } },
          options: { applyWhen: 'yes' },
        },
      ],
    },
    sample: {
      parameters: {
        text: { value: 'The office opens in May. The team moves in on the first Monday.' },
        title: { value: 'Week 48' },
        language: { value: 'en' },
        tone: { value: 'Formal' },
      },
      answers: { approval: 'yes' },
    },
  };
}
