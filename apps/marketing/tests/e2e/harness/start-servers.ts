import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@taskwell/playwright-config/free-port';
import { bundledEntry, bundleNodeEntries, type NodeBundle } from '@taskwell/playwright-config/node-bundle';
import { runToEnd, type StartedServer, startServer } from '@taskwell/playwright-config/server-process';

const marketingDir = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = fileURLToPath(new URL('../../../../api/', import.meta.url));
const vite = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));

/**
 * Bundles the current sources of the API's `src/main.ts`, once per suite run, so that it starts
 * under plain `node` rather than through tsx's loader (decision 191).
 */
export function bundleApi(): Promise<NodeBundle> {
  return bundleNodeEntries(apiDir, { main: 'src/main.ts' });
}

/**
 * The real API (`apps/api`) as `pnpm start` runs it (a bundle of `src/main.ts`), on a throwaway PGlite data
 * folder and a free port, mailing to the SMTP capture server. It takes the site's origin as the
 * public site (CORS of the contact form), and believes X-Forwarded-For from loopback, so that each
 * test can be a visitor of its own behind the browser (the per-visitor limit of 5 messages a minute).
 */
export async function startApi(options: {
  /** The run's bundle of the API. */
  bundle: NodeBundle;
  dataDir: string;
  smtpUrl: string;
  siteUrl: string;
  logFile: string;
}): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startServer({
    name: 'The API',
    command: [process.execPath, ...bundledEntry(options.bundle.folder, 'main')],
    cwd: apiDir,
    env: {
      API_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      SMTP_URL: options.smtpUrl,
      MARKETING_URL: options.siteUrl,
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    url,
    readyUrl: `${url}/api/health`,
    logFile: options.logFile,
  });
}

/**
 * The site's default build, written to `outDir`, with its contact form sending to `apiUrl` (fixed
 * at build time, like every setting of the site): the same four steps as `pnpm build`, into
 * folders of the harness, so the `dist/` turbo built stays as it is.
 */
export async function buildSite(options: {
  apiUrl: string;
  outDir: string;
  serverDir: string;
  logFile: string;
}): Promise<void> {
  // The e-mail service's ids left out: the default build sends to the API.
  const env = { API_URL: options.apiUrl, CONTACT_SERVICE_ID: '', CONTACT_TEMPLATE_ID: '', CONTACT_PUBLIC_KEY: '' };
  const step = { cwd: marketingDir, env, logFile: options.logFile, limitMs: 300_000 };
  await runToEnd([process.execPath, vite, 'build', '--outDir', options.outDir, '--emptyOutDir'], step);
  await runToEnd(
    [
      process.execPath,
      vite,
      'build',
      '-c',
      'vite.advisor-widget.config.ts',
      '--outDir',
      join(options.outDir, 'advisor'),
    ],
    step,
  );
  await runToEnd(
    [process.execPath, vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', options.serverDir, '--emptyOutDir'],
    step,
  );
  await runToEnd(
    [
      process.execPath,
      '--import',
      'tsx',
      'scripts/prerender.ts',
      `--dist=${options.outDir}`,
      `--server=${options.serverDir}`,
    ],
    step,
  );
}

/** The static host of `pnpm start` (`vite preview`: gzip, redirect rules, 404.html) over `outDir`. */
export function serveSite(options: { outDir: string; port: number; logFile: string }): Promise<StartedServer> {
  const url = `http://127.0.0.1:${options.port}`;
  return startServer({
    name: 'The static host',
    command: [
      process.execPath,
      vite,
      'preview',
      '--outDir',
      options.outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(options.port),
      '--strictPort',
    ],
    cwd: marketingDir,
    env: {},
    url,
    readyUrl: `${url}/favicon.svg`,
    logFile: options.logFile,
  });
}
