import type { ErrorBody, SavedStoreListings, StoreListing, StoreListingView } from '@taskwell/api-sdk';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { newRowId } from '../db/row-ids.ts';
import { organizationMembers, organizations, runs } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { boughtRun } from './testing/seed-listings.ts';
import {
  as,
  balanceOf,
  buy,
  list,
  publishedTask,
  sellableTask,
  setAccount,
  settle,
  storeServices,
} from './testing/store-scenario.ts';

// Issue 41, "prices a buyer can trust" (acceptance 3): a buy names the price the buyer saw and a
// different price in force is a 409 naming it, nothing charged; a rise of a live listing is shown
// with its date and applies after it (24 hours by default), a fall at once; the seller's side
// cannot buy (403); free runs and the owner's own runs leave the store's counters as they were.

const seller = 'prices-seller@example.com';
const colleague = 'prices-colleague@example.com';
const buyer = 'prices-buyer@example.com';
testsInOrder(
  "one listing's story: its price moves from 7 to a rise of 9 on the servers' clock a day on, then falls to 5, and the counters count the three runs the tests before bought",
);

const hour = 3_600_000;
/** The servers' clock runs `offset` ahead of the machine's: the test moves it past a notice. */
let offset = 0;
let server: TestServer;
let db: Database;
const tokens: Record<string, string> = {};
let taskId: string;
let listingId: string;

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [], now: () => Date.now() + offset });
  db = server.app.taskwell.db;
  for (const email of [seller, colleague, buyer]) tokens[email] = await server.signIn(email);
  await setAccount(server, seller, { plan: 'Creator', balance: 100 });
  await setAccount(server, colleague, { balance: 100 });
  await setAccount(server, buyer, { balance: 1000 });
  // The seller and a colleague work in one organization.
  const organizationId = newRowId();
  const at = new Date();
  await db.insert(organizations).values({
    id: organizationId,
    name: 'Seller Ltd',
    accentColour: '#224466',
    createdBy: seller,
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(organizationMembers).values([
    { organizationId, email: seller, role: 'owner', joinedAt: at },
    { organizationId, email: colleague, role: 'member', joinedAt: at },
  ]);
  taskId = await publishedTask(server, tokens[seller] ?? '', sellableTask());
  const listing = await list(server, tokens[seller] ?? '', taskId, 7);
  expect(listing.status, JSON.stringify(listing.problems)).toBe('live');
  listingId = listing.listingId;
}, 120_000);
afterAll(() => server?.close());

const view = async (email: string) =>
  (await as(server, tokens[email] ?? '', 'GET', `/api/store/listings/${listingId}`)).json() as StoreListingView;

async function feeOf(runId: string | undefined): Promise<number | undefined> {
  const [row] = await db
    .select({ fee: runs.fee })
    .from(runs)
    .where(eq(runs.id, runId ?? ''));
  return row?.fee;
}

describe('a buy that names a price', () => {
  it('should refuse a stale price with 409 and the price now, charging nothing', async () => {
    const before = await balanceOf(server, buyer);
    const { reply } = await buy(server, tokens[buyer] ?? '', listingId, 'hello', 6);
    const body = reply.json() as ErrorBody;
    expect([reply.statusCode, body.code, body.currentPrice]).toEqual([409, 'price_changed', 7]);
    expect(body.message).toContain('7 credits');
    expect(await balanceOf(server, buyer)).toBe(before);
  });

  it('should charge the price named when it is the one in force', async () => {
    const { reply, accepted } = await buy(server, tokens[buyer] ?? '', listingId, 'hello', 7);
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await settle(server, tokens[buyer] ?? '', accepted?.requestId ?? '')).status).toBe('COMPLETED');
    expect(await feeOf(accepted?.requestId)).toBe(7);
  });
});

