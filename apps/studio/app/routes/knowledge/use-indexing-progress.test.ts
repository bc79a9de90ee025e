import { describe, expect, it } from 'vitest';
import { isIndexing, progressDelayMs } from './use-indexing-progress.ts';

describe('progressDelayMs', () => {
  it.each([
    { attempt: 0, want: 500 },
    { attempt: 1, want: 1000 },
    { attempt: 2, want: 2000 },
    { attempt: 3, want: 3000 },
    { attempt: 20, want: 3000 },
  ])('given read $attempt, should wait $want ms', ({ attempt, want }) => {
    expect(progressDelayMs(attempt)).toBe(want);
  });
});

describe('isIndexing', () => {
  it.each([
    { status: 'queued', want: true },
    { status: 'indexing', want: true },
    { status: 'ready', want: false },
    { status: 'failed', want: false },
  ] as const)('given a $status document, should be $want', ({ status, want }) => {
    expect(isIndexing({ status })).toBe(want);
  });
});
