import type { TaskParameter } from '@taskwell/api-sdk';
import { normaliseLookup } from '../parameters.ts';
import type { DefinitionPath } from './step-places.ts';

type Path = DefinitionPath;

/** Field names: how a run's parameters are keyed. */
const namePattern = /^[A-Za-z][A-Za-z0-9_-]{0,62}$/;

/** The value types each kind of field gives: a text field a `text/*` value, an image field an image, a PDF field a PDF. */
const valueTypesOf: Record<string, (valueType: string) => boolean> = {
  text: (type) => type.startsWith('text/'),
  line: (type) => type.startsWith('text/'),
  list: (type) => type.startsWith('text/'),
  image: (type) => ['image/png', 'image/jpeg', 'image/webp'].includes(type),
  pdf: (type) => type === 'application/pdf',
};

/** Checks a list of fields (the form's or the questions'); returns them by name. */
export function checkFields(
  fields: readonly TaskParameter[],
  at: Path,
  what: string,
  problem: (path: Path, message: string) => void,
): Map<string, TaskParameter> {
  const byName = new Map<string, TaskParameter>();
  const ids = new Set<string>();
  fields.forEach((field, index) => {
    const path = [...at, index];
    if (!namePattern.test(field.name)) {
      problem([...path, 'name'], `A ${what}'s name is letters, digits, "-" and "_", starting with a letter.`);
    } else if (byName.has(field.name)) {
      problem([...path, 'name'], `Two ${what}s are called "${field.name}": give each its own name.`);
    }
    if (ids.has(field.id)) problem([...path, 'id'], `Two ${what}s have the id "${field.id}".`);
    ids.add(field.id);
    // The first of a name is the one bindings reach.
    if (!byName.has(field.name)) byName.set(field.name, field);
    const ui = field.ui;
    if (!ui) return;
    if ((ui.placeholder ?? '').trim() === '') problem([...path, 'ui', 'placeholder'], `Give the ${what} a label.`);
    if (valueTypesOf[ui.type] && !valueTypesOf[ui.type]?.(field.valueType)) {
      problem([...path, 'valueType'], `A ${ui.type} ${what} does not give a value of type ${field.valueType}.`);
    }
    if (ui.type !== 'list') {
      if (ui.lookup !== undefined) problem([...path, 'ui', 'lookup'], `Only a list ${what} has options.`);
      if (ui.dependsOn !== undefined) problem([...path, 'ui', 'dependsOn'], `Only a list ${what} depends on another.`);
      if (ui.lookupSource !== undefined) {
        problem([...path, 'ui', 'lookupSource'], `Only a list ${what} offers the user's collections.`);
      }
      return;
    }
    if (ui.lookupSource !== undefined) {
      // The caller's own options (their collections) are filled in when the task is served.
      if (ui.lookup !== undefined || ui.dependsOn !== undefined) {
        problem([...path, 'ui', 'lookup'], "A list of the user's collections has no options of its own.");
      }
      return;
    }
    if (ui.dependsOn === undefined) {
      if (normaliseLookup(ui.lookup).length === 0)
        problem([...path, 'ui', 'lookup'], 'Give the list at least one option.');
      return;
    }
    const parentIndex = fields.findIndex((candidate) => candidate.name === ui.dependsOn);
    const parent = fields[parentIndex];
    if (!parent || parentIndex >= index) {
      problem(
        [...path, 'ui', 'dependsOn'],
        `A list depends on a list above it; there is none called "${ui.dependsOn}".`,
      );
      return;
    }
    if (parent.ui?.type !== 'list' || parent.ui.dependsOn !== undefined || parent.ui.lookupSource !== undefined) {
      problem([...path, 'ui', 'dependsOn'], `"${ui.dependsOn}" is not a list with options of its own.`);
      return;
    }
    const keyed = ui.lookup;
    if (typeof keyed !== 'object' || keyed === null || Array.isArray(keyed)) {
      problem([...path, 'ui', 'lookup'], `Give options for each choice of "${ui.dependsOn}".`);
      return;
    }
    const parentValues = normaliseLookup(parent.ui.lookup).map((option) => option.value);
    for (const value of parentValues) {
      if (normaliseLookup((keyed as Record<string, unknown>)[value]).length === 0) {
        problem([...path, 'ui', 'lookup', value], `Give at least one option for "${value}" of "${ui.dependsOn}".`);
      }
    }
    for (const key of Object.keys(keyed)) {
      if (!parentValues.includes(key)) {
        problem([...path, 'ui', 'lookup', key], `"${ui.dependsOn}" has no option "${key}".`);
      }
    }
  });
  return byName;
}
