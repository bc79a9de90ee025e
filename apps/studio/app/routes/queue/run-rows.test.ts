import { describe, expect, it } from 'vitest';
import { retryLabel, timeAgo } from './run-rows.ts';

describe('retryLabel', () => {
  it.each([
    { given: { status: 'ERROR', step: 2, max: 3 }, want: 'Retry from step 3' },
    { given: { status: 'ABORTED', step: 1, max: 3 }, want: 'Run again' },
    { given: { status: 'COMPLETED', step: 3, max: 3 }, want: 'Run again' },
    { given: { status: 'IN_PROGRESS', step: 1, max: 3 }, want: undefined },
    { given: { status: 'PAUSED', step: 1, max: 3 }, want: undefined },
  ] as const)('should offer "$want" for $given.status', ({ given, want }) => {
    expect(retryLabel(given)).toBe(want);
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it.each([
    { given: '2026-11-24T11:59:30Z', want: 'just now' },
    { given: '2026-11-24T11:56:00Z', want: '4 min ago' },
    { given: '2026-11-24T10:00:00Z', want: '2 h ago' },
    { given: '2026-11-20T10:00:00Z', want: '20 Nov 2026' },
  ])('should say $want for $given', ({ given, want }) => {
    expect(timeAgo(given, now)).toBe(want);
  });
});
