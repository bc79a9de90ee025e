import { plainTextOf } from './plain-text.ts';
import { type ServiceContext, ServiceError, type ServiceValue } from './service.ts';

/** True for a `text/*` value, and for JSON (an AI step's answer in a JSON shape, issue 40). */
export function isText(value: ServiceValue): boolean {
  return value.contentType.startsWith('text/') || value.contentType === 'application/json';
}

/**
 * The plain text of a required text input (markdown read as text). Empty text and text over
 * `maxCharacters` are refused with a message that says what to do.
 */
export function requiredText(
  inputs: Readonly<Record<string, ServiceValue>>,
  name: string,
  options: { what: string; maxCharacters: number },
): string {
  const value = inputs[name];
  if (!value) throw new ServiceError(`The ${options.what} needs the input "${name}".`);
  if (!isText(value)) {
    throw new ServiceError(`The input "${name}" of the ${options.what} must be text, not ${value.contentType}.`);
  }
  const text = plainTextOf(value);
  if (text === '') throw new ServiceError(`The input "${name}" of the ${options.what} is empty.`);
  if (text.length > options.maxCharacters) {
    throw new ServiceError(
      `The ${options.what} reads at most ${options.maxCharacters.toLocaleString('en-US')} characters; "${name}" has ${text.length.toLocaleString('en-US')}.`,
    );
  }
  return text;
}

/**
 * A choice among fixed words, taken from the input of that name (a form field), else from the
 * step's option of that name, else the default; anything else is refused, naming the choices.
 */
export function chosen<Choice extends string>(
  inputs: Readonly<Record<string, ServiceValue>>,
  context: ServiceContext,
  options: { name: string; choices: readonly Choice[]; fallback: Choice; what: string },
): Choice {
  const input = inputs[options.name];
  const given = input ? plainTextOf(input) : context.options[options.name];
  if (given === undefined || given === '') return options.fallback;
  const word = String(given).trim().toLowerCase();
  const choice = options.choices.find((candidate) => candidate === word);
  if (!choice) {
    throw new ServiceError(
      `The ${options.what} "${options.name}" must be one of ${options.choices.join(', ')}; it was "${String(given).slice(0, 40)}".`,
    );
  }
  return choice;
}
