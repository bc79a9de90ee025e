// Last step of `pnpm build`: renders every page with the server bundle and writes it into the
// client build, with its title, description, canonical and Open Graph tags and its CSS inline,
// plus 404.html, sitemap.xml and robots.txt, so `dist/` is a complete static site.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillTemplate, stylesheetHrefs } from '../src/prerender/fill-template.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const serverEntry = new URL('../build/prerender/entry-server.js', import.meta.url);
// Where the site is published; canonical addresses and the sitemap use it.
const siteUrl = (process.env.MARKETING_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

const server = (await import(serverEntry.href)) as typeof import('../src/entry-server.tsx');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The CSS and JS files of a page's chunk and the chunks it imports, minus what the entry already loads. */
function assetsOf(source: string) {
  const css = new Set<string>();
  const modules = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[source]) throw new Error(`the build manifest has no chunk for ${source}`);
  visit(source);
  return { css: [...css], modules: [...modules] };
}
const template = await readFile(join(dist, 'index.html'), 'utf8');

const cssTexts = new Map<string, string>();
/**
 * The CSS a page needs: the entry's stylesheets (linked by the template), then its chunk's. Each
 * page carries it inline (a few KB gzipped), so the first paint waits for no stylesheet request.
 */
async function cssOf(pageCss: readonly string[]): Promise<string> {
  const hrefs = [...new Set([...stylesheetHrefs(template), ...pageCss])];
  const texts = await Promise.all(
    hrefs.map(async (href) => {
      const known = cssTexts.get(href);
      if (known !== undefined) return known;
      const text = (await readFile(join(dist, href), 'utf8')).trim();
      cssTexts.set(href, text);
      return text;
    }),
  );
  return texts.join('\n');
}

const fileOf = (path: string) =>
  path === '/' ? 'index.html' : path === '/404' ? '404.html' : `${path.slice(1)}/index.html`;

for (const page of [...server.sitePages, server.notFoundPage]) {
  const assets = assetsOf(page.source);
  const html = fillTemplate({
    template,
    markup: await server.render(page.path),
    htmlClassName: server.htmlClassName,
    headScript: server.themeScript,
    css: await cssOf(assets.css),
    assets: { modules: assets.modules },
    meta: { title: page.title, description: page.description, canonicalUrl: `${siteUrl}${page.canonical}` },
  });
  const file = join(dist, fileOf(page.path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  process.stdout.write(`prerendered ${page.path} -> ${fileOf(page.path)} (${Buffer.byteLength(html)} bytes)\n`);
}

const canonical = [...new Set(server.sitePages.map((page) => page.canonical))];
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${canonical
    .map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`);
process.stdout.write(`wrote sitemap.xml (${canonical.length} addresses) and robots.txt\n`);

// The manifest served its purpose, and every page carries its CSS: the host needs neither.
await rm(join(dist, '.vite'), { recursive: true, force: true });
await Promise.all([...cssTexts.keys()].map((href) => rm(join(dist, href))));
