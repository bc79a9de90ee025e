import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@taskwell/playwright-config/free-port';
import { startAiStandIn } from './ai-stand-in.ts';
import { makeHarnessBundles } from './harness-bundles.ts';
import { harnessEnv } from './harness-env.ts';
import { startLinkedInStandIn } from './linkedin-stand-in.ts';
import { startMailCapture } from './mail-capture.ts';
import { startApi, startStudio } from './start-servers.ts';
import { startStripeStandIn } from './stripe-stand-in.ts';

/**
 * Starts what the studio's e2e suite runs against (docs/decisions/021), once per run, on free
 * loopback ports: a real SMTP capture server, the Stripe, LinkedIn and AI provider stand-ins, the real API on a throwaway
 * PGlite data folder taking payments through it, the studio's production build, and a second
 * studio whose API is down, each started from a bundle of the current sources made here
 * (harness-bundles.ts). Workers find them through
 * the environment (harness-env.ts). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'taskwell-studio-e2e-'));
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
    if (!process.env.E2E_KEEP_DATA) await rm(root, { recursive: true, force: true });
  };
  try {
    const made = await makeHarnessBundles();
    stops.push(made.remove);
    const { bundles } = made;
    const mailDir = join(root, 'mail');
    const mail = await startMailCapture(mailDir);
    stops.push(mail.close);
    const stripe = await startStripeStandIn(bundles.api, join(root, 'stripe-stand-in.log'));
    stops.push(stripe.stop);
    const linkedin = await startLinkedInStandIn(bundles.api, join(root, 'linkedin-stand-in.log'));
    stops.push(linkedin.stop);
    // An OpenAI-compatible provider: the AI tasks are offered, and answers from the user's
    // documents are written with it (issue 43).
    const ai = await startAiStandIn(bundles.api, join(root, 'ai-stand-in.log'));
    stops.push(ai.stop);
    // The API sends checkouts back to the studio, so the studio's address is chosen first.
    const studioPort = await freePort();
    const api = await startApi({
      bundle: bundles.api,
      dataDir: join(root, 'api-data'),
      smtpUrl: mail.url,
      logFile: join(root, 'api.log'),
      env: {
        ...stripe.apiEnv,
        ...linkedin.apiEnv,
        ...ai.apiEnv,
        STUDIO_URL: `http://127.0.0.1:${studioPort}`,
        // The operator's smallest payout ($1, the least it may be): a payout journey's few sales reach it.
        PAYOUT_MINIMUM_CENTS: '100',
      },
    });
    stops.push(api.stop);
    // Stripe posts a connected account's changes to the API's webhook itself (decision 146).
    await stripe.addWebhookEndpoint(`${api.url}/api/payment/webhook`, ['account.updated']);
    const sessionSecret = randomBytes(32).toString('base64url');
    const marketingUrl = 'http://127.0.0.1:9/';
    const studio = await startStudio({
      bundle: bundles.studio,
      port: studioPort,
      apiUrl: api.url,
      marketingUrl,
      sessionSecret,
      dataDir: join(root, 'studio-data'),
      logFile: join(root, 'studio.log'),
    });
    stops.push(studio.stop);
    // Nothing listens on a port that was free a moment ago: every call to it fails to connect.
    const deadApiUrl = `http://127.0.0.1:${await freePort()}`;
    const offline = await startStudio({
      bundle: bundles.studio,
      apiUrl: deadApiUrl,
      marketingUrl,
      sessionSecret,
      dataDir: join(root, 'studio-data'),
      logFile: join(root, 'offline-studio.log'),
    });
    stops.push(offline.stop);
    Object.assign(
      process.env,
      harnessEnv.write({
        studioUrl: studio.url,
        offlineStudioUrl: offline.url,
        apiUrl: api.url,
        controlUrl: api.controlUrl,
        marketingUrl,
        mailDir,
        sessionSecret,
        logFiles: [api.logFile, studio.logFile],
        apiDataDir: join(root, 'api-data'),
        stripe: {
          standInUrl: stripe.url,
          webhookSecret: stripe.apiEnv.STRIPE_WEBHOOK_SECRET ?? '',
          secretKey: stripe.apiEnv.STRIPE_SECRET_KEY ?? '',
        },
        linkedin: { issuer: linkedin.issuer },
        ai: { baseUrl: ai.apiEnv.AI_BASE_URL ?? '' },
        bundles,
      }),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
