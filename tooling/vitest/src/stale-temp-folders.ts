import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** A run's private temporary folder: `taskwell-vitest-<pid of the run>-<random>`. */
export const runFolderPrefix = (pid: number) => `taskwell-vitest-${pid}-`;
const runFolder = /^taskwell-vitest-(\d+)-/;

/** Whether a process of this id is still there (one of another user's counts as there). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the private folders of runs whose process is gone: a run that was ended before its
 * teardown (turbo ends the other suites when one fails) leaves its folder behind. Folders of runs
 * still under way (other worktrees share the machine's temporary folder) are kept. Answers the
 * names removed.
 */
export async function removeStaleRunFolders(parent: string, isAlive = processIsAlive): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(parent)) {
    const pid = runFolder.exec(name)?.[1];
    if (pid === undefined || isAlive(Number(pid))) continue;
    await rm(join(parent, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed.sort();
}
