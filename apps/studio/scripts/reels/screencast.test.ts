import { describe, expect, it } from 'vitest';
import { framesAt } from './screencast.ts';

const picture = (name: string) => Buffer.from(name);

describe('framesAt', () => {
  it('given frames at irregular times, should repeat the last one painted at each tick', () => {
    const frames = [
      { at: 1000, jpeg: picture('a') },
      { at: 1250, jpeg: picture('b') },
      { at: 1260, jpeg: picture('c') },
      { at: 1700, jpeg: picture('d') },
    ];
    const out = framesAt(frames, 1000, 2000, 5).map((jpeg) => jpeg.toString());
    // Ticks at 1000, 1200, 1400, 1600, 1800.
    expect(out).toEqual(['a', 'a', 'c', 'c', 'd']);
  });

  it('given a start before the first frame, should show the first frame until then', () => {
    const out = framesAt([{ at: 500, jpeg: picture('a') }], 0, 1000, 2).map((jpeg) => jpeg.toString());
    expect(out).toEqual(['a', 'a']);
  });

  it('given no frame, should say so', () => {
    expect(() => framesAt([], 0, 1000, 10)).toThrow('the screencast sent no picture');
  });
});
