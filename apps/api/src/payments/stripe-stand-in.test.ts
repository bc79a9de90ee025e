import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccountOf, payoutAccountState, startPayoutOnboarding } from '../payments/payout-accounts.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { catalogueEnvLines, setUpStripeCatalogue } from './set-up-stripe-catalogue.ts';
import { createStripeClient } from './stripe-client.ts';
import { fakePaymentSettings } from './testing/fake-stripe.ts';
import { type RunningStripeStandIn, serveStripeStandIn } from './testing/serve-stripe-stand-in.ts';

// The stand-in the studio's e2e journeys use: the API's Stripe SDK pointed at it over HTTP
// (STRIPE_API_BASE), a checkout completed through its control, the signed delivery it hands out
// posted to the webhook as a test would.
let standIn: RunningStripeStandIn;
let server: TestServer;
const settings = fakePaymentSettings();

beforeAll(async () => {
  standIn = await serveStripeStandIn({ webhookSecret: settings.webhookSecret });
  server = await startTestServer({ payments: { ...settings, apiBase: standIn.url } });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

describe('the Stripe stand-in', () => {
  it('should listen on a loopback address and refuse an unknown call as Stripe does', async () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const reply = await fetch(`${standIn.url}/v1/nothing-here`);
    expect(reply.status).toBe(404);
    expect(((await reply.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  // Issue 25 (decision 081): Stripe.js cannot come from Stripe here, so the studio shows the
  // stand-in's own test checkout page, which the plan catalogue names only for the stand-in.
  it('should be named in the plan catalogue, and serve a test checkout page that completes a checkout', async () => {
    const catalogue = (await server.app.inject({ method: 'GET', url: '/api/plans' })).json() as {
      testCheckoutUrl?: string;
    };
    expect(catalogue.testCheckoutUrl).toBe(`${standIn.url}/__stand-in/checkout`);
    const token = await server.signIn('test-page@example.com');
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout-session/prod_credits_25',
      headers: { authorization: `Bearer ${token}` },
    });
    const { clientSecret } = started.json() as { clientSecret: string };
    const page = await fetch(`${catalogue.testCheckoutUrl}?client_secret=${encodeURIComponent(clientSecret)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1>Test checkout</h1>');
    expect(html).toMatch(/<label for="card">Card number<\/label>/);
    expect(html).toContain('>Pay $');
    // The page tells the studio that framed it, and no other origin.
    expect(html).toContain(JSON.stringify(new URL(settings.studioUrl).origin));
    const unknown = await fetch(`${catalogue.testCheckoutUrl}?client_secret=cs_nothing_secret_x`);
    expect(unknown.status).toBe(404);
  });

  it('should carry a credit purchase from checkout to the balance through its signed delivery', async () => {
    const token = await server.signIn('stand-in@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout-session/prod_credits_25',
      headers: auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret } = started.json() as { clientSecret: string };

    const completed = await fetch(`${standIn.url}/__stand-in/checkout/sessions/${clientSecret}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ last4: '1881' }),
    });
    const { deliveries } = (await completed.json()) as { deliveries: { payload: string; signature: string }[] };
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery?.signature ?? '' },
      payload: delivery?.payload ?? '',
    });
    expect(posted.json()).toEqual({ received: true });
    const profile = await server.app.inject({ method: 'GET', url: '/api/otp/profile', headers: auth });
    expect(profile.json().accountBalance).toBe(50);
  });
});

describe('connected accounts of the stand-in (decision 137)', () => {
  it('should onboard an account through its control and hand out the signed account.updated', async () => {
    const email = 'stand-in-creator@example.com';
    await server.signIn(email);
    const payments = server.app.taskwell.payments;
    if (!payments) throw new Error('The server has payments.');
    const { url } = await startPayoutOnboarding(payments, email);
    expect(url.startsWith(`${standIn.url}/__stand-in/connect/acct_`)).toBe(true);
    // The hosted form's page, returning to the studio's earnings page when finished.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<button type="submit">Finish onboarding</button>');
    expect(html).toContain(JSON.stringify(`${new URL('/creator/earnings', settings.studioUrl)}?payouts=return`));
    expect((await fetch(`${standIn.url}/__stand-in/connect/acct_none?return_url=https://x.example`)).status).toBe(404);
    const accountId = (await payoutAccountOf(payments, email))?.stripeAccountId;
    const completed = await fetch(`${standIn.url}/__stand-in/accounts/${accountId}/complete-onboarding`, {
      method: 'POST',
    });
    const { deliveries } = (await completed.json()) as { deliveries: { payload: string; signature: string }[] };
    const [delivery] = deliveries;
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery?.signature ?? '' },
      payload: delivery?.payload ?? '',
    });
    expect(posted.json()).toEqual({ received: true });
    expect(payoutAccountState(await payoutAccountOf(payments, email))).toBe('payouts_on');
    const unknown = await fetch(`${standIn.url}/__stand-in/accounts/acct_none/complete-onboarding`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});

