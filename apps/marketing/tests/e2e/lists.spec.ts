import type { Page } from '@playwright/test';
import { expect, test } from '@taskwell/playwright-config/fixtures';
import { waitForHydration } from './hydrated.ts';

const searchLabel = 'Search articles by name, author, or category';

function titlesOf(page: Page, list: string) {
  return page.getByRole('list', { name: list }).getByRole('article').getByRole('heading', { level: 2 });
}

test.describe('given the news list (spec §2)', () => {
  // One load of the list serves its three journeys, each from the state the one before left, which
  // it asserts (decision 205): the filter and search cleared, then the search, then an article.
  test('should filter by a category badge with the search and clear both, find articles by title, author or category with every word counting, and open an article with its key points and the other articles beside it', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const titles = titlesOf(page, 'Articles');
    const search = page.getByRole('searchbox', { name: searchLabel });

    await test.step('should filter by a category badge, combine it with the search, and clear both', async () => {
      await expect(page.getByRole('button', { name: 'Clear Filter' })).toHaveCount(0);

      const product = page.getByRole('button', { name: 'Product' });
      await product.click();
      await expect(product).toHaveAttribute('aria-pressed', 'true');
      await expect(titles).toHaveCount(3);
      await search.fill('priya');
      await expect(titles).toHaveText([
        'Voice-overs arrive in Taskwell',
        'Every text result is now checked for biased wording',
      ]);
      await expectAccessible();

      await page.getByRole('button', { name: 'Clear Filter' }).click();
      await expect(titles).toHaveCount(7);
      await expect(search).toHaveValue('');
      await expect(product).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('button', { name: 'Clear Filter' })).toHaveCount(0);
    });
    await test.step('should find articles by title, author or category, every word counting', async () => {
      await expect(titles).toHaveCount(7);
      // The list is a 3-column grid on a wide screen.
      await expect(page.getByRole('list', { name: 'Articles' })).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+$/);

      await search.fill('credits');
      await expect(titles).toHaveText(['How credits work, in two minutes']);
      await search.fill('hannah');
      await expect(titles).toHaveCount(2);
      await expect(page.getByText('2 articles')).toBeVisible();
      await search.fill('COMPANY');
      await expect(titles).toHaveText(['Taskwell opens its consulting practice', 'Meet the people behind Taskwell']);
      await search.fill('priya company');
      await expect(titles).toHaveCount(0);
      await expect(page.getByText('0 articles')).toBeVisible();
      await expectAccessible();
    });
    // Back to the whole list for the next journey.
    await search.fill('');
    await expect(titles).toHaveCount(7);

    await test.step('should open an article with its key points and the other articles beside it', async () => {
      await page.getByRole('link', { name: 'How credits work, in two minutes' }).click();

      await expect(page).toHaveURL(/\/news\/127$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('How credits work, in two minutes');
      await expect(page.getByRole('complementary', { name: 'More news' }).getByRole('link')).toHaveCount(7);
      await expectAccessible();
    });
  });
});

test.describe('given the demo reels (spec §2)', () => {
  // One load of the list serves its four journeys, each from the state the one before left, which
  // it asserts (decision 205): nothing loaded before a play, then 'more', the search, a demo's page.
  test("should load a recording only when its reel is played, open the rest of an abstract on 'more', search and filter like the news, and open a demo with its whole abstract and the other demos beside it", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/demos');
    await waitForHydration(page);

    await test.step('should load a recording only when its reel is played', async () => {
      const recordings: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.webm')) recordings.push(new URL(request.url()).pathname);
      });
      const card = page.getByRole('article', { name: 'Summarising a text in one run' });
      const video = card.locator('video[aria-label="Demo reel: Summarising a text in one run"]');
      await page.waitForLoadState('networkidle');
      expect(recordings).toEqual([]);
      // The poster is there before play.
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.poster))
        .toMatch(/\/reels\/text-task-poster\.webp$/);

      await video.evaluate((element: HTMLVideoElement) => element.play());

      await expect.poll(() => recordings).toContain('/reels/text-task.webm');
      expect(
        recordings.every((path) => path === '/reels/text-task.webm'),
        'only the reel played',
      ).toBe(true);
      // Stopped again: the journeys below do not need it playing.
      await video.evaluate((element: HTMLVideoElement) => element.pause());
      await expectAccessible();
    });
    await test.step("should show an abstract's lead and open the rest on 'more'", async () => {
      const card = page.getByRole('article', { name: 'Summarising a text in one run' });
      const rest = card.getByText(/each step of the run as it happens/);
      await expect(card.getByText('Paste a text, choose a length, press run.')).toBeVisible();
      await expect(rest).toBeHidden();

      await card.getByText('more', { exact: true }).click();
      await expect(rest).toBeVisible();
      await expect(card.locator('summary')).toHaveAccessibleName('less');
      await expectAccessible();

      await card.getByText('less', { exact: true }).click();
      await expect(rest).toBeHidden();
    });
    await test.step('should search and filter like the news', async () => {
      const titles = titlesOf(page, 'Demos');
      const search = page.getByRole('searchbox', { name: searchLabel });
      await expect(titles).toHaveCount(6);
      await expect(page.getByRole('list', { name: 'Demos' })).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+$/);

      await search.fill('business');
      await expect(titles).toHaveText(['Summarising a text in one run', 'Rating a result']);
      await search.fill('');
      await page.getByRole('button', { name: 'Content Creation' }).click();
      await expect(titles).toHaveText(['Describing an image and its colours', 'A summary read aloud']);
      await search.fill('marco');
      await expect(titles).toHaveText(['Describing an image and its colours']);
      await expect(page.getByText('1 demo', { exact: true })).toBeVisible();
      await expectAccessible();

      await page.getByRole('button', { name: 'Clear Filter' }).click();
      await expect(titles).toHaveCount(6);
    });
    await test.step('should open a demo with its whole abstract and the other demos beside it', async () => {
      await page.getByRole('link', { name: 'Rating a result' }).click();

      await expect(page).toHaveURL(/\/demos\/204$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rating a result');
      await expect(page.getByText(/marks the card as good and sends a comment/)).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'More demos' }).getByRole('link')).toHaveCount(6);
      await expectAccessible();
    });
  });
});
