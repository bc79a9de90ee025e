import type { HarnessBundles } from './harness-bundles.ts';

/** What the harness's global setup tells the workers (through the environment). */
export interface HarnessAddresses {
  /** The studio under test. */
  studioUrl: string;
  /** A studio whose API cannot be reached. */
  offlineStudioUrl: string;
  /** The real API both talk to (the offline one aside). */
  apiUrl: string;
  /** The API's test set-up endpoint (plans, balances, a service's next failure). */
  controlUrl: string;
  /** What the studios are told the public site's address is. */
  marketingUrl: string;
  /** Where the SMTP capture server writes the mails it receives. */
  mailDir: string;
  /** The studio's cookie session secret, so a test can open the cookie and find the token. */
  sessionSecret: string;
  /** The API's and the studio's log files. */
  logFiles: string[];
  /** The API's PGlite data folder: its tables' files and write-ahead log, for scans of what it stored. */
  apiDataDir?: string;
  /** The Stripe stand-in the API takes payments through (decision 035), for the payment journeys. */
  stripe?: {
    /** Its origin; the browser's stand-in form completes checkouts there. */
    standInUrl: string;
    /** The secret its deliveries are signed with, which the API checks. */
    webhookSecret: string;
    /** The platform's secret key the API calls it with: a test reads Stripe's records with it (transfers). */
    secretKey: string;
  };
  /** The OpenAI-compatible stand-in: the API's AI tier, and a private AI service a journey adds (issue 40). */
  ai?: {
    /** Its base URL (ends in /v1); `/__stand-in/requests` beside it lists what it received. */
    baseUrl: string;
  };
  /** The run's bundles of the API and the studio's server, for a test that starts servers of its own. */
  bundles?: HarnessBundles;
  /** The LinkedIn stand-in the API links accounts through (decision 070). */
  linkedin?: {
    /** Its issuer; the popup opens its authorization page. */
    issuer: string;
  };
}

const variable = 'TASKWELL_STUDIO_E2E';

/** Passes the harness's addresses from the global setup to the workers. */
export const harnessEnv = {
  /** The environment variables that carry the addresses. */
  write(addresses: HarnessAddresses): Record<string, string> {
    return { [variable]: JSON.stringify(addresses) };
  },
  /** The addresses, in a worker; fails when the suite runs without its global setup. */
  read(): HarnessAddresses {
    const value = process.env[variable];
    if (!value) throw new Error(`${variable} is not set: run the suite through playwright.config.ts`);
    return JSON.parse(value) as HarnessAddresses;
  },
};
