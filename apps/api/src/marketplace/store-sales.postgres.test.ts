import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabase } from '../testing/test-server.ts';
import { sellConcurrently } from './testing/concurrent-sales.ts';
import { storeServices } from './testing/store-scenario.ts';

// Issue 26, acceptance 2 (PostgreSQL only, where runs really complete in parallel on a pool of
// connections): 100 concurrent buyer runs of one listing at 7 credits, 20 of them made to fail.
// `pnpm --filter @taskwell/api bench:store-sales` prints the same figures.
let database: Awaited<ReturnType<typeof testDatabase>>;
let server: TestServer;

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  server = await startTestServer({ database: database.options, services: storeServices(), catalogue: [] });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('given 100 concurrent buyer runs of one listing at 7 credits, 20 made to fail', () => {
  it('should credit the creator once per completed run, refund each failure once, and balance every run', async () => {
    const figures = await sellConcurrently(server, {
      seller: 'store-seller@example.com',
      runs: 100,
      failing: 20,
      price: 7,
      buyers: 20,
    });
    expect(figures).toEqual({
      started: 100,
      completed: 80,
      failed: 20,
      completedPaidOnce: 80,
      failedRefundedOnce: 20,
      misplacedEntries: 0,
      unbalancedRuns: 0,
      negativeBalances: 0,
      // 80 runs: floor(7 × 80 %) = 5 to the creator, 2 to the platform, 7 from the buyers.
      creatorDelta: 400,
      platformDelta: 160,
      buyersDelta: -560,
    });
  }, 300_000);
});
