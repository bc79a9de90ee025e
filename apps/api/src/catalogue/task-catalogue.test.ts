import type { Task } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { ContractSchemas } from '../http/contract-schemas.ts';
import { createServiceRegistry } from '../services/index.ts';
import { checkTaskDefinitions, loadTaskCatalogue } from './task-catalogue.ts';

const valid: Task = {
  id: 'tone',
  name: 'Tone',
  heading: 'h',
  description: 'd',
  imageName: '/i.svg',
  powerFee: 1,
  plans: 'free|Explorer',
  category: 'business',
  parameters: [
    {
      id: 'lang',
      name: 'lang',
      valueType: 'text/plain',
      ui: { type: 'list', lookup: { en: 'English', fr: 'French' } },
    },
    {
      id: 'tone',
      name: 'tone',
      valueType: 'text/plain',
      ui: { type: 'list', dependsOn: 'lang', lookup: { en: ['Formal'], fr: 'Soutenu' } },
    },
    { id: 'image', name: 'image', valueType: 'image/png', ui: { type: 'image' } },
  ],
};

function withParameter(index: number, change: Partial<Task['parameters'][number]>): Task {
  return {
    ...valid,
    parameters: valid.parameters.map((parameter, at) => (at === index ? { ...parameter, ...change } : parameter)),
  };
}

describe('checkTaskDefinitions', () => {
  it('given the repository catalogue should load it', () => {
    expect(
      loadTaskCatalogue(new ContractSchemas(), { services: createServiceRegistry({}) }).tasks.length,
    ).toBeGreaterThan(0);
  });

  it.each([
    { given: 'a valid task', tasks: [valid], want: [] },
    { given: 'a task twice', tasks: [valid, valid], want: ['task "tone" is defined twice'] },
    {
      given: 'an unknown plan',
      tasks: [{ ...valid, plans: 'gold' }],
      want: ['task "tone" names an unknown plan "gold"'],
    },
    {
      given: 'an unknown category',
      tasks: [{ ...valid, category: 'sports' }],
      want: ['task "tone" names an unknown category "sports"'],
    },
    {
      given: 'an image input with a text value type',
      tasks: [withParameter(2, { valueType: 'text/plain' })],
      want: ['task "tone" parameter "image": value type text/plain does not fit a image input'],
    },
    {
      given: 'a list without lookup',
      tasks: [withParameter(0, { ui: { type: 'list' } })],
      want: [
        'task "tone" parameter "lang": a list needs a lookup',
        'task "tone" parameter "tone": dependsOn "lang" is not another list of the task',
      ],
    },
    {
      given: 'dependsOn naming no parameter',
      tasks: [withParameter(1, { ui: { type: 'list', dependsOn: 'nothing', lookup: { en: ['x'] } } })],
      want: ['task "tone" parameter "tone": dependsOn "nothing" is not another list of the task'],
    },
    {
      given: 'a keyed lookup missing a value of its parent',
      tasks: [withParameter(1, { ui: { type: 'list', dependsOn: 'lang', lookup: { en: ['Formal'] } } })],
      want: ['task "tone" parameter "tone": no options for lang = "fr"'],
    },
    {
      given: 'a plain lookup on a dependent list',
      tasks: [withParameter(1, { ui: { type: 'list', dependsOn: 'lang', lookup: ['a', 'b'] } })],
      want: ['task "tone" parameter "tone": a list with dependsOn needs a lookup keyed by "lang"'],
    },
  ])('given $given should report $want', ({ tasks, want }) => {
    expect(checkTaskDefinitions(tasks)).toEqual(want);
  });
});
