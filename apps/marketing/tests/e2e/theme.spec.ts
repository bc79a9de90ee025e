import { expect, test } from '@taskwell/playwright-config/fixtures';
import { darkPalette, lightPalette } from '@taskwell/ui/tokens';
import { waitForHydration } from './hydrated.ts';

// Computed styles come back as rgb(); the palette is written as #rrggbb.
function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

interface FirstBody {
  theme: string | null;
  background: string;
}

declare global {
  interface Window {
    /** What the page looked like when <body> first existed (recorded by the init script below). */
    themeAtFirstBody?: FirstBody;
  }
}

test.describe('given the theme switch (spec §2: dark by default, the choice persists)', () => {
  test.beforeEach(async ({ page }) => {
    // Nothing can be painted before <body> exists, and mutation records are delivered before the
    // next paint: the theme seen here is the theme of the first paint. A theme applied any later
    // (by the page's code, say) would show as a flash of the other theme, and fail this test.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        window.themeAtFirstBody = {
          theme: document.documentElement.getAttribute('data-theme'),
          background: getComputedStyle(document.body).backgroundColor,
        };
      }).observe(document, { childList: true, subtree: true });
    });
  });

  test('should open in dark, and after switching to light open every next page in light from the first paint', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    expect(await page.evaluate(() => window.themeAtFirstBody)).toEqual({
      theme: 'dark',
      background: rgb(darkPalette.surface),
    });
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(lightPalette.surface));
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Pricing' }).click();

    await expect(page).toHaveURL(/\/pricing$/);
    expect(await page.evaluate(() => window.themeAtFirstBody)).toEqual({
      theme: 'light',
      background: rgb(lightPalette.surface),
    });
    await waitForHydration(page);
    // The switch offers the way back once the page has read the saved theme.
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expectAccessible();

    await page.goto('/news/125');
    expect(await page.evaluate(() => window.themeAtFirstBody)).toEqual({
      theme: 'light',
      background: rgb(lightPalette.surface),
    });
    await expectAccessible();
  });

  test('should go back to dark on every next page after switching back', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();

    await page.goto('/demos');

    expect(await page.evaluate(() => window.themeAtFirstBody)).toEqual({
      theme: 'dark',
      background: rgb(darkPalette.surface),
    });
  });
});
