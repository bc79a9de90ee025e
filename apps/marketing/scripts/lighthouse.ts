// Builds the site, serves dist/ on a loopback port the way a static host does (gzip, index.html
// per folder, 404.html), and runs Lighthouse's mobile preset in Chromium on the pages the issue
// names, three runs each. Prints the median score of each category per page; exits with 1 when
// any median is below 100. A measurement, not a test: other work on the machine slows the runs.
//
//   pnpm --filter @taskwell/marketing lighthouse [--no-build] [--runs=3] [/path ...]
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { preview } from 'vite';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Chromium on a closed network: without the background-networking flags it keeps calling home,
// and those requests would land in the measured traces.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const build = !args.includes('--no-build');
const pathArgs = args.filter((arg) => arg.startsWith('/'));
// Home, the news list, one article, pricing, the FAQ and the demo reels (issue 7, acceptance 1;
// issue 20, acceptance 3).
const paths = pathArgs.length > 0 ? pathArgs : ['/', '/news', '/news/125', '/pricing', '/faq', '/demos'];

// A run that hangs must not hold the machine: the whole measurement has a ceiling.
const ceiling = setTimeout(
  () => {
    process.stderr.write('lighthouse: gave up after 20 minutes\n');
    process.exit(2);
  },
  20 * 60 * 1000,
);
ceiling.unref();

if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, got ${runs}`);

if (build) {
  // The same build as any other (MARKETING_URL and the rest from the environment), so the measured
  // dist/ is one that could be uploaded as it is.
  const result = spawnSync('pnpm', ['run', 'build'], {
    cwd: appRoot,
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 5 * 60 * 1000,
  });
  if (result.status !== 0) throw new Error(`pnpm run build failed (status ${result.status})`);
}

// `vite preview` with this app's config is the static host of the e2e suite: gzip, /page/ ->
// page/index.html, the redirect rules, 404.html with status 404. Port 0: the system picks a free
// one, so the measurement never meets another server.
const server = await preview({
  root: appRoot,
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
});
const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
if (!origin) throw new Error('the static host did not report its address');

/** The middle value; of an even count, the lower middle (a score the page really got). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** A category's score out of 100; a category Lighthouse could not score counts as 0. */
function scoreOf(lhr: Result, category: Category): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

/** One Lighthouse run in a fresh Chromium, so no run inherits another's cache or process state. */
async function audit(url: string): Promise<Result> {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    // No config: Lighthouse's default is the mobile preset (Moto G Power screen, slow 4G, 4x CPU).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The JavaScript the page transferred, response headers included, as Lighthouse saw it (`measure-pages`' "JS wire"). */
function scriptKb(lhr: Result): string {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const script = items?.find((item) => item.resourceType === 'script');
  return script ? `${(script.transferSize / 1024).toFixed(1)} KB` : '?';
}

/** Audits that cost points, so a score below 100 says why. */
function shortfalls(lhr: Result): string[] {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result !== undefined && result.score !== null && result.score < 1)
      .map((result) => `${category}: ${result?.id} ${result?.score} ${result?.displayValue ?? ''}`.trim()),
  );
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const results = new Map<string, Result[]>(paths.map((path) => [path, []]));
const load = () => loadavg()[0]?.toFixed(1) ?? '?';
process.stdout.write(`load average at start: ${load()} on ${cpus().length} cores\n`);
try {
  // Round after round over all the pages rather than page after page, so a burst of other work
  // on the machine spreads over the pages instead of sinking one page's three runs.
  for (let run = 1; run <= runs; run += 1) {
    for (const path of paths) {
      const lhr = await audit(`${origin}${path}`);
      const scores = categories.map((category) => scoreOf(lhr, category));
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      process.stdout.write(
        `${path} run ${run}: ${scores.join(' / ')}  (FCP ${metric('first-contentful-paint')}, LCP ${metric(
          'largest-contentful-paint',
        )}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, JS on the wire ${scriptKb(lhr)})\n`,
      );
      for (const line of shortfalls(lhr)) process.stdout.write(`    ${line}\n`);
      results.get(path)?.push(lhr);
    }
  }
} finally {
  await server.close();
}
process.stdout.write(`load average at end: ${load()}\n`);

const rows = paths.map((path) => {
  const runsOfPage = results.get(path) ?? [];
  return {
    path,
    scores: Object.fromEntries(
      categories.map((category) => [category, median(runsOfPage.map((lhr) => scoreOf(lhr, category)))]),
    ) as Record<Category, number>,
  };
});
process.stdout.write(`\nmedian of ${runs} runs, Lighthouse mobile preset, ${chromePath}\n`);
process.stdout.write(`${'page'.padEnd(12)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}\n`);
for (const row of rows) {
  process.stdout.write(
    `${row.path.padEnd(12)}${categories.map((category) => pad(row.scores[category], 6)).join('')}\n`,
  );
}
const below = rows.filter((row) => categories.some((category) => row.scores[category] < 100));
process.stdout.write(below.length === 0 ? 'all 100\n' : `below 100: ${below.map((row) => row.path).join(', ')}\n`);
if (below.length > 0) process.exitCode = 1;
