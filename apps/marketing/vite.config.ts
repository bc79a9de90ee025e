import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { readAddress, readContactBuildSettings, siteAddresses } from './src/build-settings/read-build-settings.ts';
import { parseRedirects, redirectFor } from './src/static-host/redirect-rules.ts';

/**
 * `vite preview` as a static host serves the built site: `/pricing` is `pricing/index.html`; an
 * address no file answers gets the first rule of `_redirects` that matches it (README, "Hosting
 * the marketing site"), or else `404.html` with status 404.
 */
function staticHostPreview(): Plugin {
  return {
    name: 'taskwell-static-host-preview',
    // In development every page address gets the one template; the client renders the page of the path.
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev.local');
        if (!extname(url.pathname) && !url.pathname.startsWith('/@')) request.url = `/${url.search}`;
        next();
      });
    },
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const rulesFile = join(dist, '_redirects');
      const rules = existsSync(rulesFile) ? parseRedirects(readFileSync(rulesFile, 'utf8')) : [];
      const notFound = (response: ServerResponse, path: string) => {
        const rule = redirectFor(rules, path);
        if (rule) {
          response.statusCode = rule.status;
          response.setHeader('Location', rule.to);
          response.end();
          return;
        }
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(readFileSync(join(dist, '404.html')));
      };
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview.local');
        const path = decodeURIComponent(url.pathname);
        if (path.includes('..')) return notFound(response, path);
        if (extname(path)) return existsSync(join(dist, path)) ? next() : notFound(response, path);
        // The rules are the host's own, not a file of the site.
        if (path === '/_redirects' || !existsSync(join(dist, path, 'index.html'))) return notFound(response, path);
        if (!path.endsWith('/')) request.url = `${path}/${url.search}`;
        return next();
      });
    },
  };
}

/**
 * The build's inputs: every page's browser entry (`src/pages/<page>/entry-client.ts`). A page's
 * HTML names its entry, so the browser fetches that page's code and the chunks it shares with
 * other pages, and never a table of the other pages nor a loader for them.
 */
function pageEntries(): Record<string, string> {
  const pages = fileURLToPath(new URL('./src/pages/', import.meta.url));
  return Object.fromEntries(
    readdirSync(pages, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(pages, entry.name, 'entry-client.ts')))
      .map((entry) => [entry.name, `src/pages/${entry.name}/entry-client.ts`]),
  );
}

/**
 * What rides with the frame (see `manualChunks`): React, the icon set's base (not its icons, each
 * stays with the page that draws it), vanilla-extract's runtime, and the design-system components
 * that two or more pages use.
 */
const sharedWithTheFrame =
  /\/node_modules\/(react|react-dom|scheduler|@vanilla-extract\/[^/]+)\/|\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/|lucide-react\.mjs)|\/packages\/ui\/src\/components\/(alert|badge|card|text-input|typography)\/|\/src\/components\/icon\//;

const host = process.env.HOST ?? '127.0.0.1';
const contact = readContactBuildSettings(process.env);
const port = Number(process.env.MARKETING_PORT ?? process.env.PORT ?? 3000);

export default defineConfig({
  // Every consumer of `@taskwell/ui` needs the plugin: without it the build passes and the
  // browser fails with "Styles were unable to be assigned to a file".
  plugins: [react(), vanillaExtractPlugin(), staticHostPreview()],
  // A multi-page static site: the preview serves each page's own HTML and 404.html, as a static host does.
  appType: 'mpa',
  define: {
    // The client and the prerender builds both read these, so hydration sees the same values.
    'import.meta.env.STUDIO_URL': JSON.stringify(
      // Issue 25: on the host `pnpm start` serves the studio on (it was `localhost`, another origin
      // than 127.0.0.1, so a signed-in visitor arrived signed out).
      readAddress('STUDIO_URL', siteAddresses({ env: process.env }).studioUrl),
    ),
    'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()),
    // The contact form sends to the API, or to spec §7's e-mail service when its ids are set.
    'import.meta.env.API_URL': JSON.stringify(contact.apiUrl),
    'import.meta.env.CONTACT_ENDPOINT': JSON.stringify(contact.endpoint),
    'import.meta.env.CONTACT_SERVICE_ID': JSON.stringify(contact.serviceId),
    'import.meta.env.CONTACT_TEMPLATE_ID': JSON.stringify(contact.templateId),
    'import.meta.env.CONTACT_PUBLIC_KEY': JSON.stringify(contact.publicKey),
    // The FAQ's Digital Advisor widget (decision 066): our own script and stylesheet, built beside
    // the pages (vite.advisor-widget.config.ts) and loaded when a visitor first asks; it asks the API
    // with the site's public key, which the API seeds for its built-in site account.
    'import.meta.env.ADVISOR_SCRIPT_URL': JSON.stringify(process.env.ADVISOR_SCRIPT_URL ?? '/advisor/widget.js'),
    'import.meta.env.ADVISOR_STYLESHEET_URL': JSON.stringify(
      process.env.ADVISOR_STYLESHEET_URL ?? '/advisor/widget.css',
    ),
    'import.meta.env.ADVISOR_API_URL': JSON.stringify(contact.apiUrl),
    'import.meta.env.ADVISOR_PUBLIC_KEY': JSON.stringify(
      process.env.ADVISOR_PUBLIC_KEY ?? 'tw_pk_local_site_advisor_key',
    ),
    'import.meta.env.ADVISOR_TASK_ID': JSON.stringify(process.env.ADVISOR_TASK_ID ?? 'site-advisor'),
  },
  build: {
    // The prerender reads the manifest to name each page's entry and preload what it imports.
    manifest: true,
    // One stylesheet for the whole site (about 3 KB gzipped), which the prerender puts inline into
    // every page: the first paint waits for no request but the HTML. Split per page, Vite's loader
    // would fetch each page's stylesheets again when the page's code loads.
    cssCodeSplit: false,
    // The prerender names every module a page needs in its HTML (`modulepreload`): Vite's own
    // preloading would only add its polyfill to the code every page loads.
    modulePreload: false,
    rollupOptions: {
      // index.html is the prerender's template and the development server's page, not an input.
      input: pageEntries(),
      output: {
        // Every page loads its entry, the chunk of the frame all entries share, and `site`.
        // The design system's pieces that several pages use go into `site` with React: as chunks
        // of their own, each would be one more request of a few hundred bytes, whose response
        // headers weigh about as much. No app module goes there: a manual chunk takes in its
        // modules' imports, and the entry's would bring every rule `@taskwell/domain` exports.
        manualChunks: (id) => (sharedWithTheFrame.test(id) ? 'site' : undefined),
      },
    },
  },
  server: { host, port },
  preview: { host, port, strictPort: true },
});
