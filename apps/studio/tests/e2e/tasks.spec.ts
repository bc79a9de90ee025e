import { expect, test } from '@taskwell/playwright-config/fixtures';
import { darkPalette, lightPalette } from '@taskwell/ui/tokens';
import { marketingUrl, mockApiUrl, offlineStudioUrl } from './addresses.ts';

const mockCatalogueUrl = `${mockApiUrl}/api/tasks/all`;

// Computed styles come back as rgb(); the palette is written as #rrggbb.
function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

test.describe('given the theme switch', () => {
  test('should switch to light and keep it on the next page, hydrating without errors', async ({
    page,
    expectAccessible,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/');
    await page.waitForFunction(() => '__remixRouter' in window);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(lightPalette.surface));

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(lightPalette.surface));
    await page.waitForFunction(() => '__remixRouter' in window);
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(problems).toEqual([]);
    await expectAccessible();
  });
});

test.describe('given the API answers', () => {
  test('should list every task of the catalogue with its fee', async ({ page, request, expectAccessible }) => {
    const catalogue = (await (await request.get(mockCatalogueUrl)).json()) as { name: string; powerFee: number }[];
    expect(catalogue.length).toBeGreaterThan(0);

    const response = await page.goto('/');

    expect(response?.status()).toBe(200);
    const list = page.getByRole('list', { name: 'Tasks' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(catalogue.map((task) => task.name));
    await expect(list.getByText(/^\d+ credits$/)).toHaveText(catalogue.map((task) => `${task.powerFee} credits`));
    await expect(page).toHaveTitle('My Tasks · Taskwell Studio');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible();
  });

  test('should style the Button from the stylesheet the server HTML links', async ({ page, expectAccessible }) => {
    // Without the page's scripts, only a <link> in the server's HTML can style the page.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');

    const refresh = page.getByRole('link', { name: 'Refresh' });
    await expect(refresh).toHaveCSS('color', rgb(darkPalette.accent));
    await expect(refresh).toHaveCSS('border-top-color', rgb(darkPalette.accent));
    await expect(refresh).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(darkPalette.surface));
    await expectAccessible();
  });

  test('should hydrate, and refresh the list in place', async ({ page, expectAccessible }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/');
    // Remix exposes its router once the page has hydrated.
    await page.waitForFunction(() => '__remixRouter' in window);
    await page.waitForLoadState('networkidle');

    const reload = page.waitForResponse((response) => response.url().includes('.data'));
    await page.getByRole('link', { name: 'Refresh' }).click();
    await reload;

    // A client-side navigation fetched the data; the list is still there and nothing failed.
    await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
    expect(problems).toEqual([]);
    await expectAccessible();
  });

  test('should link back to the public site', async ({ page, expectAccessible }) => {
    await page.goto('/');

    await expect(page.getByRole('link', { name: 'Taskwell home' })).toHaveAttribute('href', marketingUrl);
    await expectAccessible();
  });

  test('should answer an unknown address with a 404 page', async ({ page, expectAccessible }) => {
    const response = await page.goto('/no-such-page');

    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Taskwell Studio');
    await expect(page.getByRole('alert')).toContainText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to My Tasks' })).toHaveAttribute('href', '/');
    await expectAccessible();
  });
});

test.describe('given the API cannot be reached', () => {
  test('should explain it with a retry link instead of crashing', async ({ page, expectAccessible }) => {
    const response = await page.goto(`${offlineStudioUrl}/`);

    expect(response?.status()).toBe(503);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The task catalogue is out of reach');
    await expect(alert.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('list', { name: 'Tasks' })).toHaveCount(0);
    await expectAccessible();
  });

  test('should still be out of reach after Try again, and say so again', async ({ page, expectAccessible }) => {
    await page.goto(`${offlineStudioUrl}/`);

    const retried = page.waitForResponse((response) => response.request().isNavigationRequest());
    await page.getByRole('link', { name: 'Try again' }).click();

    expect((await retried).status()).toBe(503);
    await expect(page.getByRole('alert')).toContainText('The task catalogue is out of reach');
    await expectAccessible();
  });
});
