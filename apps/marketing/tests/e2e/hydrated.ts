import type { Page } from '@playwright/test';

/** Waits until React has hydrated the prerendered page (it marks the container it took over). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
