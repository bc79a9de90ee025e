// The settings `vite.config.ts` reads from the environment when the site is built (README, "Hosting
// the marketing site"). Run by the build only, never in the browser.
// By path, not by package name: Vite loads its config with Node, which cannot load the domain
// package's TypeScript through `node_modules`; a relative import is bundled with the config.
import { siteAddresses } from '../../../../packages/domain/src/site-addresses.ts';

export { siteAddresses };

/** An absolute http(s) address, without a trailing slash; the variable's name in the error. */
export function readAddress(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  // The pages append paths ("/?auth=...", "/api/contact"), so a trailing slash would double one.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Where the contact form sends: the API, or the e-mail service of spec §7. */
export interface ContactBuildSettings {
  /** The API (`API_URL`, default the local API: `HOST` and `API_PORT`, 127.0.0.1:3002). */
  apiUrl: string;
  /** The e-mail service's send address (`CONTACT_ENDPOINT`); empty when the form sends to the API. */
  endpoint: string;
  /** Its ids (`CONTACT_SERVICE_ID`, `CONTACT_TEMPLATE_ID`, `CONTACT_PUBLIC_KEY`); empty when the form sends to the API. */
  serviceId: string;
  templateId: string;
  publicKey: string;
}

const serviceVariables = {
  serviceId: 'CONTACT_SERVICE_ID',
  templateId: 'CONTACT_TEMPLATE_ID',
  publicKey: 'CONTACT_PUBLIC_KEY',
} as const;

/**
 * The contact form's settings: the API by default; spec §7's e-mail service when all three of its
 * ids are set (its endpoint defaults to EmailJS's). Some ids without the others would build a form
 * that always fails, so the build stops and names the missing ones.
 */
export function readContactBuildSettings(env: Readonly<Record<string, string | undefined>>): ContactBuildSettings {
  const apiUrl = readAddress('API_URL', siteAddresses({ env }).apiUrl);
  const ids = {
    serviceId: env.CONTACT_SERVICE_ID?.trim() ?? '',
    templateId: env.CONTACT_TEMPLATE_ID?.trim() ?? '',
    publicKey: env.CONTACT_PUBLIC_KEY?.trim() ?? '',
  };
  const missing = (Object.keys(ids) as (keyof typeof ids)[]).filter((key) => ids[key] === '');
  if (missing.length === 3) return { apiUrl, endpoint: '', serviceId: '', templateId: '', publicKey: '' };
  if (missing.length > 0) {
    throw new Error(
      `The contact form's e-mail service needs ${Object.values(serviceVariables).join(', ')}; ` +
        `${missing.map((key) => serviceVariables[key]).join(', ')} not set (set none to send to the API)`,
    );
  }
  const endpoint = readAddress(
    'CONTACT_ENDPOINT',
    env.CONTACT_ENDPOINT?.trim() || 'https://api.emailjs.com/api/v1.0/email/send',
  );
  return { apiUrl, endpoint, ...ids };
}
