import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../testing/is-calendar-date.ts';
import { newsArticles, newsCategories } from './news-content.ts';
import { newsArticleIds } from './news-ids.ts';

// Written with `path`: Vite would turn `new URL('…', import.meta.url)` into an asset import.
const publicFolder = join(dirname(fileURLToPath(import.meta.url)), '../../../public');

describe('the news articles', () => {
  it('given the route table, should list exactly the articles that have content, in the same order', () => {
    expect([...newsArticleIds]).toEqual(newsArticles.map((article) => article.assetId));
  });

  it('should hold at least the seven articles 123 to 129 of spec §3', () => {
    expect(newsArticles.map((article) => article.assetId)).toEqual(
      expect.arrayContaining(['123', '124', '125', '126', '127', '128', '129']),
    );
    expect(new Set(newsArticles.map((article) => article.assetId)).size).toBe(newsArticles.length);
  });

  it('should give every article a drawing of its own (spec §3 image)', () => {
    expect(new Set(newsArticles.map((article) => article.image.src)).size).toBe(newsArticles.length);
  });

  it.each(newsArticles.map((article) => [article.assetId, article] as const))(
    'article %s should have a known category, an MM/DD/YYYY date, an author, an image and "Heading:| text" key points',
    (_, article) => {
      expect(newsCategories.map((category) => category.categoryId)).toContain(article.categoryId);
      expect(isCalendarDate(article.date), article.date).toBe(true);
      expect(article.author.trim()).not.toBe('');
      expect(article.keyPoints.length).toBeGreaterThan(0);
      for (const point of article.keyPoints) expect(point).toMatch(/^[^:|]+:\| \S/);
      // The image is served from public/, so a mistyped name would only show as a broken picture.
      expect(article.image.src).toMatch(/^\/images\/news\/[a-z-]+\.svg$/);
      expect(existsSync(join(publicFolder, article.image.src)), article.image.src).toBe(true);
      expect(article.image.alt).toMatch(/^[A-Z].{20,}\.$/);
    },
  );
});
