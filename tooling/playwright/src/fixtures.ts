import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fixtures shared by every e2e suite. */
export interface TaskwellFixtures {
  /** Runs axe on the page as it is now and fails on any WCAG A/AA violation. */
  expectAccessible: (page?: Page) => Promise<void>;
}

export const test = base.extend<TaskwellFixtures>({
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      // Axe reads colours as painted: a dialog still fading in fails a contrast it passes a moment
      // later. Finite animations and transitions are waited for (5 s at most); a spinner's endless
      // one is not.
      await target.evaluate(() =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, 5_000)),
        ]),
      );
      const result = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const summary = result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      );
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

export { expect };
