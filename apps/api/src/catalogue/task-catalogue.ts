import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Task } from '@taskwell/api-sdk';
import { planKeys, taskCategories, taskIconPaths } from '@taskwell/domain';
import { checkTaskDefinition, parseTaskDefinition, stepsOf, type TaskDefinition, toTask } from '@taskwell/task-engine';
import type { Service } from '../services/service.ts';

/** The task definitions kept as data in the repository. */
export const defaultCatalogueFile = fileURLToPath(new URL('../../catalogue/tasks.json', import.meta.url));

/** The tasks a server runs and lists. */
export interface TaskCatalogue {
  /** Every runnable definition, by task id. */
  definitions: ReadonlyMap<string, TaskDefinition>;
  /** What `GET /api/tasks/all` lists: the runnable tasks, in catalogue order. */
  tasks: Task[];
  /** Tasks left out because a service they need is not configured (an AI provider), with the services. */
  unavailable: { id: string; services: string[] }[];
  /** The folder of sample files (image and PDF inputs of sample runs). */
  samplesDir: string;
}

/** The services a flow names that the registry lacks (an AI service without a configured provider). */
export function missingServices(definition: TaskDefinition, services: ReadonlyMap<string, Service>): string[] {
  return [...new Set(stepsOf(definition.flow).map((step) => step.service))].filter(
    (name) => services.get(name)?.configured === false || !services.has(name),
  );
}

/**
 * Reads the task definitions and refuses to start when one is invalid: each is read by the engine
 * package's `parseTaskDefinition` (its shape) and checked by its `checkTaskDefinition` (the one
 * check the Creator Studio's editor and the API's save and publish use too), with this server's
 * services, plans, categories and sample files; no two tasks may share an id. A task whose flow
 * needs a service the server does not have (an AI service without a provider) is valid but not
 * listed or runnable.
 */
export function loadTaskCatalogue(options: { file?: string; services: ReadonlyMap<string, Service> }): TaskCatalogue {
  const file = options.file ?? defaultCatalogueFile;
  const samplesDir = join(dirname(file), 'samples');
  const read = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(read)) throw new Error(`The task catalogue ${file} must be a list of tasks`);
  const lines: string[] = [];
  const all: TaskDefinition[] = [];
  read.forEach((value: unknown, index) => {
    const parsed = parseTaskDefinition(value);
    if (parsed.ok) all.push(parsed.definition);
    else lines.push(...parsed.problems.map((problem) => `/${index}${problem.pointer} ${problem.message}`));
  });
  if (lines.length > 0) throw new Error(`The task catalogue ${file} does not match the contract:\n${lines.join('\n')}`);
  const unavailable = all
    .map((definition) => ({ id: definition.id, services: missingServices(definition, options.services) }))
    .filter((entry) => entry.services.length > 0 && entry.services.every((name) => name.startsWith('ai.')));
  const skipped = new Set(unavailable.map((entry) => entry.id));
  const runnable = all.filter((definition) => !skipped.has(definition.id));
  const checkOptions = {
    services: options.services,
    sampleFileExists: (name: string) => existsSync(join(samplesDir, name)),
    plans: planKeys,
    categories: taskCategories.map((category) => category.name),
    icons: taskIconPaths,
  };
  const ids = new Set<string>();
  const problems: string[] = [];
  for (const definition of all) {
    if (ids.has(definition.id)) problems.push(`task "${definition.id}" is defined twice`);
    ids.add(definition.id);
  }
  for (const definition of runnable) {
    for (const problem of checkTaskDefinition(definition, checkOptions)) {
      problems.push(`task "${definition.id}" ${problem.pointer || '/'}: ${problem.message}`);
    }
  }
  if (problems.length > 0) throw new Error(`The task catalogue ${file} is invalid:\n${problems.join('\n')}`);
  return {
    definitions: new Map(runnable.map((definition) => [definition.id, definition])),
    tasks: runnable.map(toTask),
    unavailable,
    samplesDir,
  };
}
