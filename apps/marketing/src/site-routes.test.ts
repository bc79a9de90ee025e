import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { notFoundPage, sitePages } from './site-pages.ts';
import { itemLists, listOfItem, navPathOf, pagePaths } from './site-paths.ts';
import { notFoundRoute, routeFor, siteRoutes } from './site-routes.ts';

// Written with `path`: Vite would turn `new URL('…', import.meta.url)` into an asset import.
const appFolder = join(dirname(fileURLToPath(import.meta.url)), '..');

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

  it("should name each page's browser entry, a file the build takes as an input", () => {
    for (const route of [...siteRoutes, notFoundRoute]) {
      expect(route.entry, route.path).toMatch(/^src\/pages\/[a-z-]+\/entry-client\.ts$/);
      expect(existsSync(join(appFolder, route.entry)), route.entry).toBe(true);
    }
  });

  it('should build exactly the pages the browser knows of, besides the items of its lists', () => {
    const items = siteRoutes.filter((route) => listOfItem(route.path) !== undefined).map((route) => route.path);
    expect(siteRoutes.map((route) => route.path).filter((path) => !items.includes(path))).toEqual([...pagePaths]);
    for (const list of itemLists) expect(pagePaths).toContain(list);
  });

  it.each([
    { given: '/', want: '/home' },
    { given: '/home/', want: '/home' },
    { given: '/pricing/', want: '/pricing' },
    { given: '/news/125', want: '/news/125' },
  ])('should mark $want in the navigation at $given', ({ given, want }) => {
    expect(navPathOf(given)).toBe(want);
  });

  it.each(['/how-it-works', '/testimonials', '/investor-information', '/demosx'])(
    'should not build the address %s',
    (path) => {
      expect(routeFor(path).path).toBe('/404');
    },
  );
});
