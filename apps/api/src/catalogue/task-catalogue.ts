import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KeyedParameterLookup, ParameterLookup, Task } from '@taskwell/api-sdk';
import { findPlan, taskCategories } from '@taskwell/domain';
import type { ContractSchemas } from '../http/contract-schemas.ts';
import { checkFlow, missingServices } from '../runtime/check-flow.ts';
import { isPlainLookup, lookupValues } from '../runtime/parameter-rules.ts';
import { definitionExtrasSchema, type TaskDefinition, toTask } from '../runtime/task-definition.ts';
import type { Service } from '../services/service.ts';

/** The task definitions kept as data in the repository. */
export const defaultCatalogueFile = fileURLToPath(new URL('../../catalogue/tasks.json', import.meta.url));

const uiValueTypes: Record<string, (valueType: string) => boolean> = {
  text: (type) => type.startsWith('text/'),
  line: (type) => type.startsWith('text/'),
  list: (type) => type.startsWith('text/'),
  image: (type) => ['image/png', 'image/jpeg', 'image/webp'].includes(type),
  pdf: (type) => type === 'application/pdf',
};

/**
 * Checks the task definitions beyond their shape: unique ids and parameter names, known plans and
 * categories, value types that fit the input, and list lookups whose `dependsOn` names another
 * list of the task and is keyed by that list's values. Returns one line per problem.
 */
export function checkTaskDefinitions(tasks: readonly Pick<TaskDefinition, keyof Task | 'asks'>[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const categoryNames = new Set(taskCategories.map((category) => category.name));
  for (const task of tasks) {
    const at = `task "${task.id}"`;
    if (ids.has(task.id)) problems.push(`${at} is defined twice`);
    ids.add(task.id);
    for (const plan of task.plans.split('|')) {
      if (!findPlan(plan)) problems.push(`${at} names an unknown plan "${plan}"`);
    }
    for (const category of task.category.split('|')) {
      if (!categoryNames.has(category)) problems.push(`${at} names an unknown category "${category}"`);
    }
    const byName = new Map(task.parameters.map((parameter) => [parameter.name, parameter]));
    if (byName.size !== task.parameters.length) problems.push(`${at} has two parameters with one name`);
    for (const ask of task.asks ?? []) if (!byName.has(ask.name)) byName.set(ask.name, ask);
    for (const parameter of [...task.parameters, ...(task.asks ?? [])]) {
      const where = `${at} parameter "${parameter.name}"`;
      const ui = parameter.ui;
      if (!ui) continue;
      if (!uiValueTypes[ui.type]?.(parameter.valueType)) {
        problems.push(`${where}: value type ${parameter.valueType} does not fit a ${ui.type} input`);
      }
      if (ui.type !== 'list') {
        if (ui.lookup !== undefined || ui.dependsOn !== undefined) problems.push(`${where}: only a list has a lookup`);
        continue;
      }
      if (ui.lookup === undefined) {
        problems.push(`${where}: a list needs a lookup`);
        continue;
      }
      if (ui.dependsOn === undefined) {
        if (!isPlainLookup(ui.lookup) && Object.values(ui.lookup).some((value) => typeof value !== 'string')) {
          problems.push(`${where}: a keyed lookup needs dependsOn`);
        }
        continue;
      }
      const parent = byName.get(ui.dependsOn);
      if (parent?.ui?.type !== 'list' || parent.ui.lookup === undefined || parent === parameter) {
        problems.push(`${where}: dependsOn "${ui.dependsOn}" is not another list of the task`);
        continue;
      }
      // With dependsOn a map of strings is keyed by the parent's values (each a pipe list), not a value-label map.
      if (typeof ui.lookup === 'string' || Array.isArray(ui.lookup)) {
        problems.push(`${where}: a list with dependsOn needs a lookup keyed by "${ui.dependsOn}"`);
        continue;
      }
      const keyed = ui.lookup as KeyedParameterLookup;
      for (const value of lookupValues(parent.ui.lookup as ParameterLookup)) {
        if (!(value in keyed)) problems.push(`${where}: no options for ${ui.dependsOn} = "${value}"`);
      }
    }
  }
  return problems;
}

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

/**
 * Reads the task definitions and refuses to start when one is invalid: its task part must match
 * the contract's `Task`, its flow the definition schema, and both the rules of
 * {@link checkTaskDefinitions} and {@link checkFlow}. A task whose flow needs a service the server
 * does not have (an AI service without a provider) is valid but not listed or runnable.
 */
export function loadTaskCatalogue(
  schemas: ContractSchemas,
  options: { file?: string; services: ReadonlyMap<string, Service> },
): TaskCatalogue {
  const file = options.file ?? defaultCatalogueFile;
  const samplesDir = join(dirname(file), 'samples');
  const definitions = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(definitions)) throw new Error(`The task catalogue ${file} must be a list of tasks`);
  const validateTask = schemas.schemaValidator('#/components/schemas/Task');
  if (!schemas.strictAjv.getSchema(definitionExtrasSchema.$id)) schemas.strictAjv.addSchema(definitionExtrasSchema);
  const validateExtras = schemas.strictAjv.getSchema(definitionExtrasSchema.$id);
  const lines: string[] = [];
  definitions.forEach((definition: TaskDefinition, index) => {
    const task = typeof definition === 'object' && definition !== null ? toTask(definition) : definition;
    for (const [validate, value] of [
      [validateTask, task],
      [validateExtras, definition],
    ] as const) {
      if (validate && !validate(value)) {
        lines.push(...(validate.errors ?? []).map((error) => `/${index}${error.instancePath} ${error.message}`));
      }
    }
  });
  if (lines.length > 0) throw new Error(`The task catalogue ${file} does not match the contract:\n${lines.join('\n')}`);
  const all = definitions as TaskDefinition[];
  const unavailable = all
    .map((definition) => ({ id: definition.id, services: missingServices(definition, options.services) }))
    .filter((entry) => entry.services.length > 0 && entry.services.every((name) => name.startsWith('ai.')));
  const skipped = new Set(unavailable.map((entry) => entry.id));
  const runnable = all.filter((definition) => !skipped.has(definition.id));
  const problems = [
    ...checkTaskDefinitions(all),
    ...runnable.flatMap((definition) =>
      checkFlow(definition, options.services, (name) => existsSync(join(samplesDir, name))),
    ),
  ];
  if (problems.length > 0) throw new Error(`The task catalogue ${file} is invalid:\n${problems.join('\n')}`);
  return {
    definitions: new Map(runnable.map((definition) => [definition.id, definition])),
    tasks: runnable.map(toTask),
    unavailable,
    samplesDir,
  };
}
