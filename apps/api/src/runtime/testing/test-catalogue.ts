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
    imageName: '/images/tasks/test.svg',
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
