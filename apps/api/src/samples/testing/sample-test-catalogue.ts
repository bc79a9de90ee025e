import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testTask, writeCatalogue } from '../../runtime/testing/test-catalogue.ts';
import { type Holds, testServices } from '../../runtime/testing/test-services.ts';
import { type Service, ServiceError, textOf, textOutput } from '../../services/service.ts';

const picture = fileURLToPath(new URL('../../../catalogue/samples/harbour-sunset.png', import.meta.url));

/** The sample tests' tasks: a held sample, one that asks mid-run, a flaky one, a file input, none, an AI one. */
export const sampleDefinitions = [
  testTask(
    'held',
    {
      sequence: [
        { step: 'shout', service: 'test.upper', output: 'Shouted', inputs: { text: { param: 'text' } } },
        {
          step: 'wait',
          service: 'test.hold',
          output: 'Held',
          inputs: { text: { param: 'text' } },
          options: { hold: 'held' },
        },
      ],
    },
    { sample: { parameters: { text: { value: 'sample words' } } } },
  ),
  testTask(
    'asks',
    {
      sequence: [
        { step: 'shout', service: 'test.upper', output: 'Shouted', inputs: { text: { param: 'text' } } },
        {
          step: 'joined',
          service: 'test.join',
          output: 'Joined',
          inputs: { first: { step: 'shout' }, choice: { ask: 'choice' } },
        },
      ],
    },
    {
      asks: [
        {
          id: 'choice',
          name: 'choice',
          valueType: 'text/plain',
          ui: { type: 'list', placeholder: 'choice', lookup: 'yes|no' },
        },
      ],
      sample: { parameters: { text: { value: 'draft' } }, answers: { choice: 'yes' } },
    },
  ),
  testTask('flaky', { step: 'once', service: 'test.flaky', output: 'Flaky', inputs: { text: { param: 'text' } } }),
  testTask(
    'picture',
    { step: 'joined', service: 'test.join', output: 'Joined', inputs: { picture: { param: 'picture' } } },
    {
      parameters: [
        { id: 'picture', name: 'picture', valueType: 'image/png', ui: { type: 'image', placeholder: 'picture' } },
      ],
      sample: { parameters: { picture: { file: 'picture.png' } } },
    },
  ),
  {
    ...testTask('no-sample', {
      step: 'shout',
      service: 'test.upper',
      output: 'Shouted',
      inputs: { text: { param: 'text' } },
    }),
    sample: undefined,
  },
  testTask('needs-ai', { step: 'write', service: 'ai.chat', output: 'Written', inputs: { text: { param: 'text' } } }),
];

/** The test services, with `test.flaky`: fails its first call, succeeds afterwards. */
export function sampleServices(holds: Holds): Map<string, Service> {
  let calls = 0;
  const services = testServices({ holds });
  services.set('test.flaky', {
    name: 'test.flaky',
    label: 'Flaky',
    summary: 'A stand-in service of the tests.',
    produces: ['text/markdown'],
    inputs: { text: { kind: 'text', required: true, description: 'Passed through' } },
    async run(inputs) {
      calls += 1;
      if (calls === 1) throw new ServiceError('the service is down.');
      return textOutput(textOf(inputs.text as never), { source: 'Flaky', contentType: 'text/plain' });
    },
  });
  return services;
}

/** Writes the sample tests' catalogue into `folder` (the test removes it), with its sample picture beside it; returns the file. */
export async function writeSampleCatalogue(folder: string): Promise<string> {
  const file = await writeCatalogue(sampleDefinitions, folder);
  await mkdir(join(dirname(file), 'samples'), { recursive: true });
  await copyFile(picture, join(dirname(file), 'samples', 'picture.png'));
  return file;
}
