import type { SubscriptionStatus } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { delay, HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../accounts/accounts.ts';
import { checkoutSessions, creditPurchases, paymentCustomers } from '../db/schema.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { stripeApiVersion } from './stripe-client.ts';
import { type PaymentTestServer, startPaymentTestServer } from './testing/payment-test-server.ts';

// The payment operations through the contract's calls, with the stripe SDK talking to a fake
// Stripe (msw) that answers with the pinned version's objects and signed webhooks.
let server: PaymentTestServer;
// A clock the tests move (proration, signature age); starts at a fixed, recent second.
let clock = Date.UTC(2026, 10, 23, 12, 0, 0);

beforeAll(async () => {
  server = await startPaymentTestServer({ now: () => clock });
});
afterAll(() => server?.close());

async function profileOf(token: string) {
  return (await server.call(token, 'GET', '/api/otp/profile')).json() as { plan: string; accountBalance: number };
}

async function statusOf(token: string): Promise<SubscriptionStatus> {
  return (await server.call(token, 'GET', '/api/payment/subscription-status')).json();
}

/** Buys a plan through an embedded checkout completed in the fake, applied by its webhook. */
async function subscribe(token: string, priceId: string) {
  const started = await server.call(token, 'POST', `/api/payment/create-subscription-checkout/${priceId}`);
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = server.sessionOf(started.json().clientSecret);
  const delivered = await server.deliver(server.stripe.completeSession(sessionId));
  expect(delivered.statusCode, delivered.body).toBe(200);
  return sessionId;
}

function subscriptionIdOf(email: string): string {
  const customer = [...server.stripe.customers.values()].find((candidate) => candidate.email === email);
  const subscription = [...server.stripe.subscriptions.values()].find(
    (candidate) => candidate.customer === customer?.id,
  );
  if (!subscription) throw new Error(`${email} has no subscription`);
  return subscription.id;
}

describe('plans and credit packages', () => {
  it('should list the plans with the configured price ids, low to high, and the publishable key', async () => {
    const catalogue = (await server.app.inject({ method: 'GET', url: '/api/plans' })).json();
    expect(catalogue.publishableKey).toBe('pk_test_taskwell_fake');
    expect(catalogue.plans.find((plan: { name: string }) => plan.name === 'Explorer').priceIds).toEqual({
      monthly: 'price_explorer_monthly',
      annual: 'price_explorer_annual',
    });
    expect(catalogue.plans[0].priceIds).toEqual({ monthly: null, annual: null });
    expect(catalogue.priceOrder.slice(0, 3)).toEqual([
      'price_discovery_monthly',
      'price_discovery_annual',
      'price_explorer_monthly',
    ]);
  });

  it('should list the five credit packages of spec §9 with their product ids', async () => {
    const token = await server.signIn('packages@example.com');
    const reply = await server.call(token, 'GET', '/api/payment/products/credits');
    expect(reply.json()).toEqual(
      [5, 10, 25, 100, 500].map((credits) => ({ productId: `prod_credits_${credits}`, credits })),
    );
  });
});

describe('buying credits', () => {
  it('given an unknown product should answer 404 and ask Stripe nothing', async () => {
    const token = await server.signIn('unknown-product@example.com');
    const calls = server.stripe.calls.length;
    const reply = await server.call(token, 'POST', '/api/payment/create-checkout-session/prod_made_up');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().code).toBe('unknown_product');
    expect(server.stripe.calls.length).toBe(calls);
  });

  it('should open an embedded checkout priced from our table, for one customer per account, every creating call keyed', async () => {
    const token = await server.signIn('buyer@example.com');
    const first = await server.call(token, 'POST', '/api/payment/create-checkout-session/prod_credits_25');
    const second = await server.call(token, 'POST', '/api/payment/create-checkout-session/prod_credits_100');
    expect(first.statusCode).toBe(200);
    const session = server.stripe.session(server.sessionOf(first.json().clientSecret));
    expect(session).toMatchObject({ mode: 'payment', uiMode: 'embedded_page', amountTotal: 500 });
    expect(session.returnUrl).toBe('http://127.0.0.1:3001/billing?session_id={CHECKOUT_SESSION_ID}');
    expect(server.stripe.session(server.sessionOf(second.json().clientSecret)).amountTotal).toBe(2000);
    const customers = [...server.stripe.customers.values()].filter(
      (customer) => customer.email === 'buyer@example.com',
    );
    expect(customers).toHaveLength(1);
    const posts = server.stripe.calls.filter((call) => call.method === 'POST');
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.filter((call) => !call.idempotencyKey)).toEqual([]);
    expect(new Set(server.stripe.calls.map((call) => call.apiVersion))).toEqual(new Set([stripeApiVersion]));
  });

  it('should grant the credits once through the ledger, however often the event and the return page come', async () => {
    const token = await server.signIn('credits@example.com');
    const before = await profileOf(token);
    const started = await server.call(token, 'POST', '/api/payment/create-checkout-session/prod_credits_25');
    const sessionId = server.sessionOf(started.json().clientSecret);
    const open = await server.call(token, 'GET', `/api/payment/session-status?session-id=${sessionId}`);
    expect(open.json()).toEqual({ status: 'open', customer_email: 'credits@example.com' });
    expect((await profileOf(token)).accountBalance).toBe(before.accountBalance);

    const completed = server.stripe.completeSession(sessionId);
    const delivered = await server.deliver(completed);
    expect(delivered.json()).toEqual({ received: true });
    expect((await server.deliver(completed)).json()).toEqual({ received: true, duplicate: true });
    // Another event naming the same session is keyed by the session: nothing more is granted.
    await server.deliver(server.stripe.event('checkout.session.async_payment_succeeded', completed.data?.object));
    const status = await server.call(token, 'GET', `/api/payment/session-status?session-id=${sessionId}`);
    expect(status.json()).toEqual({ status: 'complete', customer_email: 'credits@example.com' });

    const after = await profileOf(token);
    expect(after.accountBalance).toBe(before.accountBalance + 25);
    expect(await ledgerSum(server.app.taskwell.db, 'credits@example.com')).toBe(after.accountBalance);
    const purchases = await server.app.taskwell.db
      .select()
      .from(creditPurchases)
      .where(eq(creditPurchases.accountEmail, 'credits@example.com'));
    expect(purchases).toMatchObject([{ checkoutSessionId: sessionId, credits: 25, amountCents: 500 }]);
  });

  it("given someone else's checkout session should answer 404", async () => {
    const owner = await server.signIn('owner@example.com');
    const other = await server.signIn('other@example.com');
    const started = await server.call(owner, 'POST', '/api/payment/create-checkout-session/prod_credits_5');
    const sessionId = server.sessionOf(started.json().clientSecret);
    const reply = await server.call(other, 'GET', `/api/payment/session-status?session-id=${sessionId}`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().code).toBe('unknown_session');
  });
});

