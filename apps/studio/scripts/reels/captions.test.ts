import { describe, expect, it } from 'vitest';
import { cuesOf, toWebVtt, vttTime } from './captions.ts';

describe('vttTime', () => {
  it.each([
    { given: 0, want: '00:00:00.000' },
    { given: 1234.4, want: '00:00:01.234' },
    { given: 61_005, want: '00:01:01.005' },
    { given: 3_723_456, want: '01:02:03.456' },
    { given: -5, want: '00:00:00.000' },
  ])('given $given ms, should write $want', ({ given, want }) => {
    expect(vttTime(given)).toBe(want);
  });
});

describe('cuesOf', () => {
  it('given three steps, should show each until the next begins and the last until the end', () => {
    const steps = [
      { caption: 'One', start: 0 },
      { caption: 'Two', start: 2500 },
      { caption: 'Three', start: 6000 },
    ];
    expect(cuesOf(steps, 9000)).toEqual([
      { start: 0, end: 2500, text: 'One' },
      { start: 2500, end: 6000, text: 'Two' },
      { start: 6000, end: 9000, text: 'Three' },
    ]);
  });
});

describe('toWebVtt', () => {
  it('given cues, should write a WebVTT file with numbered cues, each text on one line', () => {
    const file = toWebVtt([
      { start: 0, end: 2500, text: 'Sign up with\nyour e-mail.' },
      { start: 2500, end: 4000, text: 'A --> B' },
    ]);
    expect(file).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nSign up with your e-mail.\n\n2\n00:00:02.500 --> 00:00:04.000\nA -> B\n',
    );
  });
});
