// The studio's settings from the environment, read once at start (README lists them).
import { siteAddresses } from '@taskwell/domain';

// Issue 25: the other apps' addresses default to where `pnpm start` serves them, on the host the
// studio is served on (it linked the site at `localhost`: another origin than 127.0.0.1).
const defaults = siteAddresses({ env: process.env });

function readAbsoluteUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.href;
}

/** The public site's address (`MARKETING_URL`), for the public navigation and the link back. */
export const marketingUrl: string = readAbsoluteUrl('MARKETING_URL', defaults.marketingUrl);

/** Where the API listens (`API_URL`); loaders, actions and the `/api/*` proxy call it. */
export const apiUrl: string = readAbsoluteUrl('API_URL', defaults.apiUrl);

/**
 * The studio's own public address (`STUDIO_URL`), when it is served behind a proxy under another
 * name than its Host header says. Unset, the address each request was sent to is used.
 */
export const studioUrl: string | undefined = process.env.STUDIO_URL
  ? readAbsoluteUrl('STUDIO_URL', process.env.STUDIO_URL)
  : undefined;

/**
 * spec §5: the PIN mail comes from a verify address; the sign-in dialog names it. The same
 * `MAIL_FROM` the API sends with (its address part), else the API's default sender.
 */
export const pinSenderAddress: string =
  /<([^>]+)>/.exec(process.env.MAIL_FROM ?? '')?.[1] ??
  (process.env.MAIL_FROM?.includes('@') ? process.env.MAIL_FROM.trim() : 'verify@taskwell.dev');

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Whether the session cookie is `Secure` (and `__Host-` prefixed): when `STUDIO_URL` is https,
 * or, without one, in production on anything but a loopback address (`pnpm start` serves plain
 * http on 127.0.0.1, where browsers would drop a Secure cookie).
 */
export const secureCookie: boolean = studioUrl
  ? studioUrl.startsWith('https:')
  : process.env.NODE_ENV === 'production' && !loopbackHosts.has(process.env.HOST ?? '127.0.0.1');
