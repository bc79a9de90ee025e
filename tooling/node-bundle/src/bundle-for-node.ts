import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

// A package's processes as plain `node` runs them, without a loader (decisions 184 and 191): each
// entry bundled with our own TypeScript (the package's sources and the @taskwell/* workspace
// packages, which ship sources), every package the package declares left to its node_modules, where
// its wasm, SQL, models and fonts stay. A workspace package's own third-party imports (not declared
// by the package, so not resolvable from it under pnpm) are bundled in.

/** The packages a package declares: imported from node_modules at run time, never bundled. */
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
 * A source file that finds its assets through `import.meta.url` (migrations, the catalogue, the
 * contract, worker threads' .mjs files, a build's folder, fonts and models) keeps its own URL in the
 * bundle, so every such path resolves as it does under tsx. A bundle is therefore tied to its checkout.
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

/**
 * Bundles `entries` (name → path relative to `packageDir`) into `outdir` as ES modules for Node 20,
 * with source maps. Code an entry loads lazily (`await import(…)`) stays a chunk of its own, so a
 * refused start still exits before the server's modules load.
 */
export async function bundleForNode(options: {
  packageDir: string;
  entries: Record<string, string>;
  outdir: string;
}): Promise<void> {
  await build({
    absWorkingDir: options.packageDir,
    entryPoints: options.entries,
    outdir: options.outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: declaredPackages(options.packageDir),
    chunkNames: 'chunks/[name]-[hash]',
    // A bundled CommonJS package (a workspace package's dependency) may `require` a declared one.
    banner: {
      js: "import { createRequire as bundledRequire } from 'node:module';\nconst require = bundledRequire(import.meta.url);",
    },
    plugins: [ownFileUrls],
    logLevel: 'warning',
  });
}
