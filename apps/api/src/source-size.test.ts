import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One job per module (decision 015): a source file past this many lines is doing several jobs and
// is split before it grows further. Tests are not held to it.
const maxLines = 400;
const apiRoot = fileURLToPath(new URL('../', import.meta.url));

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The files of `paths` longer than `limit` lines, as `path (lines)`. */
async function oversized(paths: string[], limit: number): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const lines = (await readFile(path, 'utf8')).split('\n').length;
    if (lines > limit) found.push(`${relative(apiRoot, path)} (${lines})`);
  }
  return found;
}

describe('the size of the API source files', () => {
  it(`should keep every source file in src and scripts within ${maxLines} lines`, async () => {
    const files = [...(await sourceFiles(join(apiRoot, 'src'))), ...(await sourceFiles(join(apiRoot, 'scripts')))];
    expect(files.length).toBeGreaterThan(50);
    expect(await oversized(files, maxLines)).toEqual([]);
  });

  it('should find a file over the limit (the check can fail)', async () => {
    const files = await sourceFiles(join(apiRoot, 'src'));
    expect(await oversized(files, 100)).not.toEqual([]);
  });
});
