import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { accounts, payouts } from '../db/schema.ts';
import { createStripeClient } from '../payments/stripe-client.ts';
import { type PaymentTestServer, startPaymentTestServer } from '../payments/testing/payment-test-server.ts';
import { isPayoutDay } from './payout-schedule.ts';
import type { PayoutSettings } from './payout-settings.ts';
import { reverseSale } from './reverse-sale.ts';
import { type PayoutCheckpoint, type PayoutRunOptions, payoutPeriod, runPayouts } from './run-payouts.ts';
import { buyer, connectedCreator, sell } from './testing/payout-fixtures.ts';

// Decision 137: a payout takes the whole earned balance with its ledger entry, then one Stripe
// transfer pays it; a run stopped at any point is completed by the next from Stripe's records.
let server: PaymentTestServer;
let db: Database;
const payoutMorning = Date.parse('2026-11-01T06:00:00Z');
let clock = payoutMorning;
const settings: PayoutSettings = { centsPerCredit: 20, minimumCents: 2500 };

beforeAll(async () => {
  server = await startPaymentTestServer({ now: () => clock });
  db = server.app.taskwell.db;
  await buyer(db, 'buyer@example.com', 100_000, new Date(clock));
});
afterAll(async () => {
  await server?.close();
});
// Each test starts on the payout morning of November: a test that moved the clock (a month on, a
// day past Stripe's keys) moved the period of every test after it when shuffled (seed 3917).
beforeEach(() => {
  clock = payoutMorning;
});

const stripe = () => createStripeClient({ ...server.settings, maxNetworkRetries: 0 });

/** A payout run at the test's clock; `stopAt` makes it stop there as a crash would. */
function run(options: Partial<PayoutRunOptions> & { stopAt?: PayoutCheckpoint } = {}) {
  const { stopAt, ...rest } = options;
  return runPayouts({
    db,
    stripe: stripe(),
    settings,
    now: () => clock,
    ...(stopAt
      ? {
          checkpoint: (point: PayoutCheckpoint) => {
            if (point === stopAt) throw new Error(`stopped at ${point}`);
          },
        }
      : {}),
    ...rest,
  });
}

let sales = 0;
/** `count` sales of 50 credits (40 to the creator). */
async function sellMany(creator: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    sales += 1;
    const runId = `run-${sales}`;
    await sell(db, { buyer: 'buyer@example.com', creator, runId, fee: 50, at: new Date(clock) });
    ids.push(runId);
  }
  return ids;
}

const earnedOf = async (email: string) =>
  (await db.select({ earned: accounts.earned }).from(accounts).where(eq(accounts.email, email)))[0]?.earned;
const payoutsOf = (email: string) => db.select().from(payouts).where(eq(payouts.accountEmail, email));
const transfersTo = (accountId: string) => server.stripe.connect.listTransfers({ destination: accountId });

describe('given the moment of a payout run', () => {
  it.each([
    ['2026-11-01T00:00:00Z', '2026-10'],
    ['2026-11-01T06:00:00Z', '2026-10'],
    ['2026-01-01T00:30:00Z', '2025-12'],
    ['2026-03-31T23:59:59Z', '2026-02'],
  ])('should pay at %s for the month %s, the one that has ended', (at, period) => {
    expect(payoutPeriod(Date.parse(at))).toBe(period);
  });
});

describe('given a creator whose earned balance is at least the minimum, with payouts on', () => {
  it('should pay the whole earned balance once, by one transfer keyed by the payout', async () => {
    const account = await connectedCreator(db, server.stripe, 'paid@example.com', { at: new Date(clock) });
    await sellMany('paid@example.com', 4);
    const report = await run();
    expect(report).toMatchObject({ paid: 1, pending: 0 });
    const [payout] = await payoutsOf('paid@example.com');
    expect(payout).toMatchObject({
      credits: 160,
      centsPerCredit: 20,
      amountCents: 3200,
      status: 'paid',
      period: '2026-10',
    });
    const transfers = transfersTo(account);
    expect(transfers.map((transfer) => [transfer.id, transfer.amount, transfer.transferGroup])).toEqual([
      [payout?.transferId, 3200, payout?.id],
    ]);
    // The file's other tests make transfers too (in any order): this payout's own calls, by its key.
    const creates = server.stripe.calls.filter(
      (call) =>
        call.method === 'POST' &&
        call.path === '/v1/transfers' &&
        call.idempotencyKey?.startsWith(`payout-${payout?.id}-`),
    );
    expect(creates.map((call) => call.idempotencyKey)).toEqual([`payout-${payout?.id}-0`]);
    expect(await earnedOf('paid@example.com')).toBe(0);
    // Earned entries sum to the earned balance; one payout a month however often the run is called.
    const [sum] = await queryRows(
      db,
      sql`SELECT sum(delta)::int AS total FROM credit_ledger WHERE account_email = 'paid@example.com' AND pot = 'earned'`,
    );
    expect(sum?.total).toBe(0);
    await sellMany('paid@example.com', 4);
    expect(await run()).toMatchObject({ paid: 0 });
    expect(transfersTo(account)).toHaveLength(1);
  });
});

