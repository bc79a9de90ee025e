import { describe, expect, it } from 'vitest';
import { demoIds } from './pages/demos/demo-ids.ts';
import { demos, splitAbstract } from './pages/demos/demos-content.ts';
import { newsArticles } from './pages/news/news-content.ts';
import { newsArticleIds } from './pages/news/news-ids.ts';
import { notFoundPage, sitePages } from './site-pages.ts';
import { routeFor, siteRoutes } from './site-routes.ts';

describe('the route table', () => {
  it('should list exactly the articles and demos that have content', () => {
    expect([...newsArticleIds]).toEqual(newsArticles.map((article) => article.assetId));
    expect([...demoIds]).toEqual(demos.map((demo) => demo.assetId));
  });

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

describe('splitAbstract', () => {
  it('should cut after the first sentence', () => {
    expect(splitAbstract('One. Two and three! Four?')).toEqual({ lead: 'One.', rest: 'Two and three! Four?' });
  });

  it('should keep a one-sentence abstract whole', () => {
    expect(splitAbstract('Just one sentence, v1.2 inside.')).toEqual({
      lead: 'Just one sentence, v1.2 inside.',
      rest: '',
    });
  });
});
