import type { StoreListingPage } from '@taskwell/api-sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import type { RunStatus } from '../db/run-columns.ts';
import { runs, storeListings } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { refreshWindow } from './store-figures.ts';
import { boughtRun, seedListings } from './testing/seed-listings.ts';
import { as, storeServices } from './testing/store-scenario.ts';

// Decision 107: the counters the search reads instead of scanning every listing. `recent` (runs
// bought since the window's first day, for the popular sort) is kept by the trigger that counts a
// run as it ends and counted again when the window moves; the live listings per store and category
// are kept by a trigger on the listings.

const seller = 'counters-seller@example.com';
const buyer = 'counters-buyer@example.com';
const day = 86_400_000;
let server: TestServer;
let db: Database;
let token: string;
let listingId: string;

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [] });
  db = server.app.taskwell.db;
  token = await server.signIn(seller);
  await server.signIn(buyer);
  [listingId = ''] = await seedListings(
    db,
    seller,
    [{ card: { name: 'Counted listing', category: 'counting' }, createdAt: new Date(Date.now() - 90 * day) }],
    new Date(),
  );
}, 60_000);
afterAll(() => server?.close());

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A run of the listing bought `daysAgo` days ago, ended now as the runtime ends it. */
async function endRun(daysAgo: number, status: RunStatus): Promise<void> {
  const run = boughtRun({ listingId, buyer, createdAt: new Date(Date.now() - daysAgo * day), taskId: 'counted' });
  await db.insert(runs).values(run);
  const id = run.id;
  await db.update(runs).set({ status, finishedAt: new Date() }).where(eq(runs.id, id));
}

async function counters(): Promise<{ runs: number; recent: number }> {
  const [row] = await queryRows(
    db,
    sql`SELECT runs, recent FROM store_listing_figures WHERE listing_id = ${listingId}`,
  );
  return { runs: Number(row?.runs ?? 0), recent: Number(row?.recent ?? 0) };
}

describe("the listings' recent runs", () => {
  it('should count a run as it ends when it was bought inside the window, and move with the window', async () => {
    await refreshWindow(db, dayOf(Date.now() - 30 * day));
    await endRun(2, 'COMPLETED');
    await endRun(10, 'ERROR');
    await endRun(45, 'COMPLETED');
    expect(await counters()).toEqual({ runs: 3, recent: 2 });

    // The window starts 50 days back: the 45-day-old run counts too; 5 days back: only the newest.
    await refreshWindow(db, dayOf(Date.now() - 50 * day));
    expect(await counters()).toEqual({ runs: 3, recent: 3 });
    await refreshWindow(db, dayOf(Date.now() - 5 * day));
    expect(await counters()).toEqual({ runs: 3, recent: 1 });
    await endRun(1, 'ABORTED');
    await endRun(7, 'COMPLETED');
    expect(await counters()).toEqual({ runs: 5, recent: 2 });

    await refreshWindow(db, dayOf(Date.now() - 30 * day));
    expect(await counters()).toEqual({ runs: 5, recent: 4 });
  });
});

describe('the counts per category without words', () => {
  async function categories(query: string): Promise<StoreListingPage['categories']> {
    const reply = await as(server, token, 'GET', `/api/store/listings?${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as StoreListingPage).categories;
  }

  it.each([
    {
      given: 'a listing withdrawn',
      change: (id: string) => db.update(storeListings).set({ status: 'withdrawn' }).where(eq(storeListings.id, id)),
      want: [
        { name: 'counting', count: 1 },
        { name: 'moving', count: 1 },
      ],
    },
    {
      given: 'a listing moved to another category',
      change: (id: string) =>
        db.execute(sql`UPDATE store_listings SET card = jsonb_set(card, '{category}', '"counting"') WHERE id = ${id}`),
      want: [
        { name: 'counting', count: 2 },
        { name: 'moving', count: 1 },
      ],
    },
    {
      given: 'a listing deleted',
      change: (id: string) => db.delete(storeListings).where(eq(storeListings.id, id)),
      want: [
        { name: 'counting', count: 1 },
        { name: 'moving', count: 1 },
      ],
    },
  ])('given $given should count what the words search counts', async ({ change, want }) => {
    const ids = await seedListings(
      db,
      seller,
      ['moving', 'moving'].map((category, index) => ({
        card: { name: `Moving listing ${index}`, category },
        createdAt: new Date(Date.now() - day),
      })),
      new Date(),
    );
    await change(ids[0] ?? '');
    const counted = await categories('sort=newest');
    const wanted = want.filter((row) => row.count > 0);
    expect(counted).toEqual(wanted);
    // The same counts as a search whose words match every listing here.
    expect(await categories(`q=${encodeURIComponent('counted or moving')}`)).toEqual(wanted);
    await db.delete(storeListings).where(sql`${storeListings.id} IN (${ids[0] ?? ''}, ${ids[1] ?? ''})`);
    expect(await categories('sort=newest')).toEqual([{ name: 'counting', count: 1 }]);
  });
});
