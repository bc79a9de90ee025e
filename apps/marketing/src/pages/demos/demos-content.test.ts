import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../testing/is-calendar-date.ts';
import { demoIds } from './demo-ids.ts';
import { demoCategories, demos, splitAbstract } from './demos-content.ts';

describe('the demos', () => {
  it('given the route table, should list exactly the demos that have content, in the same order', () => {
    expect([...demoIds]).toEqual(demos.map((demo) => demo.assetId));
  });

  it('should file demos under the three static categories of spec §3', () => {
    expect(demoCategories.map((category) => [category.categoryId, category.title])).toEqual([
      ['demo', 'Demo'],
      ['business', 'Business Tasks'],
      ['marketing', 'Content Creation'],
    ]);
  });

  it.each(demos.map((demo) => [demo.assetId, demo] as const))(
    'demo %s should have a known category, an MM/DD/YYYY date, an author and a reel',
    (_, demo) => {
      expect(demoCategories.map((category) => category.categoryId)).toContain(demo.categoryId);
      expect(isCalendarDate(demo.date), demo.date).toBe(true);
      expect(demo.author.trim()).not.toBe('');
      expect(
        Object.values(demo.reel).every((path) => path.startsWith('/reels/')),
        'served with the site',
      ).toBe(true);
      expect(
        splitAbstract(demo.abstract).rest,
        'an abstract longer than its lead, so "more" has something to show',
      ).not.toBe('');
    },
  );

  it.each(demos.map((demo) => [demo.assetId, demo.reel] as const))(
    "demo %s's reel should be in the site's public files: a WebM, WebVTT captions with cues and a WebP poster, each at most 2 MB",
    (_, reel) => {
      const file = (path: string) => join(fileURLToPath(import.meta.url), '../../../../public', path);
      for (const path of Object.values(reel))
        expect(statSync(file(path)).size, path).toBeLessThanOrEqual(2 * 1024 * 1024);
      // WebM is Matroska: the EBML magic number.
      expect(readFileSync(file(reel.video)).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      const captions = readFileSync(file(reel.captions), 'utf8');
      expect(captions.startsWith('WEBVTT\n')).toBe(true);
      expect(captions.match(/^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/gm)?.length ?? 0).toBeGreaterThan(
        1,
      );
      const poster = readFileSync(file(reel.poster));
      expect([poster.subarray(0, 4).toString('latin1'), poster.subarray(8, 12).toString('latin1')]).toEqual([
        'RIFF',
        'WEBP',
      ]);
    },
  );

  it('should give each demo its own id, title and reel', () => {
    expect(new Set(demos.map((demo) => demo.reel.video)).size).toBe(demos.length);
    expect(new Set(demos.map((demo) => demo.assetId)).size).toBe(demos.length);
    expect(new Set(demos.map((demo) => demo.title)).size).toBe(demos.length);
  });
});

describe('splitAbstract', () => {
  it.each([
    { given: 'One. Two and three! Four?', want: { lead: 'One.', rest: 'Two and three! Four?' } },
    { given: 'Ready? Then go.', want: { lead: 'Ready?', rest: 'Then go.' } },
    { given: 'Fast! Really.', want: { lead: 'Fast!', rest: 'Really.' } },
    { given: 'Just one sentence, v1.2 inside.', want: { lead: 'Just one sentence, v1.2 inside.', rest: '' } },
    { given: 'No full stop at all', want: { lead: 'No full stop at all', rest: '' } },
  ])('given "$given", should lead with the first sentence and keep the rest', ({ given, want }) => {
    expect(splitAbstract(given)).toEqual(want);
  });
});
