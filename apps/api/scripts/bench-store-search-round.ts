// A round of `bench:store-search` (scripts/bench-store.ts): public listings, 500 more in an
// organization's private store, runs bought of them (the figures' trigger counts each as it ends)
// and thumbs spread over them, written straight into the tables (untimed); then each search of
// the list below, BENCH_CALLS times after a warm-up, through the whole call in process (routing,
// credentials, validation, queries, reply): its p50 and p95, and CPU (this process and the
// PostgreSQL server) and statements per search. Size: 2,000 listings and 6,000 runs, 30 calls per
// search (a few minutes on a busy machine); BENCH_SIZE=full is decision 107's 10,000 listings,
// 30,000 runs and 100 calls (BENCH_LISTINGS, BENCH_RUNS, BENCH_CALLS set each alone).
import { sql } from 'drizzle-orm';
import { newRowId } from '../src/db/row-ids.ts';
import { organizationMembers, organizations, runs, storeListingFigures } from '../src/db/schema.ts';
import type { TestServer } from '../src/testing/test-server.ts';
import { type Beside, openWindow, type Spent, spread, storeFolder } from './bench-store-measure.ts';

const full = process.env.BENCH_SIZE === 'full';
const listingCount = Number(process.env.BENCH_LISTINGS ?? (full ? 10_000 : 2_000));
const runCount = Number(process.env.BENCH_RUNS ?? (full ? 30_000 : 6_000));
const calls = Number(process.env.BENCH_CALLS ?? (full ? 100 : 30));
const privateCount = 500;

