import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { getResponse, type HttpHandler, HttpResponse, http } from 'msw';
import Stripe from 'stripe';
import { connectControls } from './connect-controls.ts';
import { FakeStripe, StripeFailure } from './fake-stripe.ts';
import type { SessionState } from './fake-stripe-state.ts';
import { stripeHandlers } from './stripe-handlers.ts';
import type { EventShape } from './stripe-shapes.ts';

/** Options of {@link serveStripeStandIn}. */
export interface StripeStandInOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Loopback address to listen on; default 127.0.0.1. */
  host?: string;
  /** The secret the deliveries it hands out are signed with (the API's `STRIPE_WEBHOOK_SECRET`). */
  webhookSecret: string;
  /** Its clock in ms (the objects' times, and the 24 hours idempotency keys are kept); default Date.now. */
  now?: () => number;
}

/** A running stand-in. */
export interface RunningStripeStandIn {
  /** Its origin, for `STRIPE_API_BASE`. */
  url: string;
  /** The Stripe account behind it. */
  stripe: FakeStripe;
  /** The Node server. */
  server: Server;
  /** Stops it. */
  close(): Promise<void>;
}

/** A webhook delivery as Stripe would send it: the exact body and its `Stripe-Signature`. */
export interface SignedDelivery {
  /** The event's type. */
  type: string;
  /** The body to POST to the API's /api/payment/webhook, byte for byte. */
  payload: string;
  /** The `Stripe-Signature` header to send with it. */
  signature: string;
}

// Browsers on other loopback ports (the studio's e2e stand-in for Stripe.js) may call the controls.
const loopbackOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !loopbackOrigin.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    Vary: 'Origin',
  };
}

