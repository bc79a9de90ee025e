// Issue 41, acceptance 2 at full scale: 200 creators paid on PostgreSQL while sales keep
// completing, the payout run a process of its own killed with SIGKILL at a random point 10 times;
// prints what our records and the Stripe stand-in's transfers say, beside the same payouts run in
// this process without a stop (the anchor). The test src/payouts/payout-drill.postgres.test.ts
// asserts the same figures with the run stopped in-process.
// `pnpm --filter @taskwell/api bench:payouts` starts a throwaway PostgreSQL for it.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/open-database.ts';
import { createStripeClient } from '../src/payments/stripe-client.ts';
import { fakePaymentSettings } from '../src/payments/testing/fake-stripe.ts';
import { serveStripeStandIn } from '../src/payments/testing/serve-stripe-stand-in.ts';
import type { PayoutSettings } from '../src/payouts/payout-settings.ts';
import { type DrillFigures, payoutDrill } from '../src/payouts/testing/payout-drill.ts';
import { testDatabase } from '../src/testing/test-server.ts';

const creators = Number(process.env.PAYOUT_BENCH_CREATORS ?? 200);
const kills = Number(process.env.PAYOUT_BENCH_KILLS ?? 10);
const seed = Number(process.env.PAYOUT_DRILL_SEED ?? Date.now() % 1_000_000);
const settings: PayoutSettings = { centsPerCredit: 20, minimumCents: 500 };
const child = fileURLToPath(new URL('./payout-run-process.ts', import.meta.url));

/** A payout run in a child process, killed with SIGKILL after `stopAfter` checkpoint lines. */
function processRun(url: string, standInUrl: string, now: () => number) {
  return (stopAfter: number | undefined) =>
    new Promise<'stopped' | { pending: number }>((resolve, reject) => {
      const running = spawn(process.execPath, ['--import', 'tsx', child], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          STRIPE_API_BASE: standInUrl,
          PAYOUT_NOW: String(now()),
          PAYOUT_CENTS_PER_CREDIT: String(settings.centsPerCredit),
          PAYOUT_MINIMUM_CENTS: String(settings.minimumCents),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let seen = 0;
      let pending: number | undefined;
      let killed = false;
      createInterface({ input: running.stdout }).on('line', (line) => {
        if (line.startsWith('done ')) pending = Number(line.slice(5));
        else seen += 1;
        if (stopAfter !== undefined && seen >= stopAfter && !killed) {
          killed = running.kill('SIGKILL');
        }
      });
      running.on('error', reject);
      running.on('exit', (code, signal) => {
        if (signal === 'SIGKILL') resolve('stopped');
        else if (code === 0 && pending !== undefined) resolve({ pending });
        else reject(new Error(`the payout process ended with ${code ?? signal}`));
      });
    });
}

/** One drill on a database of its own; `inChildren` kills payout processes, otherwise no stop. */
async function drill(inChildren: boolean): Promise<DrillFigures> {
  const database = await testDatabase();
  if (database.options.kind !== 'postgres') {
    process.stderr.write('Set TEST_DATABASE_URL to a PostgreSQL server, or run it through scripts/with-postgres.ts.\n');
    process.exit(2);
  }
  let clock = Date.parse('2026-11-01T06:00:00Z');
  const now = () => clock;
  const standIn = await serveStripeStandIn({ webhookSecret: fakePaymentSettings().webhookSecret, now });
  const opened = await openDatabase(database.options);
  try {
    return await payoutDrill({
      db: opened.db,
      stripe: createStripeClient({ secretKey: 'sk_test_bench', apiBase: standIn.url, maxNetworkRetries: 0 }),
      fake: standIn.stripe,
      settings,
      now,
      advance: (ms) => {
        clock += ms;
      },
      creators,
      kills: inChildren ? kills : 0,
      seed,
      ...(inChildren ? { payoutRun: processRun(database.options.url, standIn.url, now) } : {}),
    });
  } finally {
    await opened.close();
    await standIn.close();
    await database.drop();
  }
}

function print(title: string, figures: DrillFigures): void {
  const lines = [
    `${title}:`,
    `  creators ${figures.creators}, sales ${figures.salesBefore} before and ${figures.salesDuring} during the payouts`,
    `  payout runs ${figures.payoutRuns}, killed ${figures.kills}, in ${(figures.payoutMs / 1000).toFixed(1)} s`,
    `  payouts ${figures.payouts} to ${figures.creatorsPaid} creators; stand-in transfers ${figures.transfers}, matching our records to the cent ${figures.transfersMatching}`,
    `  recorded ${figures.recordedCents} cents, transferred ${figures.transferredCents} cents`,
    `  earned ${figures.earnedCredits} credits = paid ${figures.paidCredits} + kept ${figures.keptCredits} (${figures.earnedCredits === figures.paidCredits + figures.keptCredits ? 'none lost or paid twice' : 'MISMATCH'})`,
    `  ledger sum of everything but credits bought and paid out: ${figures.ledgerRest}; earned balances off their entries: ${figures.earnedMismatches}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

const anchor = await drill(false);
const killed = await drill(true);
const [one, five] = loadavg();
process.stdout.write(
  `nproc ${availableParallelism()}, load average ${one?.toFixed(2)} ${five?.toFixed(2)}, seed ${seed}\n`,
);
print('anchor: the same payouts in this process, never stopped', anchor);
print(`payout processes killed with SIGKILL at random points ${kills} times`, killed);
