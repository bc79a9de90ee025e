import type { Page } from '@playwright/test';
import { expect, test } from '@taskwell/playwright-config/fixtures';
import { siteRoutes } from '../../src/site-routes.ts';
import { waitForHydration } from './hydrated.ts';
import { builtApiOrigin } from './test-api.ts';

// Issue 20, acceptance 4: no page of the default build asks any host but the site's own and
// Taskwell's API. Every request elsewhere is blocked and counted; the only exception left is the
// one below, which later work replaces with our own. When it does, delete the list: the test then
// fails on any request to that host again. (The Digital Advisor is our own since issue 19: its
// files are the site's, and it asks Taskwell's API.)

/** The demo reels' players, embedded from the video host until the reels are our own recordings. */
const demoReelVideoEmbedHosts: readonly string[] = ['www.youtube-nocookie.com'];

/** Taskwell's own API, at the default build's address (`API_URL`): the Digital Advisor asks it. */
const taskwellApiHost = new URL(builtApiOrigin).host;

/** Every page of the build, and an address it has no page for (404.html). */
const addresses = [...siteRoutes.map((route) => route.path), '/no/such/page'];

interface Blocked {
  url: string;
  host: string;
}

/** Blocks every request of the page to another host, and records it. */
async function blockOtherHosts(page: Page, origin: string): Promise<Blocked[]> {
  const blocked: Blocked[] = [];
  await page.context().route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return route.continue();
    blocked.push({ url: url.href, host: url.host });
    return route.abort('blockedbyclient');
  });
  return blocked;
}

/** Does what makes a page fetch on request: play every reel, ask the advisor. */
async function useThePage(page: Page, path: string) {
  // A pressed play button gives way to its player, so the first one left is the next to press.
  const players = page.getByRole('button', { name: /^Play video: / });
  const count = await players.count();
  for (let pressed = 0; pressed < count; pressed += 1) {
    await players.first().click();
    await expect(players).toHaveCount(count - pressed - 1);
  }
  if (path === '/faq') {
    await page.getByRole('searchbox', { name: 'Your question' }).fill('Can I pay yearly?');
    await page.getByRole('button', { name: 'Search' }).click();
    // The API is blocked here, so the widget (loaded from the site itself) says it could not reach it.
    await expect(page.getByRole('region', { name: 'Digital Advisor', exact: true }).getByRole('status')).toHaveText(
      'The Digital Advisor could not be reached. Please try again.',
    );
  }
}

test.describe('given the default build, on every page (issue 20, acceptance 4)', () => {
  for (const path of addresses) {
    test(`${path} should ask no host but the site's own`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? '').origin;
      const blocked = await blockOtherHosts(page, origin);

      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await useThePage(page, path);
      await page.waitForLoadState('networkidle');

      const allowed = [...demoReelVideoEmbedHosts, taskwellApiHost];
      const unexpected = blocked.filter((request) => !allowed.includes(request.host));
      expect(unexpected.map((request) => request.url)).toEqual([]);

      // The exception is what the list says it is: the reels on the demo pages; only the FAQ's advisor asks the API.
      const reels = blocked.filter((request) => demoReelVideoEmbedHosts.includes(request.host));
      const api = blocked.filter((request) => request.host === taskwellApiHost);
      const reelsOnPage = await page
        .getByRole('article')
        .filter({ has: page.locator('iframe') })
        .count();
      expect(reels.length > 0, 'video embeds requested').toBe(path.startsWith('/demos'));
      expect(reels.length).toBeGreaterThanOrEqual(reelsOnPage);
      expect(api.map((request) => new URL(request.url).pathname)).toEqual(path === '/faq' ? ['/api/execute/task'] : []);
    });
  }
});
