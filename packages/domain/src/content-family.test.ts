import { describe, expect, it } from 'vitest';
import { contentFamilyOf } from './content-family.ts';

describe('contentFamilyOf', () => {
  it.each([
    { given: 'text/markdown', want: 'text' },
    { given: 'text/plain; charset=utf-8', want: 'text' },
    { given: 'application/json', want: 'text' },
    { given: 'image/png', want: 'image' },
    { given: 'IMAGE/JPEG', want: 'image' },
    { given: 'audio/wav', want: 'audio' },
    { given: 'application/pdf', want: 'document' },
    { given: 'application/octet-stream', want: 'other' },
    { given: '', want: 'other' },
  ])('should put $given in $want', ({ given, want }) => {
    expect(contentFamilyOf(given)).toBe(want);
  });
});
