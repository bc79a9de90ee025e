import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleForNode } from '@taskwell/node-bundle';

// An e2e harness starts its servers and stand-ins from a bundle of the current sources, made once
// per suite run, as the API's own process tests do (docs/decisions/184): plain `node` then starts
// each in a fraction of what tsx's loader costs (2.5–3 CPU-s a start, most of it the loader).

/** A bundle made for one suite run: its folder (which workers are told), and its removal. */
export interface NodeBundle {
  /** The folder; {@link bundledEntry} gives the `node` arguments of one of its entries. */
  folder: string;
  /** Removes the folder. */
  remove: () => Promise<void>;
}

/** `node` arguments that run the entry `name` of the bundle in `folder`. */
export function bundledEntry(folder: string, name: string): string[] {
  return ['--enable-source-maps', join(folder, `${name}.js`)];
}

/**
 * Bundles `entries` (name → path relative to `packageDir`) for Node 20 into a folder of this run's
 * own under the package's node_modules (so that the package's declared dependencies, left out of
 * the bundle, resolve as they do from its sources).
 */
export async function bundleNodeEntries(packageDir: string, entries: Record<string, string>): Promise<NodeBundle> {
  const folder = join(packageDir, 'node_modules', '.cache', 'e2e-bundles', randomUUID());
  await bundleForNode({ packageDir, entries, outdir: folder });
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
