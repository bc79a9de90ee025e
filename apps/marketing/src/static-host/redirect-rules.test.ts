import { describe, expect, it } from 'vitest';
import { formatRedirects, parseRedirects, type RedirectRule, redirectFor } from './redirect-rules.ts';

const rules: RedirectRule[] = [
  { from: '/news/*', to: '/news', status: 302 },
  { from: '/demos/*', to: '/demos', status: 302 },
  { from: '/old-pricing', to: '/pricing', status: 301 },
];

describe('the redirect rules', () => {
  it('should write one rule a line after the comment, and read back what they wrote', () => {
    const text = formatRedirects(rules, ['Unknown items go to their list.']);

    expect(text).toBe(
      '# Unknown items go to their list.\n/news/* /news 302\n/demos/* /demos 302\n/old-pricing /pricing 301\n',
    );
    expect(parseRedirects(text)).toEqual(rules);
  });

  it.each([
    { given: '/news/999', want: '/news' },
    { given: '/news/abc/', want: '/news' },
    { given: '/news/1/2', want: '/news' },
    { given: '/demos/123', want: '/demos' },
    { given: '/old-pricing', want: '/pricing' },
    { given: '/old-pricing/x', want: undefined },
    { given: '/newsletter', want: undefined },
    { given: '/news', want: undefined },
    { given: '/no/such/page', want: undefined },
  ])('given $given, should send the visitor to $want', ({ given, want }) => {
    expect(redirectFor(rules, given)?.to).toBe(want);
  });

  it.each(['news/* /news 302', '/news/* 302', '/news/* /news 200', '/news/* /news 302 extra'])(
    'should refuse the line "%s" rather than guess',
    (line) => {
      expect(() => parseRedirects(line)).toThrow(/cannot read/);
    },
  );
});
