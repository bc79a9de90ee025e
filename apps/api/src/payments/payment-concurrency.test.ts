import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../accounts/accounts.ts';
import { creditPurchases, paymentEvents } from '../db/schema.ts';
import { onPostgres } from '../testing/test-server.ts';
import { type PaymentTestServer, startPaymentTestServer } from './testing/payment-test-server.ts';

// Credits are granted once per checkout session whatever races: Stripe's retries of one event,
// several events naming one session, and the return page's status read, all at once. Run on PGlite
// and again on a PostgreSQL server (`test:postgres`), where the deliveries really run in parallel.
let server: PaymentTestServer;

beforeAll(async () => {
  server = await startPaymentTestServer();
});
afterAll(() => server?.close());

async function paidCheckout(email: string, productId: string) {
  const token = await server.signIn(email);
  const started = await server.call(token, 'POST', `/api/payment/create-checkout-session/${productId}`);
  const sessionId = server.sessionOf(started.json().clientSecret);
  return { token, sessionId, event: server.stripe.completeSession(sessionId) };
}

async function balanceOf(token: string): Promise<number> {
  return (await server.call(token, 'GET', '/api/otp/profile')).json().accountBalance;
}

async function purchasesOf(email: string) {
  return server.app.taskwell.db.select().from(creditPurchases).where(eq(creditPurchases.accountEmail, email));
}

describe(`concurrent fulfilment (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('given the same event delivered 20 times at once should grant the credits once', async () => {
    const { token, sessionId, event } = await paidCheckout('twenty@example.com', 'prod_credits_100');
    const before = await balanceOf(token);
    const replies = await Promise.all(Array.from({ length: 20 }, () => server.deliver(event)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    expect(replies.filter((reply) => !reply.json().duplicate)).toHaveLength(1);
    expect(await balanceOf(token)).toBe(before + 100);
    expect(await ledgerSum(server.app.taskwell.db, 'twenty@example.com')).toBe(before + 100);
    expect(await purchasesOf('twenty@example.com')).toMatchObject([{ checkoutSessionId: sessionId, credits: 100 }]);
    const stored = await server.app.taskwell.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id ?? ''));
    expect(stored).toHaveLength(1);
  });

  it('given the return page racing the webhook and its retries should grant the credits once', async () => {
    const { token, sessionId, event } = await paidCheckout('racing@example.com', 'prod_credits_500');
    const before = await balanceOf(token);
    const other = server.stripe.event('checkout.session.async_payment_succeeded', event.data?.object);
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, () => server.deliver(event)),
      ...Array.from({ length: 4 }, () => server.deliver(other)),
      ...Array.from({ length: 8 }, () =>
        server.call(token, 'GET', `/api/payment/session-status?session-id=${sessionId}`),
      ),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    expect(await balanceOf(token)).toBe(before + 500);
    expect(await ledgerSum(server.app.taskwell.db, 'racing@example.com')).toBe(before + 500);
    expect(await purchasesOf('racing@example.com')).toHaveLength(1);
  });
});
