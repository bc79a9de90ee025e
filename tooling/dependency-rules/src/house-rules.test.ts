import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkHouse } from './house-rules.ts';

const fixture = (tree: string) => fileURLToPath(new URL(`../fixtures/house/${tree}/`, import.meta.url));

describe('the house rules', () => {
  it('should hold over the repository', async () => {
    const report = await checkHouse();
    expect(report.violations).toEqual([]);
    // Every app and package was measured, not an empty folder by mistake.
    expect(report.sourceFiles).toBeGreaterThan(500);
  });

  // The fixtures are read with a limit of 10 lines, so that the file over it stays small.
  it.each([
    { given: 'in-order', want: [] },
    {
      given: 'unnamed-folder',
      want: ['the map names every folder: apps/api/src/paging/ is not named in ARCHITECTURE.md'],
    },
    { given: 'oversized-file', want: ['files stay short: apps/api/src/runtime/long.ts (12)'] },
    {
      given: 'broken-link',
      want: ['links lead somewhere: docs/decisions/001-a-decision.md: 002-gone.md (no such file)'],
    },
    {
      given: 'decision-mismatch',
      want: [
        'decisions keep their numbers: docs/decisions/003-the-third-decision.md: the file says 003, the title 001',
      ],
    },
  ])('given fixtures/house/$given, should report what is wanted', async ({ given, want }) => {
    const report = await checkHouse({ root: fixture(given), limit: 10 });
    expect(report.violations).toEqual(want);
  });
});
