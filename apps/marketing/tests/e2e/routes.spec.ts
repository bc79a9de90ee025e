import { expect, test } from '@taskwell/playwright-config/fixtures';
import { demos } from '../../src/pages/demos/demos-content.ts';
import { newsArticles } from '../../src/pages/news/news-content.ts';
import { waitForHydration } from './hydrated.ts';

/** Every address the site answers with a page of its own (spec §2 public group and item pages). */
const pages: readonly { path: string; heading: string }[] = [
  { path: '/', heading: 'Taskwell' },
  { path: '/home', heading: 'Taskwell' },
  { path: '/our-team', heading: 'Our team' },
  { path: '/feature-and-benefits', heading: 'Features and benefits' },
  { path: '/intelligence-consulting', heading: 'Intelligence consulting' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/news', heading: 'News' },
  ...newsArticles.map((article) => ({ path: `/news/${article.assetId}`, heading: article.title })),
  { path: '/demos', heading: 'Demo reels' },
  ...demos.map((demo) => ({ path: `/demos/${demo.assetId}`, heading: demo.title })),
  { path: '/contact-us', heading: 'Contact us' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
];

test.describe('given every page', () => {
  for (const { path, heading } of pages) {
    test(`${path} should answer 200, hydrate without errors and pass axe`, async ({ page, expectAccessible }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });

      const response = await page.goto(path);

      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/Taskwell/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\//);
      await waitForHydration(page);
      expect(problems).toEqual([]);
      await expectAccessible();
    });
  }
});

test.describe('given an item id the site does not have (spec §2)', () => {
  for (const { path, list, heading } of [
    { path: '/news/999', list: '/news', heading: 'News' },
    { path: '/news/abc/', list: '/news', heading: 'News' },
    { path: '/demos/999', list: '/demos', heading: 'Demo reels' },
    { path: '/demos/123', list: '/demos', heading: 'Demo reels' },
  ]) {
    test(`${path} should go to the list ${list} with no failed request and nothing in the console`, async ({
      page,
      expectAccessible,
    }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('requestfailed', (request) => problems.push(`${request.url()} failed: ${request.failure()?.errorText}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.url()} answered ${response.status()}`);
      });

      const response = await page.goto(path);

      // The host's rule answers the unknown id itself (_redirects), before any page loads.
      expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${path}$`));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${list}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await expectAccessible();
    });
  }
});

test.describe('given a host without the redirect rules (spec §2)', () => {
  test('404.html should still send an unknown id to its list', async ({ page }) => {
    // What such a host sends for /news/999: the not-found page, with status 404.
    await page.route('**/news/999', async (route) => {
      const notFound = await route.fetch({ url: new URL('/no/such/page', route.request().url()).href });
      await route.fulfill({ response: notFound });
    });

    await page.goto('/news/999');

    await expect(page).toHaveURL(/\/news\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  });
});

test.describe('given an address the site does not have', () => {
  for (const path of ['/how-it-works', '/testimonials', '/investor-information', '/no/such/page']) {
    test(`${path} should answer 404 with the not-found page`, async ({ page, expectAccessible }) => {
      const response = await page.goto(path);

      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      await expectAccessible();
    });
  }
});
