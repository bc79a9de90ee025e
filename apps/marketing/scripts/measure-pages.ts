// Prints, for every page of the built site (dist/), the JavaScript and CSS its HTML loads, gzipped:
// scripts and module preloads it names, stylesheets it links and the CSS it carries inline.
// Budgets: JS <= 60 KB and CSS <= 20 KB per page; exits with 1 when a page is over. Run after `pnpm build`.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const budget = { js: 60 * 1024, css: 20 * 1024 };

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    }),
  );
  return nested.flat();
}

const sizes = new Map<string, number>();
async function gzipped(href: string): Promise<number> {
  const known = sizes.get(href);
  if (known !== undefined) return known;
  const size = gzipSync(await readFile(join(dist, href)), { level: 9 }).length;
  sizes.set(href, size);
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let over = false;
for (const file of (await htmlFiles(dist)).sort()) {
  const html = await readFile(file, 'utf8');
  const js = new Set([
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1] as string),
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((match) => match[1] as string),
  ]);
  const css = new Set(
    [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((match) => match[1] as string),
  );
  const jsBytes = (await Promise.all([...js].map(gzipped))).reduce((sum, size) => sum + size, 0);
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] as string).join('');
  const inlineBytes = inline === '' ? 0 : gzipSync(inline, { level: 9 }).length;
  const cssBytes = (await Promise.all([...css].map(gzipped))).reduce((sum, size) => sum + size, inlineBytes);
  const flag = jsBytes > budget.js || cssBytes > budget.css ? '  over budget' : '';
  if (flag) over = true;
  process.stdout.write(
    `${relative(dist, file).padEnd(36)} JS ${kb(jsBytes).padStart(8)}  CSS ${kb(cssBytes).padStart(8)}${flag}\n`,
  );
}
process.stdout.write(`budgets: JS <= ${kb(budget.js)}, CSS <= ${kb(budget.css)} gzip per page\n`);
if (over) process.exitCode = 1;
