import { expect, test } from '@taskwell/playwright-config/fixtures';
import { waitForHydration } from './hydrated.ts';

test.describe('given the pricing page', () => {
  test('should carry its canonical address and Open Graph tags, list the five plans and switch to annual prices after hydrating', async ({
    page,
    expectAccessible,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    const response = await page.goto('/pricing');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Pricing · Taskwell');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Pricing · Taskwell');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Five plans/);
    const plans = page.getByRole('list', { name: 'Plans' }).getByRole('article');
    await expect(plans.getByRole('heading', { level: 2 })).toHaveText([
      'Free',
      'Discovery',
      'Explorer',
      'Creator',
      'Enterprise',
    ]);

    const explorer = page.getByRole('article', { name: 'Explorer' });
    await expect(explorer).toContainText('$9 per month');
    await waitForHydration(page);
    await page.getByRole('radio', { name: 'Annual' }).click();
    await expect(explorer).toContainText('$7.50 per month, billed yearly');
    expect(problems).toEqual([]);
    await expectAccessible();
  });

  test('should switch the billing cycle from the keyboard', async ({ page, expectAccessible }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const explorer = page.getByRole('article', { name: 'Explorer' });

    await page.getByRole('radio', { name: 'Monthly' }).focus();
    await page.keyboard.press('ArrowRight');

    await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Annual' })).toBeFocused();
    await expect(explorer).toContainText('$7.50 per month, billed yearly');
    await expectAccessible();
  });

  test('should be readable and styled without its scripts', async ({ page, expectAccessible }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/pricing');
    const explorer = page.getByRole('article', { name: 'Explorer' });
    await expect(explorer).toContainText('$9 per month');
    // The card's styles come from the CSS the prerender puts into the HTML, not from any script.
    await expect(explorer).toHaveCSS('border-top-style', 'solid');
    await expect(page.getByRole('list', { name: 'Explorer features' })).toHaveCSS('display', 'grid');
    await expectAccessible();
  });
});

test.describe('given the navigation', () => {
  test('should lead from the home page to pricing', async ({ page, expectAccessible }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await expectAccessible();
  });
});

test.describe('given search engines', () => {
  test('should find a sitemap of the pages and robots.txt pointing at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(
      sitemap
        .match(/<loc>[^<]+<\/loc>/g)
        ?.map((loc) => new URL(loc.slice(5, -6)).pathname)
        .sort(),
    ).toEqual(
      [
        '/',
        '/our-team',
        '/feature-and-benefits',
        '/intelligence-consulting',
        '/pricing',
        '/faq',
        '/news',
        ...['123', '124', '125', '126', '127', '128', '129'].map((id) => `/news/${id}`),
        '/demos',
        ...['201', '202', '203', '204', '205', '206'].map((id) => `/demos/${id}`),
        '/contact-us',
        '/privacy-policy',
      ].sort(),
    );
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  });
});

test.describe('given the team page', () => {
  test("should show a member's experience on 'more'", async ({ page, expectAccessible }) => {
    await page.goto('/our-team');
    await waitForHydration(page);
    const maya = page.getByRole('article', { name: 'Maya Lindqvist' });
    // A native <details>: its <summary> is the toggle, and its label follows the open state.
    const toggle = maya.locator('summary');
    await expect(maya.getByText(/forecasting platform/)).toBeHidden();
    await expect(toggle).toHaveAccessibleName('more');
    await toggle.click();
    await expect(maya.getByText(/forecasting platform/)).toBeVisible();
    await expect(toggle).toHaveAccessibleName('less');
    await expectAccessible();
  });
});
