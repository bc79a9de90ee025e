import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { accounts, creditLedger } from '../db/schema.ts';
import { creditShare } from '../runtime/persistence/pay-out-runs.ts';
import { testDatabase } from '../testing/test-server.ts';
import { chooseEarnings } from './earnings-choice.ts';
import { defaultPayoutSettings, minimumCredits, readPayoutSettings } from './payout-settings.ts';

// Decision 137: a sale's share goes to the pot its creator chose, bought credits stay spendable,
// and each pot's balance is the sum of its ledger entries.
let database: OpenDatabase;
let drop: () => Promise<void>;
const at = new Date('2026-11-10T12:00:00Z');

beforeAll(async () => {
  const made = await testDatabase();
  drop = made.drop;
  database = await openDatabase(made.options);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

async function account(email: string, balance: number): Promise<void> {
  await database.db.insert(accounts).values({ email, balance, createdAt: at, updatedAt: at });
  await database.db.insert(creditLedger).values({
    id: `bought-${email}`,
    accountEmail: email,
    delta: balance,
    reason: 'purchase',
    balanceAfter: balance,
    createdAt: at,
  });
}

/** The account's balances, and each pot's sum of ledger entries. */
async function pots(email: string) {
  const [row] = await database.db.select().from(accounts).where(eq(accounts.email, email));
  const sums = await queryRows(
    database.db,
    sql`SELECT pot, sum(delta)::int AS total FROM credit_ledger WHERE account_email = ${email} GROUP BY pot`,
  );
  const sum = (pot: string) => Number(sums.find((entry) => entry.pot === pot)?.total ?? 0);
  return { spendable: row?.balance, earned: row?.earned, spendableSum: sum('spendable'), earnedSum: sum('earned') };
}

describe('given a creator who keeps earnings for payout', () => {
  it('should credit sales to the earned pot and leave bought credits spendable', async () => {
    await account('keeper@example.com', 25);
    await chooseEarnings(database.db, { email: 'keeper@example.com', keep: true, at });
    await creditShare(database.db, { owner: 'keeper@example.com', runId: 'sale-1', credits: 5, at: at.toISOString() });
    await creditShare(database.db, { owner: 'keeper@example.com', runId: 'sale-2', credits: 7, at: at.toISOString() });
    expect(await pots('keeper@example.com')).toEqual({ spendable: 25, earned: 12, spendableSum: 25, earnedSum: 12 });
  });

  it('should move the earned balance to spendable, once, when the creator chooses to spend it', async () => {
    await account('switcher@example.com', 10);
    await chooseEarnings(database.db, { email: 'switcher@example.com', keep: true, at });
    await creditShare(database.db, {
      owner: 'switcher@example.com',
      runId: 'sale-3',
      credits: 8,
      at: at.toISOString(),
    });
    const spent = await chooseEarnings(database.db, { email: 'switcher@example.com', keep: false, at });
    expect(spent).toEqual({ spendable: 18, earned: 0, keepEarnings: false });
    // Chosen again: nothing left to move, and keeping again never takes spendable credits back.
    await chooseEarnings(database.db, { email: 'switcher@example.com', keep: false, at });
    await chooseEarnings(database.db, { email: 'switcher@example.com', keep: true, at });
    expect(await pots('switcher@example.com')).toEqual({ spendable: 18, earned: 0, spendableSum: 18, earnedSum: 0 });
  });
});

describe('given a creator who spends earnings (the default)', () => {
  it('should add sales to the spendable balance', async () => {
    await account('spender@example.com', 3);
    await creditShare(database.db, { owner: 'spender@example.com', runId: 'sale-4', credits: 4, at: at.toISOString() });
    expect(await pots('spender@example.com')).toEqual({ spendable: 7, earned: 0, spendableSum: 7, earnedSum: 0 });
  });

  it('should answer undefined for an account that does not exist', async () => {
    expect(await chooseEarnings(database.db, { email: 'nobody@example.com', keep: true, at })).toBeUndefined();
  });
});

describe('readPayoutSettings', () => {
  it.each([
    { given: {}, want: defaultPayoutSettings },
    { given: { PAYOUT_CENTS_PER_CREDIT: '15' }, want: { centsPerCredit: 15, minimumCents: 2500 } },
    { given: { PAYOUT_MINIMUM_CENTS: ' 5000 ' }, want: { centsPerCredit: 20, minimumCents: 5000 } },
  ])('should read $given', ({ given, want }) => {
    expect(readPayoutSettings(given)).toEqual(want);
  });

  it.each([{ PAYOUT_CENTS_PER_CREDIT: '0' }, { PAYOUT_CENTS_PER_CREDIT: '1.5' }, { PAYOUT_MINIMUM_CENTS: 'ten' }])(
    'should refuse %o',
    (given) => {
      expect(() => readPayoutSettings(given)).toThrow(/must be a whole number/);
    },
  );

  it.each([
    { given: { centsPerCredit: 20, minimumCents: 2500 }, want: 125 },
    { given: { centsPerCredit: 15, minimumCents: 2500 }, want: 167 },
  ])('should need $want credits at least for $given', ({ given, want }) => {
    expect(minimumCredits(given)).toBe(want);
  });
});
