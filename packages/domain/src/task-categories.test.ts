import { describe, expect, it } from 'vitest';
import { categoryTitleOf } from './task-categories.ts';

describe('categoryTitleOf', () => {
  it.each([
    { given: 'business', want: 'Business Tasks' },
    { given: 'marketing', want: 'Content Creation' },
    { given: 'demo', want: 'Demo' },
    { given: 'Writing', want: 'Writing' },
  ])('$given should read $want', ({ given, want }) => {
    expect(categoryTitleOf(given)).toBe(want);
  });
});
