// Prints the JavaScript (gzip, level 9) of each page's first load, counted from the built studio's
// manifest (build/client/assets/manifest-*.js, what the browser is sent as `window.__remixManifest`):
// the entry and its imports, every route module from the root to the page's route and their
// imports, and the manifest itself, each file once. Beside each figure: last round's, counted the
// same way. Exits with 1 when a page is over its budget (120 KB; Creator Studio 150 KB, issue 30).
// `pnpm --filter @taskwell/studio measure-js` after a build; `pnpm check` runs it as the turbo task
// `@taskwell/studio#measure-js`, after `@taskwell/studio#build` (it only reads that build's files).
// `--list` names the files of each page. The browser's own count is `measure-js:browser`.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestRoute {
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const client = fileURLToPath(new URL('../build/client/', import.meta.url));
/**
 * Each page: its route, its budget, and last round's figure (KB, from the manifest): before the
 * sign-in modal, the upgrade dialog and /knowledge's dialogs and API client were loaded on demand.
 */
const pages = [
  { path: '/', route: 'routes/_index', budget: 120, before: 123.0 },
  { path: '/tasks', route: 'routes/tasks', budget: 120, before: 123.7 },
  { path: '/knowledge', route: 'routes/knowledge', budget: 120, before: 142.3 },
  { path: '/creator', route: 'routes/creator', budget: 150, before: 125.6 },
] as const;

const manifestName = (await readdir(join(client, 'assets'))).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestName) throw new Error('No build manifest: build the studio first (pnpm --filter @taskwell/studio build).');
const manifestSource = await readFile(join(client, 'assets', manifestName));
const text = manifestSource.toString('utf8');
const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest;
const gzipped = async (file: string) => gzipSync(await readFile(join(client, file)), { level: 9 }).length;

function routesTo(id: string): string[] {
  const route = manifest.routes[id];
  if (!route) throw new Error(`The manifest has no route ${id}`);
  return route.parentId ? [...routesTo(route.parentId), id] : [id];
}

let failed = false;
for (const page of pages) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routesTo(page.route)) {
    const route = manifest.routes[id] as ManifestRoute;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const sizes = await Promise.all([...files].map(async (file) => ({ file, bytes: await gzipped(file) })));
  const bytes = sizes.reduce((sum, each) => sum + each.bytes, gzipSync(manifestSource, { level: 9 }).length);
  const over = bytes > page.budget * 1024;
  if (over) failed = true;
  process.stdout.write(
    `${page.path.padEnd(12)} JS ${kb(bytes).padStart(9)} gzip in ${files.size + 1} files (last round ${page.before.toFixed(1)} KB; budget ${page.budget}.0 KB)${over ? '  over budget' : ''}\n`,
  );
  if (process.argv.includes('--list')) {
    for (const each of sizes.sort((a, b) => b.bytes - a.bytes)) {
      process.stdout.write(`    ${kb(each.bytes).padStart(9)}  ${each.file}\n`);
    }
  }
}
if (failed) process.exitCode = 1;
