import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the decision records are: `NNN-title.md`, each titled `# NNN Title`. */
export const decisionsFolder = 'docs/decisions';

/**
 * The decision records whose file number and title number disagree (or whose title has none), as
 * `docs/decisions/<file>: the file says NNN, the title MMM`.
 */
export async function mismatchedDecisions(root: string): Promise<string[]> {
  const files = (await readdir(join(root, decisionsFolder)).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.md') && /^\d+-/.test(name))
    .sort();
  const mismatched: string[] = [];
  for (const name of files) {
    const fileNumber = name.match(/^(\d+)-/)?.[1];
    const title = (await readFile(join(root, decisionsFolder, name), 'utf8')).split('\n', 1)[0] ?? '';
    const titleNumber = title.match(/^#\s+(\d+)\b/)?.[1];
    if (titleNumber !== fileNumber) {
      mismatched.push(
        `${decisionsFolder}/${name}: the file says ${fileNumber}, the title ${titleNumber ?? 'no number'}`,
      );
    }
  }
  return mismatched;
}
