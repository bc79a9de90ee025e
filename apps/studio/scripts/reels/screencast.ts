import type { CDPSession, Page } from '@playwright/test';

/** One picture Chromium painted, with when it arrived (ms since the epoch). */
export interface Frame {
  /** When it arrived. */
  at: number;
  /** The JPEG Chromium sent. */
  jpeg: Buffer;
}

/** A running screencast of one page: the pictures so far, and its stop. */
export interface Screencast {
  /** Every picture so far, oldest first. */
  frames: Frame[];
  /** Stops the screencast; the frames stay. */
  stop: () => Promise<void>;
}

/**
 * Records what a page paints through the DevTools protocol (`Page.startScreencast`): Chromium sends
 * a JPEG whenever the picture changes, so a still screen sends nothing and the encoder repeats
 * the last picture (see `framesAt`). Playwright's own video needs its downloaded ffmpeg; this
 * needs nothing but the browser.
 */
export async function startScreencast(page: Page, size: { width: number; height: number }): Promise<Screencast> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  cdp.on('Page.screencastFrame', (event) => {
    frames.push({ at: Date.now(), jpeg: Buffer.from(event.data, 'base64') });
    // Chromium sends the next picture only once this one is acknowledged.
    cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 90,
    maxWidth: size.width,
    maxHeight: size.height,
    everyNthFrame: 1,
  });
  return {
    frames,
    stop: async () => {
      await cdp.send('Page.stopScreencast').catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}

/**
 * The pictures of a constant-rate video from `start` to `end` (ms): for each tick, the last frame
 * that arrived by then (the first one before any arrived). Throws when there is no frame at all.
 */
export function framesAt(frames: readonly Frame[], start: number, end: number, fps: number): Buffer[] {
  const first = frames[0];
  if (!first) throw new Error('the screencast sent no picture');
  const out: Buffer[] = [];
  let index = 0;
  for (let tick = start; tick < end; tick += 1000 / fps) {
    while (index + 1 < frames.length && (frames[index + 1] as Frame).at <= tick) index += 1;
    out.push((frames[index] as Frame).jpeg);
  }
  return out;
}
