import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDependencies } from './check-dependencies.ts';

const planted = fileURLToPath(new URL('../fixtures/planted/', import.meta.url));

describe('the dependency rules', () => {
  it('should hold over every package and app of the repository', async () => {
    const report = await checkDependencies({});
    expect(report.violations).toEqual([]);
    // Every part was read, not an empty folder by mistake.
    expect(report.modules).toBeGreaterThan(300);
  });

  it('should catch each violation planted in the fixture tree, and nothing else there', async () => {
    const report = await checkDependencies({ root: planted, folders: ['apps', 'packages'] });
    expect([...report.violations].sort()).toEqual(
      [
        'direction: packages/domain: packages/domain/src/index.ts -> packages/ui/src/index.ts',
        'domain is pure: packages/domain/src/read-file.ts -> fs',
        'direction: apps/marketing: apps/marketing/src/page.ts -> apps/studio/app/route.ts',
        'direction: packages/ui: packages/ui/src/index.ts -> apps/api/src/a.ts',
        'no runtime cycles: apps/api/src/a.ts -> apps/api/src/b.ts (cycle: apps/api/src/a.ts -> apps/api/src/b.ts -> apps/api/src/a.ts)',
        'resolvable: apps/studio/app/route.ts -> ./missing.ts',
      ].sort(),
    );
  });
});
