import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleEntries } from '../../scripts/bundle-entries.ts';
import { bundleSetting, testEntries } from './bundled-entry.ts';

/**
 * Vitest's global setup: bundles the current sources once per run, into a folder of this run's own
 * (never dist/, which may be older than the sources, and which another run may be rewriting), and
 * a teardown that removes it. The folder is under apps/api, so that the bundle's imports of the
 * declared packages resolve from its node_modules.
 */
export default async function bundleForTests(
  project?: Pick<TestProject, 'onTestsRerun'>,
): Promise<() => Promise<void>> {
  const folder = fileURLToPath(new URL(`../../node_modules/.cache/test-bundles/${randomUUID()}`, import.meta.url));
  await bundleEntries(testEntries, folder);
  process.env[bundleSetting] = folder;
  // In watch mode each rerun bundles the sources as they are then.
  project?.onTestsRerun(() => bundleEntries(testEntries, folder));
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
