/** What {@link isSameOriginRequest} looks at in a request. */
export interface OriginCheckInput {
  /** The HTTP method. */
  method: string;
  /** The path, to treat the `/api/*` proxy more strictly. */
  path: string;
  /** The `Origin` header, if any. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` header, if any. */
  secFetchSite: string | undefined;
  /** The origin the request was sent to (scheme and Host header). */
  requestOrigin: string;
  /** The studio's public origin (`STUDIO_URL`), when it differs from what the Host header says. */
  studioOrigin?: string | undefined;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The studio's cross-site request check (docs/decisions/020), applied to every request before
 * Remix sees it. A request that changes something (any method but GET, HEAD, OPTIONS: actions and
 * the `/api/*` proxy) must come from the studio's own pages: its `Origin` is the studio's, or,
 * where a browser sends no Origin, `Sec-Fetch-Site` says same-origin. Requests from other tools
 * (no Origin, no Sec-Fetch-Site) are refused too: nothing but the studio's pages posts here.
 * The proxy also refuses GETs a browser marks cross-site, since they carry the session.
 */
export function isSameOriginRequest(input: OriginCheckInput): boolean {
  const method = input.method.toUpperCase();
  if (safeMethods.has(method)) {
    return !(isProxyPath(input.path) && input.secFetchSite === 'cross-site');
  }
  if (input.origin !== undefined && input.origin !== 'null') {
    return input.origin === input.requestOrigin || input.origin === input.studioOrigin;
  }
  return input.secFetchSite === 'same-origin';
}

function isProxyPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
