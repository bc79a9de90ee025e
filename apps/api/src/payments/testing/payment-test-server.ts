import type { LightMyRequestResponse } from 'fastify';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import type { PaymentSettings } from '../payment-settings.ts';
import { FakeStripe, fakePaymentSettings } from './fake-stripe.ts';
import { stripeHandlers } from './stripe-handlers.ts';
import type { EventShape } from './stripe-shapes.ts';

const stripeHosts = new Set(['api.stripe.com']);

/** A test server whose payments go to a fake Stripe through msw, with helpers to drive it. */
export interface PaymentTestServer extends TestServer {
  /** The Stripe account behind the SDK. */
  stripe: FakeStripe;
  /** msw's server (for per-test overrides such as a slow or failing Stripe). */
  msw: ReturnType<typeof setupServer>;
  /** The settings the server runs with. */
  settings: PaymentSettings;
  /** The body and `Stripe-Signature` of an event, signed with the webhook secret at `timestamp` (unix s). */
  sign(event: EventShape, options?: { timestamp?: number; secret?: string }): { payload: string; signature: string };
  /** Posts a signed event to the webhook, as Stripe delivers it. */
  deliver(event: EventShape, options?: { timestamp?: number }): Promise<LightMyRequestResponse>;
  /** Calls an operation as a signed-in user. */
  call(token: string, method: 'GET' | 'POST', url: string): Promise<LightMyRequestResponse>;
  /** The session id of a client secret (`cs_..._secret_...`). */
  sessionOf(clientSecret: string): string;
}

/**
 * Starts the fake Stripe behind msw (any other request passes through untouched) and a test server
 * configured with its keys and ids. Call `close()` in afterAll.
 */
export async function startPaymentTestServer(
  options: {
    now?: () => number;
    settings?: Partial<PaymentSettings>;
    /** Other server options (the LinkedIn settings of the contract conformance test, a catalogue). */
    server?: Parameters<typeof startTestServer>[0];
  } = {},
): Promise<PaymentTestServer> {
  const stripe = new FakeStripe({ ...(options.now ? { now: options.now } : {}) });
  const msw = setupServer(...stripeHandlers(stripe));
  msw.listen({
    onUnhandledRequest: (request, print) => {
      if (stripeHosts.has(new URL(request.url).hostname)) print.error();
    },
  });
  const settings = { ...fakePaymentSettings(), ...options.settings };
  let server: TestServer;
  try {
    server = await startTestServer({
      ...options.server,
      payments: settings,
      ...(options.now ? { now: options.now } : {}),
    });
  } catch (error) {
    msw.close();
    throw error;
  }
  // Only for signing test deliveries: this client never makes a call.
  const signer = new Stripe(settings.secretKey);
  const sign: PaymentTestServer['sign'] = (event, signOptions = {}) => {
    const payload = JSON.stringify(event, null, 2);
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: signOptions.secret ?? settings.webhookSecret,
      timestamp: signOptions.timestamp ?? Math.floor((options.now ?? Date.now)() / 1000),
    });
    return { payload, signature };
  };
  return {
    ...server,
    stripe,
    msw,
    settings,
    sign,
    deliver(event, deliverOptions = {}) {
      const { payload, signature } = sign(event, deliverOptions);
      return server.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload,
      });
    },
    call(token, method, url) {
      return server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    },
    sessionOf(clientSecret) {
      return clientSecret.split('_secret_')[0] ?? '';
    },
    async close() {
      msw.close();
      await server.close();
    },
  };
}
