import { describe, expect, it } from 'vitest';
import { stepperModel } from './stepper.ts';

describe('stepperModel (spec §4)', () => {
  it.each([
    { name: 'before the first poll', run: { step: -1, max: 0, status: null }, count: 0, active: 0, icons: [] },
    {
      name: 'first of three',
      run: { step: 0, max: 3, status: 'IN_PROGRESS' },
      count: 3,
      active: 1,
      icons: ['play', 'spinner', 'flag'],
    },
    {
      name: 'four steps',
      run: { step: 2, max: 4, status: 'IN_PROGRESS' },
      count: 4,
      active: 3,
      icons: ['play', 'spinner', 'spinner', 'flag'],
    },
    { name: 'one step', run: { step: 0, max: 1, status: 'IN_PROGRESS' }, count: 1, active: 1, icons: ['play'] },
    {
      name: 'ERROR shows red icons',
      run: { step: 1, max: 3, status: 'ERROR' },
      count: 3,
      active: 2,
      icons: ['error', 'error', 'error'],
    },
    {
      name: 'ABORTED shows red icons',
      run: { step: 0, max: 2, status: 'ABORTED' },
      count: 2,
      active: 1,
      icons: ['error', 'error'],
    },
    {
      name: 'PAUSED shows a user icon on the active step',
      run: { step: 1, max: 3, status: 'PAUSED' },
      count: 3,
      active: 2,
      icons: ['play', 'user', 'flag'],
    },
    {
      name: 'a step past the end is clamped',
      run: { step: 7, max: 3, status: 'COMPLETED' },
      count: 3,
      active: 3,
      icons: ['play', 'spinner', 'flag'],
    },
  ] as const)('$name', ({ run, count, active, icons }) => {
    const model = stepperModel(run);
    expect(model.count).toBe(count);
    expect(model.active).toBe(active);
    expect(model.steps.map((step) => step.icon)).toEqual(icons);
    expect(model.steps.filter((step) => step.active).map((step) => step.index + 1)).toEqual(active > 0 ? [active] : []);
  });

  it.each([
    { status: 'ERROR', tone: 'error' },
    { status: 'PAUSED', tone: 'waiting' },
    { status: 'IN_PROGRESS', tone: 'normal' },
  ] as const)('$status should give the $tone tone', ({ status, tone }) => {
    expect(stepperModel({ step: 0, max: 2, status }).tone).toBe(tone);
  });
});
