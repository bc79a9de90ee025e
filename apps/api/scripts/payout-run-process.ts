// One payout run in a process of its own, for `bench:payouts` to kill with SIGKILL at a random
// point: prints a line at every checkpoint (a payout written, a transfer made) and, when it ends,
// `done <pending>`. Settings from the environment: DATABASE_URL, STRIPE_API_BASE, PAYOUT_NOW (ms),
// PAYOUT_CENTS_PER_CREDIT and PAYOUT_MINIMUM_CENTS.
import { openDatabase } from '../src/db/open-database.ts';
import { createStripeClient } from '../src/payments/stripe-client.ts';
import { readPayoutSettings } from '../src/payouts/payout-settings.ts';
import { runPayouts } from '../src/payouts/run-payouts.ts';

const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL ?? '', maxConnections: 2 });
const now = Number(process.env.PAYOUT_NOW);
try {
  const report = await runPayouts({
    db: database.db,
    stripe: createStripeClient({
      secretKey: 'sk_test_payout_process',
      apiBase: process.env.STRIPE_API_BASE ?? '',
      maxNetworkRetries: 0,
    }),
    settings: readPayoutSettings(process.env),
    now: () => now,
    checkpoint: (point, payoutId) => {
      process.stdout.write(`${point} ${payoutId}\n`);
    },
  });
  process.stdout.write(`done ${report.pending}\n`);
} finally {
  await database.close();
}
