import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

// Issue 25: limits read "5242880 bytes".
describe('formatBytes', () => {
  it.each([
    { given: 0, want: '0 bytes' },
    { given: 1, want: '1 byte' },
    { given: 900, want: '900 bytes' },
    { given: 1024, want: '1 KB' },
    { given: 1536, want: '1.5 KB' },
    { given: 5_242_880, want: '5 MB' },
    { given: 52_428_800, want: '50 MB' },
    { given: 3_500_000, want: '3.3 MB' },
    { given: 2 * 1024 ** 3, want: '2 GB' },
  ])('$given should read $want', ({ given, want }) => {
    expect(formatBytes(given)).toBe(want);
  });
});
