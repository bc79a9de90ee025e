import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@taskwell/playwright-config/free-port';
import { bundledEntry } from '@taskwell/playwright-config/node-bundle';
import { lastLines, runToEnd, type StartedServer, startServer } from '@taskwell/playwright-config/server-process';
import type { HarnessBundles } from './harness-bundles.ts';

const studioDir = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = fileURLToPath(new URL('../../../../api/', import.meta.url));
const marketingDir = fileURLToPath(new URL('../../../../marketing/', import.meta.url));
const vite = join(marketingDir, 'node_modules/vite/bin/vite.js');

/** The three apps of a fresh clone's `pnpm start`, each on its own port. */
export interface DefaultClone {
  /** The marketing site's address, as the README gives it (127.0.0.1 and its port). */
  marketingUrl: string;
  /** The studio's address. */
  studioUrl: string;
  /** The API's address. */
  apiUrl: string;
  /** The last PIN the API printed for an address (no SMTP: the PIN mail is in its log). */
  readPin: (email: string) => Promise<string | undefined>;
  /** The API log's last lines, for a test's failure message. */
  apiLogTail: (lines: number) => Promise<string>;
  /** Stops the servers and removes the clone's folder. */
  stop: () => Promise<void>;
}

/**
 * What the apps read as a fresh clone started with `pnpm start` would: nothing but where each one
 * listens (the README's port variables, so that the run takes free ports), with every address,
 * mail server and payment setting left to its default. Variables of the shell running the tests
 * that an app reads are dropped.
 */
function cloneEnv(ports: { marketing: number; studio: number; api: number }): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(STUDIO_|MARKETING_|API_|SMTP_|MAIL_|STRIPE_|LINKEDIN_|AI_|ADVISOR_|CONTACT_|SESSION_|DATA_DIR|DATABASE_URL|CORS_|TRUSTED_|PORT$|HOST$|NODE_ENV$|TASKWELL_)/.test(
          name,
        ),
    ),
  );
  // Remix's types declare NODE_ENV always set; a fresh clone's shell has none.
  return {
    ...inherited,
    MARKETING_PORT: String(ports.marketing),
    STUDIO_PORT: String(ports.studio),
    API_PORT: String(ports.api),
  } as unknown as NodeJS.ProcessEnv;
}

/**
 * Issue 25: builds the marketing site as `pnpm start` builds it (into a folder of its own, so the
 * `dist/` turbo built stays as it is) and starts the API, the studio and the static host with a
 * fresh clone's settings on free ports; data folders are throwaway ones. The API and the studio's
 * server start from the suite run's bundles of their current sources (harness-bundles.ts), as
 * `pnpm start` starts the API from its build (`node dist/main.js`), instead of each paying tsx's
 * loader again (2.5–3 CPU-s a start; decision 205); what they read is the clone's settings alone.
 */
export async function startDefaultClone(bundles: HarnessBundles): Promise<DefaultClone> {
  const root = await mkdtemp(join(tmpdir(), 'taskwell-default-clone-'));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const each of stops.reverse()) await each();
    await rm(root, { recursive: true, force: true });
  };
  try {
    const ports = { marketing: await freePort(), studio: await freePort(), api: await freePort() };
    const env = cloneEnv(ports);
    const url = (port: number) => `http://127.0.0.1:${port}`;
    const site = join(root, 'site');
    const build = { cwd: marketingDir, env, logFile: join(root, 'build.log'), limitMs: 300_000 };
    await runToEnd([process.execPath, vite, 'build', '--outDir', site, '--emptyOutDir'], build);
    await runToEnd(
      [process.execPath, vite, 'build', '-c', 'vite.advisor-widget.config.ts', '--outDir', join(site, 'advisor')],
      build,
    );
    const prerender = join(root, 'prerender');
    await runToEnd(
      [process.execPath, vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', prerender, '--emptyOutDir'],
      build,
    );
    await runToEnd(
      [process.execPath, '--import', 'tsx', 'scripts/prerender.ts', `--dist=${site}`, `--server=${prerender}`],
      build,
    );
    const apiLog = join(root, 'api.log');
    const api = await startServer({
      name: 'The API',
      command: [process.execPath, ...bundledEntry(bundles.api, 'main')],
      cwd: apiDir,
      env: { ...env, DATA_DIR: join(root, 'api-data') },
      url: url(ports.api),
      readyUrl: `${url(ports.api)}/api/health`,
      logFile: apiLog,
    });
    stops.push(api.stop);
    const studio: StartedServer = await startServer({
      name: 'The studio',
      command: [process.execPath, ...bundledEntry(bundles.studio, 'server')],
      cwd: studioDir,
      env: { ...env, STUDIO_DATA_DIR: join(root, 'studio-data') },
      url: url(ports.studio),
      readyUrl: `${url(ports.studio)}/favicon.svg`,
      logFile: join(root, 'studio.log'),
    });
    stops.push(studio.stop);
    const marketing = await startServer({
      name: 'The static host',
      command: [process.execPath, vite, 'preview', '--outDir', site],
      cwd: marketingDir,
      env,
      url: url(ports.marketing),
      readyUrl: `${url(ports.marketing)}/favicon.svg`,
      logFile: join(root, 'site.log'),
    });
    stops.push(marketing.stop);
    return {
      marketingUrl: marketing.url,
      studioUrl: studio.url,
      apiUrl: api.url,
      readPin: async (email) => {
        // The PIN mail's block (README: look for `PIN mail`): a To line, then the PIN line.
        const log = await readFile(apiLog, 'utf8');
        const blocks = [...log.matchAll(/\|\s+To:\s+(\S+)\n\|\s+PIN:\s+(\d{6})/g)];
        return blocks.filter((block) => block[1] === email).at(-1)?.[2];
      },
      apiLogTail: async (lines) => lastLines(await readFile(apiLog, 'utf8'), lines),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
