import { test as base, expect, type Page } from '@playwright/test';
import { wcagViolations } from './accessibility.ts';

/** Fixtures shared by every e2e suite. */
export interface TaskwellFixtures {
  /** Runs axe on the page as it is now and fails on any WCAG A/AA violation. */
  expectAccessible: (page?: Page) => Promise<void>;
}

export const test = base.extend<TaskwellFixtures>({
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      // Axe reads colours as painted: a dialog still fading in, or a button's label fading back when
      // its work ends, fails a contrast it passes a moment later. A busy button is waited for, then
      // finite animations and transitions (5 s at most each); a spinner's endless one is not.
      await target.evaluate(async () => {
        const deadline = Date.now() + 5_000;
        while (document.querySelector('button[aria-busy="true"]') && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, 5_000)),
        ]);
      });
      expect(await wcagViolations(target), 'axe violations').toEqual([]);
    });
  },
});

export { expect };
