import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentContext } from './payment-context.ts';
import { payoutAccountOf, payoutAccountState, startPayoutOnboarding } from './payout-accounts.ts';
import { type PaymentTestServer, startPaymentTestServer } from './testing/payment-test-server.ts';

// Decision 137: a creator's connected account is made once at Stripe, onboarded through Stripe's
// hosted form, and its state kept from `account.updated` events applied once.
let server: PaymentTestServer;
let payments: PaymentContext;

beforeAll(async () => {
  server = await startPaymentTestServer();
  const context = server.app.taskwell.payments;
  if (!context) throw new Error('The payment test server has payments.');
  payments = context;
});
afterAll(async () => {
  await server?.close();
});

describe('given a creator who starts the payout onboarding', () => {
  it('should make one connected account, however often it starts, with its details due', async () => {
    const email = 'onboarding@example.com';
    await server.signIn(email);
    const links = await Promise.all([startPayoutOnboarding(payments, email), startPayoutOnboarding(payments, email)]);
    const row = await payoutAccountOf(payments, email);
    const made = [...server.stripe.connect.accounts.values()].filter((account) => account.email === email);
    expect(made.map((account) => account.id)).toEqual([row?.stripeAccountId]);
    for (const link of links) {
      expect(link.url).toContain(`/__stand-in/connect/${row?.stripeAccountId}?`);
      expect(new URL(link.url).searchParams.get('return_url')).toBe(
        `${new URL('/creator/earnings', server.settings.studioUrl)}?payouts=return`,
      );
    }
    expect(payoutAccountState(row)).toBe('details_due');
    const creates = server.stripe.calls.filter((call) => call.method === 'POST' && call.path === '/v1/accounts');
    expect(creates.every((call) => call.idempotencyKey?.startsWith('payout-account-'))).toBe(true);
  });

  it('should turn payouts on from account.updated, applied once, and off again when Stripe asks for more', async () => {
    const email = 'verified@example.com';
    await server.signIn(email);
    await startPayoutOnboarding(payments, email);
    const accountId = (await payoutAccountOf(payments, email))?.stripeAccountId ?? '';
    const onboarded = server.stripe.connect.completeOnboarding(accountId);
    expect((await server.deliver(onboarded)).json()).toEqual({ received: true });
    expect(payoutAccountState(await payoutAccountOf(payments, email))).toBe('payouts_on');
    expect((await server.deliver(onboarded)).json()).toEqual({ received: true, duplicate: true });

    const asked = server.stripe.connect.requireMore(accountId, ['individual.verification.document']);
    expect((await server.deliver(asked)).json()).toEqual({ received: true });
    const row = await payoutAccountOf(payments, email);
    expect(payoutAccountState(row)).toBe('details_due');
    expect(row?.requirementsDue).toEqual(['individual.verification.document']);
  });

  it('should acknowledge an account.updated of an account that is none of ours, changing nothing', async () => {
    const stranger = server.stripe.connect.createAccount({ metadata: {} });
    const event = server.stripe.connect.completeOnboarding(stranger.id);
    expect((await server.deliver(event)).json()).toEqual({ received: true });
  });
});

describe('payoutAccountState', () => {
  const row = { detailsSubmitted: false, payoutsEnabled: false, requirementsDue: ['external_account'] };
  it.each([
    { given: undefined, want: 'none' },
    { given: row, want: 'details_due' },
    { given: { ...row, detailsSubmitted: true }, want: 'details_due' },
    { given: { ...row, detailsSubmitted: true, requirementsDue: [] }, want: 'verified' },
    { given: { ...row, detailsSubmitted: true, requirementsDue: [], payoutsEnabled: true }, want: 'payouts_on' },
  ])('should be $want for $given', ({ given, want }) => {
    expect(payoutAccountState(given as Parameters<typeof payoutAccountState>[0])).toBe(want);
  });
});
