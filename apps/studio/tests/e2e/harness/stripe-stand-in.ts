import { fileURLToPath } from 'node:url';
import { bundledEntry } from '@taskwell/playwright-config/node-bundle';
import { startPrintingProcess } from '@taskwell/playwright-config/server-process';

const apiDir = fileURLToPath(new URL('../../../../api/', import.meta.url));

/** The API's local stand-in for Stripe (`stripe:stand-in`), as the harness started it. */
export interface RunningStandIn {
  /** Its origin: the API's `STRIPE_API_BASE`, and where the browser's stand-in form completes checkouts. */
  url: string;
  /** The `STRIPE_*` settings it printed for the API (keys, webhook secret, price and product ids). */
  apiEnv: Record<string, string>;
  /** Makes a webhook endpoint through Stripe's own call: the stand-in posts the events it enabled there. */
  addWebhookEndpoint: (url: string, events: string[]) => Promise<void>;
  /** Stops it. */
  stop: () => Promise<void>;
}

async function addWebhookEndpoint(env: Record<string, string>, url: string, events: string[]): Promise<void> {
  const form = new URLSearchParams({ url });
  for (const event of events) form.append('enabled_events[]', event);
  const reply = await fetch(`${env.STRIPE_API_BASE}/v1/webhook_endpoints`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env.STRIPE_SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  if (!reply.ok) throw new Error(`the stand-in refused the webhook endpoint: ${reply.status} ${await reply.text()}`);
}

/**
 * Starts `apps/api`'s Stripe stand-in on a free loopback port and reads the `STRIPE_*` lines it
 * prints (decision 035): the API started with them talks to it as to Stripe.
 */
export async function startStripeStandIn(bundle: string, logFile: string): Promise<RunningStandIn> {
  const { printed, stop } = await startPrintingProcess({
    name: 'The Stripe stand-in',
    command: [process.execPath, ...bundledEntry(bundle, 'stripe-stand-in')],
    cwd: apiDir,
    env: { PORT: '0', HOST: '127.0.0.1' },
    names: /^STRIPE_[A-Z0-9_]+$/,
    // The last line it prints is the largest credit package's product id.
    ready: (lines) => Boolean(lines.STRIPE_API_BASE && lines.STRIPE_PRODUCT_CREDITS_500),
    logFile,
  });
  return {
    url: printed.STRIPE_API_BASE as string,
    apiEnv: printed,
    addWebhookEndpoint: (url, events) => addWebhookEndpoint(printed, url, events),
    stop,
  };
}
