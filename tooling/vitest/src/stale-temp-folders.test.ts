import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processIsAlive, removeStaleRunFolders, runFolderPrefix } from './stale-temp-folders.ts';

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('given the temporary folder of several runs', () => {
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'stale-runs-'));
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('should tell a process that is there from one that has ended', () => {
    expect(processIsAlive(process.pid)).toBe(true);
    expect(processIsAlive(endedPid())).toBe(false);
  });

  it('should remove the folders of ended runs with what is in them and keep the rest', async () => {
    const gone = endedPid();
    const names = {
      ended: `${runFolderPrefix(gone)}aaaaaa`,
      live: `${runFolderPrefix(process.pid)}bbbbbb`,
      // A folder of the old naming, without a process id: not known to be stale.
      unnamed: 'taskwell-vitest-cccccc',
      other: 'something-else',
    };
    for (const name of Object.values(names)) await mkdir(join(parent, name));
    await mkdir(join(parent, names.ended, 'taskwell-api-test-x'));
    await writeFile(join(parent, names.ended, 'taskwell-api-test-x', 'db'), 'left');

    expect(await removeStaleRunFolders(parent)).toEqual([names.ended]);
    expect((await readdir(parent)).sort()).toEqual([names.live, names.other, names.unnamed].sort());
  });
});
