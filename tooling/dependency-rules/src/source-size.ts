import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** One job per module (decision 015): a source file past this many lines does several. */
export const maxSourceLines = 400;

/** The folders whose source files are held to the limit. */
export const sizedFolders: readonly string[] = ['apps', 'packages'];

const source = /\.(ts|tsx|mts|cts)$/;
/** Tests are not held to it: unit tests, e2e specs and type tests. */
const test = /\.(test|spec|test-d)\.(ts|tsx|mts|cts)$/;
/** Nor what a generator writes: its folder is `generated/`, or its first line says so. */
const generatedFolder = 'generated';
const generatedBanner = /^\/\/ Generated\b/;
/** Dependencies and build output are not source. */
const skippedFolders = new Set([
  'node_modules',
  'build',
  'dist',
  'storybook-static',
  'coverage',
  '.turbo',
  '.cache',
  'playwright-report',
  'test-results',
  generatedFolder,
]);

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && !skippedFolders.has(entry.name)) found.push(...(await sourceFiles(path)));
    else if (entry.isFile() && source.test(entry.name) && !test.test(entry.name)) found.push(path);
  }
  return found;
}

/**
 * The source files under `folders` (relative to `root`) longer than `limit` lines, as
 * `path (lines)`; lines are counted as the text split at each newline (a last newline opens a line).
 * Test files and generated files are left out.
 */
export async function oversizedSources(options: {
  root: string;
  folders?: readonly string[];
  limit?: number;
}): Promise<{ files: number; oversized: string[] }> {
  const limit = options.limit ?? maxSourceLines;
  const paths = (
    await Promise.all((options.folders ?? sizedFolders).map((f) => sourceFiles(join(options.root, f))))
  ).flat();
  const oversized: string[] = [];
  for (const path of paths.sort()) {
    const text = await readFile(path, 'utf8');
    if (generatedBanner.test(text)) continue;
    const lines = text.split('\n').length;
    if (lines > limit) oversized.push(`${relative(options.root, path)} (${lines})`);
  }
  return { files: paths.length, oversized };
}
