import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the whole prerendered page: it marks the container it took
 * over at once, and each element as it reaches it (hydration runs as a transition, in slices).
 */
export async function waitForHydration(page: Page): Promise<void> {
  // One expression, no named inner function: the predicate runs in the page as written.
  await page.waitForFunction(() =>
    [document.getElementById('root')].every(
      (root) =>
        root !== null &&
        Object.keys(root).some((key) => key.startsWith('__reactContainer$')) &&
        [...root.querySelectorAll('*')].every((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ),
    ),
  );
}
