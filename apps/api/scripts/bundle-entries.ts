import { fileURLToPath } from 'node:url';
import { bundleForNode } from '@taskwell/node-bundle';

// The API's processes as Node runs them without a loader (decision 184), bundled by the
// repository's one Node bundler (`@taskwell/node-bundle`, which the e2e harnesses use too): our
// TypeScript and the workspace packages in, every package apps/api declares left to node_modules.

const apiFolder = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles `entries` (name → path relative to apps/api) into `outdir` as ES modules for Node 20,
 * with source maps; lazily loaded code stays a chunk of its own.
 */
export async function bundleEntries(entries: Record<string, string>, outdir: string): Promise<void> {
  await bundleForNode({ packageDir: apiFolder, entries, outdir });
}