describe('the webhook', () => {
  it('should refuse a bad signature, a stale one, a re-serialised body and a missing header with 400', async () => {
    const token = await server.signIn('webhook@example.com');
    const started = await server.call(token, 'POST', '/api/payment/create-checkout-session/prod_credits_10');
    const event = server.stripe.completeSession(server.sessionOf(started.json().clientSecret));
    const post = (payload: string, signature?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        payload,
      });

    const wrongSecret = server.sign(event, { secret: 'whsec_someone_else' });
    const stale = server.sign(event, { timestamp: Math.floor(clock / 1000) - 301 });
    const signed = server.sign(event);
    const replies = [
      await post(wrongSecret.payload, wrongSecret.signature),
      await post(stale.payload, stale.signature),
      // The same JSON without the sender's whitespace: not the bytes that were signed.
      await post(JSON.stringify(JSON.parse(signed.payload)), signed.signature),
      await post(signed.payload),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([400, 400, 400, 400]);
    expect(replies.slice(0, 3).map((reply) => reply.json().code)).toEqual([
      'invalid_signature',
      'invalid_signature',
      'invalid_signature',
    ]);
    expect((await profileOf(token)).accountBalance).toBe(25);

    const fresh = server.sign(event, { timestamp: Math.floor(clock / 1000) - 299 });
    expect((await post(fresh.payload, fresh.signature)).statusCode).toBe(200);
    expect((await profileOf(token)).accountBalance).toBe(35);
  });

  it('should record an event of a type it does not act on, once', async () => {
    const event = server.stripe.event(
      'customer.created',
      server.stripe.renderCustomer(server.stripe.createCustomer({}), []),
    );
    expect((await server.deliver(event)).json()).toEqual({ received: true });
    expect((await server.deliver(event)).json()).toEqual({ received: true, duplicate: true });
  });

  it('given a signed completion of a checkout session Stripe does not know should acknowledge it once and grant nothing', async () => {
    const token = await server.signIn('unknown-session@example.com');
    const started = await server.call(token, 'POST', '/api/payment/create-checkout-session/prod_credits_10');
    const sessionId = server.sessionOf(started.json().clientSecret);
    server.stripe.completeSession(sessionId);
    // The completion as Stripe sends it, naming a session that is not in the account (another
    // account's, or deleted).
    const session = server.stripe.renderSession(server.stripe.session(sessionId), []);
    const event = server.stripe.event('checkout.session.completed', { ...session, id: 'cs_test_not_in_this_account' });
    const first = await server.deliver(event);
    expect([first.statusCode, first.body]).toEqual([200, JSON.stringify({ received: true })]);
    expect((await server.deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect((await profileOf(token)).accountBalance).toBe(25);
  });
});

describe('subscriptions', () => {
  it('should buy a plan that the profile and the task start follow, and refuse a second subscription', async () => {
    const token = await server.signIn('subscriber@example.com');
    const runs = runClient(server.app, token);
    expect((await runs.execute('campaign-kit', {})).statusCode).toBe(403);
    await subscribe(token, 'price_explorer_monthly');
    expect((await profileOf(token)).plan).toBe('Explorer');
    // The plan check passes now: the empty form is what is refused.
    expect((await runs.execute('campaign-kit', {})).statusCode).toBe(422);
    const status = await statusOf(token);
    expect(status).toMatchObject({
      current_plan: 'Explorer',
      current_price: 'price_explorer_monthly',
      next_plan: null,
      next_price: null,
      cancelled: false,
      downgrading: false,
      active: true,
      billing_cycle: 'month',
    });
    const subscription = server.stripe.subscription(subscriptionIdOf('subscriber@example.com'));
    expect(status.period_end).toBe(subscription.periodEnd);
    const again = await server.call(token, 'POST', '/api/payment/create-subscription-checkout/price_creator_monthly');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('subscription_exists');
  });

  it('should expire an earlier open subscription checkout, and apply one completed without its webhook', async () => {
    const token = await server.signIn('two-tabs@example.com');
    const first = await server.call(token, 'POST', '/api/payment/create-subscription-checkout/price_explorer_monthly');
    const second = await server.call(token, 'POST', '/api/payment/create-subscription-checkout/price_creator_monthly');
    expect(server.stripe.session(server.sessionOf(first.json().clientSecret)).status).toBe('expired');
    // The second is paid, but its webhook has not come yet: a third checkout finds it and refuses.
    server.stripe.completeSession(server.sessionOf(second.json().clientSecret));
    const third = await server.call(token, 'POST', '/api/payment/create-subscription-checkout/price_discovery_monthly');
    expect(third.statusCode).toBe(409);
    expect((await profileOf(token)).plan).toBe('Creator');
  });

  it('should make the subscription card the default when the customer has none', async () => {
    const token = await server.signIn('first-card@example.com');
    await subscribe(token, 'price_discovery_monthly');
    const info = (await server.call(token, 'GET', '/api/payment/payment-info')).json();
    expect(info).toEqual({ default_last4: '4242', subscription_last4: '4242', owed_balance: 0 });
  });

  it('should preview an upgrade in cents and charge exactly that with the same proration date', async () => {
    const token = await server.signIn('upgrader@example.com');
    await subscribe(token, 'price_discovery_monthly');
    clock += 6 * 24 * 60 * 60 * 1000;
    const preview = await server.call(token, 'GET', '/api/payment/preview-upgrade-subscription/price_creator_monthly');
    // (18 - 3) USD for the 24 days left of 30.
    expect(preview.json()).toEqual({ amount: 1200 });
    clock += 5 * 60 * 1000;
    const upgraded = await server.call(token, 'POST', '/api/payment/upgrade-subscription/price_creator_monthly');
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({ current_plan: 'Creator', current_price: 'price_creator_monthly' });
    const subscription = server.stripe.subscription(subscriptionIdOf('upgrader@example.com'));
    expect(server.stripe.invoice(subscription.latestInvoice ?? '').amountPaid).toBe(1200);
    expect((await profileOf(token)).plan).toBe('Creator');
  });

  it('should refuse an upgrade to a lower price and a downgrade to a higher one with 409', async () => {
    const token = await server.signIn('wrong-way@example.com');
    await subscribe(token, 'price_explorer_annual');
    const up = await server.call(token, 'POST', '/api/payment/upgrade-subscription/price_explorer_monthly');
    const down = await server.call(token, 'POST', '/api/payment/downgrade-subscription/price_creator_monthly');
    const unknown = await server.call(token, 'POST', '/api/payment/upgrade-subscription/price_made_up');
    expect([up.statusCode, down.statusCode, unknown.statusCode]).toEqual([409, 409, 404]);
    expect([up.json().code, down.json().code]).toEqual(['not_an_upgrade', 'not_a_downgrade']);
  });

  it('given no subscription or a lower price should refuse a preview, and answer the status only when signed in', async () => {
    const token = await server.signIn('previewer@example.com');
    const none = await server.call(token, 'GET', '/api/payment/preview-upgrade-subscription/price_creator_monthly');
    expect([none.statusCode, none.json().code]).toEqual([409, 'no_subscription']);
    expect((await server.call(token, 'POST', '/api/payment/cancel-subscription')).statusCode).toBe(409);
    await subscribe(token, 'price_creator_monthly');
    const lower = await server.call(token, 'GET', '/api/payment/preview-upgrade-subscription/price_explorer_annual');
    expect([lower.statusCode, lower.json().code]).toEqual([409, 'not_an_upgrade']);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/payment/subscription-status' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('given a declined card should answer 402 and leave the plan, with nothing owed', async () => {
    const token = await server.signIn('declined@example.com');
    await subscribe(token, 'price_discovery_monthly');
    const subscription = server.stripe.subscription(subscriptionIdOf('declined@example.com'));
    server.stripe.declineNextPayment(subscription.customer);
    const reply = await server.call(token, 'POST', '/api/payment/upgrade-subscription/price_enterprise_monthly');
    expect(reply.statusCode).toBe(402);
    expect(reply.json().code).toBe('upgrade_payment_failed');
    expect(subscription.priceId).toBe('price_discovery_monthly');
    expect(subscription.pendingPrice).toBeNull();
    expect((await profileOf(token)).plan).toBe('Discovery');
    expect((await server.call(token, 'GET', '/api/payment/payment-info')).json().owed_balance).toBe(0);
  });

  it('should downgrade at the period end through a schedule, revert it, cancel, and revert that', async () => {
    const token = await server.signIn('downgrader@example.com');
    await subscribe(token, 'price_creator_monthly');
    const down = await server.call(token, 'POST', '/api/payment/downgrade-subscription/price_discovery_monthly');
    expect(down.json()).toMatchObject({
      current_plan: 'Creator',
      next_plan: 'Discovery',
      next_price: 'price_discovery_monthly',
      downgrading: true,
      cancelled: false,
    });
    const subscription = server.stripe.subscription(subscriptionIdOf('downgrader@example.com'));
    expect(subscription.schedule).not.toBeNull();
    expect((await profileOf(token)).plan).toBe('Creator');

    const reverted = await server.call(token, 'POST', '/api/payment/revert-pending-subscription-changes');
    expect(reverted.json()).toMatchObject({ downgrading: false, next_plan: null, next_price: null });
    expect(subscription.schedule).toBeNull();

    // A cancellation replaces a pending downgrade: the schedule is released first.
    await server.call(token, 'POST', '/api/payment/downgrade-subscription/price_explorer_monthly');
    const cancelled = await server.call(token, 'POST', '/api/payment/cancel-subscription');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      cancelled: true,
      downgrading: false,
      next_plan: 'Free',
      next_price: null,
    });
    expect(subscription.cancelAtPeriodEnd).toBe(true);
    const back = await server.call(token, 'POST', '/api/payment/revert-pending-subscription-changes');
    expect(back.json()).toMatchObject({ cancelled: false, next_plan: null, active: true });
    const nothing = await server.call(token, 'POST', '/api/payment/revert-pending-subscription-changes');
    expect(nothing.statusCode).toBe(409);
  });

  it('should move to the scheduled plan at the period end, and to Free when a cancelled period ends', async () => {
    const token = await server.signIn('period-end@example.com');
    await subscribe(token, 'price_explorer_monthly');
    await server.call(token, 'POST', '/api/payment/downgrade-subscription/price_discovery_monthly');
    const id = subscriptionIdOf('period-end@example.com');
    for (const event of server.stripe.endPeriod(id)) expect((await server.deliver(event)).statusCode).toBe(200);
    expect((await profileOf(token)).plan).toBe('Discovery');
    expect(await statusOf(token)).toMatchObject({ current_plan: 'Discovery', downgrading: false, next_plan: null });

    await server.call(token, 'POST', '/api/payment/cancel-subscription');
    for (const event of server.stripe.endPeriod(id)) await server.deliver(event);
    expect((await profileOf(token)).plan).toBe('Free');
    expect(await statusOf(token)).toMatchObject({ current_plan: 'Free', active: false, current_price: null });
    expect((await runClient(server.app, token).execute('listen-to-a-brief', {})).statusCode).toBe(403);
  });

  it('should apply what Stripe says now, whatever order the events come in', async () => {
    const token = await server.signIn('out-of-order@example.com');
    await subscribe(token, 'price_explorer_monthly');
    const id = subscriptionIdOf('out-of-order@example.com');
    const subscription = server.stripe.subscription(id);
    const older = server.stripe.event(
      'customer.subscription.updated',
      server.stripe.renderSubscription(subscription, []),
    );
    await server.call(token, 'POST', '/api/payment/cancel-subscription');
    const newer = server.stripe.event(
      'customer.subscription.updated',
      server.stripe.renderSubscription(subscription, []),
    );
    await server.deliver(newer);
    // The older event says "not cancelled"; the subscription it names says otherwise.
    expect((await server.deliver(older)).statusCode).toBe(200);
    expect(await statusOf(token)).toMatchObject({ cancelled: true, next_plan: 'Free' });
  });
});

