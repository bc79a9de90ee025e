import { fileURLToPath } from 'node:url';
import { bundledEntry } from '@taskwell/playwright-config/node-bundle';
import { startPrintingProcess } from '@taskwell/playwright-config/server-process';

const apiDir = fileURLToPath(new URL('../../../../api/', import.meta.url));

/** The API's local stand-in for LinkedIn's OpenID Connect provider (`linkedin:stand-in`, decision 070). */
export interface RunningLinkedInStandIn {
  /** Its issuer: the popup opens its authorization page. */
  issuer: string;
  /** The `LINKEDIN_*` settings it printed for the API. */
  apiEnv: Record<string, string>;
  /** Stops it. */
  stop: () => Promise<void>;
}

/** Starts the stand-in on a free loopback port and reads the `LINKEDIN_*` lines it prints. */
export async function startLinkedInStandIn(bundle: string, logFile: string): Promise<RunningLinkedInStandIn> {
  const { printed, stop } = await startPrintingProcess({
    name: 'The LinkedIn stand-in',
    command: [process.execPath, ...bundledEntry(bundle, 'linkedin-stand-in')],
    cwd: apiDir,
    names: /^LINKEDIN_[A-Z_]+$/,
    ready: (lines) => Boolean(lines.LINKEDIN_ISSUER && lines.LINKEDIN_CLIENT_ID && lines.LINKEDIN_CLIENT_SECRET),
    logFile,
  });
  return { issuer: printed.LINKEDIN_ISSUER as string, apiEnv: printed, stop };
}
