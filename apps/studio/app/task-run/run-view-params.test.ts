import { describe, expect, it } from 'vitest';
import { isRunViewChange, readRunView, withRunView } from './run-view-params.ts';

const url = (path: string) => new URL(path, 'http://studio.test');

describe('the run view in the address', () => {
  it('should read the open category, task and run', () => {
    expect(readRunView(new URLSearchParams('category=business&task=pdf-brief&run=r-1'))).toEqual({
      category: 'business',
      task: 'pdf-brief',
      run: 'r-1',
    });
    expect(readRunView(new URLSearchParams(''))).toEqual({ category: null, task: null, run: null });
  });

  it('should change the view and keep every other parameter', () => {
    const next = withRunView(new URLSearchParams('auth=login&task=a&run=r-1'), { task: 'b', run: null });
    expect(next.toString()).toBe('auth=login&task=b');
  });

  it.each([
    { given: 'a run modal opened', current: '/tasks', next: '/tasks?task=quote-card', want: true },
    { given: 'a run started', current: '/tasks?task=a', next: '/tasks?task=a&run=r-1', want: true },
    { given: 'a tab chosen', current: '/?category=demo', next: '/?category=business', want: true },
    { given: 'a revalidation of the same address', current: '/tasks?task=a', next: '/tasks?task=a', want: false },
    { given: 'another page', current: '/tasks?task=a', next: '/profile?task=a', want: false },
    { given: 'another parameter', current: '/?task=a', next: '/?task=a&auth=login', want: false },
  ])('given $given, should say $want', ({ current, next, want }) => {
    expect(isRunViewChange({ currentUrl: url(current), nextUrl: url(next) })).toBe(want);
  });
});
