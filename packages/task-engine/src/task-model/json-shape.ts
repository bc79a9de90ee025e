/**
 * The shape a creator asks an AI step's JSON answer to have (issue 40): a small subset of JSON
 * Schema that a person writes by hand and a model can follow. Objects list their properties and
 * which are required (any other property is a mismatch), arrays their items, strings may be one
 * of an `enum`, and numbers and booleans are what they say. Nothing else (no `$ref`, no
 * patterns, no `oneOf`): what the creator writes is checked by {@link checkJsonShape}, and an
 * answer by {@link matchJsonShape}, on the server and in the editor alike.
 */
export type JsonShape = JsonObjectShape | JsonArrayShape | JsonStringShape | JsonNumberShape | JsonBooleanShape;

interface Described {
  /** What the value is, for the model (one or two sentences). */
  description?: string;
}

/** An object: its properties by name, and those an answer must have. */
export interface JsonObjectShape extends Described {
  type: 'object';
  properties: Record<string, JsonShape>;
  required?: string[];
}

/** A list of values of one shape. */
export interface JsonArrayShape extends Described {
  type: 'array';
  items: JsonShape;
}

/** A text, or one of a few texts. */
export interface JsonStringShape extends Described {
  type: 'string';
  enum?: string[];
}

/** A number. */
export interface JsonNumberShape extends Described {
  type: 'number';
}

/** True or false. */
export interface JsonBooleanShape extends Described {
  type: 'boolean';
}

/** The deepest a shape nests (an object in an array in an object counts three). */
export const maxShapeDepth = 5;
/** The most properties and enum values a whole shape holds, and the longest name or description. */
export const maxShapeEntries = 100;
export const maxShapeNameLength = 60;
export const maxShapeDescriptionLength = 300;

const types = ['object', 'array', 'string', 'number', 'boolean'] as const;
const namePattern = /^[A-Za-z_][A-Za-z0-9_ -]*$/;

type Path = readonly (string | number)[];
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The problems of a shape as written: each at its path below `at`, in the words the editor shows.
 * An empty list means the value is a {@link JsonShape}.
 */
export function checkJsonShape(
  value: unknown,
  at: Path,
  problem: (path: Path, message: string) => void,
): value is JsonShape {
  let entries = 0;
  let found = 0;
  const report = (path: Path, message: string) => {
    found += 1;
    problem(path, message);
  };
  const visit = (node: unknown, path: Path, depth: number): void => {
    if (!isObject(node)) return void report(path, 'A shape is an object with a "type".');
    if (depth > maxShapeDepth) return void report(path, `A shape nests at most ${maxShapeDepth} levels deep.`);
    const type = node.type;
    if (!types.includes(type as (typeof types)[number])) {
      return void report([...path, 'type'], `The type is one of ${types.join(', ')}.`);
    }
    const allowed: Record<(typeof types)[number], string[]> = {
      object: ['type', 'description', 'properties', 'required'],
      array: ['type', 'description', 'items'],
      string: ['type', 'description', 'enum'],
      number: ['type', 'description'],
      boolean: ['type', 'description'],
    };
    for (const key of Object.keys(node)) {
      if (!allowed[type as (typeof types)[number]].includes(key)) {
        report([...path, key], `"${key}" is not part of a ${String(type)} shape here.`);
      }
    }
    if (node.description !== undefined) {
      if (typeof node.description !== 'string' || node.description.length > maxShapeDescriptionLength) {
        report([...path, 'description'], `A description is a text of at most ${maxShapeDescriptionLength} characters.`);
      }
    }
    if (type === 'object') {
      const properties = node.properties;
      if (!isObject(properties) || Object.keys(properties).length === 0) {
        return void report([...path, 'properties'], 'An object shape lists at least one property.');
      }
      for (const [name, child] of Object.entries(properties)) {
        entries += 1;
        if (!namePattern.test(name) || name.length > maxShapeNameLength) {
          report(
            [...path, 'properties', name],
            `A property's name is letters, digits, "_", "-" and spaces (at most ${maxShapeNameLength}), starting with a letter.`,
          );
        }
        visit(child, [...path, 'properties', name], depth + 1);
      }
      const required = node.required;
      if (required === undefined) return;
      if (!Array.isArray(required) || required.some((name) => typeof name !== 'string')) {
        return void report([...path, 'required'], '"required" lists property names.');
      }
      required.forEach((name, index) => {
        if (!(name in properties)) report([...path, 'required', index], `There is no property "${name}".`);
        else if (required.indexOf(name) !== index) report([...path, 'required', index], `"${name}" is listed twice.`);
      });
      return;
    }
    if (type === 'array') return void visit(node.items, [...path, 'items'], depth + 1);
    if (type === 'string' && node.enum !== undefined) {
      const values = node.enum;
      if (!Array.isArray(values) || values.length === 0 || values.some((entry) => typeof entry !== 'string')) {
        return void report([...path, 'enum'], 'An enum lists at least one text.');
      }
      entries += values.length;
      if (new Set(values).size !== values.length) report([...path, 'enum'], 'An enum lists each text once.');
    }
  };
  visit(value, at, 1);
  if (entries > maxShapeEntries) {
    report(at, `A shape holds at most ${maxShapeEntries} properties and enum values in all; this one has ${entries}.`);
  }
  return found === 0;
}

/** One way an answer does not match its shape: where (a JSON pointer into the answer) and how. */
export interface ShapeMismatch {
  pointer: string;
  message: string;
}

const pointerOfPath = (path: Path) =>
  path.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value;

/**
 * How a value (a model's parsed answer) differs from its shape; empty when it matches. Stops after
 * `limit` mismatches, which is enough to tell a model what to fix.
 */
export function matchJsonShape(shape: JsonShape, value: unknown, limit = 10): ShapeMismatch[] {
  const found: ShapeMismatch[] = [];
  const miss = (path: Path, message: string) => {
    if (found.length < limit) found.push({ pointer: pointerOfPath(path), message });
  };
  const visit = (node: JsonShape, given: unknown, path: Path): void => {
    switch (node.type) {
      case 'object': {
        if (!isObject(given)) return void miss(path, `should be an object, not ${kindOf(given)}`);
        for (const name of node.required ?? []) {
          if (!(name in given)) miss([...path, name], 'is required and missing');
        }
        for (const [name, entry] of Object.entries(given)) {
          const child = node.properties[name];
          if (!child) miss([...path, name], 'is not a property of the shape');
          else visit(child, entry, [...path, name]);
        }
        return;
      }
      case 'array':
        if (!Array.isArray(given)) return void miss(path, `should be a list, not ${kindOf(given)}`);
        for (const [index, entry] of given.entries()) visit(node.items, entry, [...path, index]);
        return;
      case 'string':
        if (typeof given !== 'string') return void miss(path, `should be a text, not ${kindOf(given)}`);
        if (node.enum && !node.enum.includes(given)) miss(path, `should be one of ${node.enum.join(', ')}`);
        return;
      case 'number':
        if (typeof given !== 'number' || !Number.isFinite(given))
          miss(path, `should be a number, not ${kindOf(given)}`);
        return;
      case 'boolean':
        if (typeof given !== 'boolean') miss(path, `should be true or false, not ${kindOf(given)}`);
        return;
      default:
        node satisfies never;
    }
  };
  visit(shape, value, []);
  return found;
}