describe('payment details', () => {
  it('given neither flag should answer 400; a new card becomes the default or the subscription card as asked', async () => {
    const token = await server.signIn('cards@example.com');
    const none = await server.call(
      token,
      'POST',
      '/api/payment/modify-payment-method?default=false&subscription=false',
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('nothing_to_change');
    expect((await server.call(token, 'GET', '/api/payment/payment-info')).json()).toEqual({
      default_last4: null,
      subscription_last4: null,
      owed_balance: 0,
    });

    await subscribe(token, 'price_discovery_monthly');
    const forDefault = await server.call(
      token,
      'POST',
      '/api/payment/modify-payment-method?default=true&subscription=false',
    );
    const defaultSession = server.sessionOf(forDefault.json().clientSecret);
    expect(server.stripe.session(defaultSession).mode).toBe('setup');
    await server.deliver(server.stripe.completeSession(defaultSession, { last4: '1881' }));
    expect((await server.call(token, 'GET', '/api/payment/payment-info')).json()).toEqual({
      default_last4: '1881',
      subscription_last4: '4242',
      owed_balance: 0,
    });

    const forSubscription = await server.call(
      token,
      'POST',
      '/api/payment/modify-payment-method?default=false&subscription=true',
    );
    const subscriptionSession = server.sessionOf(forSubscription.json().clientSecret);
    server.stripe.completeSession(subscriptionSession, { last4: '0005' });
    // The return page's status read applies it as well as the webhook would.
    const status = await server.call(token, 'GET', `/api/payment/session-status?session-id=${subscriptionSession}`);
    expect(status.json().status).toBe('complete');
    expect((await server.call(token, 'GET', '/api/payment/payment-info')).json()).toMatchObject({
      default_last4: '1881',
      subscription_last4: '0005',
    });
  });

  it('should tell the owed balance from open invoices in cents', async () => {
    const token = await server.signIn('owing@example.com');
    await subscribe(token, 'price_discovery_monthly');
    const subscription = server.stripe.subscription(subscriptionIdOf('owing@example.com'));
    server.stripe.declineNextPayment(subscription.customer);
    server.stripe.endPeriod(subscription.id);
    expect((await server.call(token, 'GET', '/api/payment/payment-info')).json().owed_balance).toBe(300);
  });
});

describe('a slow or failing Stripe', () => {
  it('should answer 503 and change nothing when Stripe is slower than the timeout', async () => {
    const token = await server.signIn('slow@example.com');
    server.msw.use(
      http.post('*/v1/customers', async () => {
        await delay(server.settings.timeoutMs ? server.settings.timeoutMs + 2000 : 12_000);
        return HttpResponse.json({});
      }),
    );
    try {
      const reply = await server.call(token, 'POST', '/api/payment/create-checkout-session/prod_credits_5');
      expect(reply.statusCode).toBe(503);
      expect(reply.json().code).toBe('payment_provider_unavailable');
      expect(reply.headers['retry-after']).toBe('5');
    } finally {
      server.msw.resetHandlers();
    }
    const db = server.app.taskwell.db;
    expect(
      await db.select().from(paymentCustomers).where(eq(paymentCustomers.accountEmail, 'slow@example.com')),
    ).toEqual([]);
    expect(
      await db.select().from(checkoutSessions).where(eq(checkoutSessions.accountEmail, 'slow@example.com')),
    ).toEqual([]);
  }, 30_000);

  it('should answer 503 when Stripe cannot tell the payment details', async () => {
    const token = await server.signIn('no-details@example.com');
    await subscribe(token, 'price_discovery_annual');
    server.msw.use(
      http.get('*/v1/customers/:id', () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'Something went wrong.' } }, { status: 500 }),
      ),
    );
    try {
      const reply = await server.call(token, 'GET', '/api/payment/payment-info');
      expect([reply.statusCode, reply.json().code]).toEqual([503, 'payment_provider_unavailable']);
    } finally {
      server.msw.resetHandlers();
    }
  });

  it('should answer 503 and change nothing when Stripe fails', async () => {
    const token = await server.signIn('failing@example.com');
    await subscribe(token, 'price_explorer_monthly');
    server.msw.use(
      http.post('*/v1/subscriptions/:id', () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'Something went wrong.' } }, { status: 500 }),
      ),
    );
    try {
      const reply = await server.call(token, 'POST', '/api/payment/cancel-subscription');
      expect(reply.statusCode).toBe(503);
    } finally {
      server.msw.resetHandlers();
    }
    expect(await statusOf(token)).toMatchObject({ cancelled: false, current_plan: 'Explorer' });
  });
});
