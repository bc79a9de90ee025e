import { expect, test } from '@taskwell/playwright-config/fixtures';
import { darkPalette, lightPalette } from '@taskwell/ui/tokens';
import { waitForHydration } from './hydrated.ts';

// Computed styles come back as rgb(); the palette is written as #rrggbb.
function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

test.describe('given the prerendered home page without its scripts', () => {
  // Blocking the bundle (rather than turning JavaScript off, which would also stop the axe scan)
  // proves that the content and the styles come from the static HTML.
  test.beforeEach(async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
  });

  test('should carry the content and the theme in the HTML itself', async ({ page, expectAccessible }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Taskwell' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('class', /\S/);
    await expectAccessible();
  });

  test('should style the Button from the CSS inside the HTML', async ({ page, expectAccessible }) => {
    await page.goto('/');

    const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
    await expect(signUp).toHaveCSS('background-color', rgb(darkPalette.accent));
    await expect(signUp).toHaveCSS('color', rgb(darkPalette.accentContrast));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCSS(
      'border-top-color',
      rgb(darkPalette.accent),
    );
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(darkPalette.surface));
    await expectAccessible();
  });
});

test.describe('given the theme switch', () => {
  test('should switch to light, and open the next visit in light before the first paint', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    // The prerendered switch answers once React has hydrated it: a click before that does nothing.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(lightPalette.surface));
    await expectAccessible();

    // The next visit, with the bundle blocked: only the head script can apply the saved theme.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(lightPalette.surface));
    await expectAccessible();
  });
});

test.describe('given the home page', () => {
  // One load serves every check of the page as it loads (decision 191); axe runs on each state.
  test('should hydrate without errors, carry its title and description, send Sign Up and Login to the studio, show the copyright years, and show a focus ring on the button reached with the keyboard', async ({
    page,
    expectAccessible,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    await page.goto('/');

    await test.step('hydrates without errors', async () => {
      // React marks the container it hydrated; waiting for the mark proves the bundle ran.
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });

    await test.step('has a title and a description for search results', async () => {
      await expect(page).toHaveTitle(/Taskwell/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /AI tasks/);
    });

    await test.step('sends Sign Up and Login to the studio sign-in', async () => {
      const signUp = await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).getAttribute('href');
      const login = await page.getByRole('banner').getByRole('link', { name: 'Login' }).getAttribute('href');
      // The studio's address is fixed when the site is built (STUDIO_URL), so only its shape is certain here.
      expect(signUp).toMatch(/^https?:\/\/[^/?#]+(\/[^?#]*)?\/\?auth=signup$/);
      expect(login).toBe(signUp?.replace(/auth=signup$/, 'auth=login'));
    });

    await test.step('shows the copyright years up to now', async () => {
      await expect(page.getByRole('contentinfo')).toHaveText(`© 2023–${new Date().getFullYear()} Taskwell`);
    });
    await expectAccessible();

    await test.step('shows a focus ring on the button reached with the keyboard', async () => {
      // The header comes first: the logo, the theme switch, then Sign Up.
      const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
      for (
        let press = 0;
        press < 5 && !(await signUp.evaluate((element) => element === document.activeElement));
        press += 1
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(signUp).toBeFocused();
      await expect(signUp).toHaveCSS('outline-style', 'solid');
      await expect(signUp).toHaveCSS('outline-color', rgb(darkPalette.focusRing));
    });
    await expectAccessible();
    expect(problems).toEqual([]);
  });
});
