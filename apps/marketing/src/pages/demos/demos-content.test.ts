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
    'demo %s should have a known category, an MM/DD/YYYY date, an author and an https player',
    (_, demo) => {
      expect(demoCategories.map((category) => category.categoryId)).toContain(demo.categoryId);
      expect(isCalendarDate(demo.date), demo.date).toBe(true);
      expect(demo.author.trim()).not.toBe('');
      expect(new URL(demo.video).protocol).toBe('https:');
      expect(
        splitAbstract(demo.abstract).rest,
        'an abstract longer than its lead, so "more" has something to show',
      ).not.toBe('');
    },
  );

  it('should give each demo its own id and title', () => {
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
