/** The public addresses of the three apps. */
export interface SiteAddresses {
  /** The marketing site (`MARKETING_URL`). */
  marketingUrl: string;
  /** My Studio (`STUDIO_URL`). */
  studioUrl: string;
  /** The API (`API_URL`). */
  apiUrl: string;
}

const defaultPorts = { MARKETING_PORT: 3000, STUDIO_PORT: 3001, API_PORT: 3002 } as const;

/** Addresses a server listens on that no browser can open: every interface. */
const everyInterface = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Where each app is reached (issue 25): its `*_URL` when set, else `http://` + `HOST` (127.0.0.1
 * by default, and for every interface) + its `*_PORT` (3000, 3001, 3002), which is where
 * `pnpm start` serves it. Every app takes the others' addresses from here, so the defaults agree
 * on one host and a session cookie of the studio is still sent after a visit to the site.
 */
export function siteAddresses({ env }: { env: Readonly<Record<string, string | undefined>> }): SiteAddresses {
  const read = (name: string) => env[name]?.trim() || undefined;
  const listening = read('HOST') ?? '127.0.0.1';
  const host = everyInterface.has(listening)
    ? '127.0.0.1'
    : listening.includes(':') && !listening.startsWith('[')
      ? `[${listening}]`
      : listening;
  const address = (url: string, port: keyof typeof defaultPorts) =>
    (read(url) ?? `http://${host}:${read(port) ?? defaultPorts[port]}`).replace(/\/+$/, '');
  return {
    marketingUrl: address('MARKETING_URL', 'MARKETING_PORT'),
    studioUrl: address('STUDIO_URL', 'STUDIO_PORT'),
    apiUrl: address('API_URL', 'API_PORT'),
  };
}
