import Stripe from 'stripe';
import type { PaymentSettings } from './payment-settings.ts';

/**
 * The Stripe API version this server is written against, pinned so that Stripe's objects keep the
 * fields read here: under it a subscription's period end is on its items and Embedded Checkout's
 * `ui_mode` is `embedded_page`. The SDK's types are of this version; a new SDK with another version
 * fails to compile here until the code is checked against it.
 */
export const stripeApiVersion = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** The address parts of an API base override (`STRIPE_API_BASE`). */
function apiAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * A Stripe client on the fetch HTTP client (so that msw sees its calls in tests), with a timeout
 * and network retries that reuse each call's idempotency key.
 */
export function createStripeClient(
  settings: Pick<PaymentSettings, 'secretKey' | 'apiBase' | 'timeoutMs' | 'maxNetworkRetries'>,
): Stripe {
  return new Stripe(settings.secretKey, {
    apiVersion: stripeApiVersion,
    // Looked up on every call: a fetch installed after start-up (msw in tests) is the one used.
    httpClient: Stripe.createFetchHttpClient((input, init) => globalThis.fetch(input, init)),
    timeout: settings.timeoutMs ?? 10_000,
    maxNetworkRetries: settings.maxNetworkRetries ?? 1,
    telemetry: false,
    appInfo: { name: 'Taskwell' },
    ...apiAddress(settings.apiBase),
  });
}
