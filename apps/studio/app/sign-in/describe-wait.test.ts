import { describe, expect, it } from 'vitest';
import { describeWait } from './describe-wait.ts';

describe('describeWait', () => {
  it.each([
    { given: 0, want: 'in 1 second' },
    { given: 1, want: 'in 1 second' },
    { given: 45, want: 'in 45 seconds' },
    { given: 59.2, want: 'in 1 minute' },
    { given: 60, want: 'in 1 minute' },
    { given: 61, want: 'in 2 minutes' },
    { given: 3_540, want: 'in 59 minutes' },
    { given: 3_541, want: 'in about 1 hour' },
    { given: 3_601, want: 'in about 2 hours' },
  ])('given $given s, should say "$want"', ({ given, want }) => {
    expect(describeWait(given)).toBe(want);
  });
});
