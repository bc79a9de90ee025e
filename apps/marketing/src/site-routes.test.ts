import { describe, expect, it } from 'vitest';
import { notFoundPage, sitePages } from './site-pages.ts';
import { routeFor, siteRoutes } from './site-routes.ts';

describe('the route table', () => {
  it('should give every page a title and a description', () => {
    expect(sitePages).toHaveLength(siteRoutes.length);
    for (const page of [...sitePages, notFoundPage]) {
      expect(page.title, page.path).toMatch(/Taskwell/);
      expect(page.description.length, page.path).toBeGreaterThan(20);
    }
  });

  it.each([
    ['/news/999', '/news'],
    ['/demos/999', '/demos'],
    ['/demos/abc/', '/demos'],
  ])('should send the unknown item %s to its list %s', (path, list) => {
    expect(routeFor(path).redirectTo).toBe(list);
  });

  it.each(['/demos/201', '/demos/201/', '/news/123'])('should find the known item %s', (path) => {
    expect(routeFor(path).redirectTo).toBeUndefined();
    expect(routeFor(path).path).toBe(path.replace(/\/$/, ''));
  });

  it.each(['/how-it-works', '/testimonials', '/investor-information', '/demosx'])(
    'should not build the address %s',
    (path) => {
      expect(routeFor(path).path).toBe('/404');
    },
  );
});
