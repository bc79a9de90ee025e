import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeStaleRunFolders, runFolderPrefix } from './stale-temp-folders.ts';

// Issue 25: test runs left `taskwell-catalogue-*` and `taskwell-api-test-*` folders in the system's
// temporary folder. Each run gets a private one instead (TMPDIR, which `os.tmpdir()` and child
// processes read), so that what a test leaves behind is its own and no other run's (other
// worktrees run their suites on the same machine); at the end the run fails if an entry of our
// own (`taskwell-*`) is left in it, and removes the folder either way.

/**
 * What the project's own code names its temporary entries (`taskwell-<what>-`): what the check
 * looks for. Browsers and test runners leave entries of their own (Chromium's profile, Playwright's
 * artifacts) that they remove as they close, sometimes after the run has ended; the folder goes
 * either way.
 */
const ours = /^taskwell-/;

/** Vitest's global setup: a private temporary folder for the run; the teardown checks it is empty. */
export default async function privateTempFolder(): Promise<() => Promise<void>> {
  const outer = process.env.TMPDIR;
  // Runs ended before their teardown left their folders (about 40 MB each): gone with them now.
  await removeStaleRunFolders(tmpdir());
  const folder = await mkdtemp(join(tmpdir(), runFolderPrefix(process.pid)));
  process.env.TMPDIR = folder;
  return async () => {
    if (outer === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outer;
    const left = (await readdir(folder)).filter((name) => ours.test(name));
    await rm(folder, { recursive: true, force: true });
    if (left.length > 0) {
      // Vitest reports an error thrown here but still exits with 0: the exit code says it too.
      process.exitCode = 1;
      throw new Error(`The tests left ${left.length} entries in the temporary folder: ${left.sort().join(', ')}`);
    }
  };
}
