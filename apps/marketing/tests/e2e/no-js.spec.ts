import type { Page } from '@playwright/test';
import { expect, test } from '@taskwell/playwright-config/fixtures';
import { demos, splitAbstract } from '../../src/pages/demos/demos-content.ts';
import { newsArticles } from '../../src/pages/news/news-content.ts';

// Acceptance 3: every page can be read with JavaScript off; its content is in the HTML, and what
// opens on request ('more', the FAQ answers) is a native <details> that opens without scripts.
test.use({ javaScriptEnabled: false });

const main = (page: Page) => page.getByRole('main');

const readingChecks: readonly { path: string; reads: (page: Page) => Promise<void> }[] = [
  ...['/', '/home'].map((path) => ({
    path,
    reads: async (page: Page) => {
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Taskwell');
      await expect(main(page).getByText(/without writing a line of code/)).toBeVisible();
    },
  })),
  {
    path: '/our-team',
    reads: async (page) => {
      await expect(main(page).getByRole('list', { name: 'Team' }).getByRole('article')).toHaveCount(6);
      const maya = page.getByRole('article', { name: 'Maya Lindqvist' });
      await expect(maya.getByText(/forecasting platform/)).toBeHidden();
      await maya.getByText('more', { exact: true }).click();
      await expect(maya.getByText(/forecasting platform/)).toBeVisible();
    },
  },
  {
    path: '/feature-and-benefits',
    reads: async (page) => {
      await expect(main(page).getByRole('list', { name: 'Features' }).getByRole('article')).toHaveCount(10);
      await expect(main(page).getByText('Most runs finish in under a minute.')).toBeVisible();
    },
  },
  {
    path: '/intelligence-consulting',
    reads: async (page) => {
      await expect(
        main(page).getByRole('list', { name: 'Consulting offers' }).getByRole('heading', { level: 2 }),
      ).toHaveText([
        'Intelligence + Nano WOK',
        'Digital Adviser Library',
        'HR Intelligence Library',
        'Custom Business Solutions',
        'Enterprise AI Training',
      ]);
    },
  },
  {
    path: '/pricing',
    reads: async (page) => {
      await expect(main(page).getByRole('list', { name: 'Plans' }).getByRole('article')).toHaveCount(5);
      await expect(page.getByRole('article', { name: 'Explorer' })).toContainText('$9 per month');
      await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    },
  },
  {
    path: '/faq',
    reads: async (page) => {
      await expect(main(page).getByRole('heading', { level: 2, name: 'What are credits?' })).toBeVisible();
      await expect(main(page).getByText(/Credits pay for runs/)).toBeHidden();
      await main(page).getByRole('heading', { name: 'What are credits?' }).click();
      await expect(main(page).getByText(/Credits pay for runs/)).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Ask the Taskwell Digital Advisor' })).toBeVisible();
    },
  },
  {
    path: '/news',
    reads: async (page) => {
      await expect(main(page).getByRole('list', { name: 'Articles' }).getByRole('heading', { level: 2 })).toHaveText(
        newsArticles.map((article) => article.title),
      );
    },
  },
  ...newsArticles.map((article) => ({
    path: `/news/${article.assetId}`,
    reads: async (page: Page) => {
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(main(page).getByText(article.intro)).toBeVisible();
      await expect(main(page).getByText(article.conclusion)).toBeVisible();
      const [lead] = (article.keyPoints[0] ?? '').split(':|');
      await expect(main(page).locator('strong', { hasText: `${lead}:` })).toBeVisible();
    },
  })),
  {
    path: '/demos',
    reads: async (page) => {
      await expect(main(page).getByRole('list', { name: 'Demos' }).getByRole('heading', { level: 2 })).toHaveText(
        demos.map((demo) => demo.title),
      );
      const card = page.getByRole('article', { name: 'Summarising a text in one run' });
      await card.getByText('more', { exact: true }).click();
      await expect(card.getByText(/each step of the run as it happens/)).toBeVisible();
    },
  },
  ...demos.map((demo) => ({
    path: `/demos/${demo.assetId}`,
    reads: async (page: Page) => {
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(demo.title);
      await expect(main(page).getByText(splitAbstract(demo.abstract).lead, { exact: false })).toBeVisible();
      await expect(main(page).getByText(demo.author, { exact: false })).toBeVisible();
    },
  })),
  {
    path: '/contact-us',
    reads: async (page) => {
      await expect(main(page).getByRole('heading', { name: 'A reply within 24 hours' })).toBeVisible();
      for (const field of ['Email', 'Name', 'Message']) {
        await expect(main(page).getByRole('textbox', { name: field })).toBeVisible();
      }
    },
  },
  {
    path: '/privacy-policy',
    reads: async (page) => {
      await expect(main(page).getByRole('heading', { level: 2, name: '1. Who we are' })).toBeVisible();
      await expect(main(page).getByText(/under 13/)).toBeVisible();
    },
  },
  {
    path: '/how-it-works',
    reads: async (page) => {
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(main(page).getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    },
  },
];

/** The pages read in one browser page each, in turn (decision 191): the group pages, the news, the demos. */
const readingGroups = [
  { name: 'the group pages and the not-found page', paths: (path: string) => !/^\/(news|demos)/.test(path) },
  { name: 'the news and its articles', paths: (path: string) => path.startsWith('/news') },
  { name: 'the demo reels and their pages', paths: (path: string) => path.startsWith('/demos') },
];

test('every page read without JavaScript is in one of the groups below, once', () => {
  const grouped = readingGroups.flatMap((group) => readingChecks.filter((check) => group.paths(check.path)));
  expect(grouped.map((check) => check.path).sort()).toEqual(readingChecks.map((check) => check.path).sort());
});

test.describe('given JavaScript is off', () => {
  for (const group of readingGroups) {
    test(`${group.name} should be readable from their HTML`, async ({ page }) => {
      for (const { path, reads } of readingChecks.filter((check) => group.paths(check.path))) {
        await test.step(`${path} should be readable from its HTML`, async () => {
          await page.goto(path);

          await reads(page);
          // The copy is readable because the page's own styles arrived with it.
          await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
        });
      }
    });
  }
});
