import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkTaskDefinition, type TaskDefinition, unknownIconMessage } from '@taskwell/task-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createServiceRegistry } from '../services/index.ts';
import { loadTaskCatalogue } from './task-catalogue.ts';

// The catalogue's load reads and checks each task with the engine package's parser and check (its
// given/want tables are in packages/task-engine); here, that the load uses them and refuses to start.
const services = createServiceRegistry({});
const folder = mkdtempSync(join(tmpdir(), 'taskwell-catalogue-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const valid: TaskDefinition = {
  id: 'tone',
  name: 'Tone',
  heading: 'Keywords of a text',
  description: 'Lists the keywords of a text.',
  imageName: '/images/tasks/keyword-snapshot.svg',
  powerFee: 1,
  plans: 'free|explorer',
  category: 'business',
  parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } }],
  flow: { step: 'keywords', service: 'text.keywords', output: 'Keywords', inputs: { text: { param: 'text' } } },
};

let files = 0;
const load = (definitions: unknown) => {
  files += 1;
  const file = join(folder, `tasks-${files}.json`);
  writeFileSync(file, JSON.stringify(definitions));
  return () => loadTaskCatalogue({ file, services });
};

describe('loadTaskCatalogue', () => {
  it('given the repository catalogue should load it', () => {
    expect(loadTaskCatalogue({ services }).tasks.length).toBeGreaterThan(0);
  });

  it.each([
    { given: 'a valid task', definitions: [valid], want: undefined },
    { given: 'a task twice', definitions: [valid, valid], want: 'task "tone" is defined twice' },
    {
      given: 'an unknown plan',
      definitions: [{ ...valid, plans: 'gold' }],
      want: 'task "tone" /plans: There is no plan "gold".',
    },
    {
      given: 'an unknown category',
      definitions: [{ ...valid, category: 'sports' }],
      want: 'task "tone" /category: There is no category "sports".',
    },
    {
      given: "an icon that is not one of the studio's",
      definitions: [{ ...valid, imageName: 'https://tracker.example/pixel.gif' }],
      want: `task "tone" /imageName: ${unknownIconMessage}`,
    },
    {
      given: 'an unbound input',
      definitions: [{ ...valid, flow: { ...valid.flow, inputs: {} } }],
      want: 'task "tone" /flow/inputs/text',
    },
    {
      given: 'a misspelt field',
      definitions: [{ ...valid, flwo: {} }],
      want: '/0/flwo "flwo" is not a field here.',
    },
  ])('given $given should refuse to start with $want', ({ definitions, want }) => {
    const loading = load(definitions);
    if (want === undefined) expect(loading().tasks.map((task) => task.id)).toEqual(['tone']);
    else expect(loading).toThrow(want);
  });

  it("given an invalid task should say the engine check's problems, no other", () => {
    const broken = { ...valid, name: '', flow: { ...valid.flow, service: 'text.nothing' } };
    const want = checkTaskDefinition(broken, { services }).map(
      (problem) => `task "tone" ${problem.pointer}: ${problem.message}`,
    );
    expect(want.length).toBeGreaterThan(1);
    expect(load([broken])).toThrow(want.join('\n'));
  });

  it('given a task of an AI service without a provider should leave it out, not refuse', () => {
    const ai = { ...valid, id: 'ai-tone', flow: { ...valid.flow, service: 'ai.chat' } };
    const catalogue = load([valid, ai])();
    expect(catalogue.tasks.map((task) => task.id)).toEqual(['tone']);
    expect(catalogue.unavailable).toEqual([{ id: 'ai-tone', services: ['ai.chat'] }]);
  });
});
