import type { TaskParameter } from '@taskwell/api-sdk';
import { type FormValues, optionsFor } from '../parameters.ts';

/** The longest one-line value (`line` inputs). */
export const lineMaxLength = 500;

/** One problem of a value given for a parameter: which one (its name) and what is wrong. */
export interface ValueProblem {
  path: string;
  message: string;
}

/** True for C0 and C1 control characters (U+0000-U+001F, U+007F-U+009F). */
function isControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** True when the text holds a control character: one-line values, names and labels refuse them. */
export function hasControlCharacters(text: string): boolean {
  return [...text].some(isControl);
}

/**
 * The values a list parameter accepts given the other values: its own lookup, or with `dependsOn`
 * the lookup keyed by the other parameter's chosen value (none while that one has no value).
 * Undefined for parameters that are not lists. The same reading of the four lookup forms as the
 * start form's (`optionsFor`), so that what the form offers is what the server accepts.
 */
export function allowedValues(parameter: TaskParameter, values: FormValues): string[] | undefined {
  if (parameter.ui?.type !== 'list') return undefined;
  return optionsFor(parameter, values).map((option) => option.value);
}

/**
 * Checks one text value against its parameter (spec §5: every input with a ui is required): not
 * blank, a list value among the offered options, a line on one line and bounded. Files (image,
 * PDF) are asset ids the server checks against its files. Returns the problem, if any.
 */
export function checkValue(options: {
  parameter: TaskParameter;
  value: string | undefined;
  values: FormValues;
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
    case 'image':
    case 'pdf':
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
    default:
      throw new Error(`Unknown input type ${type satisfies never}`);
  }
}
