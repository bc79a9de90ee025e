import { describe, expect, it } from 'vitest';
import { clampToStep, decimalsOf } from './slider.tsx';

// The keyboard behaviour (arrows, Home, End) runs in Chromium in the KeyboardSteps story.
describe('decimalsOf', () => {
  it.each([
    { step: 1, want: 0 },
    { step: 0.5, want: 1 },
    { step: 0.25, want: 2 },
    { step: 0.001, want: 3 },
    { step: 1e-7, want: 7 },
  ])('step $step should have $want decimals', ({ step, want }) => {
    expect(decimalsOf(step)).toBe(want);
  });
});

describe('clampToStep (spec §9)', () => {
  it.each([
    { value: 50, min: 0, max: 100, step: 1, want: 50 },
    { value: -5, min: 0, max: 100, step: 1, want: 0 },
    { value: 140, min: 0, max: 100, step: 1, want: 100 },
    { value: 0.30000000000000004, min: 0, max: 1, step: 0.1, want: 0.3 },
    { value: 7.4, min: 0, max: 10, step: 0.5, want: 7.5 },
    { value: 99, min: 0, max: 100, step: 7, want: 98 },
    { value: 12, min: 10, max: 20, step: 5, want: 10 },
  ])('$value in [$min, $max] by $step should be $want', ({ value, min, max, step, want }) => {
    expect(clampToStep(value, min, max, step)).toBe(want);
  });
});
