import type { Page } from '@playwright/test';

/** The API address the default build gives the Digital Advisor (vite.config.ts, `API_URL`). */
export const builtApiOrigin = 'http://127.0.0.1:3002';

/** The suite's own API (playwright.config.ts starts it on a free port). */
export const testApiOrigin = `http://127.0.0.1:${process.env.MARKETING_E2E_API_PORT}`;

/**
 * Sends what the page asks of the default build's API address to the suite's API instead, so the
 * site is tested as `pnpm start` builds it without a fixed port. Returns the requests it forwarded.
 */
export async function forwardApi(page: Page): Promise<string[]> {
  const forwarded: string[] = [];
  await page.route(`${builtApiOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    forwarded.push(`${route.request().method()} ${url.pathname}`);
    const response = await route.fetch({ url: `${testApiOrigin}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return forwarded;
}
