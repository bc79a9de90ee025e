import { expect, test } from '@taskwell/playwright-config/fixtures';
import { waitForHydration } from './hydrated.ts';

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

test.describe('given the contact form', () => {
  const sendingService = 'https://api.emailjs.com/api/v1.0/email/send';

  async function fill(page: import('@playwright/test').Page) {
    await page.goto('/contact-us');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Message' }).fill('Please tell me about the Enterprise plan.');
  }

  test('should send the message and clear the fields', async ({ page, expectAccessible }) => {
    const sent: unknown[] = [];
    await page.route(sendingService, async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await fill(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    for (const field of ['Email', 'Name', 'Message']) {
      await expect(page.getByRole('textbox', { name: field })).toHaveValue('');
    }
    // The build's default service and template ids (vite.config.ts, `CONTACT_*`).
    expect(sent).toEqual([
      expect.objectContaining({
        service_id: 'taskwell_contact',
        template_id: 'contact_message',
        template_params: {
          email: 'ada@example.com',
          name: 'Ada',
          message: 'Please tell me about the Enterprise plan.',
        },
      }),
    ]);
    await expectAccessible();
  });

  test('should keep what was typed when sending fails', async ({ page, expectAccessible }) => {
    await page.route(sendingService, (route) => route.fulfill({ status: 500, body: 'down' }));
    await fill(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Failed to send message. Please try again later.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Please tell me about the Enterprise plan.',
    );
    await expectAccessible();
  });
});