describe('given creators who cannot be paid this month', () => {
  it('should pay neither a balance under the minimum nor an account whose payouts are off', async () => {
    const small = await connectedCreator(db, server.stripe, 'small@example.com', { at: new Date(clock) });
    await sellMany('small@example.com', 3);
    const off = await connectedCreator(db, server.stripe, 'off@example.com', { at: new Date(clock), payoutsOn: false });
    await sellMany('off@example.com', 5);
    await run();
    expect([transfersTo(small), transfersTo(off), await payoutsOf('small@example.com')]).toEqual([[], [], []]);
    expect([await earnedOf('small@example.com'), await earnedOf('off@example.com')]).toEqual([120, 200]);
  });
});

describe('given a payout run stopped between our write and the answer of Stripe', () => {
  it.each(['written', 'transferred'] as const)('should pay once when stopped after %s', async (stopAt) => {
    const email = `stopped-${stopAt}@example.com`;
    const account = await connectedCreator(db, server.stripe, email, { at: new Date(clock) });
    await sellMany(email, 4);
    await expect(run({ stopAt })).rejects.toThrow(`stopped at ${stopAt}`);
    expect((await payoutsOf(email)).map((payout) => payout.status)).toEqual(['pending']);
    // Past the 24 hours Stripe keeps an idempotency key: only its records of transfers tell.
    clock += 25 * 3600 * 1000;
    const report = await run();
    expect(report.recovered).toBeGreaterThanOrEqual(1);
    const [payout] = await payoutsOf(email);
    expect(payout?.status).toBe('paid');
    expect(transfersTo(account).map((transfer) => [transfer.id, transfer.amount])).toEqual([
      [payout?.transferId, 3200],
    ]);
  });
});

describe('given a day that is not the payout day', () => {
  it.each([
    { given: '2026-12-01T00:00:00Z', want: true },
    { given: '2026-12-01T23:59:59Z', want: true },
    { given: '2026-11-30T23:59:59Z', want: false },
    { given: '2026-12-02T00:00:00Z', want: false },
  ])('should call $given the payout day: $want', ({ given, want }) => {
    expect(isPayoutDay(Date.parse(given))).toBe(want);
  });

  it('should settle pending payouts only, writing no new one', async () => {
    const email = 'settle-only@example.com';
    const account = await connectedCreator(db, server.stripe, email, { at: new Date(clock) });
    await sellMany(email, 4);
    expect(await run({ settleOnly: true })).toEqual({ paid: 0, recovered: 0, pending: 0 });
    expect([await payoutsOf(email), transfersTo(account)]).toEqual([[], []]);
    // The next full run pays it: no balance is left for another test's run to pay (seed 2 counted it).
    expect(await run()).toMatchObject({ paid: 1 });
    expect(await earnedOf(email)).toBe(0);
  });
});

describe('given a sale refunded after its earnings were paid out', () => {
  it('should carry a negative earned balance against the next payout', async () => {
    const email = 'refunded@example.com';
    const account = await connectedCreator(db, server.stripe, email, { at: new Date(clock) });
    const [first] = await sellMany(email, 4);
    await run();
    expect(await reverseSale(db, { runId: first ?? '', at: new Date(clock) })).toBe(true);
    expect(await reverseSale(db, { runId: first ?? '', at: new Date(clock) }).catch(() => 'refused')).toBe('refused');
    expect(await earnedOf(email)).toBe(-40);
    clock = Date.parse('2026-12-01T06:00:00Z');
    await sellMany(email, 5);
    await run();
    expect(transfersTo(account).map((transfer) => transfer.amount)).toEqual([(200 - 40) * 20, 160 * 20]);
    // The reversed run's entries still sum to zero.
    const [sum] = await queryRows(db, sql`SELECT sum(delta)::int AS total FROM credit_ledger WHERE run_id = ${first}`);
    expect(sum?.total).toBe(0);
  });
});

describe('given a transfer Stripe refuses', () => {
  it('should keep the payout pending, its credits taken, and pay it on a later run', async () => {
    const email = 'refused@example.com';
    const account = await connectedCreator(db, server.stripe, email, { at: new Date(clock) });
    await sellMany(email, 4);
    server.stripe.connect.requireMore(account, ['individual.verification.document']);
    const failures: string[] = [];
    const refused = await run({ onFailure: (id) => failures.push(id) });
    const [payout] = await payoutsOf(email);
    expect([refused.pending, failures, payout?.status]).toEqual([1, [payout?.id], 'pending']);
    server.stripe.connect.completeOnboarding(account);
    expect((await run()).recovered).toBe(1);
    expect(transfersTo(account).map((transfer) => transfer.amount)).toEqual([3200]);
  });
});
