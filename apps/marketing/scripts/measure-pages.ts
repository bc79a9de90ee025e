// Prints, for every page of the built site (dist/), the JavaScript and CSS it really loads. Each page
// is opened in Chromium from the static host of the e2e suite (gzip as it serves it, index.html per
// folder, 404.html), and every script the browser fetches until the page has hydrated and the
// network is quiet counts: the scripts the HTML names, the modules they import and the dynamic
// imports they make. Each figure is what came over the wire for the files (gzip), then with the
// response headers too (what Lighthouse calls transfer size). CSS: the stylesheets fetched plus the
// CSS inline in the HTML, gzipped.
//
// Budgets: JS <= 60 KB and CSS <= 20 KB per page, headers included; exits with 1 when a page is
// over. Run after `pnpm build`:   pnpm --filter @taskwell/marketing measure-pages [/path ...]
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@taskwell/playwright-config';
import { preview } from 'vite';
import { waitForHydration } from '../tests/e2e/hydrated.ts';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(appRoot, 'dist');
const budget = { js: 60 * 1024, css: 20 * 1024 };
// Any address the site does not have gets 404.html.
const unknownAddress = '/no-such-page';

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

/** The address a built file answers: `news/125/index.html` is `/news/125`, `404.html` any unknown one. */
function addressOf(file: string): string {
  const name = relative(dist, file).split(sep).join('/');
  if (name === '404.html') return unknownAddress;
  return `/${name.replace(/(^|\/)index\.html$/, '')}`;
}

/** What one page loaded. */
interface PageWeight {
  address: string;
  status: number;
  scripts: number;
  /** Script bodies as they came over the wire (gzip). */
  jsBody: number;
  /** The same, with their response headers. */
  jsWire: number;
  /** Stylesheets fetched (body and headers) plus the inline CSS gzipped. */
  css: number;
}

async function weigh(browser: Browser, origin: string, address: string): Promise<PageWeight> {
  // A fresh context per page: an empty cache, so every file the page needs is fetched.
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const finished: Promise<{ type: string; body: number; headers: number }>[] = [];
  page.on('requestfinished', (request) => {
    finished.push(
      request.sizes().then((sizes) => ({
        type: request.resourceType(),
        body: sizes.responseBodySize,
        headers: sizes.responseHeadersSize,
      })),
    );
  });
  try {
    const response = await page.goto(`${origin}${address}`, { waitUntil: 'load', timeout: 60_000 });
    // Hydration is the last thing the scripts do on load; anything they import is fetched by then.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const inlineCss = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((element) => element.textContent ?? '').join(''),
    );
    const requests = await Promise.all(finished);
    const scripts = requests.filter((entry) => entry.type === 'script');
    const sheets = requests.filter((entry) => entry.type === 'stylesheet');
    const sum = (entries: readonly { body: number; headers: number }[], withHeaders: boolean) =>
      entries.reduce((total, entry) => total + entry.body + (withHeaders ? entry.headers : 0), 0);
    return {
      address,
      status: response?.status() ?? 0,
      scripts: scripts.length,
      jsBody: sum(scripts, false),
      jsWire: sum(scripts, true),
      css: sum(sheets, true) + (inlineCss === '' ? 0 : gzipSync(inlineCss).length),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const wanted = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const addresses = (await htmlFiles(dist))
  .map(addressOf)
  .filter((address) => wanted.length === 0 || wanted.includes(address))
  .sort();
if (addresses.length === 0) throw new Error(`no pages to measure in ${dist}: run pnpm build first`);

// Port 0: the system picks a free port, so the measurement never meets another server.
const server = await preview({
  root: appRoot,
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
});
const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
if (!origin) throw new Error('the static host did not report its address');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const chromiumVersion = browser.version();
let over = false;
try {
  process.stdout.write(
    `${'page'.padEnd(24)}${'status'.padStart(7)}${'scripts'.padStart(8)}${'JS gzip'.padStart(10)}${'JS wire'.padStart(10)}${'CSS'.padStart(9)}\n`,
  );
  for (const address of addresses) {
    const weight = await weigh(browser, origin, address);
    const expected = address === unknownAddress ? 404 : 200;
    const problems = [
      weight.status === expected ? '' : ` answered ${weight.status}, not ${expected}`,
      weight.jsWire > budget.js ? ' JS over budget' : '',
      weight.css > budget.css ? ' CSS over budget' : '',
    ].join('');
    if (problems) over = true;
    process.stdout.write(
      `${(address === unknownAddress ? `${address} (404.html)` : address).padEnd(24)}${String(weight.status).padStart(7)}${String(weight.scripts).padStart(8)}${kb(weight.jsBody).padStart(10)}${kb(weight.jsWire).padStart(10)}${kb(weight.css).padStart(9)}${problems}\n`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
process.stdout.write(
  `budgets per page, response headers included: JS <= ${kb(budget.js)}, CSS <= ${kb(budget.css)} (Chromium ${chromiumVersion})\n`,
);
if (over) process.exitCode = 1;
