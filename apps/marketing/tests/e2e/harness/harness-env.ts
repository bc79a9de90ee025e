/** What the e2e suite's global setup tells the workers (through the environment). */
export interface HarnessAddresses {
  /** The site under test: the default build, its contact form sending to `apiUrl`. */
  siteUrl: string;
  /** The real API the contact form sends to. */
  apiUrl: string;
  /** The API's process, for the check after the suite (which stops it to read its database). */
  apiPid: number;
  /** The API's data folder (embedded PGlite). */
  apiDataDir: string;
  /** The company's address the API mails contact messages to (its default `CONTACT_TO`). */
  contactTo: string;
  /** Where the SMTP capture server writes the mails it receives. */
  mailDir: string;
  /** The API's, the build's and the static host's log files. */
  logFiles: string[];
}

const variable = 'TASKWELL_MARKETING_E2E';

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
