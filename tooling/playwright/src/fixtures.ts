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
