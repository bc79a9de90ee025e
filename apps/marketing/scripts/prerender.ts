// Last step of `pnpm build`: renders every page with the server bundle and writes it into the
// client build, with its title, description, canonical and Open Graph tags and its CSS inline,
// plus 404.html, sitemap.xml, robots.txt and the host's redirect rules (_redirects), so `dist/`
// is a complete static site. `--dist=<folder>` and `--server=<folder>` take a build written elsewhere
// (the e2e suite's own build, whose contact form sends to its API).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { siteAddresses } from '@taskwell/domain';
import { fillTemplate, type PageMetaTags } from '../src/prerender/fill-template.ts';
import { itemLists } from '../src/site-paths.ts';
import { formatRedirects } from '../src/static-host/redirect-rules.ts';

const appRoot = fileURLToPath(new URL('../', import.meta.url));
const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) || undefined;
const dist = resolve(appRoot, argument('dist') ?? 'dist');
const serverEntry = pathToFileURL(join(resolve(appRoot, argument('server') ?? 'build/prerender'), 'entry-server.js'));
// Where the site is published; canonical addresses and the sitemap use it.
const siteUrl = siteAddresses({ env: process.env }).marketingUrl;

const server = (await import(serverEntry.href)) as typeof import('../src/entry-server.tsx');

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A page's built entry and every chunk it imports, however deep (the browser fetches them all). */
function scriptsOf(entry: string) {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`the build manifest has no entry ${entry}: is it an input in vite.config.ts?`);
  const imports = new Set<string>();
  const visit = (key: string) => {
    const imported = manifest[key];
    if (!imported || imports.has(`/${imported.file}`)) return;
    imports.add(`/${imported.file}`);
    for (const next of imported.imports ?? []) visit(next);
  };
  for (const key of chunk.imports ?? []) visit(key);
  return { entry: `/${chunk.file}`, imports: [...imports] };
}

// index.html as written: the development server's page, and here every page's frame.
const template = await readFile(join(appRoot, 'index.html'), 'utf8');
// One stylesheet for the whole site (cssCodeSplit: false); every page carries it inline.
const stylesheet = manifest['style.css']?.file;
if (!stylesheet) throw new Error('the build wrote no stylesheet: is vanillaExtractPlugin() in vite.config.ts?');
const css = (await readFile(join(dist, stylesheet), 'utf8')).trim();

/** Width of a link preview's picture: the size the big networks show a large card at. */
const previewWidth = 1280;
const previews = new Map<string, NonNullable<PageMetaTags['image']>>();
/**
 * The link-preview picture of a page's SVG illustration: the same drawing as a PNG next to it
 * (`/images/news/a.svg` -> `/images/news/a.png`), since link previews do not show SVG. Drawn
 * once per file, with resvg: the illustrations hold shapes only, no text, so no font is needed.
 */
async function previewOf(image: { src: string; alt: string }): Promise<NonNullable<PageMetaTags['image']>> {
  const known = previews.get(image.src);
  if (known) return { ...known, alt: image.alt };
  if (!image.src.endsWith('.svg')) throw new Error(`${image.src}: a link preview is drawn from an SVG`);
  const rendered = new Resvg(await readFile(join(appRoot, 'public', image.src), 'utf8'), {
    fitTo: { mode: 'width', value: previewWidth },
  }).render();
  const png = image.src.replace(/\.svg$/, '.png');
  await writeFile(join(dist, png), rendered.asPng());
  const preview = { url: `${siteUrl}${png}`, width: rendered.width, height: rendered.height, alt: image.alt };
  previews.set(image.src, preview);
  return preview;
}

const fileOf = (path: string) =>
  path === '/' ? 'index.html' : path === '/404' ? '404.html' : `${path.slice(1)}/index.html`;

for (const page of [...server.sitePages, server.notFoundPage]) {
  const html = fillTemplate({
    template,
    markup: await server.render(page.path),
    htmlClassName: server.htmlClassName,
    headScript: server.themeScript,
    css,
    scripts: scriptsOf(page.entry),
    meta: {
      title: page.title,
      description: page.description,
      canonicalUrl: `${siteUrl}${page.canonical}`,
      type: page.type,
      image: page.image ? await previewOf(page.image) : undefined,
    },
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

// spec §2: an unknown news or demo id goes to its list. The host answers it with a redirect, so
// the visitor's browser never meets a 404 there (404.html's script is the fallback for hosts
// without rules). 302: an id unknown today may be an article tomorrow.
await writeFile(
  join(dist, '_redirects'),
  formatRedirects(
    itemLists.map((list) => ({ from: `${list}/*`, to: list, status: 302 })),
    [
      'Unknown news articles and demos go to their list (spec §2). Rules apply only where no file',
      'answers, so the pages that exist are served as they are (Netlify; see the README for others).',
    ],
  ),
);
process.stdout.write(`wrote _redirects (${itemLists.join(', ')})\n`);

// The manifest served its purpose, and every page carries the CSS: the host needs neither.
await rm(join(dist, '.vite'), { recursive: true, force: true });
await rm(join(dist, stylesheet));
