import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newsArticles, newsCategories } from './news-content.ts';
import { newsArticleIds } from './news-ids.ts';

// Written with `path`: Vite would turn `new URL('…', import.meta.url)` into an asset import.
const publicFolder = join(dirname(fileURLToPath(import.meta.url)), '../../../public');

// spec §3: dates are MM/DD/YYYY, and must be days that exist.
function isCalendarDate(text: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

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

  it.each(newsArticles.map((article) => [article.assetId, article] as const))(
    'article %s should have a known category, an MM/DD/YYYY date, an author, an image and "Heading:| text" key points',
    (_, article) => {
      expect(newsCategories.map((category) => category.categoryId)).toContain(article.categoryId);
      expect(isCalendarDate(article.date), article.date).toBe(true);
      expect(article.author.trim()).not.toBe('');
      expect(article.keyPoints.length).toBeGreaterThan(0);
      for (const point of article.keyPoints) expect(point).toMatch(/^[^:|]+:\| \S/);
      // The image is served from public/, so a mistyped name would only show as a broken picture.
      expect(existsSync(join(publicFolder, article.image)), article.image).toBe(true);
    },
  );
});
