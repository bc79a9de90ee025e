import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCapture } from '@taskwell/playwright-config/mail-capture';
import { harnessEnv } from './harness-env.ts';
import { buildSite, bundleApi, serveSite, startApi } from './start-servers.ts';

/**
 * Starts what the public site's e2e suite runs against, once per run, on free loopback ports: a
 * real SMTP capture server, the real API on a throwaway data folder mailing to it, and the site's
 * default build, whose contact form sends to that API, on the static host at the port
 * playwright.config.ts chose; the API from a bundle made here. Workers find them through the environment (harness-env.ts).
 * Returns the teardown; `E2E_KEEP_DATA=1` keeps the folder (logs, mails, database).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const sitePort = Number(process.env.MARKETING_E2E_PORT);
  if (!Number.isInteger(sitePort) || sitePort <= 0)
    throw new Error('MARKETING_E2E_PORT is not set: see playwright.config.ts');
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const root = await mkdtemp(join(tmpdir(), 'taskwell-marketing-e2e-'));
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
    if (!process.env.E2E_KEEP_DATA) await rm(root, { recursive: true, force: true });
  };
  try {
    const apiBundle = await bundleApi();
    stops.push(apiBundle.remove);
    const mailDir = join(root, 'mail');
    const mail = await startMailCapture(mailDir);
    stops.push(mail.close);
    const apiDataDir = join(root, 'api-data');
    const api = await startApi({
      bundle: apiBundle,
      dataDir: apiDataDir,
      smtpUrl: mail.url,
      siteUrl,
      logFile: join(root, 'api.log'),
    });
    stops.push(api.stop);
    const outDir = join(root, 'site');
    const buildLog = join(root, 'build.log');
    await buildSite({ apiUrl: api.url, outDir, serverDir: join(root, 'prerender'), logFile: buildLog });
    const site = await serveSite({ outDir, port: sitePort, logFile: join(root, 'site.log') });
    stops.push(site.stop);
    Object.assign(
      process.env,
      harnessEnv.write({
        siteUrl,
        apiUrl: api.url,
        apiPid: api.pid,
        apiDataDir,
        contactTo: 'hello@taskwell.dev',
        mailDir,
        logFiles: [api.logFile, buildLog, site.logFile],
      }),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
