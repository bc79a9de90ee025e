// Last step of `pnpm build`: renders the home page with the server bundle and writes the HTML
// into the client build, so `dist/` is a complete static site.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { fillTemplate } from '../src/prerender/fill-template.ts';

const pagePath = fileURLToPath(new URL('../dist/index.html', import.meta.url));
const serverEntry = new URL('../build/prerender/entry-server.js', import.meta.url);

const { render, htmlClassName, themeScript } = (await import(
  serverEntry.href
)) as typeof import('../src/entry-server.tsx');

const html = fillTemplate({
  template: await readFile(pagePath, 'utf8'),
  markup: render(),
  htmlClassName,
  headScript: themeScript,
});
await writeFile(pagePath, html);
console.info(`prerendered ${pagePath} (${Buffer.byteLength(html)} bytes)`);
