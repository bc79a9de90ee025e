import { describe, expect, it } from 'vitest';
import { retryLabel } from './run-rows.ts';

describe('retryLabel', () => {
  it.each([
    { given: { status: 'ERROR', step: 2, max: 3 }, want: 'Retry from step 3' },
    { given: { status: 'ABORTED', step: 1, max: 3 }, want: 'Run again' },
    { given: { status: 'COMPLETED', step: 3, max: 3 }, want: 'Run again' },
    { given: { status: 'IN_PROGRESS', step: 1, max: 3 }, want: undefined },
    { given: { status: 'PAUSED', step: 1, max: 3 }, want: undefined },
  ] as const)('should offer "$want" for $given.status', ({ given, want }) => {
    expect(retryLabel(given)).toBe(want);
  });
});