describe('webhook endpoints of the stand-in (decision 146)', () => {
  it("should post a finished onboarding's account.updated to the endpoint that enabled it, and no other event", async () => {
    // The API's webhook on a loopback port: what the stand-in posts reaches the server under test.
    const received: string[] = [];
    const hook = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const payload = Buffer.concat(chunks).toString('utf8');
        void server.app
          .inject({
            method: 'POST',
            url: '/api/payment/webhook',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': String(request.headers['stripe-signature']),
            },
            payload,
          })
          .then((answer) => {
            received.push(`${(JSON.parse(payload) as { type: string }).type} ${answer.statusCode}`);
            response.writeHead(answer.statusCode).end(answer.body);
          });
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/payment/webhook`;
    const stripe = createStripeClient({ ...settings, apiBase: standIn.url, maxNetworkRetries: 0 });
    const endpoint = await stripe.webhookEndpoints.create({ url: hookUrl, enabled_events: ['account.updated'] });
    try {
      expect(endpoint).toMatchObject({ object: 'webhook_endpoint', url: hookUrl, secret: settings.webhookSecret });
      await expect(stripe.webhookEndpoints.create({ url: 'not a url', enabled_events: ['*'] })).rejects.toThrow(
        /Invalid URL/,
      );
      const email = 'stand-in-posted@example.com';
      await server.signIn(email);
      const payments = server.app.taskwell.payments;
      if (!payments) throw new Error('The server has payments.');
      await startPayoutOnboarding(payments, email);
      const accountId = (await payoutAccountOf(payments, email))?.stripeAccountId;
      // The onboarding page's button: the event is posted before the page goes back to the studio.
      const finished = await fetch(`${standIn.url}/__stand-in/accounts/${accountId}/complete-onboarding`, {
        method: 'POST',
      });
      expect(finished.status).toBe(200);
      expect(received).toEqual(['account.updated 200']);
      expect(payoutAccountState(await payoutAccountOf(payments, email))).toBe('payouts_on');
      // A checkout's event is not one the endpoint enabled: it is handed out only.
      const token = await server.signIn('stand-in-not-posted@example.com');
      const started = await server.app.inject({
        method: 'POST',
        url: '/api/payment/create-checkout-session/prod_credits_25',
        headers: { authorization: `Bearer ${token}` },
      });
      const { clientSecret } = started.json() as { clientSecret: string };
      await fetch(`${standIn.url}/__stand-in/checkout/sessions/${clientSecret}/complete`, { method: 'POST' });
      expect(received).toEqual(['account.updated 200']);
    } finally {
      await stripe.webhookEndpoints.del(endpoint.id);
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
    expect((await stripe.webhookEndpoints.list()).data).toEqual([]);
  });
});

describe('stripe:setup', () => {
  it('should make the plan prices and credit products once and find them on a second run', async () => {
    const stripe = createStripeClient({ secretKey: 'sk_test_setup', apiBase: standIn.url, maxNetworkRetries: 0 });
    const first = await setUpStripeCatalogue(stripe);
    const productsAfterFirst = standIn.stripe.products.size;
    const pricesAfterFirst = standIn.stripe.prices.size;
    const second = await setUpStripeCatalogue(stripe);
    expect(second).toEqual(first);
    expect(standIn.stripe.products.size).toBe(productsAfterFirst);
    expect(standIn.stripe.prices.size).toBe(pricesAfterFirst);
    expect(standIn.stripe.price(first.prices.explorer.annual)).toMatchObject({ unitAmount: 9000, interval: 'year' });
    expect(first.creditProducts[500]).toBe('taskwell_credits_500');
    expect(catalogueEnvLines(first)).toContain(`STRIPE_PRICE_CREATOR_MONTHLY=${first.prices.creator.monthly}`);
  });
});
