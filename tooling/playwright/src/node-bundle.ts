import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

// An e2e harness starts its servers and stand-ins from a bundle of the current sources, made once
// per suite run, as the API's own process tests do (docs/decisions/184): plain `node` then starts
// each in a fraction of what tsx's loader costs (2.5–3 CPU-s a start, most of it the loader).

/** The packages a package declares (all but the workspace's, which ship TypeScript and are bundled). */
function declaredPackages(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => !name.startsWith('@taskwell/'),
  );
}

/**
 * A source file that finds its assets through `import.meta.url` (migrations, a build's folder,
 * fonts) keeps its own URL in the bundle, so each such path resolves as it does under tsx.
 */
const ownFileUrls: Plugin = {
  name: 'own-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?tsx?$/ }, async (file) => {
      const source = await readFile(file.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(file.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: file.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

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
  await build({
    absWorkingDir: packageDir,
    entryPoints: entries,
    outdir: folder,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: declaredPackages(packageDir),
    chunkNames: 'chunks/[name]-[hash]',
    // A bundled CommonJS package (a workspace package's dependency) may `require` a declared one.
    banner: {
      js: "import { createRequire as harnessRequire } from 'node:module';\nconst require = harnessRequire(import.meta.url);",
    },
    plugins: [ownFileUrls],
    logLevel: 'warning',
  });
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
