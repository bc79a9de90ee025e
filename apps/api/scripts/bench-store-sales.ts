// The AI Store's sales under load (issue 26, acceptance 2): 100 concurrent buyer runs of one
// listing at 7 credits, 20 of them made to fail, on PostgreSQL; prints what the ledger says of
// them (the test src/marketplace/store-sales.postgres.test.ts asserts the same figures).
// `pnpm --filter @taskwell/api bench:store-sales` starts a throwaway PostgreSQL for it.
import { sellConcurrently } from '../src/marketplace/testing/concurrent-sales.ts';
import { storeServices } from '../src/marketplace/testing/store-scenario.ts';
import { startTestServer, testDatabase } from '../src/testing/test-server.ts';

const database = await testDatabase();
if (database.options.kind !== 'postgres') {
  process.stderr.write('Set TEST_DATABASE_URL to a PostgreSQL server, or run it through scripts/with-postgres.ts.\n');
  process.exit(2);
}
const server = await startTestServer({ database: database.options, services: storeServices(), catalogue: [] });
try {
  const started = performance.now();
  const figures = await sellConcurrently(server, {
    seller: 'store-seller@example.com',
    runs: 100,
    failing: 20,
    price: 7,
    buyers: 20,
  });
  const seconds = (performance.now() - started) / 1000;
  const lines = [
    `runs bought: ${figures.started} (completed ${figures.completed}, failed ${figures.failed}) in ${seconds.toFixed(1)} s`,
    `completed runs credited exactly once: ${figures.completedPaidOnce} of ${figures.completed}`,
    `failed runs refunded exactly once, credited never: ${figures.failedRefundedOnce} of ${figures.failed}`,
    `entries on the wrong runs: ${figures.misplacedEntries}`,
    `runs whose ledger entries do not sum to zero: ${figures.unbalancedRuns}`,
    `balances ever below zero: ${figures.negativeBalances}`,
    `creator +${figures.creatorDelta}, platform +${figures.platformDelta}, buyers ${figures.buyersDelta} (sum ${figures.creatorDelta + figures.platformDelta + figures.buyersDelta})`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await server.close();
  await database.drop();
}
