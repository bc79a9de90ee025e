import { describe, expect, it } from 'vitest';
import { durationText, ratingText, runsText, type StoreFigures, successText } from './store-figures-text.ts';

const base: StoreFigures = {
  runs: 0,
  ratingUp: 0,
  ratingDown: 0,
  rating: null,
  successRate30d: null,
  medianRunSeconds: null,
};

describe('a listing figures in words', () => {
  it.each<[string, Partial<StoreFigures>, string]>([
    ['no thumbs yet', {}, 'No ratings yet'],
    ['23 up of 25', { ratingUp: 23, ratingDown: 2, rating: 0.92 }, '92 % positive · 25 ratings'],
    ['one thumb', { ratingUp: 1, rating: 1 }, '100 % positive · 1 rating'],
  ])('rating: %s', (_, given, want) => {
    expect(ratingText({ ...base, ...given })).toBe(want);
  });

  it.each<[number, string]>([
    [0, '0 runs'],
    [1, '1 run'],
    [132, '132 runs'],
  ])('runs: %i', (runs, want) => {
    expect(runsText({ ...base, runs })).toBe(want);
  });

  it.each<[number | null, string]>([
    [null, 'No runs in the last 30 days'],
    [0.966, '97 % succeeded (30 days)'],
  ])('success rate: %s', (successRate30d, want) => {
    expect(successText({ ...base, successRate30d })).toBe(want);
  });

  it.each<[number | null, string]>([
    [null, 'No run time yet'],
    [0.4, '1 s'],
    [14, '14 s'],
    [130, '2 min'],
    [3600, '1 h'],
    [3900, '1 h 5 min'],
  ])('median run time: %s s', (seconds, want) => {
    expect(durationText(seconds)).toBe(want);
  });
});
