import type { OperationId } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Without STRIPE_* settings every payment call says so (503) and the rest of the server works.
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('no-payments@example.com');
});
afterAll(() => server?.close());

const paymentCalls: [OperationId, 'GET' | 'POST', string][] = [
  ['createCreditCheckout', 'POST', '/api/payment/create-checkout-session/prod_credits_5'],
  ['createSubscriptionCheckout', 'POST', '/api/payment/create-subscription-checkout/price_explorer_monthly'],
  ['modifyPaymentMethod', 'POST', '/api/payment/modify-payment-method?default=true&subscription=false'],
  ['upgradeSubscription', 'POST', '/api/payment/upgrade-subscription/price_creator_monthly'],
  ['downgradeSubscription', 'POST', '/api/payment/downgrade-subscription/price_discovery_monthly'],
  ['revertPendingSubscriptionChanges', 'POST', '/api/payment/revert-pending-subscription-changes'],
  ['cancelSubscription', 'POST', '/api/payment/cancel-subscription'],
  ['getCheckoutSessionStatus', 'GET', '/api/payment/session-status?session-id=cs_1'],
  ['getSubscriptionStatus', 'GET', '/api/payment/subscription-status'],
  ['previewSubscriptionUpgrade', 'GET', '/api/payment/preview-upgrade-subscription/price_creator_monthly'],
  ['listCreditPackages', 'GET', '/api/payment/products/credits'],
  ['getPaymentInfo', 'GET', '/api/payment/payment-info'],
];

describe('a server without payment settings', () => {
  it.each(paymentCalls)('%s should answer 503 payments_not_configured', async (_operationId, method, url) => {
    const reply = await server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ code: 'payments_not_configured', status: 503 });
  });

  it('should answer the webhook 503 too, so that the provider delivers again later', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{"id":"evt_1","type":"invoice.paid","data":{"object":{}}}',
    });
    expect(reply.statusCode).toBe(503);
  });

  it('should list the plans with no price ids and no publishable key, and keep everything else working', async () => {
    const catalogue = (await server.app.inject({ method: 'GET', url: '/api/plans' })).json();
    expect(catalogue.priceOrder).toEqual([]);
    expect(catalogue.publishableKey).toBeUndefined();
    expect(
      catalogue.plans.every((plan: { priceIds: object }) => Object.values(plan.priceIds).every((id) => id === null)),
    ).toBe(true);
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/otp/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json()).toMatchObject({ plan: 'Free', accountBalance: 25 });
  });

  it('should say that the LinkedIn link is not configured', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/linkedin/linkedin-auth',
      headers: { authorization: `Bearer ${token}` },
      payload: { code: 'abc', state: '3f0b5a52-8c1e-4d7a-9a35-1f2e6f1c2b90' },
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().code).toBe('social_link_not_configured');
  });
});
