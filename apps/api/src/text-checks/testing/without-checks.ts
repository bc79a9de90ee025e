import type { Result } from '@taskwell/api-sdk';

/**
 * Results without their items' text checks: a check is made after the step that wrote its text,
 * so two reads of the same results may differ in it alone (pending, then checked).
 */
export function withoutChecks(results: readonly Result[] | undefined): Result[] | undefined {
  return results?.map((result) => ({
    parameter: { ...result.parameter, value: result.parameter.value.map(({ check: _check, ...item }) => item) },
  }));
}
