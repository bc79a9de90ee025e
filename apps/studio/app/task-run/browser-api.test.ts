import { describe, expect, it } from 'vitest';
import { fileNameOf } from './browser-api.ts';

describe('fileNameOf (RFC 6266)', () => {
  it.each([
    { header: 'attachment; filename="summary.md"', want: 'summary.md' },
    { header: 'attachment; filename="r_sum_.md"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.md', want: 'résumé.md' },
    { header: 'inline; filename=card.png', want: 'card.png' },
    { header: 'attachment', want: undefined },
    { header: null, want: undefined },
  ])('given $header, should give $want', ({ header, want }) => {
    expect(fileNameOf(header)).toBe(want);
  });
});
