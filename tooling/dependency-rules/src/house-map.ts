import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder whose top-level folders ARCHITECTURE.md's map must name. */
export const mappedHouse = 'apps/api/src';

/**
 * The top-level folders of `apps/api/src` that the repository's ARCHITECTURE.md does not name, as
 * `apps/api/src/<folder>/ is not named in ARCHITECTURE.md`. A folder is named when the map writes
 * its path in code: `src/<folder>/` or `src/<folder>/<file>`.
 */
export async function unnamedFolders(root: string): Promise<string[]> {
  const map = await readFile(join(root, 'ARCHITECTURE.md'), 'utf8');
  const entries = await readdir(join(root, mappedHouse), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((folder) => !map.includes(`\`src/${folder}/`))
    .sort()
    .map((folder) => `${mappedHouse}/${folder}/ is not named in ARCHITECTURE.md`);
}
