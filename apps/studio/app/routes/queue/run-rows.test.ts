import { describe, expect, it } from 'vitest';
import { retryLabel, stepsOf, timeAgo } from './run-rows.ts';

describe('stepsOf', () => {
  it.each([
    {
      given: { status: 'IN_PROGRESS', step: 1, max: 3 },
      want: [
        { icon: 'play', done: true, active: false },
        { icon: 'spinner', done: false, active: true },
        { icon: 'flag', done: false, active: false },
      ],
    },
    {
      given: { status: 'PAUSED', step: 1, max: 2 },
      want: [
        { icon: 'play', done: true, active: false },
        { icon: 'user', done: false, active: true },
      ],
    },
    {
      given: { status: 'ERROR', step: 2, max: 3 },
      want: [
        { icon: 'play', done: true, active: false },
        { icon: 'spinner', done: true, active: false },
        { icon: 'error', done: false, active: true },
      ],
    },
    {
      given: { status: 'COMPLETED', step: 2, max: 2 },
      want: [
        { icon: 'play', done: true, active: false },
        { icon: 'flag', done: true, active: false },
      ],
    },
    {
      given: { status: 'ABORTED', step: 0, max: 2 },
      want: [
        { icon: 'play', done: false, active: false },
        { icon: 'flag', done: false, active: false },
      ],
    },
  ] as const)('should draw $given.status at step $given.step of $given.max', ({ given, want }) => {
    expect(stepsOf(given)).toEqual(want);
  });
});

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
