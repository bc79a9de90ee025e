import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDependencies, oneWayRule } from './check-dependencies.ts';

const planted = fileURLToPath(new URL('../fixtures/planted/', import.meta.url));
const folders = (tree: string) => fileURLToPath(new URL(`../fixtures/folders/${tree}/`, import.meta.url));

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

  it.each([
    { given: 'one-way', want: [] },
    {
      given: 'cycle-between-folders',
      want: [
        `${oneWayRule}: apps/api/src: folder cycle db → runtime → db (db/core-schema.ts imports runtime/run-record.ts; runtime/run-store.ts imports db/core-schema.ts)`,
      ],
    },
    {
      given: 'cycle-through-root-file',
      want: [
        `${oneWayRule}: apps/api/src: folder cycle http → server-context.ts → http (http/register-operations.ts imports server-context.ts; server-context.ts imports http/contract-schemas.ts)`,
      ],
    },
    {
      given: 'cycle-between-subfolders',
      want: [
        `${oneWayRule}: apps/api/src/runtime: folder cycle changes → queue → store → changes (changes/run-changes.ts imports queue/run-queue.ts; queue/run-queue.ts imports store/run-store.ts; store/run-store.ts imports changes/run-changes.ts)`,
      ],
    },
  ])(
    'should find the folder cycles planted in fixtures/folders/$given, and nothing else there',
    async ({ given, want }) => {
      const report = await checkDependencies({ root: folders(given), folders: ['apps'] });
      expect(report.violations).toEqual(want);
    },
  );
});
