import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { KeyedParameterLookup, ParameterLookup, Task } from '@taskwell/api-sdk';
import { findPlan, taskCategories } from '@taskwell/domain';
import type { ContractSchemas } from '../http/contract-schemas.ts';

/** The task definitions kept as data in the repository. */
export const defaultCatalogueFile = fileURLToPath(new URL('../../catalogue/tasks.json', import.meta.url));

const uiValueTypes: Record<string, (valueType: string) => boolean> = {
  text: (type) => type.startsWith('text/'),
  line: (type) => type.startsWith('text/'),
  list: (type) => type.startsWith('text/'),
  image: (type) => ['image/png', 'image/jpeg', 'image/webp'].includes(type),
  pdf: (type) => type === 'application/pdf',
};

/** The values a lookup offers, when it is one of the four plain forms. */
function lookupValues(lookup: ParameterLookup): string[] {
  if (typeof lookup === 'string') return lookup.split('|');
  if (Array.isArray(lookup)) {
    return lookup.flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)));
  }
  return Object.keys(lookup);
}

function isPlainLookup(lookup: unknown): boolean {
  return typeof lookup === 'string' || Array.isArray(lookup);
}

/**
 * Checks the task definitions beyond their shape: unique ids and parameter names, known plans and
 * categories, value types that fit the input, and list lookups whose `dependsOn` names another
 * list of the task and is keyed by that list's values. Returns one line per problem.
 */
export function checkTaskDefinitions(tasks: readonly Task[]): string[] {
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
    for (const parameter of task.parameters) {
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
      if (isPlainLookup(ui.lookup)) {
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

/** Reads the task definitions and refuses to start when they are invalid. */
export function loadTaskCatalogue(schemas: ContractSchemas, file = defaultCatalogueFile): Task[] {
  const tasks = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const validate = schemas.schemaValidator(
    '#/paths/~1api~1tasks~1all/get/responses/200/content/application~1json/schema',
  );
  if (!validate(tasks)) {
    const lines = (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
    throw new Error(`The task catalogue ${file} does not match the contract:\n${lines.join('\n')}`);
  }
  const problems = checkTaskDefinitions(tasks as Task[]);
  if (problems.length > 0) throw new Error(`The task catalogue ${file} is invalid:\n${problems.join('\n')}`);
  return tasks as Task[];
}
