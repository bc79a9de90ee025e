import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentTestServer, startPaymentTestServer } from '../payments/testing/payment-test-server.ts';
import { creditShare } from '../runtime/persistence/pay-out-runs.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// The payout operations of the contract (decision 137) on the payment test server.
let server: PaymentTestServer;

beforeAll(async () => {
  server = await startPaymentTestServer({ server: { payouts: { centsPerCredit: 15, minimumCents: 3000 } } });
});
afterAll(async () => {
  await server?.close();
});

const json = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('given a creator on the earnings page', () => {
  it('should show no payout account, the rate and minimum, and the balances apart', async () => {
    const token = await server.signIn('overview@example.com');
    const reply = await json(token, 'GET', '/api/creator/payouts');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      account: { state: 'none', requirementsDue: 0 },
      earned: 0,
      keepEarnings: false,
      centsPerCredit: 15,
      minimumCents: 3000,
      schedule: 'monthly',
      payouts: [],
    });
  });

  it('should keep later earnings for payout, and move them to spendable when the creator spends them', async () => {
    const email = 'chooser@example.com';
    const token = await server.signIn(email);
    const spendable = (await json(token, 'GET', '/api/creator/payouts')).json().spendable as number;
    const kept = await json(token, 'PUT', '/api/creator/payouts/earnings-choice', { keep: true });
    expect(kept.json()).toMatchObject({ keepEarnings: true, earned: 0, spendable });
    const at = new Date().toISOString();
    await creditShare(server.app.taskwell.db, { owner: email, runId: 'chooser-sale', credits: 9, at });
    expect((await json(token, 'GET', '/api/creator/payouts')).json()).toMatchObject({ earned: 9, spendable });
    const spent = await json(token, 'PUT', '/api/creator/payouts/earnings-choice', { keep: false });
    expect(spent.json()).toMatchObject({ keepEarnings: false, earned: 0, spendable: spendable + 9 });
  });

  it('should refuse a choice that is not a boolean before any query', async () => {
    const token = await server.signIn('hostile-choice@example.com');
    for (const payload of [{ keep: 'yes' }, {}, { keep: true, extra: 1 }]) {
      expect((await json(token, 'PUT', '/api/creator/payouts/earnings-choice', payload)).statusCode).toBe(400);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/creator/payouts' })).statusCode).toBe(401);
  });

  it('should start the onboarding and show the account as details due, then payouts on', async () => {
    const email = 'connecting@example.com';
    const token = await server.signIn(email);
    const started = await json(token, 'POST', '/api/creator/payouts/onboarding');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().url).toMatch(/\/__stand-in\/connect\/acct_/);
    const overview = (await json(token, 'GET', '/api/creator/payouts')).json();
    expect(overview.account).toEqual({ state: 'details_due', requirementsDue: 4 });
    const account = [...server.stripe.connect.accounts.values()].find((entry) => entry.email === email);
    await server.deliver(server.stripe.connect.completeOnboarding(account?.id ?? ''));
    expect((await json(token, 'GET', '/api/creator/payouts')).json().account).toEqual({
      state: 'payouts_on',
      requirementsDue: 0,
    });
  });
});

describe('given a server without payments', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('should answer 503 to the onboarding, and the overview still', async () => {
    const token = await bare.signIn('no-payments@example.com');
    const headers = { authorization: `Bearer ${token}` };
    const started = await bare.app.inject({ method: 'POST', url: '/api/creator/payouts/onboarding', headers });
    expect(started.statusCode).toBe(503);
    const overview = await bare.app.inject({ method: 'GET', url: '/api/creator/payouts', headers });
    expect(overview.json()).toMatchObject({ account: { state: 'none' }, centsPerCredit: 20, minimumCents: 2500 });
  });
});
