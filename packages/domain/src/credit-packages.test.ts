import { describe, expect, it } from 'vitest';
import { creditPackages } from './credit-packages.ts';
import { formatCents } from './money.ts';

describe('credit packages', () => {
  it.each([
    { given: 5, want: '1.00' },
    { given: 10, want: '2.00' },
    { given: 25, want: '5.00' },
    { given: 100, want: '20.00' },
    { given: 500, want: '100.00' },
  ])('given the $given credit package should cost $want USD', ({ given, want }) => {
    const found = creditPackages.find((entry) => entry.credits === given);
    expect(found && formatCents(found.priceCents)).toBe(want);
  });

  it('should sell exactly the five packages of spec §9, smallest first', () => {
    expect(creditPackages.map((entry) => entry.credits)).toEqual([5, 10, 25, 100, 500]);
  });
});
