import type { APIRequestContext, Page } from '@playwright/test';
import { demos } from '../../src/pages/demos/demos-content.ts';
import { newsArticles } from '../../src/pages/news/news-content.ts';
import { expect } from './harness/fixtures.ts';

// What a news article's or a demo's own page proves beyond every page's checks, on the load that
// serves those (routes.spec.ts, decision 205): one page load, hydration and axe run per address.

/** What the page's player went through while its reel played. */
interface Played {
  ended: boolean;
  duration: number;
  cues: number;
  cueChanges: number;
}

/**
 * Issue 20, acceptance 2: the demo page plays its reel to the end, with captions, from the site
 * alone (the caller blocks and counts every request to another host, the API's too).
 */
export async function expectReelPlayedToTheEnd(page: Page, assetId: string): Promise<void> {
  const demo = demos.find((each) => each.assetId === assetId);
  if (!demo) throw new Error(`no demo ${assetId}`);
  const video = page.locator(`video[aria-label="Demo reel: ${demo.title}"]`);
  await expect(video).toBeVisible();
  // The captions are on by default and their cues are loaded before anything plays.
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => {
        const track = element.textTracks[0];
        return track ? `${track.kind} ${track.mode} ${track.cues?.length ?? 0}` : 'no text track';
      }),
    )
    .toMatch(/^captions showing [1-9]\d*$/);

  // Played faster than life, so six reels take seconds; every frame is still decoded and shown.
  const played = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<Played>((resolve, reject) => {
        const track = element.textTracks[0];
        let cueChanges = 0;
        track?.addEventListener('cuechange', () => {
          cueChanges += 1;
        });
        element.addEventListener('error', () => reject(new Error(`the video failed: ${element.error?.message}`)));
        element.addEventListener(
          'ended',
          () =>
            resolve({ ended: element.ended, duration: element.duration, cues: track?.cues?.length ?? 0, cueChanges }),
          { once: true },
        );
        element.muted = true;
        element.playbackRate = 4;
        element.play().catch(reject);
      }),
  );

  expect(played.ended).toBe(true);
  expect(played.duration).toBeGreaterThan(5);
  // Each cue came on (and went off) as the reel played.
  expect(played.cueChanges).toBeGreaterThanOrEqual(played.cues);
}

/**
 * Spec §3 image: the article shows its own drawing, and gives link previews the same one as a PNG
 * at an absolute address, served from the site itself.
 */
export async function expectArticleDrawing(page: Page, request: APIRequestContext, assetId: string): Promise<void> {
  const article = newsArticles.find((each) => each.assetId === assetId);
  if (!article) throw new Error(`no news article ${assetId}`);
  const drawing = page.getByRole('main').getByRole('img', { name: article.image.alt });
  await expect(drawing).toHaveAttribute('src', article.image.src);
  // Drawn, not broken: the browser decoded it at its size.
  await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(preview, 'og:image').toMatch(/^https?:\/\/[^/]+\/images\/news\/[a-z-]+\.png$/);
  // The same drawing as a PNG (link previews do not show SVG), served from the site itself.
  const png = new URL(preview ?? '').pathname;
  expect(png).toBe(article.image.src.replace(/\.svg$/, '.png'));
  const answer = await request.get(png);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', article.image.alt);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1280');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '720');
}
