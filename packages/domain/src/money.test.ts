import { describe, expect, it } from 'vitest';
import { formatCents, formatCredits, formatUsd } from './money.ts';

describe('formatCredits', () => {
  it.each([
    { given: 0, want: '0 credits' },
    { given: 1, want: '1 credit' },
    { given: 25, want: '25 credits' },
    { given: 12500, want: '12,500 credits' },
    { given: 1234567, want: '1,234,567 credits' },
  ])('given $given, should be "$want"', ({ given, want }) => {
    expect(formatCredits(given)).toBe(want);
  });
});

describe('formatCents (spec §9)', () => {
  it.each([
    { given: 0, want: '0.00' },
    { given: 5, want: '0.05' },
    { given: 1250, want: '12.50' },
    { given: 123456, want: '1,234.56' },
    { given: -300, want: '-3.00' },
  ])('given $given cents, should be "$want"', ({ given, want }) => {
    expect(formatCents(given)).toBe(want);
  });
});

describe('formatUsd (spec §9 plan prices)', () => {
  it.each([
    { given: 0, want: '$0' },
    { given: 9, want: '$9' },
    { given: 7.5, want: '$7.50' },
    { given: 2.5, want: '$2.50' },
    { given: 1234, want: '$1,234' },
  ])('given $given dollars, should be "$want"', ({ given, want }) => {
    expect(formatUsd(given)).toBe(want);
  });
});
