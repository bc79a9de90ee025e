import { pointerOf } from '@taskwell/task-engine';

/** A place of a definition a test puts a text at: a string, or the name of an entry of an object. */
export interface DefinitionPlace {
  /** The segments of its JSON pointer (for a name: of the entry it names). */
  path: string[];
  /** True for the name of an entry, false for a string. */
  key: boolean;
  /** True for prose (line breaks and tabs kept there); names and other strings are lines. */
  prose: boolean;
}

/** The prose of a definition: its description, a fixed text or default, a step's text option, a sample value or answer. */
const proseAt =
  /^\/(description|flow\/.*\/inputs\/[^/]+\/(value|default)|flow\/.*\/options\/[^/]+|sample\/parameters\/[^/]+\/value|sample\/answers\/[^/]+)$/;

/** Every string of a definition and the name of every entry of its objects (not the indexes of its lists). */
export function placesOf(value: unknown, path: string[] = []): DefinitionPlace[] {
  if (typeof value === 'string') return [{ path, key: false, prose: proseAt.test(pointerOf(...path)) }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(Array.isArray(value) ? [] : [{ path: [...path, key], key: true, prose: false }]),
    ...placesOf(child, [...path, key]),
  ]);
}

/**
 * A copy of the definition with the text at a place (the string, or the entry's name, the entry
 * keeping its place among the others), and the JSON pointer of what was replaced.
 */
export function replacedAt(
  value: object,
  place: DefinitionPlace,
  text: string,
): { definition: unknown; pointer: string } {
  const definition = structuredClone(value) as Record<string, unknown>;
  let parent = definition;
  for (const segment of place.path.slice(0, -1)) parent = parent[segment] as Record<string, unknown>;
  const last = place.path.at(-1) as string;
  if (!place.key) {
    parent[last] = text;
    return { definition, pointer: pointerOf(...place.path) };
  }
  const entries = Object.entries(parent).map(([key, entry]) => [key === last ? text : key, entry]);
  for (const key of Object.keys(parent)) delete parent[key];
  // As JSON.parse makes them: own properties, so that a name such as "__proto__" is an entry of
  // the definition (an assignment would set the object's prototype instead).
  for (const [key, entry] of entries) {
    Object.defineProperty(parent, key as string, {
      value: entry,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { definition, pointer: pointerOf(...place.path.slice(0, -1), text) };
}
