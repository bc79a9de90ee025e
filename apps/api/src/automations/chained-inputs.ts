import type { RunDetail } from '@taskwell/api-sdk';
import type { AutomationParameters } from '../db/automation-schema.ts';

/**
 * A chained run's form values from the run it follows (issue 46, "after another task"): each
 * field of `inputs` takes the named result's first item: its text (a text result), or the file
 * it is (the owner's asset, by id, with its content type). A result the run did not give leaves
 * the field to the automation's saved value.
 */
export function chainedParameters(
  inputs: Readonly<Record<string, string>>,
  results: RunDetail['results'],
): AutomationParameters {
  const byName = new Map(results.map((result) => [result.parameter.name, result.parameter]));
  const values: AutomationParameters = {};
  for (const [field, resultName] of Object.entries(inputs)) {
    const result = byName.get(resultName);
    const item = result?.value[0];
    if (!result || !item) continue;
    values[field] =
      typeof item.text === 'string'
        ? { metadata: { 'Content-Type': 'text/plain' }, value: item.text }
        : { metadata: { 'Content-Type': result.metadata['Content-Type'] }, value: item.data };
  }
  return values;
}