function toRequest(incoming: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : (Readable.toWeb(incoming) as ReadableStream);
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    ...(body ? { body, duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(outgoing: ServerResponse, response: Response, extra: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The test checkout page (issue 25, decision 081): what a browser shows in place of Stripe's
 * embedded form, which cannot load from Stripe here. Paying completes the session through the
 * stand-in's own control, then tells the page that framed it (the studio the session returns to,
 * and no other origin) that the checkout is complete, as Embedded Checkout's `onComplete` would.
 */
function testCheckoutPage(session: SessionState): string {
  const target = new URL(session.returnUrl).origin;
  const amount = session.amountTotal === null ? '' : ` $${(session.amountTotal / 100).toFixed(2)}`;
  const action = session.mode === 'setup' ? 'Save card' : `Pay${amount}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Test checkout</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1c1b22; background: #fff; }
  main { display: grid; gap: 0.75rem; padding: 1rem; }
  h1 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
  form { display: grid; gap: 0.5rem; max-width: 22rem; }
  input { font: inherit; padding: 0.5rem; border: 1px solid #6b6874; border-radius: 6px; }
  button { font: inherit; padding: 0.6rem 1rem; border: 0; border-radius: 6px; background: #4b2fc9; color: #fff; cursor: pointer; }
  button:disabled { background: #6b6874; }
  [role="alert"] { color: #a4161a; }
</style>
</head>
<body>
<main>
<h1>Test checkout</h1>
<p>This is the local Stripe stand-in: no card is charged and no money moves.</p>
<form aria-label="Card payment">
<label for="card">Card number</label>
<input id="card" name="cardnumber" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242">
<button type="submit">${escapeHtml(action)}</button>
<p role="alert" id="problem"></p>
</form>
</main>
<script>
(() => {
  const clientSecret = ${JSON.stringify(session.clientSecret)};
  const target = ${JSON.stringify(target)};
  const form = document.querySelector('form');
  const button = form.querySelector('button');
  const problem = document.getElementById('problem');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    problem.textContent = '';
    const last4 = document.getElementById('card').value.replace(/\\D/g, '').slice(-4);
    try {
      const reply = await fetch('/__stand-in/checkout/sessions/' + encodeURIComponent(clientSecret) + '/complete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ last4 }),
      });
      if (!reply.ok) throw new Error('refused');
      window.parent.postMessage({ type: 'taskwell:test-checkout', status: 'complete' }, target);
    } catch {
      problem.textContent = 'The payment failed. Please try again.';
      button.disabled = false;
    }
  });
})();
</script>
</body>
</html>
`;
}

/**
 * The test's controls: what a customer does in the embedded form, and what time does to a
 * subscription. Each answers the webhook deliveries Stripe would send, signed, for the test to post.
 */
function controlHandlers(stripe: FakeStripe, sign: (event: EventShape) => SignedDelivery): HttpHandler[] {
  const failure = (error: unknown) => {
    if (error instanceof StripeFailure) return HttpResponse.json(error.body, { status: error.status });
    throw error;
  };
  return [
    http.get('*/__stand-in/checkout', ({ request }) => {
      const secret = new URL(request.url).searchParams.get('client_secret') ?? '';
      try {
        const session = stripe.session(secret.split('_secret_')[0] ?? '');
        return new HttpResponse(testCheckoutPage(session), {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        });
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        return new HttpResponse('<!doctype html><title>Test checkout</title><p>There is no such checkout.</p>', {
          status: 404,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      }
    }),
    // The session id, or the client secret the embedded form was given.
    http.post('*/__stand-in/checkout/sessions/:id/complete', async ({ request, params }) => {
      const body = (await request.json().catch(() => ({}))) as { last4?: unknown };
      const id = String(params.id).split('_secret_')[0] ?? '';
      try {
        const last4 = typeof body.last4 === 'string' && /^\d{4}$/.test(body.last4) ? body.last4 : undefined;
        const event = stripe.completeSession(id, last4 ? { last4 } : {});
        return HttpResponse.json({ sessionId: id, deliveries: [sign(event)] });
      } catch (error) {
        return failure(error);
      }
    }),
    http.post('*/__stand-in/subscriptions/:id/end-period', ({ params }) => {
      try {
        return HttpResponse.json({ deliveries: stripe.endPeriod(String(params.id)).map(sign) });
      } catch (error) {
        return failure(error);
      }
    }),
    http.post('*/__stand-in/customers/:id/decline-next-payment', ({ params }) => {
      try {
        stripe.customer(String(params.id));
        stripe.declineNextPayment(String(params.id));
        return new HttpResponse(null, { status: 204 });
      } catch (error) {
        return failure(error);
      }
    }),
    http.post('*/__stand-in/reset', () => {
      stripe.reset();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/**
 * Serves the fake Stripe over HTTP with the same msw handlers as the API tests, so that an API
 * started with `STRIPE_API_BASE` at it (the studio's e2e journeys) talks to it as to Stripe.
 */
export async function serveStripeStandIn(options: StripeStandInOptions): Promise<RunningStripeStandIn> {
  const stripe = new FakeStripe(options.now ? { now: options.now } : {});
  const signer = new Stripe('sk_test_stand_in');
  const sign = (event: EventShape): SignedDelivery => {
    const payload = JSON.stringify(event, null, 2);
    return {
      type: String(event.type),
      payload,
      signature: signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }),
    };
  };
  stripe.webhookEndpoints.signingSecret = options.webhookSecret;
  // Stripe posts an event to each endpoint that enabled its type; an endpoint that fails is
  // told in the log (Stripe would retry for days; a test sees the state it waits for never come).
  const postToEndpoints = async (event: EventShape) => {
    for (const endpoint of stripe.webhookEndpoints.receiving(String(event.type))) {
      const delivery = sign(event);
      try {
        const reply = await fetch(endpoint.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': delivery.signature },
          body: delivery.payload,
          signal: AbortSignal.timeout(30_000),
        });
        if (!reply.ok)
          process.stderr.write(`stripe stand-in: ${endpoint.url} answered ${reply.status} to ${event.type}\n`);
      } catch (error) {
        process.stderr.write(`stripe stand-in: ${endpoint.url} took no ${event.type}: ${String(error)}\n`);
      }
    }
  };
  const handlers = [
    ...stripeHandlers(stripe),
    ...controlHandlers(stripe, sign),
    ...connectControls(stripe, sign, postToEndpoints),
  ];
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const server = createServer((incoming, outgoing) => {
    const cors = corsHeaders(incoming.headers.origin);
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    const request = toRequest(incoming, origin);
    getResponse(handlers, request)
      .then((response) =>
        send(
          outgoing,
          response ??
            HttpResponse.json(
              {
                error: {
                  type: 'invalid_request_error',
                  message: `Unrecognized request URL (${request.method}: ${incoming.url}).`,
                },
              },
              { status: 404 },
            ),
          cors,
        ),
      )
      .catch((error: unknown) => {
        process.stderr.write(`stripe stand-in failed to answer: ${String(error)}\n`);
        if (!outgoing.headersSent) {
          void send(
            outgoing,
            HttpResponse.json({ error: { type: 'api_error', message: 'The stand-in failed.' } }, { status: 500 }),
            cors,
          );
        } else {
          outgoing.destroy();
        }
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: origin,
    stripe,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
