import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TaskDefinition } from '@taskwell/task-engine';

/** A task for the runtime's tests: free, one text input, and the flow given. */
export function testTask(
  id: string,
  flow: TaskDefinition['flow'],
  extra: Partial<TaskDefinition> = {},
): TaskDefinition {
  return {
    id,
    name: `Task ${id}`,
    heading: 'A test task',
    description: 'Runs test services.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 2,
    plans: 'free',
    category: 'demo',
    parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } }],
    flow,
    sample: { parameters: { text: { value: 'sample' } } },
    ...extra,
  };
}

/**
 * A run of three steps for the tests that act on a run mid-way (kill, cancel, stop a worker):
 * `first` upper-cases the text, `second` waits `ms` (the moment to act), or with `'gate'` until its
 * process's gate opens (a run process started with `TEST_WAIT_GATE=shut` never opens it: the step
 * is under way until the process is killed, however busy the machine; with `TEST_WAIT_GATE=drain`
 * it opens as the process begins to stop), `third` takes its text
 * through `last` (`test.upper` unless told).
 */
export function waitInTheMiddle(id: string, wait: number | 'gate', last = 'test.upper'): TaskDefinition {
  return testTask(id, {
    sequence: [
      { step: 'first', service: 'test.upper', output: 'First', inputs: { text: { param: 'text' } } },
      {
        step: 'second',
        service: 'test.wait',
        output: 'Second',
        inputs: { text: { step: 'first' } },
        options: wait === 'gate' ? { gate: true } : { ms: wait },
      },
      { step: 'third', service: last, output: 'Third', inputs: { text: { step: 'second' } } },
    ],
  });
}

/**
 * Writes definitions to `tasks.json` in `folder` and returns its path. The folder is one the test
 * removes (its server's data folder: `startTestServer({ catalogue })`); issue 25: a folder of its
 * own was never removed.
 */
export async function writeCatalogue(definitions: TaskDefinition[], folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = join(folder, 'tasks.json');
  await writeFile(file, JSON.stringify(definitions));
  return file;
}
