import type { Page } from '@playwright/test';
import { siteRoutes } from '../../src/site-routes.ts';
import { expect, test } from './harness/fixtures.ts';
import { waitForHydration } from './hydrated.ts';

// Issue 20, acceptance 4: no page of the default build asks any host but the site's own and
// Taskwell's API (the contact form and the Digital Advisor ask it). Every request elsewhere is
// blocked and counted; the only exception left is the one below, which later work replaces with
// our own. When it does, delete the list: the test then fails on any request to that host again.
// (The Digital Advisor is our own since issue 19: its files are the site's, and it asks our API.)

/** The demo reels' players, embedded from the video host until the reels are our own recordings. */
const demoReelVideoEmbedHosts: readonly string[] = ['www.youtube-nocookie.com'];

/** Every page of the build, and an address it has no page for (404.html). */
const addresses = [...siteRoutes.map((route) => route.path), '/no/such/page'];

interface Blocked {
  url: string;
  host: string;
}

/** Blocks every request of the page to a host not ours, and records it. */
async function blockOtherHosts(page: Page, ours: readonly string[]): Promise<Blocked[]> {
  const blocked: Blocked[] = [];
  await page.context().route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (ours.includes(url.origin)) return route.continue();
    blocked.push({ url: url.href, host: url.host });
    return route.abort('blockedbyclient');
  });
  return blocked;
}

/** Does what makes a page fetch on request: play every reel, ask the advisor, send a message. */
async function useThePage(page: Page, path: string) {
  // A pressed play button gives way to its player, so the first one left is the next to press.
  const players = page.getByRole('button', { name: /^Play video: / });
  const count = await players.count();
  for (let pressed = 0; pressed < count; pressed += 1) {
    await players.first().click();
    await expect(players).toHaveCount(count - pressed - 1);
  }
  if (path === '/faq') {
    await page.getByRole('searchbox', { name: 'Your question' }).fill('How do credits work?');
    await page.getByRole('button', { name: 'Search' }).click();
    // The widget's files are the site's and it asks our API: the answer comes back from there.
    await expect(page.getByRole('region', { name: 'Digital Advisor', exact: true }).locator('.answer')).toContainText(
      'Credits make the price of every run visible before you press Use.',
      { timeout: 30_000 },
    );
  }
  if (path === '/contact-us') {
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Email' }).fill('third-party-check@example.com');
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Message' }).fill('Which hosts does this form talk to?');
    await form.getByRole('button', { name: 'Send message' }).click();
    // Through to our API and back: the message went nowhere else.
    await expect(form.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  }
}

test.describe('given the default build, on every page (issue 20, acceptance 4)', () => {
  for (const path of addresses) {
    test(`${path} should ask no host but the site's own and its API`, async ({ page, baseURL, harness }) => {
      const blocked = await blockOtherHosts(page, [new URL(baseURL ?? '').origin, new URL(harness.apiUrl).origin]);

      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await useThePage(page, path);
      await page.waitForLoadState('networkidle');

      const unexpected = blocked.filter((request) => !demoReelVideoEmbedHosts.includes(request.host));
      expect(unexpected.map((request) => request.url)).toEqual([]);

      // The exception is what the list says it is: the reels, on the demo pages only.
      const reels = blocked.filter((request) => demoReelVideoEmbedHosts.includes(request.host));
      const reelsOnPage = await page
        .getByRole('article')
        .filter({ has: page.locator('iframe') })
        .count();
      expect(reels.length > 0, 'video embeds requested').toBe(path.startsWith('/demos'));
      expect(reels.length).toBeGreaterThanOrEqual(reelsOnPage);
    });
  }
});
