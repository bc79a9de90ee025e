import { expect, test } from '@taskwell/playwright-config/fixtures';
import { waitForHydration } from './hydrated.ts';

// spec §2: below 768 px the navbar is a drawer behind a menu button, and it closes after a choice.
test.use({ viewport: { width: 375, height: 740 } });

test.describe('given a 375 px wide screen', () => {
  test('should keep the navigation behind the menu button, open it, and close it after a choice', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const navigation = page.getByRole('navigation', { name: 'Site' });
    await expect(navigation).toBeHidden();
    await expectAccessible();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(navigation).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible();

    // This page is kept (the link's default is prevented once), so the drawer is seen closing by
    // the choice itself rather than by the next page starting closed.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
    );
    await navigation.getByRole('link', { name: 'Pricing' }).click();
    await expect(navigation).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);

    // With the link followed, the chosen page opens with the drawer closed.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await navigation.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
  });

  test('should close the open navigation with Escape and with the menu button', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const navigation = page.getByRole('navigation', { name: 'Site' });

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(navigation).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(navigation).toBeVisible();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(navigation).toBeHidden();
  });

  const phonePages = [
    '/',
    '/our-team',
    '/pricing',
    '/faq',
    '/news',
    '/news/125',
    '/demos',
    '/demos/201',
    '/contact-us',
  ];
  // One browser page loads each in turn (decision 205): a load, hydration and axe per page, as before.
  test(`${phonePages.join(', ')} should fit the screen without sideways scrolling`, async ({
    page,
    expectAccessible,
  }) => {
    // The bound of one page's test before (playwright.config.ts's 60 s) for each page.
    test.setTimeout(phonePages.length * 60_000);
    for (const path of phonePages) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHydration(page);

        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
        await expectAccessible();
      });
    }
  });
});
