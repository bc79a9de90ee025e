import type { SavedStoreListings, StoreListingView } from '@taskwell/api-sdk';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSavedListings } from '../db/schema.ts';
import { organizationCalls, setPlan } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { as, list, publishedTask, sellableTask, setAccount, storeServices } from './testing/store-scenario.ts';

testsInOrder('a listing saved in one test is listed, unsaved and withdrawn in the next');

// Issue 26, "can add the task to My Tasks": a buyer saves a listing they may see, and My Tasks
// lists their saves whose listing is live and shown to them, as a buyer sees it; nobody else's.

const seller = 'seller@example.com';
const buyer = 'buyer@example.com';
const neighbour = 'neighbour@example.com';
const owner = 'owner@acme.test';
const lister = 'lister@acme.test';
const leaver = 'leaver@acme.test';
const unknownListing = '0190a5a4-0000-7000-8000-00000000beef';

let server: TestServer;
const tokens: Record<string, string> = {};
const tokenOf = (email: string) => tokens[email] ?? '';
/** Two public listings of the seller's, and the seller's task of the second (to withdraw and relist it). */
let first: string;
let second: string;
let secondTask: string;
/** A listing of Acme's private store. */
let privateListing: string;
let organizationId: string;

const save = (email: string, listingId: string) =>
  as(server, tokenOf(email), 'PUT', `/api/store/listings/${listingId}/saved`);
const unsave = (email: string, listingId: string) =>
  as(server, tokenOf(email), 'DELETE', `/api/store/listings/${listingId}/saved`);

/** The ids of an account's saved listings, as `listSavedStoreListings` gives them. */
async function savedIds(email: string): Promise<string[]> {
  const reply = await as(server, tokenOf(email), 'GET', '/api/store/saved');
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as SavedStoreListings).listings.map((listing) => listing.listingId);
}

