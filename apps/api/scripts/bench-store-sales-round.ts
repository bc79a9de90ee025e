// A round of `bench:store-sales` (scripts/bench-store.ts): a creator lists a task at 7 credits,
// 20 buyers sign in (untimed set-up, and one warm-up sale each), then BENCH_SALES (default 200)
// runs are bought at once, 20 % of them made to fail, and settle: the completed ones pay the
// creator and the platform, the failed ones are refunded. What is measured is that window alone:
// CPU (this process and the PostgreSQL server) and statements per sale, each buy request's
// latency, each run's time from queued to settled (its own timestamps), and the phases' wall time.
import { sql } from 'drizzle-orm';
import type { TestServer } from '../src/testing/test-server.ts';
import { type Beside, openWindow, spread, storeFolder } from './bench-store-measure.ts';

const price = 7;
const buyerCount = 20;

/** The helpers of src/<store folder>/testing/store-scenario.ts this round uses (both versions have them). */
interface Scenario {
  failingText: string;
  sellableTask(): unknown;
  publishedTask(server: TestServer, token: string, definition: unknown): Promise<string>;
  list(
    server: TestServer,
    token: string,
    taskId: string,
    price: number,
  ): Promise<{ listingId: string; status: string }>;
  setAccount(server: TestServer, email: string, values: { plan?: string; balance?: number }): Promise<void>;
  as(
    server: TestServer,
    token: string,
    method: string,
    url: string,
    payload?: object,
  ): Promise<{ statusCode: number; body: string; json(): { body: string } }>;
}

export async function salesRound(server: TestServer, scenario: Scenario, beside: Beside) {
  const sales = Number(process.env.BENCH_SALES ?? 200);
  const failing = Math.round(sales / 5);
  const { db } = server.app.taskwell;
  const seller = 'store-seller@example.com';
  const sellerToken = await server.signIn(seller);
  await scenario.setAccount(server, seller, { plan: 'Creator', balance: 100 });
  const taskId = await scenario.publishedTask(server, sellerToken, scenario.sellableTask());
  const listing = await scenario.list(server, sellerToken, taskId, price);
  if (listing.status !== 'live') throw new Error(`the listing is ${listing.status}`);
  const buyers = await Promise.all(
    Array.from({ length: buyerCount }, async (_, index) => {
      const email = `buyer-${index}@example.com`;
      const token = await server.signIn(email);
      await scenario.setAccount(server, email, { balance: price * (Math.ceil(sales / buyerCount) + 1) });
      return token;
    }),
  );
  // The buy request as each version's contract has it: since the payouts it names the price the
  // buyer saw (`expectedPrice`, required); before, it had no such field.
  const named = storeFolder === 'marketplace' ? { expectedPrice: price } : {};
  const buy = async (token: string, text: string) => {
    const began = performance.now();
    const reply = await scenario.as(server, token, 'POST', `/api/store/listings/${listing.listingId}/runs`, {
      parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: text } },
      ...named,
    });
    const ms = performance.now() - began;
    if (reply.statusCode !== 200) throw new Error(`buying answered ${reply.statusCode}: ${reply.body}`);
    return { ms, runId: (JSON.parse(reply.json().body) as { requestId: string }).requestId };
  };
  const settled = async (ids: string[]) => {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    for (;;) {
      const rows = (await db.execute(
        sql`SELECT count(*)::int AS n FROM runs WHERE id IN (${list}) AND status IN ('COMPLETED', 'ERROR', 'ABORTED')`,
      )) as unknown as { rows?: { n: number }[] } | { n: number }[];
      const n = Array.isArray(rows) ? rows[0]?.n : rows.rows?.[0]?.n;
      if (n === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Checks the runs' ends leave to the background belong to the sales.
    await (server.app.taskwell as { checks?: { idle(): Promise<void> } }).checks?.idle();
    return list;
  };
  // Warm-up: one sale per buyer, settled, untimed.
  await settled(await Promise.all(buyers.map(async (token, index) => (await buy(token, `warm ${index}`)).runId)));

  const anchors = await beside.anchors();
  const idle = await beside.idle();
  const window = openWindow();
  const bought = await Promise.all(
    Array.from({ length: sales }, (_, index) =>
      buy(buyers[index % buyerCount] as string, index < failing ? scenario.failingText : `question ${index}`),
    ),
  );
  const buyWallMs = window().wallMs;
  const ids = bought.map(({ runId }) => runId);
  const list = await settled(ids);
  const spent = window();
  const anchorsAfter = await beside.anchors();

  const rows = (await db.execute(
    sql`SELECT r.status,
      EXTRACT(EPOCH FROM (r.finished_at - r.queued_at)) * 1000 AS settle_ms,
      (SELECT COALESCE(sum(e.delta), 0) FROM credit_ledger e WHERE e.run_id = r.id)::int AS ledger
      FROM runs r WHERE r.id IN (${list})`,
  )) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const runs = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return {
    units: sales,
    unit: 'sale',
    completed: runs.filter((run) => run.status === 'COMPLETED').length,
    failed: runs.filter((run) => run.status === 'ERROR').length,
    ledgerSum: runs.reduce((sum, run) => sum + Number(run.ledger), 0),
    spent,
    phases: {
      buy: spread(bought.map(({ ms }) => ms)),
      settle: spread(runs.map((run) => Number(run.settle_ms))),
      buyWallMs,
      settleWallMs: spent.wallMs - buyWallMs,
    },
    anchors,
    anchorsAfter,
    idle,
  };
}
