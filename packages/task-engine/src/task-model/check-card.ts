import type { CheckOptions } from './check-options.ts';
import { unknownIconMessage } from './check-options.ts';
import { hasControlCharacters } from './parameter-rules.ts';
import type { DefinitionPath } from './step-places.ts';
import type { TaskDefinition } from './task-definition.ts';

type Path = DefinitionPath;

/** Step ids and field names: a lower-case letter, then letters, digits and hyphens (they appear in addresses and bindings). */
export const idPattern = /^[a-z][a-z0-9-]{0,62}$/;
/** The id the server gives a task a user builds: a UUID, lower-case. */
const serverIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Card texts' longest lengths. */
export const longest = { name: 80, heading: 160, description: 2_000, output: 80 } as const;

/** Checks the task's card: its id, texts, icon, plans and categories. */
export function checkCard(
  definition: TaskDefinition,
  options: CheckOptions,
  problem: (path: Path, message: string) => void,
): void {
  if (!idPattern.test(definition.id) && !serverIdPattern.test(definition.id)) {
    problem(['id'], "The task's id is lower-case letters, digits and hyphens, starting with a letter.");
  }
  for (const key of ['name', 'heading', 'description'] as const) {
    const value = definition[key].trim();
    const words = { name: 'a name', heading: 'a heading', description: 'a description' }[key];
    if (value === '') problem([key], `Give the task ${words}.`);
    else if (value.length > longest[key]) problem([key], `The ${key} has at most ${longest[key]} characters.`);
    else if (key !== 'description' && hasControlCharacters(value)) problem([key], `The ${key} is one line of text.`);
  }
  if (definition.imageName.trim() === '') problem(['imageName'], 'Choose an icon for the task.');
  else if (options.icons && !options.icons.includes(definition.imageName)) problem(['imageName'], unknownIconMessage);
  const plans = definition.plans.split('|').map((plan) => plan.trim().toLowerCase());
  if (plans.every((plan) => plan === '')) problem(['plans'], 'Choose the plans that may run the task.');
  else if (options.plans) {
    const unknown = plans.filter((plan) => !options.plans?.includes(plan));
    if (unknown.length > 0) problem(['plans'], `There is no plan "${unknown[0]}".`);
  }
  const categories = definition.category.split('|').map((category) => category.trim());
  if (categories.every((category) => category === '')) problem(['category'], 'Choose at least one category.');
  else if (options.categories) {
    const unknown = categories.filter((category) => !options.categories?.includes(category));
    if (unknown.length > 0) problem(['category'], `There is no category "${unknown[0]}".`);
  }
}
