import { fileURLToPath } from 'node:url';
import { freePort } from '@taskwell/playwright-config/free-port';
import { bundledEntry } from '@taskwell/playwright-config/node-bundle';
import { type StartedServer, startServer } from '@taskwell/playwright-config/server-process';

export type { StartedServer };

const studioDir = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = fileURLToPath(new URL('../../../../api/', import.meta.url));

/**
 * `node` arguments of a harness process: its entry in the run's bundle (the suite), or its source
 * through tsx (the browser scripts, which start the stack once).
 */
function fromBundle(bundle: string | undefined, entry: string, source: string): string[] {
  return bundle ? bundledEntry(bundle, entry) : ['--import', 'tsx', source];
}

/** The real API, with the address of its test set-up endpoint. */
export interface StartedApi extends StartedServer {
  /** The e2e host's control endpoint: plans, balances, a service's next failure (apps/api/src/testing). */
  controlUrl: string;
}

/**
 * The real API (`apps/api`) on a throwaway PGlite data folder, sending PIN mails to `smtpUrl`:
 * the server of its `src/main.ts`, started through its end-to-end host (from the run's bundle), which adds a set-up
 * endpoint on a second loopback port (docs/decisions/047).
 */
export async function startApi(options: {
  /** The folder of the run's bundle of the API (harness-bundles.ts); without it, through tsx. */
  bundle?: string;
  dataDir: string;
  smtpUrl: string;
  logFile: string;
  /** More settings, such as the Stripe stand-in's `STRIPE_*` and the studio's address. */
  env?: Record<string, string>;
}): Promise<StartedApi> {
  const port = await freePort();
  const controlPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    name: 'The API',
    command: [process.execPath, ...fromBundle(options.bundle, 'e2e-host', 'src/testing/e2e-host.ts')],
    cwd: apiDir,
    env: {
      API_PORT: String(port),
      E2E_CONTROL_PORT: String(controlPort),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: 'Taskwell verify <verify@taskwell.dev>',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      // Runs still going when the suite ends are stopped at once, within the stop's 10 s.
      RUN_SHUTDOWN_GRACE_SECONDS: '1',
      // The studio passes the browser's address on; the harness's browsers all come from loopback,
      // so the one address may ask for the PINs of a whole suite (the limit itself: the API's tests).
      TRUSTED_PROXIES: '127.0.0.1',
      E2E_PIN_REQUESTS_PER_ADDRESS: '300',
      ...options.env,
    },
    url,
    readyUrl: `${url}/api/health`,
    logFile: options.logFile,
  });
  return { ...server, controlUrl: `http://127.0.0.1:${controlPort}` };
}

/**
 * The same API on PostgreSQL (issue 42's outage test): its e2e host run through the API's
 * `scripts/with-postgres.ts` (both from the run's bundle), which starts a throwaway cluster (Debian's PostgreSQL, as the API's
 * own PostgreSQL run) and removes it once the host has stopped. Its control endpoint can then
 * take the database away and give it back (`/database/outage`, `/database/return`).
 */
export async function startPostgresApi(options: {
  /** The folder of the run's bundle of the API (harness-bundles.ts); without it, through tsx. */
  bundle?: string;
  dataDir: string;
  smtpUrl: string;
  logFile: string;
}): Promise<StartedApi> {
  const port = await freePort();
  const controlPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    name: 'The API on PostgreSQL',
    command: [
      process.execPath,
      ...fromBundle(options.bundle, 'with-postgres', 'scripts/with-postgres.ts'),
      process.execPath,
      ...fromBundle(options.bundle, 'e2e-host', 'src/testing/e2e-host.ts'),
    ],
    cwd: apiDir,
    env: {
      API_PORT: String(port),
      E2E_CONTROL_PORT: String(controlPort),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: 'Taskwell verify <verify@taskwell.dev>',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      RUN_SHUTDOWN_GRACE_SECONDS: '1',
      TRUSTED_PROXIES: '127.0.0.1',
      E2E_PIN_REQUESTS_PER_ADDRESS: '300',
    },
    url,
    readyUrl: `${url}/api/health`,
    logFile: options.logFile,
  });
  return { ...server, controlUrl: `http://127.0.0.1:${controlPort}` };
}

/** The studio's production build (turbo builds it before test:e2e), through its own server (from the run's bundle). */
export async function startStudio(options: {
  /** The folder of the run's bundle of the studio's server (harness-bundles.ts); without it, through tsx. */
  bundle?: string;
  apiUrl: string;
  marketingUrl: string;
  sessionSecret: string;
  dataDir: string;
  logFile: string;
  /** The port to listen on, when the address must be known before it starts; default a free one. */
  port?: number;
}): Promise<StartedServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // A static file answers whether or not the API is up (the offline studio's pages answer 503).
  return startServer({
    name: 'The studio',
    command: [process.execPath, ...fromBundle(options.bundle, 'server', 'server.ts')],
    cwd: studioDir,
    env: {
      PORT: String(port),
      STUDIO_PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: options.apiUrl,
      MARKETING_URL: options.marketingUrl,
      SESSION_SECRET: options.sessionSecret,
      STUDIO_DATA_DIR: options.dataDir,
      MAIL_FROM: 'Taskwell verify <verify@taskwell.dev>',
      NODE_ENV: 'production',
    },
    url,
    readyUrl: `${url}/favicon.svg`,
    logFile: options.logFile,
  });
}
