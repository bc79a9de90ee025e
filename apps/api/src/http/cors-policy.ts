import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';

/** What browsers may send and read, from whichever origin is allowed. */
const shared: FastifyCorsOptions = {
  methods: ['GET', 'POST'],
  // Last-Event-ID: a browser that reopens a run's event stream says what it saw last.
  allowedHeaders: ['Authorization', 'Content-Type', 'API-Key', 'Public-Key', 'Range', 'Last-Event-ID'],
  exposedHeaders: ['Content-Disposition', 'Content-Range', 'Accept-Ranges', 'Retry-After', 'X-Request-Id'],
  maxAge: 600,
};

/**
 * CORS options per request, for `@fastify/cors`'s delegator: the paths listed in `byPath` allow
 * only their own origins (the contact form only the public site's), every other path those
 * `origin` allows (the studio's and the public site's, and those a live public key lists). Chosen by path, so that the preflight (`OPTIONS`, served by the plugin's catch-all
 * route) is answered for the same origins as the call it announces: a preflight from another
 * origin gets no `Access-Control-Allow-Origin`, and the browser never sends the call.
 */
export function corsPolicy(options: {
  /** Which origins every path not listed in `byPath` allows: a list, or a function that decides. */
  origin: NonNullable<FastifyCorsOptions['origin']>;
  /** Paths with origins of their own. */
  byPath: ReadonlyMap<string, readonly string[]>;
}): FastifyCorsOptionsDelegateCallback {
  // The plugin answers with the request's Origin only when the option allows it.
  const everyPath: FastifyCorsOptions = { ...shared, origin: options.origin };
  const ownOrigins = new Map(
    [...options.byPath].map(([path, origins]) => [path, { ...shared, origin: [...new Set(origins)] }]),
  );
  return (request, callback) => {
    const query = request.url.indexOf('?');
    const path = query === -1 ? request.url : request.url.slice(0, query);
    callback(null, ownOrigins.get(path) ?? everyPath);
  };
}
