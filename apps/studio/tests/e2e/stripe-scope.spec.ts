import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from './harness/fixtures.ts';

// Issue 16, acceptance 4: Stripe's code reaches the pricing and billing routes only, measured on
// the production build the suite runs against (turbo builds it before test:e2e).

const assetsDir = fileURLToPath(new URL('../../build/client/assets/', import.meta.url));
// Marks of @stripe/stripe-js (the CDN address it loads Stripe.js from) and @stripe/react-stripe-js.
const stripeMarks = [/js\.stripe\.com/, /createEmbeddedCheckoutPage/];
const stripeRoutes = new Set(['routes/pricing', 'routes/billing']);

interface ManifestEntry {
  module: string;
  imports?: string[];
}

async function readBuild() {
  const names = await readdir(assetsDir);
  const manifestName = names.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestName) throw new Error('no Remix manifest in build/client/assets: build the studio first');
  const source = await readFile(`${assetsDir}${manifestName}`, 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as {
    entry: ManifestEntry;
    routes: Record<string, ManifestEntry>;
  };
  const stripeFiles = new Set<string>();
  for (const name of names.filter((file) => file.endsWith('.js'))) {
    const code = await readFile(`${assetsDir}${name}`, 'utf8');
    if (stripeMarks.some((mark) => mark.test(code))) stripeFiles.add(`/assets/${name}`);
  }
  const files = (entry: ManifestEntry) => [entry.module, ...(entry.imports ?? [])];
  return { manifest, stripeFiles, files };
}

test.describe('where Stripe code is', () => {
  test('only the pricing and billing routes import a file with Stripe code; the entry and the root none', async () => {
    const { manifest, stripeFiles, files } = await readBuild();
    expect(stripeFiles.size, 'the build has Stripe code somewhere').toBeGreaterThan(0);
    const withStripe = Object.entries(manifest.routes)
      .filter(([, route]) => files(route).some((file) => stripeFiles.has(file)))
      .map(([id]) => id)
      .sort();
    expect(withStripe).toEqual([...stripeRoutes].sort());
    expect(files(manifest.entry).filter((file) => stripeFiles.has(file))).toEqual([]);
  });

  test('the browser fetches no Stripe code on other pages, nor Stripe.js before a checkout opens', async ({
    page,
    hydrated,
    allowConsoleErrors,
  }) => {
    // A visitor's private pages answer 401 under the sign-in modal (decision 020).
    allowConsoleErrors(/\/(tasks|profile): Failed to load resource: the server responded with a status of 401 /);
    const { stripeFiles } = await readBuild();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname + new URL(request.url()).host));
    const stripeRequests = () =>
      fetched.filter(
        (entry) => [...stripeFiles].some((file) => entry.startsWith(file)) || entry.endsWith('js.stripe.com'),
      );

    for (const path of ['/', '/tasks', '/profile', '/no-such-page']) {
      await page.goto(path);
      await hydrated();
    }
    expect(stripeRequests()).toEqual([]);

    // The pricing page loads its route's code, still without Stripe.js from Stripe's CDN.
    await page.goto('/pricing');
    await hydrated();
    expect(fetched.some((entry) => [...stripeFiles].some((file) => entry.startsWith(file)))).toBe(true);
    expect(fetched.filter((entry) => entry.endsWith('js.stripe.com'))).toEqual([]);
  });
});