export async function searchRound(server: TestServer, beside: Beside) {
  const { boughtRun, seedListings } = await import(`../src/${storeFolder}/testing/seed-listings.ts`);
  const { db } = server.app.taskwell;
  const seller = 'store-bench-seller@example.com';
  const buyer = 'store-bench-buyer@example.com';
  await server.signIn(seller);
  const headers = { authorization: `Bearer ${await server.signIn(buyer)}` };

  // Cards from a vocabulary: every description says "report"; one listing alone says "zephyrine".
  const vocabulary = Array.from({ length: 400 }, (_, index) => `word${index.toString(36)}`);
  const categories = ['business', 'finance', 'writing', 'marketing', 'legal', 'sales', 'support', 'research'];
  const creators = Array.from({ length: 300 }, (_, index) => `Creator ${vocabulary[(index * 7) % 400]}`);
  const pick = (seed: number, count: number) =>
    Array.from({ length: count }, (_, index) => vocabulary[(seed * 31 + index * 97) % vocabulary.length]).join(' ');
  const now = Date.now();
  const card = (index: number) => ({
    name: `${pick(index, 2)}${index % 50 === 0 ? ' weekly sales' : ''}`,
    heading: pick(index + 1, 5),
    description: `${pick(index + 2, 14)} report${index === 4242 % listingCount ? ' zephyrine' : ''}`,
    category: categories[index % categories.length] ?? 'business',
    creatorName: creators[index % creators.length] ?? 'A creator',
  });
  const seedStarted = performance.now();
  const organizationId = newRowId();
  const at = new Date();
  await db.insert(organizations).values({
    id: organizationId,
    name: 'Bench Ltd',
    accentColour: '#336699',
    createdBy: seller,
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(organizationMembers).values([
    { organizationId, email: seller, role: 'owner', joinedAt: at },
    { organizationId, email: buyer, role: 'member', joinedAt: at },
  ]);
  const ids: string[] = await seedListings(
    db,
    seller,
    Array.from({ length: listingCount }, (_, index) => ({
      card: card(index),
      price: 1 + (index % 20),
      createdAt: new Date(now - index * 60_000),
    })),
    new Date(now),
  );
  await seedListings(
    db,
    seller,
    Array.from({ length: privateCount }, (_, index) => ({
      card: card(listingCount + index),
      createdAt: new Date(now - index * 60_000),
      visibility: 'organization' as const,
      organizationId,
    })),
    new Date(now),
  );
  // Runs bought, spread unevenly (a few listings sell most), over the last 60 days.
  for (let start = 0; start < runCount; start += 1000) {
    await db.insert(runs).values(
      Array.from({ length: Math.min(1000, runCount - start) }, (_, offset) => {
        const index = start + offset;
        const listing = ids[Math.floor(((index * 7919) % 1000) ** 2 / 1000) % ids.length] ?? ids[0] ?? '';
        const created = new Date(now - ((index * 104_729) % (60 * 86_400_000)));
        return boughtRun({
          listingId: listing,
          buyer,
          createdAt: created,
          finishedAt: new Date(created.getTime() + 2_000 + (index % 40) * 1000),
        });
      }),
    );
  }
  // The runs end as the runtime ends them: the figures' trigger counts each in that statement.
  await db.execute(
    sql`UPDATE ${runs} SET status = (ARRAY['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'ERROR', 'ABORTED'])[1 + abs(hashtext(id)) % 6]
      WHERE listing_id IS NOT NULL`,
  );
  // Thumbs on a third of the listings (as the triggers would have counted them).
  await db.execute(
    sql`UPDATE ${storeListingFigures} SET rating_up = (hashtext(listing_id) & 15), rating_down = (hashtext(listing_id) >> 8) & 3
      WHERE hashtext(listing_id) % 3 = 0`,
  );
  await db.execute(sql`ANALYZE`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const search = async (query: string) => {
    const reply = await server.app.inject({ method: 'GET', url: `/api/store/listings?${query}`, headers });
    if (reply.statusCode !== 200) throw new Error(`${query} answered ${reply.statusCode}: ${reply.body}`);
    return reply.json() as { listings: { listingId: string }[]; nextCursor: string };
  };
  const measure = async (label: string, query: string, beforeEach?: () => Promise<void>) => {
    for (let warm = 0; warm < 5; warm++) await search(query);
    const times: number[] = [];
    let items = 0;
    const window = openWindow();
    for (let call = 0; call < calls; call++) {
      await beforeEach?.();
      const began = performance.now();
      items = (await search(query)).listings.length;
      times.push(performance.now() - began);
    }
    return { label, items, ...spread(times), spent: window() };
  };

  const second = (await search('sort=popular')).nextCursor;
  const searches: [string, string][] = [
    ['common word (every listing): q=report', 'q=report'],
    ['common word, sort popular', 'q=report&sort=popular'],
    ['rare word: q=zephyrine', 'q=zephyrine'],
    ['phrase: q="weekly sales"', `q=${encodeURIComponent('"weekly sales"')}`],
    ['two words, one left out', `q=${encodeURIComponent('report -weekly')}`],
    ['category=finance', 'category=finance'],
    ['sort=popular', 'sort=popular'],
    ['sort=rating', 'sort=rating'],
    ['sort=newest', 'sort=newest'],
    ['sort=popular, second page', `sort=popular&cursor=${encodeURIComponent(second)}`],
    ['private store (500 listings)', `organizationId=${organizationId}`],
    ['private store, q=report', `organizationId=${organizationId}&q=report`],
  ];
  const anchors = await beside.anchors();
  const idle = await beside.idle();
  const rows = [];
  for (const [label, query] of searches) rows.push(await measure(label, query));
  // The figures a process worked out hold until one of the listing's runs ends: a run of the first
  // page's most bought listing ends before every call (its insert and end are in this row's CPU).
  const busiest = (await search('sort=popular')).listings[0]?.listingId ?? '';
  const ended = await measure('sort=popular, a run of its first listing ended', 'sort=popular', async () => {
    const createdAt = new Date();
    const run = boughtRun({ listingId: busiest, buyer, createdAt, finishedAt: new Date(createdAt.getTime() + 3_000) });
    await db.insert(runs).values(run);
    await db.execute(sql`UPDATE ${runs} SET status = 'COMPLETED' WHERE id = ${run.id}`);
  });
  const anchorsAfter = await beside.anchors();
  // Every search but the last row (whose CPU holds a run's start and end) is one unit.
  const spent = rows.reduce<Spent>(
    (sum, row) => {
      for (const [text, n] of Object.entries(row.spent.byText)) sum.byText[text] = (sum.byText[text] ?? 0) + n;
      return {
        cpuMs: sum.cpuMs + row.spent.cpuMs,
        serverCpuMs: sum.serverCpuMs + row.spent.serverCpuMs,
        statements: sum.statements + row.spent.statements,
        wallMs: sum.wallMs + row.spent.wallMs,
        byText: sum.byText,
      };
    },
    { cpuMs: 0, serverCpuMs: 0, statements: 0, wallMs: 0, byText: {} },
  );
  const all = rows.flatMap((row) => [row.p50, row.p95]);
  return {
    units: rows.length * calls,
    unit: 'search',
    size: { listings: listingCount, private: privateCount, runs: runCount, calls, seedSeconds },
    spent,
    phases: {
      rows: [...rows, ended].map(({ spent: { byText, ...rest }, ...row }) => ({ ...row, spent: rest })),
      worstP95: Math.max(...rows.map((row) => row.p95), ended.p95),
      medianP50: spread(all).p50,
    },
    anchors,
    anchorsAfter,
    idle,
  };
}
