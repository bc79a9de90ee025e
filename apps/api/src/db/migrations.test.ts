import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the versioned migrations', () => {
  it('should already hold every change of src/db/schema.ts (run `pnpm --filter @taskwell/api generate`)', async () => {
    const out = await mkdtemp(join(tmpdir(), 'taskwell-migrations-'));
    try {
      await cp(join(root, 'migrations'), out, { recursive: true });
      const before = await readdir(out, { recursive: true });
      const result = spawnSync(
        join(root, 'node_modules/.bin/drizzle-kit'),
        // drizzle-kit takes the output folder relative to the package.
        ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', relative(root, out)],
        { cwd: root, encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
      expect(`${result.stdout}${result.stderr}`).toContain('No schema changes');
      expect((await readdir(out, { recursive: true })).sort()).toEqual(before.sort());
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 120_000);
});
