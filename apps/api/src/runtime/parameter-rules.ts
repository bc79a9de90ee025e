import type { ErrorBody, KeyedParameterLookup, ParameterLookup, TaskParameter } from '@taskwell/api-sdk';
import { hasControlCharacters } from '../text/control-characters.ts';

/** One problem of a submitted value, in the contract's error `details` shape. */
export type ValueProblem = NonNullable<ErrorBody['details']>[number];

/** The longest one-line value (`line` inputs). */
export const lineMaxLength = 500;

/** The values a lookup offers, when it is one of the four plain forms (spec §3). */
export function lookupValues(lookup: ParameterLookup): string[] {
  if (typeof lookup === 'string') return lookup.split('|');
  if (Array.isArray(lookup)) {
    return lookup.flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)));
  }
  return Object.keys(lookup);
}

/** Whether a lookup is one of the plain forms rather than keyed by another parameter's value. */
export function isPlainLookup(lookup: unknown): lookup is ParameterLookup {
  if (typeof lookup === 'string' || Array.isArray(lookup)) return true;
  return typeof lookup === 'object' && lookup !== null && Object.values(lookup).every((v) => typeof v === 'string');
}

/**
 * The values a list parameter accepts given the other values: its own lookup, or with `dependsOn`
 * the lookup keyed by the other parameter's chosen value (none while that one has no value).
 * Undefined for parameters that are not lists.
 */
export function allowedValues(
  parameter: TaskParameter,
  values: Readonly<Record<string, string>>,
): string[] | undefined {
  const ui = parameter.ui;
  if (ui?.type !== 'list' || ui.lookup === undefined) return undefined;
  if (ui.dependsOn === undefined) return isPlainLookup(ui.lookup) ? lookupValues(ui.lookup) : [];
  const parentValue = values[ui.dependsOn];
  if (parentValue === undefined) return [];
  const keyed = (ui.lookup as KeyedParameterLookup)[parentValue];
  return keyed === undefined ? [] : lookupValues(keyed);
}

/**
 * Checks one text value against its parameter (spec §5: every input with a ui is required): not
 * blank, a list value among the offered options, a line on one line and bounded. Files (image,
 * PDF) are asset ids checked against the asset store by the caller. Returns the problem, if any.
 */
export function checkValue(options: {
  parameter: TaskParameter;
  value: string | undefined;
  values: Readonly<Record<string, string>>;
  path: string;
}): ValueProblem | undefined {
  const { parameter, value, path } = options;
  const label = parameter.ui?.placeholder ?? parameter.name;
  if (value === undefined || value.trim() === '') {
    return parameter.ui ? { path, message: `${label}: a value is required` } : undefined;
  }
  const type = parameter.ui?.type;
  switch (type) {
    case undefined:
    case 'text':
      return undefined;
    case 'line':
      if (value.length > lineMaxLength) return { path, message: `${label}: at most ${lineMaxLength} characters` };
      if (/[\r\n]/.test(value) || hasControlCharacters(value)) {
        return { path, message: `${label}: one line of text without control characters` };
      }
      return undefined;
    case 'list': {
      const allowed = allowedValues(parameter, options.values) ?? [];
      return allowed.includes(value) ? undefined : { path, message: `${label}: "${value}" is not one of the options` };
    }
    case 'image':
    case 'pdf':
      return undefined;
    default:
      throw new Error(`Unknown input type ${type satisfies never}`);
  }
}
