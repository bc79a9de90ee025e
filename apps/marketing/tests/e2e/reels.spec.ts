import { demos } from '../../src/pages/demos/demos-content.ts';
import { expect, test } from './harness/fixtures.ts';
import { waitForHydration } from './hydrated.ts';

// Issue 20, acceptance 2: every demo page plays its reel to the end, with captions, from the site
// alone: every request to another host is blocked and counted (nothing here needs the internet).

/** What the page's player went through while its reel played. */
interface Played {
  ended: boolean;
  duration: number;
  cues: number;
  cueChanges: number;
}

for (const demo of demos) {
  test(`/demos/${demo.assetId} should play its reel to the end, offline, with captions`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const elsewhere: string[] = [];
    const site = new URL(baseURL ?? '').origin;
    await page.context().route('**/*', (route) => {
      if (new URL(route.request().url()).origin === site) return route.continue();
      elsewhere.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    await page.goto(`/demos/${demo.assetId}`);
    await waitForHydration(page);
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
    expect(elsewhere).toEqual([]);
  });
}
