import { join } from 'node:path';
import { productionEntries } from '../../scripts/api-entries.ts';

// The tests that start the API's processes start them as `pnpm start` does: from a bundle
// (decision 184), not through tsx's loader (2.6–3.1 CPU s a start, most of it the loader). The
// suites' global setup (bundle-for-tests.ts) bundles the current sources once per run into a folder
// of its own and names it in the setting below.

/** The folder of this run's bundle. */
export const bundleSetting = 'TASKWELL_TEST_BUNDLE';

/** The entries of the run's bundle: the production ones and the recovery tests' run process. */
export const testEntries = {
  ...productionEntries,
  'worker-process': 'src/runtime/testing/worker-process.ts',
} as const;

/** `node` arguments that run this test run's bundle of `entry`. */
export function bundledEntry(entry: keyof typeof testEntries): string[] {
  const folder = process.env[bundleSetting];
  if (!folder)
    throw new Error(`${bundleSetting} is not set: add src/testing/bundle-for-tests.ts to the suite's globalSetup.`);
  return ['--enable-source-maps', join(folder, `${entry}.js`)];
}