describe('a price rise', () => {
  it('should be announced with its date, keep the price until then, and apply after it', async () => {
    expect((await as(server, tokens[buyer] ?? '', 'PUT', `/api/store/listings/${listingId}/saved`)).statusCode).toBe(
      204,
    );
    const asked = Date.now() + offset;
    const put = await as(server, tokens[seller] ?? '', 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 9 });
    const owned = put.json() as StoreListing;
    expect(owned.price).toBe(7);
    expect(owned.priceChange?.price).toBe(9);
    const from = Date.parse(owned.priceChange?.from ?? '');
    expect(from - asked).toBeGreaterThanOrEqual(24 * hour - 5_000);
    expect(from - asked).toBeLessThanOrEqual(24 * hour + 60_000);
    // The buyer sees it on the listing and in their list, before it applies.
    expect(await view(buyer)).toMatchObject({ price: 7, priceChange: { price: 9, from: owned.priceChange?.from } });
    const saved = (await as(server, tokens[buyer] ?? '', 'GET', '/api/store/saved')).json() as SavedStoreListings;
    expect(saved.listings.find((each) => each.listingId === listingId)?.priceChange?.price).toBe(9);
    // Asking for the same rise again keeps its date.
    const again = await as(server, tokens[seller] ?? '', 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 9 });
    expect((again.json() as StoreListing).priceChange?.from).toBe(owned.priceChange?.from);
    const early = await buy(server, tokens[buyer] ?? '', listingId, 'still seven', 7);
    expect(early.reply.statusCode, early.reply.body).toBe(200);
    expect((await settle(server, tokens[buyer] ?? '', early.accepted?.requestId ?? '')).status).toBe('COMPLETED');
    expect(await feeOf(early.accepted?.requestId)).toBe(7);

    offset += 24 * hour + 60_000;
    expect(await view(buyer)).toMatchObject({ price: 9, priceChange: null });
    const stale = (await buy(server, tokens[buyer] ?? '', listingId, 'seven?', 7)).reply;
    expect([stale.statusCode, (stale.json() as ErrorBody).currentPrice]).toEqual([409, 9]);
    const late = await buy(server, tokens[buyer] ?? '', listingId, 'nine', 9);
    expect(late.reply.statusCode, late.reply.body).toBe(200);
    expect((await settle(server, tokens[buyer] ?? '', late.accepted?.requestId ?? '')).status).toBe('COMPLETED');
    expect(await feeOf(late.accepted?.requestId)).toBe(9);
  });

  it('should apply a fall at once, dropping a rise announced', async () => {
    const rise = await as(server, tokens[seller] ?? '', 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 12 });
    expect((rise.json() as StoreListing).priceChange?.price).toBe(12);
    const fall = await as(server, tokens[seller] ?? '', 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 5 });
    expect(fall.json()).toMatchObject({ price: 5, priceChange: null });
    expect(await view(buyer)).toMatchObject({ price: 5, priceChange: null });
  });
});

describe("the seller's side", () => {
  it.each([
    { given: 'the owner', email: seller },
    { given: 'a member of an organization the owner belongs to', email: colleague },
  ])('should refuse $given with 403, charging nothing', async ({ email }) => {
    const before = await balanceOf(server, email);
    const { reply } = await buy(server, tokens[email] ?? '', listingId, 'mine', 5);
    expect([reply.statusCode, (reply.json() as ErrorBody).code]).toEqual([403, 'own_listing']);
    expect(await balanceOf(server, email)).toBe(before);
  });
});

describe("the store's counters", () => {
  async function counters() {
    const [figures] = await queryRows(
      db,
      sql`SELECT runs, recent, rating_up, rating_down FROM store_listing_figures WHERE listing_id = ${listingId}`,
    );
    const [days] = await queryRows(
      db,
      sql`SELECT coalesce(sum(bought), 0)::int AS bought FROM store_listing_days WHERE listing_id = ${listingId}`,
    );
    return { ...figures, bought: Number(days?.bought), view: (await view(buyer)).figures };
  }

  it('should stay as they were after 1,000 free runs and runs by the owner end', async () => {
    const before = await counters();
    expect(before.view.runs).toBe(3);
    const createdAt = new Date(Date.now() + offset - hour);
    const made = Array.from({ length: 1_000 }, (_, index) => {
      const free = index % 2 === 0;
      return { ...boughtRun({ listingId, buyer: free ? buyer : seller, createdAt }), fee: free ? 0 : 5 };
    });
    // Started and ended as the runtime ends them, those whose id ends in 0 to 4 failing, in one
    // transaction: the server's reaper never sees them under way (started an hour ago, unclaimed,
    // it would end them ABORTED on a busy machine between the two statements).
    await db.transaction(async (tx) => {
      for (let start = 0; start < made.length; start += 250) {
        await tx.insert(runs).values(made.slice(start, start + 250));
      }
      await tx.execute(
        sql`UPDATE runs SET status = CASE WHEN right(id, 1) IN ('0', '1', '2', '3', '4') THEN 'ERROR' ELSE 'COMPLETED' END,
          finished_at = ${new Date(Date.now() + offset).toISOString()}::timestamptz
          WHERE listing_id = ${listingId} AND status = 'IN_PROGRESS'`,
      );
    });
    const [ended] = await queryRows(
      db,
      sql`SELECT count(*)::int AS n FROM runs WHERE listing_id = ${listingId} AND status IN ('COMPLETED', 'ERROR')`,
    );
    expect(Number(ended?.n)).toBe(1_000 + 3);
    expect(await counters()).toEqual(before);
  });
});
