import type { RequestStatus, StoreListingFeedback, StoreListingView, TaskSample } from '@taskwell/api-sdk';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  as,
  buy,
  failingText,
  list,
  publishedTask,
  secretPrompt,
  sellableTask,
  setAccount,
  settle,
  storeServices,
} from './testing/store-scenario.ts';

// Issue 26: a listing's figures come from the runs bought of it (runs, 30-day success rate and
// median run time), and its rating only from the thumbs of buyers on the results of their own
// completed, paid runs, the latest thumb on a run counting once. The creator sees the counts and
// the comments, never who left them or what they ran; a listing's sample is a test run its creator
// chose (issue 41), shown with the values of the form's visible fields.

testsInOrder('the thumbs of one test are counted, with those before them, in the next');

const seller = 'figures-seller@example.com';
const buyer = 'figures-buyer@example.com';
const secondBuyer = 'figures-second@example.com';
let server: TestServer;
const tokens: Record<string, string> = {};
let paidTask: string;
let paidListing: string;
let freeListing: string;
/** The first result item of each run, by name. */
const items: Record<string, string> = {};

/** Buys a run and runs it to its end; its first result item is kept as `items[name]`. */
async function boughtRun(name: string, email: string, listingId: string, text: string): Promise<RequestStatus> {
  const token = tokens[email] ?? '';
  const { reply, accepted } = await buy(server, token, listingId, text);
  expect(reply.statusCode, reply.body).toBe(200);
  const ended = await settle(server, token, accepted?.requestId ?? '');
  const item = ended.results[0]?.parameter.value[0]?.data;
  if (item) items[name] = item;
  return ended;
}

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [] });
  for (const email of [seller, buyer, secondBuyer]) tokens[email] = await server.signIn(email);
  await setAccount(server, seller, { plan: 'Creator', balance: 100 });
  await setAccount(server, buyer, { balance: 1000 });
  await setAccount(server, secondBuyer, { balance: 1000 });
  paidTask = await publishedTask(server, tokens[seller] ?? '', sellableTask());
  paidListing = (await list(server, tokens[seller] ?? '', paidTask, 7)).listingId;
  const freeTask = await publishedTask(server, tokens[seller] ?? '', sellableTask({ name: 'Free answers' }));
  freeListing = (await list(server, tokens[seller] ?? '', freeTask, 0)).listingId;
  expect((await boughtRun('first', buyer, paidListing, 'hello')).status).toBe('COMPLETED');
  expect((await boughtRun('second', buyer, paidListing, 'world')).status).toBe('COMPLETED');
  expect((await boughtRun('failed', buyer, paidListing, failingText)).status).toBe('ERROR');
  expect((await boughtRun('other', secondBuyer, paidListing, 'again')).status).toBe('COMPLETED');
  // The seller cannot buy their own listing (issue 41): refused, nothing counted.
  expect((await buy(server, tokens[seller] ?? '', paidListing, 'mine')).reply.statusCode).toBe(403);
  expect((await boughtRun('free', buyer, freeListing, 'free')).status).toBe('COMPLETED');
}, 180_000);
afterAll(() => server?.close());

