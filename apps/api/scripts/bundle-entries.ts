import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

// The API's processes as Node runs them without a loader (decision 184): each entry bundled with
// our own TypeScript (src/ and the @taskwell/* workspace packages, which ship sources), every
// package apps/api depends on left to node_modules, where its wasm, SQL, models and fonts stay.
// A workspace package's own third-party imports (not in apps/api's package.json, so not
// resolvable from here under pnpm) are bundled in.

const apiFolder = fileURLToPath(new URL('..', import.meta.url));

/** The packages apps/api declares: imported from node_modules at run time, never bundled. */
function declaredPackages(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => !name.startsWith('@taskwell/'),
  );
}

/**
 * A file of ours finds its assets through `import.meta.url` (the migrations, the catalogue, the
 * contract, the worker threads' .mjs files, createRequire of fonts and models). In a bundle that
 * would be the bundle's URL; each source file keeps its own instead, so every such path resolves
 * as it does under tsx. The bundle is therefore tied to this checkout, as `pnpm start` is.
 */
const ownFileUrls: Plugin = {
  name: 'own-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, async (file) => {
      const source = await readFile(file.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(file.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Bundles `entries` (name → path relative to apps/api) into `outdir` as ES modules for Node 20,
 * with source maps. Code an entry loads lazily (`await import(…)`) stays a chunk of its own, so a
 * refused start still exits before the server's modules load.
 */
export async function bundleEntries(entries: Record<string, string>, outdir: string): Promise<void> {
  await build({
    absWorkingDir: apiFolder,
    entryPoints: entries,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: declaredPackages(),
    chunkNames: 'chunks/[name]-[hash]',
    // A bundled CommonJS package (a workspace package's dependency) may `require` a declared one.
    banner: {
      js: "import { createRequire as taskwellRequire } from 'node:module';\nconst require = taskwellRequire(import.meta.url);",
    },
    plugins: [ownFileUrls],
    logLevel: 'warning',
  });
}
