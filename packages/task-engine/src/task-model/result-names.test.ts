import { describe, expect, it } from 'vitest';
import { isPlaceholderResultName, placeholderResultName } from './result-names.ts';

describe('result names', () => {
  it.each([
    { given: placeholderResultName(4), want: true },
    { given: ' Result 12 ', want: true },
    { given: 'Result', want: false },
    { given: 'Results 4', want: false },
    { given: 'Result of the survey', want: false },
    { given: 'Summary', want: false },
  ])('"$given" is a placeholder: $want', ({ given, want }) => {
    expect(isPlaceholderResultName(given)).toBe(want);
  });
});
