import { repositoryRoot } from './check-dependencies.ts';
import { mismatchedDecisions } from './decision-numbers.ts';
import { brokenDocLinks } from './doc-links.ts';
import { unnamedFolders } from './house-map.ts';
import { maxSourceLines, oversizedSources } from './source-size.ts';

/** What the house rules found: how many source files were measured, and every broken rule. */
export interface HouseReport {
  sourceFiles: number;
  /** Every violation, as `rule: what`. */
  violations: string[];
}

/**
 * The rules that keep the repository readable beside its dependency rules: ARCHITECTURE.md names
 * every top-level folder of `apps/api/src`, no source file of `apps/` or `packages/` is over
 * `limit` lines (tests and generated files aside), every relative link of the documents leads to a
 * file, and every decision record's title carries its file's number.
 */
export async function checkHouse(options: { root?: string; limit?: number } = {}): Promise<HouseReport> {
  const root = options.root ?? repositoryRoot;
  const sizes = await oversizedSources({ root, limit: options.limit ?? maxSourceLines });
  const rules: [string, string[]][] = [
    ['the map names every folder', await unnamedFolders(root)],
    ['files stay short', sizes.oversized],
    ['links lead somewhere', await brokenDocLinks(root)],
    ['decisions keep their numbers', await mismatchedDecisions(root)],
  ];
  return {
    sourceFiles: sizes.files,
    violations: rules.flatMap(([rule, found]) => found.map((what) => `${rule}: ${what}`)),
  };
}
