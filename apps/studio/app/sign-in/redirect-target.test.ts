import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target.ts';

describe('safeRedirectTarget', () => {
  it.each([
    { given: '/profile', want: '/profile' },
    { given: '/tasks?category=business', want: '/tasks?category=business' },
    { given: undefined, want: '/' },
    { given: '', want: '/' },
    { given: 'profile', want: '/' },
    { given: 'https://evil.example/', want: '/' },
    { given: '//evil.example/', want: '/' },
    { given: '/\\evil.example', want: '/' },
    { given: '/%2F%2Fevil.example', want: '/%2F%2Fevil.example' },
  ])('given $given, should answer $want', ({ given, want }) => {
    expect(safeRedirectTarget(given)).toBe(want);
  });
});
