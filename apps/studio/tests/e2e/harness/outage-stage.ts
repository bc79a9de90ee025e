import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HarnessBundles } from './harness-bundles.ts';
import { startMailCapture } from './mail-capture.ts';
import { startPostgresApi, startStudio } from './start-servers.ts';

/** A studio whose API runs on a PostgreSQL database a test can take away (issue 42). */
export interface OutageStage {
  /** The studio. */
  studioUrl: string;
  /** Its API. */
  apiUrl: string;
  /** Where that API's mails are written. */
  mailDir: string;
  /** The API's database stops taking connections and ends those it has. */
  takeDatabaseAway(): Promise<void>;
  /** It takes them again; resolves once the API says it is ready. */
  giveDatabaseBack(): Promise<void>;
  /** Stops both servers and removes their folders and the cluster. */
  stop(): Promise<void>;
}

async function control(url: string, path: string): Promise<void> {
  const reply = await fetch(`${url}${path}`, { method: 'POST', body: '{}' });
  if (reply.status !== 204) throw new Error(`${path} answered ${reply.status}: ${await reply.text()}`);
}

/**
 * Starts a mail capture, the API on PostgreSQL and a studio of its own (the suite's shared API is
 * on PGlite, and its database must not go away under the other tests): a few seconds, paid only
 * by the test that needs it. Both start from the run's bundles (harness-bundles.ts).
 */
export async function startOutageStage(bundles: HarnessBundles): Promise<OutageStage> {
  const root = await mkdtemp(join(tmpdir(), 'taskwell-studio-outage-'));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
    await rm(root, { recursive: true, force: true });
  };
  try {
    const mailDir = join(root, 'mail');
    const mail = await startMailCapture(mailDir);
    stops.push(mail.close);
    const api = await startPostgresApi({
      bundle: bundles.api,
      dataDir: join(root, 'api-data'),
      smtpUrl: mail.url,
      logFile: join(root, 'api.log'),
    });
    stops.push(api.stop);
    const studio = await startStudio({
      bundle: bundles.studio,
      apiUrl: api.url,
      marketingUrl: 'http://127.0.0.1:9/',
      sessionSecret: randomBytes(32).toString('base64url'),
      dataDir: join(root, 'studio-data'),
      logFile: join(root, 'studio.log'),
    });
    stops.push(studio.stop);
    return {
      studioUrl: studio.url,
      apiUrl: api.url,
      mailDir,
      takeDatabaseAway: () => control(api.controlUrl, '/database/outage'),
      async giveDatabaseBack() {
        await control(api.controlUrl, '/database/return');
        const deadline = Date.now() + 60_000;
        while (
          (await fetch(`${api.url}/readyz`).then(
            (reply) => reply.status,
            () => 0,
          )) !== 200
        ) {
          if (Date.now() > deadline) throw new Error('The API was not ready again within 60 s of its database');
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
