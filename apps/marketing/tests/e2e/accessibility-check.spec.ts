import { wcagViolations } from '@taskwell/playwright-config/accessibility';
import { expect, test } from '@taskwell/playwright-config/fixtures';

// The check every page of both suites passes (expectAccessible) must find what it is there to
// find, in the page and in a frame of it, and again after the page changed without a reload.
test('the accessibility check should find violations in the page and its frames, state after state', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  expect(await wcagViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'planted-image';
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(image);
  });
  expect(await wcagViolations(page)).toEqual(['image-alt: #planted-image']);

  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        document.getElementById('planted-image')?.setAttribute('alt', 'A dot');
        const frame = document.createElement('iframe');
        frame.title = 'Planted';
        frame.srcdoc = '<!doctype html><html lang="en"><title>Planted</title><button id="nameless"></button></html>';
        frame.addEventListener('load', () => resolve());
        document.querySelector('main')?.append(frame);
      }),
  );
  expect(await wcagViolations(page)).toEqual(['button-name: iframe,#nameless']);
});