async function viewOf(email: string, listingId: string): Promise<StoreListingView> {
  const reply = await as(server, tokenOf(email), 'GET', `/api/store/listings/${listingId}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as StoreListingView;
}

async function joined(email: string): Promise<void> {
  const invited = await organizationCalls(server.app, tokenOf(owner)).invite(organizationId, email);
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = server.mailer.invitations.filter((each) => each.to === email).at(-1);
  if (!mail) throw new Error(`No invitation was mailed to ${email}`);
  const accepted = await organizationCalls(server.app, tokenOf(email)).accept(mail.invitationId);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [] });
  for (const email of [seller, buyer, neighbour, owner, lister, leaver]) {
    tokens[email] = await server.signIn(email);
    await setAccount(server, email, { plan: 'Explorer', balance: 100 });
  }
  await setAccount(server, seller, { plan: 'Creator' });
  const firstTask = await publishedTask(server, tokenOf(seller), sellableTask({ name: 'Quick answers' }));
  first = (await list(server, tokenOf(seller), firstTask, 7)).listingId;
  secondTask = await publishedTask(server, tokenOf(seller), sellableTask({ name: 'Long answers' }));
  second = (await list(server, tokenOf(seller), secondTask, 2)).listingId;

  await setPlan(server.app, owner, 'Enterprise');
  const made = await organizationCalls(server.app, tokenOf(owner)).create({ name: 'Acme', accentColour: '#AA3300' });
  expect(made.statusCode, made.body).toBe(201);
  organizationId = made.json().organizationId;
  await joined(lister);
  await joined(leaver);
  const taskId = await publishedTask(server, tokenOf(lister), sellableTask({ name: 'Acme price check' }));
  const put = await as(server, tokenOf(lister), 'PUT', `/api/creator/tasks/${taskId}/listing`, {
    price: 3,
    visibility: 'organization',
    organizationId,
  });
  expect(put.json(), put.body).toMatchObject({ status: 'live' });
  privateListing = put.json().listingId;
}, 120_000);
afterAll(() => server?.close());

describe('saving a listing', () => {
  it('should save it once however often it is saved, and say so on its page', async () => {
    expect((await viewOf(buyer, first)).saved).toBe(false);
    for (const attempt of [1, 2]) {
      const reply = await save(buyer, first);
      expect(reply.statusCode, `save ${attempt}: ${reply.body}`).toBe(204);
    }
    const rows = await server.app.taskwell.db
      .select()
      .from(storeSavedListings)
      .where(and(eq(storeSavedListings.email, buyer), eq(storeSavedListings.listingId, first)));
    expect(rows).toHaveLength(1);
    expect((await viewOf(buyer, first)).saved).toBe(true);
    expect(await savedIds(buyer)).toEqual([first]);
  });

  it('should list the saved listing as a buyer sees it, never its flow', async () => {
    const reply = await as(server, tokenOf(buyer), 'GET', '/api/store/saved');
    const [listing] = (reply.json() as SavedStoreListings).listings;
    expect(listing).toMatchObject({
      listingId: first,
      price: 7,
      saved: true,
      brand: null,
      card: { name: 'Quick answers' },
      task: { powerFee: 7 },
    });
    expect(reply.body).not.toContain('Only-the-creator-reads-this-prompt');
  });

  it('should forget it once unsaved, however often', async () => {
    await save(buyer, second);
    expect(await savedIds(buyer)).toEqual([second, first]);
    for (const attempt of [1, 2]) {
      const reply = await unsave(buyer, second);
      expect(reply.statusCode, `unsave ${attempt}: ${reply.body}`).toBe(204);
    }
    expect(await savedIds(buyer)).toEqual([first]);
    expect((await viewOf(buyer, second)).saved).toBe(false);
  });

  it.each([
    { given: 'a listing that does not exist', listingId: unknownListing, want: 404 },
    { given: 'an id that is not a listing id', listingId: 'not-a-listing', want: 400 },
  ])('given $given, should answer $want and save nothing', async ({ listingId, want }) => {
    expect((await save(buyer, listingId)).statusCode).toBe(want);
    expect(await savedIds(buyer)).toEqual([first]);
  });

  it("should never show a buyer another user's saves, nor say theirs is saved", async () => {
    expect(await savedIds(neighbour)).toEqual([]);
    expect((await viewOf(neighbour, first)).saved).toBe(false);
    expect((await save(neighbour, second)).statusCode).toBe(204);
    expect(await savedIds(neighbour)).toEqual([second]);
    expect(await savedIds(buyer)).toEqual([first]);
  });
});

describe('a saved listing that goes off sale', () => {
  it('should stay in the list marked no longer sold while withdrawn (issue 41), and be on sale again when relisted', async () => {
    expect((await save(buyer, second)).statusCode).toBe(204);
    const withdrawn = await as(server, tokenOf(seller), 'DELETE', `/api/creator/tasks/${secondTask}/listing`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await savedIds(buyer)).toEqual([second, first]);
    expect((await viewOf(buyer, second)).onSale).toBe(false);
    expect((await save(buyer, second)).statusCode).toBe(404);
    // Removing a save of a withdrawn listing still works; without a save, it is not found.
    expect((await unsave(neighbour, second)).statusCode).toBe(204);
    expect((await unsave(leaver, second)).statusCode).toBe(404);

    expect((await list(server, tokenOf(seller), secondTask, 2)).status).toBe('live');
    expect(await savedIds(buyer)).toEqual([second, first]);
    expect((await viewOf(buyer, second)).onSale).toBe(true);
    expect(await savedIds(neighbour)).toEqual([]);
  });
});

describe('a saved listing of a private store', () => {
  it('should be listed under its brand while the saver is a member, and be gone and refused once they are removed', async () => {
    expect((await save(leaver, privateListing)).statusCode).toBe(204);
    const reply = await as(server, tokenOf(leaver), 'GET', '/api/store/saved');
    expect((reply.json() as SavedStoreListings).listings).toEqual([
      expect.objectContaining({ listingId: privateListing, brand: expect.objectContaining({ name: 'Acme' }) }),
    ]);
    expect((await save(buyer, privateListing)).statusCode).toBe(404);

    const removed = await organizationCalls(server.app, tokenOf(owner)).remove(organizationId, leaver);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await savedIds(leaver)).toEqual([]);
    expect((await save(leaver, privateListing)).statusCode).toBe(404);
    expect((await as(server, tokenOf(leaver), 'GET', `/api/store/listings/${privateListing}`)).statusCode).toBe(404);
  });
});
