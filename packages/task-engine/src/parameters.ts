import type { TaskParameter } from '@taskwell/api-sdk';

/** Where a list's options may come from when they are the caller's own (`ParameterUi.lookupSource`). */
export const lookupSources = ['knowledgeCollections'] as const satisfies readonly NonNullable<
  NonNullable<TaskParameter['ui']>['lookupSource']
>[];

/** One source of a caller's own list options. */
export type LookupSource = (typeof lookupSources)[number];

/**
 * The parameters with their caller's own options filled in: each list whose `lookupSource` is
 * given gets `options(source)` as its lookup (value to label), or none when there are none. Other
 * parameters are the same objects.
 */
export function fillLookupSources(
  parameters: readonly TaskParameter[],
  options: (source: LookupSource) => ReadonlyArray<{ value: string; label: string }>,
): TaskParameter[] {
  return parameters.map((parameter) => {
    const source = parameter.ui?.lookupSource;
    if (!parameter.ui || source === undefined) return parameter;
    const { lookup: _ignored, ...ui } = parameter.ui;
    const found = options(source);
    if (found.length === 0) return { ...parameter, ui };
    return { ...parameter, ui: { ...ui, lookup: Object.fromEntries(found.map((o) => [o.value, o.label])) } };
  });
}

export interface LookupOption {
  value: string;
  label: string;
}

/**
 * spec §3: a list lookup is an array of strings, an array of single-key objects (label to value),
 * an object mapping value to label, or a pipe-separated string. All become {value, label}.
 * Empty entries are dropped and a value appears once (its first label wins).
 */
export function normaliseLookup(lookup: unknown): LookupOption[] {
  let options: LookupOption[] = [];
  if (typeof lookup === 'string') {
    options = lookup.split('|').map((entry) => ({ value: entry.trim(), label: entry.trim() }));
  } else if (Array.isArray(lookup)) {
    options = lookup.flatMap((entry): LookupOption[] => {
      if (typeof entry === 'string') return [{ value: entry, label: entry }];
      if (typeof entry === 'object' && entry !== null) {
        return Object.entries(entry).map(([label, value]) => ({ value: String(value), label }));
      }
      return [];
    });
  } else if (typeof lookup === 'object' && lookup !== null) {
    options = Object.entries(lookup).map(([value, label]) => ({ value, label: String(label) }));
  }
  const seen = new Set<string>();
  return options.filter((option) => {
    if (option.value.length === 0 || seen.has(option.value)) return false;
    seen.add(option.value);
    return true;
  });
}

/** The values of a form, keyed by parameter name. */
export type FormValues = Readonly<Record<string, string | undefined>>;

/** The name of the parameter this one depends on, if any. */
function parentOf(parameter: TaskParameter): string | undefined {
  return parameter.ui?.dependsOn ?? undefined;
}

/**
 * The options of a list parameter: its own lookup, or with `dependsOn` the lookup keyed by the
 * parent's chosen value (none while the parent has no value).
 */
export function optionsFor(parameter: TaskParameter, values: FormValues): LookupOption[] {
  const lookup = parameter.ui?.lookup;
  const parent = parentOf(parameter);
  if (parent === undefined) return normaliseLookup(lookup);
  const chosen = values[parent];
  if (!chosen || typeof lookup !== 'object' || lookup === null || Array.isArray(lookup)) return [];
  return normaliseLookup((lookup as Record<string, unknown>)[chosen]);
}

/** Every parameter that depends on `name`, directly or through others (cycles are cut). */
export function dependentsOf(parameters: readonly TaskParameter[], name: string): string[] {
  const found: string[] = [];
  const queue = [name];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const parameter of parameters) {
      if (parentOf(parameter) === current && parameter.name !== name && !found.includes(parameter.name)) {
        found.push(parameter.name);
        queue.push(parameter.name);
      }
    }
  }
  return found;
}

/** spec §4: setting a value clears every parameter that depends on it, transitively. */
export function changeValue(
  parameters: readonly TaskParameter[],
  values: FormValues,
  name: string,
  value: string,
): Record<string, string | undefined> {
  const next: Record<string, string | undefined> = { ...values, [name]: value };
  if (values[name] !== value) {
    for (const dependent of dependentsOf(parameters, name)) delete next[dependent];
  }
  return next;
}

/** spec §4: a dependent list is disabled until its parent has a value. */
export function isParameterDisabled(parameter: TaskParameter, values: FormValues): boolean {
  const parent = parentOf(parameter);
  return parent !== undefined && !values[parent];
}

/** spec §5: every parameter with a ui is required; these still have no value. */
export function missingParameters(parameters: readonly TaskParameter[], values: FormValues): string[] {
  return parameters
    .filter((parameter) => parameter.ui !== undefined && !(values[parameter.name] ?? '').trim())
    .map((parameter) => parameter.name);
}

/** spec §5: Use (and Continue) are disabled while running or while a required value is missing. */
export function canSubmit(parameters: readonly TaskParameter[], values: FormValues, running: boolean): boolean {
  return !running && missingParameters(parameters, values).length === 0;
}
