import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

// A bound against a hang (at load 50, two suites' servers starting together outlasted 120 s).
const startLimitMs = 300_000;

/**
 * Starts `apps/api`'s Stripe stand-in on a free loopback port and reads the `STRIPE_*` lines it
 * prints (decision 035): the API started with them talks to it as to Stripe.
 */
export function startStripeStandIn(logFile: string): Promise<RunningStandIn> {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/stripe-stand-in.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const env: Record<string, string> = {};
    let buffered = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the Stripe stand-in did not start within ${startLimitMs / 1000} s`));
    }, startLimitMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the Stripe stand-in exited with ${code} before it was ready`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString('utf8');
      for (const line of buffered.split('\n').slice(0, -1)) {
        const match = /^(STRIPE_[A-Z0-9_]+)=(.+)$/.exec(line.trim());
        if (match?.[1] && match[2]) env[match[1]] = match[2];
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
      // The last line it prints is the largest credit package's product id.
      if (env.STRIPE_API_BASE && env.STRIPE_PRODUCT_CREDITS_500) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({
          url: env.STRIPE_API_BASE,
          apiEnv: { ...env },
          addWebhookEndpoint: (url, events) => addWebhookEndpoint(env, url, events),
          stop,
        });
      }
    });
  });
}
