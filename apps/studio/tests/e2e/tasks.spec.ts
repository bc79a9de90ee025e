import { darkPalette, lightPalette } from '@taskwell/ui/tokens';
import { expect, test } from './harness/fixtures.ts';

// Computed styles come back as rgb(); the palette is written as #rrggbb.
function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

test.describe('given the theme switch', () => {
  test('should switch to light and keep it across reloads, hydrating without errors', async ({
    page,
    hydrated,
    expectAccessible,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await hydrated();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(lightPalette.surface));

    for (let reload = 0; reload < 2; reload += 1) {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.locator('body')).toHaveCSS('background-color', rgb(lightPalette.surface));
    }
    await hydrated();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(problems).toEqual([]);
    await expectAccessible();
  });

  test('should paint the saved theme before any script runs (no flash)', async ({ page, hydrated }) => {
    await page.goto('/');
    await hydrated();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    // Without the page's modules, only the inline head script can have set the theme.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(lightPalette.surface));
  });
});

test.describe('given the API answers', () => {
  test('should list every task of the catalogue with its fee', async ({ page, request, harness, expectAccessible }) => {
    const catalogue = (await (await request.get(`${harness.apiUrl}/api/tasks/all`)).json()) as {
      name: string;
      powerFee: number;
    }[];
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

  test('should style the page from the stylesheet the server HTML links', async ({ page, expectAccessible }) => {
    // Without the page's scripts, only a <link> in the server's HTML can style the page.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');

    const refresh = page.getByRole('link', { name: 'Refresh' });
    await expect(refresh).toHaveCSS('color', rgb(darkPalette.accent));
    await expect(refresh).toHaveCSS('border-top-color', rgb(darkPalette.accent));
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(darkPalette.surface));
    await expectAccessible();
  });

  test('should hydrate, and refresh the list in place', async ({ page, hydrated, expectAccessible }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/');
    await hydrated();
    await page.waitForLoadState('networkidle');

    const reload = page.waitForResponse((response) => response.url().includes('.data'));
    await page.getByRole('link', { name: 'Refresh' }).click();
    await reload;

    await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
    expect(problems).toEqual([]);
    await expectAccessible();
  });

  test('should link the public group to the marketing site', async ({ page, harness, expectAccessible }) => {
    await page.goto('/');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', harness.marketingUrl);
    // Pricing is the studio's own page, where plans are bought.
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    // spec §2: disabled items are hidden, private ones need a sign-in, and one group needs no selector.
    await expect(nav.getByRole('link', { name: 'How It Works' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await expect(nav.getByRole('group', { name: 'Navigation group' })).toHaveCount(0);
    await expectAccessible();
  });

  test('should answer an unknown address with a 404 page and log no stack trace for it', async ({
    page,
    serverLogs,
    expectAccessible,
  }) => {
    const path = `/no-such-page-${Date.now()}`;
    const response = await page.goto(path);

    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Taskwell Studio');
    await expect(page.getByRole('alert')).toContainText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to My Tasks' })).toHaveAttribute('href', '/');
    await expectAccessible();
    const logs = await serverLogs();
    expect(logs).toContain(`GET ${path} 404`);
    expect(logs).not.toMatch(/No route matches|ErrorResponseImpl|\n\s+at /);
  });
});

test.describe('given the API cannot be reached', () => {
  test('should explain it with a retry link instead of crashing', async ({ page, harness, expectAccessible }) => {
    const response = await page.goto(`${harness.offlineStudioUrl}/`);

    expect(response?.status()).toBe(503);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The task catalogue is out of reach');
    await expect(alert.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('list', { name: 'Tasks' })).toHaveCount(0);
    await expectAccessible();
  });

  test('should still be out of reach after Try again, and say so again', async ({
    page,
    harness,
    expectAccessible,
  }) => {
    await page.goto(`${harness.offlineStudioUrl}/`);

    const retried = page.waitForResponse((response) => response.request().isNavigationRequest());
    await page.getByRole('link', { name: 'Try again' }).click();

    expect((await retried).status()).toBe(503);
    await expect(page.getByRole('alert')).toContainText('The task catalogue is out of reach');
    await expectAccessible();
  });
});
