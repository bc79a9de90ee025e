// The studio's HTTP server (docs/decisions/020): static files, the cross-site request check,
// compression that leaves event streams alone, an access log without query strings, and Remix.
// `pnpm start` serves the production build; `pnpm dev` the same server over Vite's dev middleware.

import { randomBytes } from 'node:crypto';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import { installGlobals } from '@remix-run/node';
import compression from 'compression';
import express, { type Request as ExpressRequest } from 'express';
import { isSameOriginRequest } from './app/http/same-origin.ts';

installGlobals({ nativeFetch: true });

// As remix-serve does: production unless told otherwise, set before React's build is loaded.
process.env.NODE_ENV ??= 'production';
const production = process.env.NODE_ENV !== 'development';
const port = Number(process.env.STUDIO_PORT ?? process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const studioOrigin = process.env.STUDIO_URL ? new URL(process.env.STUDIO_URL).origin : undefined;

const viteDevServer = production
  ? undefined
  : await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }));

const app = express();
app.disable('x-powered-by');
// Only a proxy named in TRUSTED_PROXIES may say who the caller is (X-Forwarded-For, -Proto).
app.set('trust proxy', process.env.TRUSTED_PROXIES?.split(',').map((entry) => entry.trim()) ?? false);

// One line per request, without the query string: nothing secret travels in our URLs, and what
// a visitor typed into a search box stays out of the log all the same.
app.use((req, res, next) => {
  const started = performance.now();
  res.on('finish', () => {
    const ms = Math.round(performance.now() - started);
    process.stdout.write(`${req.method} ${req.path} ${res.statusCode} ${ms} ms\n`);
  });
  next();
});

// Event streams must reach the browser event by event; compression would buffer them.
app.use(
  compression({
    filter: (req, res) =>
      !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  }),
);

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Vite fingerprints everything under /assets, so those files never change.
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  app.use(express.static('build/client', { maxAge: '1h' }));
}

const refusal = {
  status: 403,
  code: 'cross_origin_refused',
  message: 'This request did not come from a Taskwell Studio page, so it was refused.',
};

app.use((req, res, next) => {
  const allowed = isSameOriginRequest({
    method: req.method,
    path: req.path,
    origin: header(req, 'origin'),
    secFetchSite: header(req, 'sec-fetch-site'),
    requestOrigin: `${req.protocol}://${req.get('host') ?? ''}`,
    studioOrigin,
  });
  if (allowed) return next();
  res.status(403).json(refusal);
});

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
  : ((await import(new URL('./build/server/index.js', import.meta.url).href)) as ServerBuild);

app.all(
  '*',
  createRequestHandler({
    build,
    mode: production ? 'production' : 'development',
    // Issue 39: each page's Content-Security-Policy with a nonce of its own (entry.server.tsx);
    // none in development, where Vite's client injects scripts of its own.
    getLoadContext: (req) => ({
      clientAddress: req.ip,
      ...(production ? { documentPolicy: { nonce: randomBytes(16).toString('base64') } } : {}),
    }),
  }),
);

const server = app.listen(port, host, () => {
  process.stdout.write(`Taskwell Studio on http://${host}:${port}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Open event streams would hold close() forever; 10 s is their grace.
    setTimeout(() => process.exit(0), 10_000).unref();
    server.closeIdleConnections();
  });
}

function header(req: ExpressRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