async function figures(listingId: string) {
  const reply = await as(server, tokens[buyer] ?? '', 'GET', `/api/store/listings/${listingId}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as StoreListingView).figures;
}

async function thumb(email: string, item: string, body: { rating?: 'up' | 'down'; comment?: string; id?: string }) {
  const reply = await as(server, tokens[email] ?? '', 'POST', `/api/asset/feedback/${item}?_=${Date.now()}`, body);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { feedbackId: string };
}

describe("a listing's figures", () => {
  it('should count every paid run bought by others, the share completed and the median time of the last 30 days', async () => {
    const paid = await figures(paidListing);
    expect(paid).toMatchObject({ runs: 4, ratingUp: 0, ratingDown: 0, rating: null, successRate30d: 0.75 });
    expect(paid.medianRunSeconds).toEqual(expect.any(Number));
    expect(paid.medianRunSeconds).toBeGreaterThanOrEqual(0);
    // A free run counts toward nothing (issue 41).
    expect(await figures(freeListing)).toMatchObject({ runs: 0, successRate30d: null });
  });

  it('should show the same figures in the search and to the owner', async () => {
    const owner = await as(server, tokens[seller] ?? '', 'GET', `/api/creator/tasks/${paidTask}/listing`);
    const found = await as(server, tokens[buyer] ?? '', 'GET', '/api/store/listings?sort=newest');
    const card = found.json().listings.find((listing: { listingId: string }) => listing.listingId === paidListing);
    expect(owner.json().figures).toEqual(await figures(paidListing));
    expect(card.figures).toEqual(await figures(paidListing));
  });

  it('should count a run that ended after the figures were last shown', async () => {
    const search = async () =>
      (await as(server, tokens[buyer] ?? '', 'GET', '/api/store/listings?sort=newest'))
        .json()
        .listings.find((listing: { listingId: string }) => listing.listingId === paidListing).figures;
    expect(await search()).toMatchObject({ runs: 4, successRate30d: 0.75 });
    expect((await boughtRun('later', secondBuyer, paidListing, failingText)).status).toBe('ERROR');
    expect(await search()).toMatchObject({ runs: 5, successRate30d: 3 / 5 });
    expect(await figures(paidListing)).toMatchObject({ runs: 5, successRate30d: 3 / 5 });
  });
});

describe("a listing's rating", () => {
  const steps: {
    given: string;
    act: () => Promise<unknown>;
    want: { paid: [number, number]; free: [number, number] };
  }[] = [
    {
      given: "a buyer's thumb up on their completed run",
      act: () => thumb(buyer, items.first ?? '', { rating: 'up' }),
      want: { paid: [1, 0], free: [0, 0] },
    },
    {
      given: 'the same buyer turning it down',
      act: () => thumb(buyer, items.first ?? '', { rating: 'down' }),
      want: { paid: [0, 1], free: [0, 0] },
    },
    {
      given: "the buyer's thumb up on another run",
      act: () => thumb(buyer, items.second ?? '', { rating: 'up' }),
      want: { paid: [1, 1], free: [0, 0] },
    },
    {
      given: "another buyer's thumb up with a comment",
      act: () => thumb(secondBuyer, items.other ?? '', { rating: 'up', comment: 'Very quick.' }),
      want: { paid: [2, 1], free: [0, 0] },
    },
    {
      given: "a buyer's thumb up on an unpaid run",
      act: () => thumb(buyer, items.free ?? '', { rating: 'up', comment: 'Free and fine.' }),
      want: { paid: [2, 1], free: [0, 0] },
    },
  ];

  it.each(steps)('given $given should count $want', async ({ act, want }) => {
    await act();
    const paid = await figures(paidListing);
    const free = await figures(freeListing);
    expect([paid.ratingUp, paid.ratingDown]).toEqual(want.paid);
    expect([free.ratingUp, free.ratingDown]).toEqual(want.free);
    expect(paid.rating).toBe(want.paid[0] / (want.paid[0] + want.paid[1]));
  });
});

describe("buyers' feedback", () => {
  it('should show the owner the counts and the buyers’ comments only, without who or what they ran', async () => {
    const reply = await as(server, tokens[seller] ?? '', 'GET', `/api/creator/tasks/${paidTask}/listing/feedback`);
    expect(reply.statusCode, reply.body).toBe(200);
    const feedback = reply.json() as StoreListingFeedback;
    expect(feedback.ratingUp).toBe(2);
    expect(feedback.ratingDown).toBe(1);
    expect(feedback.comments.map(({ rating, comment }) => ({ rating, comment }))).toEqual([
      { rating: 'up', comment: 'Very quick.' },
    ]);
    for (const hidden of [buyer, secondBuyer, 'hello', 'AGAIN', items.other ?? '']) {
      expect(reply.body).not.toContain(hidden);
    }
  });

  it.each([buyer, secondBuyer])('should answer %s 404', async (email) => {
    const reply = await as(server, tokens[email] ?? '', 'GET', `/api/creator/tasks/${paidTask}/listing/feedback`);
    expect(reply.statusCode).toBe(404);
  });
});

describe("a listing's sample", () => {
  it("should give a buyer the chosen test run's visible inputs and results, never its prompt, and serve their bytes with ranges", async () => {
    const reply = await as(server, tokens[buyer] ?? '', 'GET', `/api/store/listings/${paidListing}/sample`);
    expect(reply.statusCode, reply.body).toBe(200);
    const sample = reply.json() as TaskSample;
    const item = sample.results[0]?.parameter.value[0];
    expect(item?.text).toBe('WHAT IS NEW?');
    // Issue 41: the Sample shows what it ran on, as its creator saw it when choosing it.
    expect(sample.inputs).toEqual([{ name: 'text', label: 'Question', value: 'What is new?' }]);
    expect(reply.body).not.toContain(secretPrompt);
    const bytes = await as(
      server,
      tokens[buyer] ?? '',
      'GET',
      `/api/store/listings/${paidListing}/sample/${item?.data}`,
    );
    expect(bytes.statusCode).toBe(200);
    expect(bytes.body).toBe('WHAT IS NEW?');
    const range = await server.app.inject({
      method: 'GET',
      url: `/api/store/listings/${paidListing}/sample/${item?.data}`,
      headers: { authorization: `Bearer ${tokens[buyer]}`, range: 'bytes=0-3' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('WHAT');
  });

  it.each([
    { given: "a buyer's own result", asset: () => items.first ?? '' },
    { given: "another buyer's result", asset: () => items.other ?? '' },
    { given: 'an unknown asset', asset: () => '0190a5a4-0000-7000-8000-000000000000' },
  ])('should answer 404 for $given', async ({ asset }) => {
    const reply = await as(server, tokens[buyer] ?? '', 'GET', `/api/store/listings/${paidListing}/sample/${asset()}`);
    expect(reply.statusCode).toBe(404);
  });
});
