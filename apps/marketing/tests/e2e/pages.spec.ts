import { expect, test } from '@taskwell/playwright-config/fixtures';

test.describe('given the pricing page', () => {
  test('should list the five plans and switch to annual prices after hydrating', async ({ page, expectAccessible }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    const response = await page.goto('/pricing');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Pricing · Taskwell');
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
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    });
    await page.getByRole('radio', { name: 'Annual' }).click();
    await expect(explorer).toContainText('$7.50 per month, billed yearly');
    expect(problems).toEqual([]);
    await expectAccessible();
  });

  test('should be readable and styled without its scripts', async ({ page, expectAccessible }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/pricing');
    const explorer = page.getByRole('article', { name: 'Explorer' });
    await expect(explorer).toContainText('$9 per month');
    // The card's own stylesheet comes from the page chunk, linked in the HTML.
    await expect(explorer).toHaveCSS('border-top-style', 'solid');
    await expect(page.getByRole('list', { name: 'Explorer features' })).toHaveCSS('display', 'grid');
    await expectAccessible();
  });

  test('should carry its canonical address and Open Graph tags', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Pricing · Taskwell');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Five plans/);
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

test.describe('given an address the site does not have', () => {
  test('should answer 404 with the not-found page', async ({ page, expectAccessible }) => {
    const response = await page.goto('/how-it-works');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expectAccessible();
  });
});

test.describe('given search engines', () => {
  test('should find a sitemap of the pages and robots.txt pointing at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>[^<]+<\/loc>/g)?.map((loc) => new URL(loc.slice(5, -6)).pathname)).toEqual([
      '/',
      '/pricing',
    ]);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  });
});
