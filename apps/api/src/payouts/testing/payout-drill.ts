import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/open-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { FakeStripe } from '../../payments/testing/fake-stripe.ts';
import type { PayoutSettings } from '../payout-settings.ts';
import { type PayoutCheckpoint, runPayouts } from '../run-payouts.ts';
import { buyer, connectedCreator, sell } from './payout-fixtures.ts';

// Issue 41, acceptance 2 (the PostgreSQL test at its scale, `bench:payouts` at full scale): many
// creators are paid while sales keep completing and the payout run is stopped at random points
// between our write and Stripe's answer; then the records are checked against the stand-in's.

/** A seeded random number generator (mulberry32): a failing drill can be run again as it ran. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What a drill needs. */
export interface DrillOptions {
  db: Database;
  /** The Stripe client the payout runs call (the stand-in over HTTP). */
  stripe: Stripe;
  /** The stand-in's account, to compare its transfers with our records. */
  fake: FakeStripe;
  settings: PayoutSettings;
  now: () => number;
  /**
   * Moves the clock on (ms): after every stop the drill waits past the 24 hours Stripe keeps an
   * idempotency key, so that only Stripe's records of transfers can tell the next run what was paid.
   */
  advance: (ms: number) => void;
  creators: number;
  /** How many times a payout run is stopped. */
  kills: number;
  seed: number;
  /**
   * One payout run, stopped after `stopAfter` checkpoints when given (as a crash would stop it):
   * in this process by default, or a process of its own killed with SIGKILL (`bench:payouts`).
   */
  payoutRun?: (stopAfter: number | undefined) => Promise<'stopped' | { pending: number }>;
  /** Sales kept completing at once while the payouts run. */
  sellers?: number;
}

/** What a drill did and found. */
export interface DrillFigures {
  creators: number;
  salesBefore: number;
  salesDuring: number;
  kills: number;
  payoutRuns: number;
  payouts: number;
  creatorsPaid: number;
  transfers: number;
  transfersMatching: number;
  recordedCents: number;
  transferredCents: number;
  earnedCredits: number;
  paidCredits: number;
  keptCredits: number;
  /** Sum of the ledger entries that are neither credits bought nor paid out (zero when nothing was made or lost). */
  ledgerRest: number;
  /** Accounts whose earned balance is not the sum of their earned entries. */
  earnedMismatches: number;
  payoutMs: number;
}

/** A payout run in this process, stopped by a throw from its checkpoint. */
function inProcessRun(options: DrillOptions): NonNullable<DrillOptions['payoutRun']> {
  return async (stopAfter) => {
    let passed = 0;
    const checkpoint = (point: PayoutCheckpoint) => {
      passed += 1;
      if (stopAfter !== undefined && passed >= stopAfter) throw new Error(`payout run stopped at ${point}`);
    };
    try {
      const { db, stripe, settings, now } = options;
      return await runPayouts({ db, stripe, settings, now, checkpoint });
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('payout run stopped')) return 'stopped';
      throw error;
    }
  };
}

