import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open-database.ts';
import type { PaymentContext } from '../payments/payment-context.ts';
import type { PayoutSettings } from './payout-settings.ts';
import { runPayouts } from './run-payouts.ts';

/** True on the payout day: the first of the month (UTC). */
export function isPayoutDay(ms: number): boolean {
  return new Date(ms).getUTCDate() === 1;
}

/**
 * The monthly schedule of payouts in a process that has the Stripe keys (decision 137): every
 * `intervalMs` (default an hour) the payout run is called; on the first of the month (UTC) it
 * writes and pays the month's payouts, on other days it only settles payouts left pending.
 * Calls never overlap in one process; the month's payout of an account is written once whatever
 * the processes (its unique index). Gives the function that stops it.
 */
export function startPayoutSchedule(options: {
  db: Database;
  payments: PaymentContext;
  settings: PayoutSettings;
  now: () => number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runPayouts({
        db: options.db,
        stripe: options.payments.stripe,
        settings: options.settings,
        now: options.now,
        settleOnly: !isPayoutDay(options.now()),
        onFailure: (payoutId, error) => options.log.warn({ err: error, payoutId }, 'a payout stays pending'),
      });
    } catch (error) {
      options.log.warn({ err: error }, 'the payout run failed; the next one takes it up');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
