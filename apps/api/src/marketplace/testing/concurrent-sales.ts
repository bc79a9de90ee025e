import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { platformAccount } from '../../runtime/persistence/pay-out-runs.ts';
import type { TestServer } from '../../testing/test-server.ts';
import {
  balanceOf,
  buy,
  failingText,
  list,
  publishedTask,
  sellableTask,
  setAccount,
  settle,
} from './store-scenario.ts';

/** What a burst of concurrent sales of one listing left in the ledger and the balances. */
export interface SalesFigures {
  /** Runs bought, and how they ended. */
  started: number;
  completed: number;
  failed: number;
  /** Completed runs with exactly one `earning` and one `platform_share` entry. */
  completedPaidOnce: number;
  /** Failed runs with exactly one `refund` entry and no `earning` or `platform_share`. */
  failedRefundedOnce: number;
  /** Earnings or platform shares of failed runs, and refunds of completed runs (both must be 0). */
  misplacedEntries: number;
  /** Runs whose ledger entries do not sum to zero. */
  unbalancedRuns: number;
  /** Ledger entries that left a balance below zero, and accounts below zero now. */
  negativeBalances: number;
  /** Change of the creator's, the platform's and all buyers' balances. */
  creatorDelta: number;
  platformDelta: number;
  buyersDelta: number;
}

/**
 * Sells `runs` runs of one listing at `price` at once, from `buyers` buyers, `failing` of them
 * with the input that makes the step fail, and reads what the ledger says of them. The seller is
 * `seller` (signed in, on the Creator plan).
 */
export async function sellConcurrently(
  server: TestServer,
  options: { seller: string; runs: number; failing: number; price: number; buyers: number },
): Promise<SalesFigures> {
  const sellerToken = await server.signIn(options.seller);
  await setAccount(server, options.seller, { plan: 'Creator', balance: 100 });
  const taskId = await publishedTask(server, sellerToken, sellableTask());
  const listing = await list(server, sellerToken, taskId, options.price);
  if (listing.status !== 'live')
    throw new Error(`the listing is ${listing.status}: ${JSON.stringify(listing.problems)}`);
  const buyers = await Promise.all(
    Array.from({ length: options.buyers }, async (_, index) => {
      const email = `buyer-${index}@example.com`;
      const token = await server.signIn(email);
      await setAccount(server, email, { balance: options.price * Math.ceil(options.runs / options.buyers) });
      return { email, token };
    }),
  );
  const before = {
    creator: await balanceOf(server, options.seller),
    platform: await balanceOf(server, platformAccount),
    buyers: (await Promise.all(buyers.map((buyer) => balanceOf(server, buyer.email)))).reduce((a, b) => a + b, 0),
  };
  const started = await Promise.all(
    Array.from({ length: options.runs }, async (_, index) => {
      const buyer = buyers[index % buyers.length] as (typeof buyers)[number];
      const { reply, accepted } = await buy(
        server,
        buyer.token,
        listing.listingId,
        index < options.failing ? failingText : `question ${index}`,
        options.price,
      );
      if (!accepted) throw new Error(`buying answered ${reply.statusCode}: ${reply.body}`);
      return { buyer, runId: accepted.requestId };
    }),
  );
  const ended = await Promise.all(started.map(({ buyer, runId }) => settle(server, buyer.token, runId)));
  const runIds = started.map(({ runId }) => runId);
  const ids = sql.join(
    runIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [counts] = await queryRows(
    server.app.taskwell.db,
    sql`
    WITH per_run AS (
      SELECT r.id, r.status,
        count(*) FILTER (WHERE e.reason = 'earning') AS earnings,
        count(*) FILTER (WHERE e.reason = 'platform_share') AS shares,
        count(*) FILTER (WHERE e.reason = 'refund') AS refunds,
        COALESCE(sum(e.delta), 0) AS total
      FROM runs r LEFT JOIN credit_ledger e ON e.run_id = r.id
      WHERE r.id IN (${ids})
      GROUP BY r.id, r.status
    )
    SELECT
      count(*) FILTER (WHERE status = 'COMPLETED' AND earnings = 1 AND shares = 1 AND refunds = 0)::int AS paid_once,
      count(*) FILTER (WHERE status = 'ERROR' AND refunds = 1 AND earnings = 0 AND shares = 0)::int AS refunded_once,
      (sum(CASE WHEN status = 'COMPLETED' THEN refunds ELSE earnings + shares END))::int AS misplaced,
      count(*) FILTER (WHERE total <> 0)::int AS unbalanced
    FROM per_run`,
  );
  const [negative] = await queryRows(
    server.app.taskwell.db,
    sql`SELECT ((SELECT count(*) FROM credit_ledger WHERE balance_after < 0)
      + (SELECT count(*) FROM accounts WHERE balance < 0))::int AS negative`,
  );
  const buyersAfter = (await Promise.all(buyers.map((buyer) => balanceOf(server, buyer.email)))).reduce(
    (a, b) => a + b,
    0,
  );
  return {
    started: started.length,
    completed: ended.filter((status) => status.status === 'COMPLETED').length,
    failed: ended.filter((status) => status.status === 'ERROR').length,
    completedPaidOnce: Number(counts?.paid_once),
    failedRefundedOnce: Number(counts?.refunded_once),
    misplacedEntries: Number(counts?.misplaced),
    unbalancedRuns: Number(counts?.unbalanced),
    negativeBalances: Number(negative?.negative),
    creatorDelta: (await balanceOf(server, options.seller)) - before.creator,
    platformDelta: (await balanceOf(server, platformAccount)) - before.platform,
    buyersDelta: buyersAfter - before.buyers,
  };
}