/** Runs the drill: creators with sales, then payouts stopped `kills` times while sales continue. */
export async function payoutDrill(options: DrillOptions): Promise<DrillFigures> {
  const { db, now } = options;
  const random = seededRandom(options.seed);
  const at = () => new Date(now());
  const buyers = Array.from({ length: 8 }, (_, index) => `drill-buyer-${index}@example.com`);
  await Promise.all(buyers.map((email) => buyer(db, email, 10_000_000, at())));
  const creators = Array.from({ length: options.creators }, (_, index) => `drill-creator-${index}@example.com`);
  const minimumFee = Math.ceil(options.settings.minimumCents / options.settings.centsPerCredit / 0.8) + 1;
  let sales = 0;
  const sellOnce = async (creator: string, lane: number) => {
    sales += 1;
    const fee = minimumFee + Math.floor(random() * 20);
    await sell(db, { buyer: buyers[lane % buyers.length] ?? '', creator, runId: `drill-run-${sales}`, fee, at: at() });
  };
  // Each creator connected and sold to once: every one of them is due a payout.
  for (let start = 0; start < creators.length; start += 10) {
    await Promise.all(
      creators.slice(start, start + 10).map(async (creator, lane) => {
        await connectedCreator(db, options.fake, creator, { at: at() });
        await sellOnce(creator, lane);
      }),
    );
  }
  const salesBefore = sales;

  let selling = true;
  const sellers = Array.from({ length: options.sellers ?? 3 }, async (_, lane) => {
    while (selling) await sellOnce(creators[Math.floor(random() * creators.length)] ?? '', lane);
  });
  const payoutRun = options.payoutRun ?? inProcessRun(options);
  let killsLeft = options.kills;
  const started = performance.now();
  let payoutRuns = 0;
  let stopped = 0;
  try {
    // Until the stops are spent and a run ends with nothing pending (100 runs at most: a run that
    // never ends so fails the drill). A run to stop is stopped after 1 to creators / kills
    // checkpoints, so that the stops fall all over the month's payouts.
    for (let done = false; !done && payoutRuns < 100; ) {
      payoutRuns += 1;
      const stopAfter =
        killsLeft > 0 ? 1 + Math.floor(random() * Math.max(1, options.creators / options.kills)) : undefined;
      const outcome = await payoutRun(stopAfter);
      if (outcome === 'stopped') {
        stopped += 1;
        killsLeft -= 1;
        options.advance(25 * 3600 * 1000);
      } else {
        done = outcome.pending === 0 && killsLeft === 0;
      }
    }
  } finally {
    selling = false;
    await Promise.all(sellers);
  }
  const payoutMs = performance.now() - started;
  return {
    ...(await checkPayouts(db, options.fake)),
    creators: creators.length,
    salesBefore,
    salesDuring: sales - salesBefore,
    kills: stopped,
    payoutRuns,
    payoutMs,
  };
}

/** Our records against the stand-in's transfers and the ledger's own sums. */
export async function checkPayouts(
  db: Database,
  fake: FakeStripe,
): Promise<Omit<DrillFigures, 'creators' | 'salesBefore' | 'salesDuring' | 'kills' | 'payoutRuns' | 'payoutMs'>> {
  const recorded = await queryRows(db, sql`SELECT id, account_email, amount_cents, transfer_id, status FROM payouts`);
  const transfers = [...fake.connect.transfers.values()];
  const byGroup = new Map(transfers.map((transfer) => [transfer.transferGroup, transfer]));
  const matching = recorded.filter((payout) => {
    const transfer = byGroup.get(String(payout.id));
    return (
      payout.status === 'paid' &&
      transfer !== undefined &&
      transfer.id === payout.transfer_id &&
      transfer.amount === payout.amount_cents
    );
  });
  const [sums] = await queryRows(
    db,
    sql`
    SELECT
      coalesce(sum(delta) FILTER (WHERE reason IN ('earning', 'sale_reversed')), 0)::int AS earned,
      coalesce(-sum(delta) FILTER (WHERE reason = 'payout'), 0)::int AS paid,
      coalesce(sum(delta) FILTER (WHERE reason NOT IN ('purchase', 'payout')), 0)::int AS rest
    FROM credit_ledger`,
  );
  const [kept] = await queryRows(db, sql`SELECT coalesce(sum(earned), 0)::int AS kept FROM accounts`);
  const [mismatches] = await queryRows(
    db,
    sql`
    SELECT count(*)::int AS count FROM accounts a
    WHERE a.earned <> coalesce((SELECT sum(delta) FROM credit_ledger e WHERE e.account_email = a.email AND e.pot = 'earned'), 0)`,
  );
  return {
    payouts: recorded.length,
    creatorsPaid: new Set(recorded.map((payout) => payout.account_email)).size,
    transfers: transfers.length,
    transfersMatching: matching.length,
    recordedCents: recorded.reduce((total, payout) => total + Number(payout.amount_cents), 0),
    transferredCents: transfers.reduce((total, transfer) => total + transfer.amount, 0),
    earnedCredits: Number(sums?.earned),
    paidCredits: Number(sums?.paid),
    keptCredits: Number(kept?.kept),
    ledgerRest: Number(sums?.rest),
    earnedMismatches: Number(mismatches?.count),
  };
}
