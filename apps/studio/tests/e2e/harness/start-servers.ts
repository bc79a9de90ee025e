import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const studioDir = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = fileURLToPath(new URL('../../../../api/', import.meta.url));

/** A server process the harness started, with where it listens and how to stop it. */
export interface StartedServer {
  /** Its base URL on the loopback interface. */
  url: string;
  /** The file its stdout and stderr go to. */
  logFile: string;
  /** Stops it (SIGTERM, then SIGKILL after 10 s). */
  stop: () => Promise<void>;
}

/**
 * How long a server may take to answer at start on a busy 2-core machine: a bound against a hang
 * (at load 50, two suites' APIs starting together outlasted 120 s).
 */
const startLimitMs = 300_000;

function launch(command: string[], cwd: string, env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const [program, ...args] = command;
  const child = spawn(program as string, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

async function waitUntilAnswering(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + startLimitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${startLimitMs / 1000} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** The real API, with the address of its test set-up endpoint. */
export interface StartedApi extends StartedServer {
  /** The e2e host's control endpoint: plans, balances, a service's next failure (apps/api/src/testing). */
  controlUrl: string;
}

/**
 * The real API (`apps/api`) on a throwaway PGlite data folder, sending PIN mails to `smtpUrl`:
 * the server of its `src/main.ts`, started through its end-to-end host, which adds a set-up
 * endpoint on a second loopback port (docs/decisions/047).
 */
export async function startApi(options: {
  dataDir: string;
  smtpUrl: string;
  logFile: string;
  /** More settings, such as the Stripe stand-in's `STRIPE_*` and the studio's address. */
  env?: Record<string, string>;
}): Promise<StartedApi> {
  const port = await freePort();
  const controlPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = launch(
    [process.execPath, '--import', 'tsx', 'src/testing/e2e-host.ts'],
    apiDir,
    {
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
    options.logFile,
  );
  await waitUntilAnswering(`${url}/api/health`, child, 'The API');
  return { url, controlUrl: `http://127.0.0.1:${controlPort}`, logFile: options.logFile, stop: stopper(child) };
}

/**
 * The same API on PostgreSQL (issue 42's outage test): its e2e host run through the API's
 * `scripts/with-postgres.ts`, which starts a throwaway cluster (Debian's PostgreSQL, as the API's
 * own PostgreSQL run) and removes it once the host has stopped. Its control endpoint can then
 * take the database away and give it back (`/database/outage`, `/database/return`).
 */
export async function startPostgresApi(options: {
  dataDir: string;
  smtpUrl: string;
  logFile: string;
}): Promise<StartedApi> {
  const port = await freePort();
  const controlPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = launch(
    [
      process.execPath,
      '--import',
      'tsx',
      'scripts/with-postgres.ts',
      process.execPath,
      '--import',
      'tsx',
      'src/testing/e2e-host.ts',
    ],
    apiDir,
    {
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
    options.logFile,
  );
  await waitUntilAnswering(`${url}/api/health`, child, 'The API on PostgreSQL');
  return { url, controlUrl: `http://127.0.0.1:${controlPort}`, logFile: options.logFile, stop: stopper(child) };
}

/** The studio's production build (turbo builds it before test:e2e), through its own server. */
export async function startStudio(options: {
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
  const child = launch(
    [process.execPath, '--import', 'tsx', 'server.ts'],
    studioDir,
    {
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
    options.logFile,
  );
  // A static file answers whether or not the API is up (the offline studio's pages answer 503).
  await waitUntilAnswering(`${url}/favicon.svg`, child, 'The studio');
  return { url, logFile: options.logFile, stop: stopper(child) };
}
