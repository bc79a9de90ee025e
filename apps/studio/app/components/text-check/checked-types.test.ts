import { describe, expect, it } from 'vitest';
import { isCheckedContentType } from './checked-types.ts';

describe('isCheckedContentType', () => {
  it.each([
    { given: 'text/markdown', want: true },
    { given: 'text/markdown; charset=utf-8', want: true },
    { given: 'Text/Plain', want: true },
    { given: 'application/json', want: false },
    { given: 'text/html', want: false },
    { given: 'text/csv', want: false },
    { given: 'image/png', want: false },
    { given: '', want: false },
    { given: undefined, want: false },
  ])('given $given should be $want', ({ given, want }) => {
    expect(isCheckedContentType(given)).toBe(want);
  });
});
