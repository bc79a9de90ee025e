import { describe, expect, it } from 'vitest';
import { stepperModel } from './stepper.ts';

const done = { icon: 'check', done: true, active: false } as const;
const todo = (icon: 'play' | 'dot' | 'flag') => ({ icon, done: false, active: false }) as const;
const active = (icon: 'spinner' | 'user' | 'error' | 'cancelled') => ({ icon, done: false, active: true }) as const;

// spec §4 "Stepper" as issue 25 reads it: the spinner is the step in progress; a finished step is
// done, and no step says something the run's status does not (a finished run had its middle steps
// spinning and "Step 1 of 1: start").
describe('stepperModel', () => {
  it.each([
    { given: 'before the first poll', run: { step: -1, max: 0, status: null }, active: 0, want: [] },
    {
      given: 'a queued run of three',
      run: { step: -1, max: 3, status: 'IN_PROGRESS' },
      active: 0,
      want: [todo('play'), todo('dot'), todo('flag')],
    },
    {
      given: 'the first of three in progress',
      run: { step: 0, max: 3, status: 'IN_PROGRESS' },
      active: 1,
      want: [active('spinner'), todo('dot'), todo('flag')],
    },
    {
      given: 'the third of four in progress',
      run: { step: 2, max: 4, status: 'IN_PROGRESS' },
      active: 3,
      want: [done, done, active('spinner'), todo('flag')],
    },
    {
      given: 'a completed run of three',
      run: { step: 2, max: 3, status: 'COMPLETED' },
      active: 0,
      want: [done, done, done],
    },
    {
      given: 'a completed run whose step is past the end',
      run: { step: 7, max: 3, status: 'COMPLETED' },
      active: 0,
      want: [done, done, done],
    },
    { given: 'a completed one-step run', run: { step: 0, max: 1, status: 'COMPLETED' }, active: 0, want: [done] },
    {
      given: 'a one-step run in progress',
      run: { step: 0, max: 1, status: 'IN_PROGRESS' },
      active: 1,
      want: [active('spinner')],
    },
    {
      given: 'a run that failed at its second step',
      run: { step: 1, max: 3, status: 'ERROR' },
      active: 2,
      want: [done, active('error'), todo('flag')],
    },
    {
      given: 'a run cancelled at its first step',
      run: { step: 0, max: 2, status: 'ABORTED' },
      active: 1,
      want: [active('cancelled'), todo('flag')],
    },
    {
      given: 'a run paused at its second step',
      run: { step: 1, max: 3, status: 'PAUSED' },
      active: 2,
      want: [done, active('user'), todo('flag')],
    },
  ] as const)('given $given should draw each step as it is', ({ run, active: want, want: steps }) => {
    const model = stepperModel(run);
    expect(model.count).toBe(run.max);
    expect(model.active).toBe(want);
    expect(model.steps.map(({ icon, done, active }) => ({ icon, done, active }))).toEqual(steps);
  });

  it.each([
    { status: 'ERROR', tone: 'error' },
    { status: 'ABORTED', tone: 'error' },
    { status: 'PAUSED', tone: 'waiting' },
    { status: 'IN_PROGRESS', tone: 'normal' },
    { status: 'COMPLETED', tone: 'normal' },
  ] as const)('$status should give the $tone tone', ({ status, tone }) => {
    expect(stepperModel({ step: 0, max: 2, status }).tone).toBe(tone);
  });
});
