import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { newRowId } from '../db/row-ids.ts';
import { runs } from '../db/schema.ts';
import { payOutRuns, platformAccount } from '../runtime/persistence/pay-out-runs.ts';
import { newRunOf } from '../runtime/testing/new-run.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  as,
  balanceOf,
  buy,
  failingText,
  ledgerOf,
  list,
  pausingTask,
  publishedTask,
  secretPrompt,
  sellableTask,
  setAccount,
  settle,
  storeServices,
} from './testing/store-scenario.ts';

testsInOrder('the runs bought in one test are paid out, refunded and counted in the next');

// Issue 26: a creator lists a task, the platform checks it, a buyer buys runs of it. Money: a
// completed run credits the creator floor(price × 80 %) and the platform the rest in the
// transaction that completes it; a failed run refunds the buyer and credits no one. Each run's
// ledger entries sum to zero. IP: a buyer sees the card, the form and step labels, never the flow.

const seller = 'seller@example.com';
const buyer = 'buyer@example.com';
const stranger = 'stranger@example.com';
let server: TestServer;
let sellerToken: string;
let buyerToken: string;
let strangerToken: string;
/** A task of the seller's, listed live at 7. */
let taskId: string;
let listingId: string;

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [] });
  sellerToken = await server.signIn(seller);
  buyerToken = await server.signIn(buyer);
  strangerToken = await server.signIn(stranger);
  await setAccount(server, seller, { plan: 'Creator', balance: 100 });
  await setAccount(server, buyer, { plan: 'Free', balance: 1000 });
  await setAccount(server, stranger, { plan: 'Free', balance: 10 });
  taskId = await publishedTask(server, sellerToken, sellableTask());
  const listing = await list(server, sellerToken, taskId, 7);
  expect(listing.status, JSON.stringify(listing.problems)).toBe('live');
  listingId = listing.listingId;
}, 120_000);
afterAll(() => server?.close());

/** Every run's ledger entries, summed per run. */
async function unbalancedRuns(): Promise<Record<string, unknown>[]> {
  return queryRows(
    server.app.taskwell.db,
    sql`SELECT run_id, sum(delta) AS total FROM credit_ledger WHERE run_id IS NOT NULL
      AND run_id IN (SELECT id FROM runs WHERE listing_id IS NOT NULL AND status IN ('COMPLETED', 'ERROR', 'ABORTED'))
      GROUP BY run_id HAVING sum(delta) <> 0`,
  );
}

describe('given a creator listing a task', () => {
  it('should refuse a plan below Creator with a message that names the plan', async () => {
    await setAccount(server, seller, { plan: 'Explorer' });
    try {
      const put = await as(server, sellerToken, 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 7 });
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toContain('Creator plan');
    } finally {
      await setAccount(server, seller, { plan: 'Creator' });
    }
  });

  it.each([
    {
      given: 'organization visibility without the organization',
      body: { price: 7, visibility: 'organization' },
      want: { status: 422, message: 'Choose the organization' },
    },
    {
      given: 'an organization that does not exist',
      body: { price: 7, visibility: 'organization', organizationId: '0190a5a4-0000-7000-8000-000000000000' },
      want: { status: 404, message: 'organization' },
    },
  ])('should refuse $given', async ({ body, want }) => {
    const put = await as(server, sellerToken, 'PUT', `/api/creator/tasks/${taskId}/listing`, body);
    expect(put.statusCode).toBe(want.status);
    expect(put.json().message).toContain(want.message);
  });

  it('should answer 422 for a task never published', async () => {
    const made = await as(server, sellerToken, 'POST', '/api/creator/tasks', { definition: sellableTask() });
    const put = await as(server, sellerToken, 'PUT', `/api/creator/tasks/${made.json().creatorTaskId}/listing`, {
      price: 7,
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toContain('Publish a version');
  });

  it('should refuse a version without a completed test run, and a card that may exclude people, saying why on the listing', async () => {
    const card = { description: 'Ask the chairman.' };
    const untested = await publishedTask(server, sellerToken, sellableTask(card), { tested: false });
    const listing = await list(server, sellerToken, untested, 5);
    expect(listing.status).toBe('refused');
    expect(listing.problems.map((problem) => problem.field)).toEqual(['sample', 'description']);
    expect(listing.problems[1]?.message).toContain('“chairman”');
    const owner = await as(server, sellerToken, 'GET', `/api/creator/tasks/${untested}/listing`);
    expect(owner.json()).toMatchObject({ status: 'refused', price: 5, problems: listing.problems });
    // A refused listing is sold to no one.
    expect((await as(server, buyerToken, 'GET', `/api/store/listings/${listing.listingId}`)).statusCode).toBe(404);
    expect((await buy(server, buyerToken, listing.listingId, 'x')).reply.statusCode).toBe(404);
  });

  it('should say before publishing what the store will ask of the draft: its test run, its card (issue 39)', async () => {
    const made = await as(server, sellerToken, 'POST', '/api/creator/tasks', {
      definition: sellableTask({ description: 'Ask the chairman.' }),
    });
    const draftId = made.json().creatorTaskId as string;
    const before = await as(server, sellerToken, 'GET', `/api/creator/tasks/${draftId}/listing/check`);
    expect(before.statusCode).toBe(200);
    expect(before.json().testRunCompleted).toBe(false);
    expect(before.json().problems.map((problem: { field: string }) => problem.field)).toEqual([
      'sample',
      'description',
    ]);
    expect(before.json().problems[0].message).toContain('Run a test before publishing.');
    // Nothing was listed.
    expect((await as(server, sellerToken, 'GET', `/api/creator/tasks/${draftId}/listing`)).statusCode).toBe(404);

    const tested = await publishedTask(server, sellerToken, sellableTask());
    const after = await as(server, sellerToken, 'GET', `/api/creator/tasks/${tested}/listing/check`);
    expect(after.json()).toEqual({ testRunCompleted: true, problems: [] });
    const strangerRefused = await as(server, strangerToken, 'GET', `/api/creator/tasks/${tested}/listing/check`);
    expect(strangerRefused.statusCode).toBe(403);
  });

  it("should answer anyone but the owner 404 on the owner's listing operations, as for an unknown task", async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const mine = await as(server, strangerToken, method, `/api/creator/tasks/${taskId}/listing`, { price: 1 });
      const unknown = await as(server, strangerToken, method, `/api/creator/tasks/${crypto.randomUUID()}/listing`, {
        price: 1,
      });
      expect(mine.statusCode).toBe(404);
      expect(mine.json()).toMatchObject({ code: unknown.json().code, message: unknown.json().message });
    }
  });
  it("should say each task's listing in the creator's list: none before, live at its price, then withdrawn", async () => {
    const listingOf = async (id: string) => {
      const reply = await as(server, sellerToken, 'GET', '/api/creator/tasks');
      expect(reply.statusCode).toBe(200);
      const tasks = reply.json().tasks as { creatorTaskId: string; listing: unknown }[];
      return tasks.find((task) => task.creatorTaskId === id)?.listing;
    };
    const fresh = await publishedTask(server, sellerToken, sellableTask());
    expect(await listingOf(fresh)).toBeNull();
    const listing = await list(server, sellerToken, fresh, 9);
    expect(await listingOf(fresh)).toEqual({ listingId: listing.listingId, status: 'live', price: 9 });
    expect((await as(server, sellerToken, 'DELETE', `/api/creator/tasks/${fresh}/listing`)).statusCode).toBe(200);
    expect(await listingOf(fresh)).toEqual({ listingId: listing.listingId, status: 'withdrawn', price: 9 });
    // The other tasks keep their own listings.
    expect(await listingOf(taskId)).toEqual({ listingId, status: 'live', price: 7 });
  });
});

describe('given a buyer of a live listing', () => {
  it('should show the card, the price, the form and the step labels, never the flow, settings or prompt', async () => {
    const view = await as(server, buyerToken, 'GET', `/api/store/listings/${listingId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      listingId,
      price: 7,
      card: { name: 'Quick answers', heading: 'Answers a question' },
      task: { id: taskId, powerFee: 7, parameters: [{ name: 'text' }] },
      steps: [{ label: 'Answer' }],
    });
    for (const hidden of [secretPrompt, 'store.answer', 'answer-step', '"flow"', '"options"', 'What is new?']) {
      expect(view.body).not.toContain(hidden);
    }
  });

  it('should run at the listed price, credit the creator 80 % rounded down and the platform the rest', async () => {
    const before = {
      buyer: await balanceOf(server, buyer),
      seller: await balanceOf(server, seller),
      platform: await balanceOf(server, platformAccount),
    };
    const { reply, accepted } = await buy(server, buyerToken, listingId, 'what is new?');
    expect(reply.statusCode, reply.body).toBe(200);
    const runId = accepted?.requestId as string;
    const ended = await settle(server, buyerToken, runId);
    expect(ended.status).toBe('COMPLETED');
    expect(JSON.stringify(ended)).not.toContain(secretPrompt);
    const [row] = await server.app.taskwell.db.select().from(runs).where(eq(runs.id, runId));
    expect(row).toMatchObject({ fee: 7, listingId, accountEmail: buyer });
    expect(await ledgerOf(server, runId)).toEqual([
      { reason: 'earning', delta: 5, email: seller },
      { reason: 'platform_share', delta: 2, email: platformAccount },
      { reason: 'run', delta: -7, email: buyer },
    ]);
    expect(await balanceOf(server, buyer)).toBe(before.buyer - 7);
    expect(await balanceOf(server, seller)).toBe(before.seller + 5);
    expect(await balanceOf(server, platformAccount)).toBe(before.platform + 2);
    // The run is the buyer's like any other: in their Tasks in Process.
    const listed = await as(server, buyerToken, 'GET', '/api/runs?limit=50');
    expect(listed.body).toContain(runId);
    const detail = await as(server, buyerToken, 'GET', `/api/runs/${runId}`);
    expect(detail.statusCode).toBe(200);
    const events = await as(server, buyerToken, 'GET', `/api/request/events/${runId}`);
    for (const body of [listed.body, detail.body, events.body]) {
      for (const hidden of [secretPrompt, 'store.answer', 'answer-step']) expect(body).not.toContain(hidden);
    }
  });

  it('should refund a failed run in full and credit the creator nothing', async () => {
    const before = { buyer: await balanceOf(server, buyer), seller: await balanceOf(server, seller) };
    const { accepted } = await buy(server, buyerToken, listingId, failingText);
    const runId = accepted?.requestId as string;
    expect((await settle(server, buyerToken, runId)).status).toBe('ERROR');
    expect(await ledgerOf(server, runId)).toEqual([
      { reason: 'refund', delta: 7, email: buyer },
      { reason: 'run', delta: -7, email: buyer },
    ]);
    expect(await balanceOf(server, buyer)).toBe(before.buyer);
    expect(await balanceOf(server, seller)).toBe(before.seller);
  });

  it('should retry a failed bought run at the listed price, as a run of the listing', async () => {
    const { accepted } = await buy(server, buyerToken, listingId, failingText);
    const failed = accepted?.requestId as string;
    expect((await settle(server, buyerToken, failed)).status).toBe('ERROR');
    const retried = await as(server, buyerToken, 'POST', `/api/runs/${failed}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    const runId = retried.json().requestId as string;
    expect((await settle(server, buyerToken, runId)).status).toBe('ERROR');
    const [row] = await server.app.taskwell.db.select().from(runs).where(eq(runs.id, runId));
    expect(row).toMatchObject({ fee: 7, listingId, retryOf: failed });
    expect((await ledgerOf(server, runId)).map((entry) => entry.delta)).toEqual([7, -7]);
  });

  it('should make a second payout of a run impossible', async () => {
    const { accepted } = await buy(server, buyerToken, listingId, 'once');
    const runId = accepted?.requestId as string;
    expect((await settle(server, buyerToken, runId)).status).toBe('COMPLETED');
    const sellerBefore = await balanceOf(server, seller);
    const again = server.app.taskwell.db.transaction((tx) =>
      payOutRuns(tx, { runIds: [runId], payeePercent: 80, at: new Date() }),
    );
    await expect(again).rejects.toThrow();
    expect(await balanceOf(server, seller)).toBe(sellerBefore);
    expect((await ledgerOf(server, runId)).map((entry) => entry.reason)).toEqual(['earning', 'platform_share', 'run']);
  });

  it('should pay out a bought run that the run store ends COMPLETED outside a checkpoint', async () => {
    const store = server.app.taskwell.runtime.store;
    const runId = newRowId();
    const charged = await store.chargeAndCreate({
      ...newRunOf(buyer, 9),
      id: runId,
      taskId,
      status: 'PAUSED',
      taskVersion: 1,
      listingId,
    });
    expect(charged.created).toBe(true);
    const ended = await store.end({
      runId,
      status: 'COMPLETED',
      message: null,
      step: 1,
      guard: { kind: 'cancellable' },
    });
    expect(ended?.status).toBe('COMPLETED');
    // 9 credits: floor(7.2) = 7 to the creator, 2 to the platform.
    expect((await ledgerOf(server, runId)).map((entry) => entry.delta)).toEqual([7, 2, -9]);
    const again = await store.end({
      runId,
      status: 'COMPLETED',
      message: null,
      step: 1,
      guard: { kind: 'cancellable' },
    });
    expect(again).toBeUndefined();
    expect(await ledgerOf(server, runId)).toHaveLength(3);
  });

  it("should not start the creator's unlisted task, nor a listing's task by its id", async () => {
    const unlisted = await publishedTask(server, sellerToken, sellableTask({ name: 'Unlisted' }), { tested: false });
    for (const id of [unlisted, taskId]) {
      const started = await as(server, buyerToken, 'POST', '/api/execute/task?_=1', {
        taskId: id,
        parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'x' } },
        character: { name: 'EMPTY', content: '' },
      });
      expect(started.statusCode).toBe(404);
    }
  });

  it('should refuse a buyer whose balance does not cover the price, charging nothing', async () => {
    await setAccount(server, stranger, { balance: 6 });
    const { reply } = await buy(server, strangerToken, listingId, 'x');
    expect(reply.statusCode).toBe(402);
    expect(reply.json().message).toContain('7 credits');
    expect(await balanceOf(server, stranger)).toBe(6);
  });
});

describe('given a run PAUSED when the price changes', () => {
  it('should complete at the price it started with, in its fee and its ledger', async () => {
    const pausing = await publishedTask(server, sellerToken, pausingTask());
    const listing = await list(server, sellerToken, pausing, 7);
    expect(listing.status, JSON.stringify(listing.problems)).toBe('live');
    const { accepted } = await buy(server, buyerToken, listing.listingId, 'may we?');
    const runId = accepted?.requestId as string;
    const paused = await runClientStatus(runId);
    expect(paused.status).toBe('PAUSED');
    // A fall applies at once (a rise is announced first: price-notice.test.ts).
    expect((await list(server, sellerToken, pausing, 5)).price).toBe(5);
    expect((await settle(server, buyerToken, runId, { choice: 'yes' })).status).toBe('COMPLETED');
    const [row] = await server.app.taskwell.db.select().from(runs).where(eq(runs.id, runId));
    expect(row?.fee).toBe(7);
    expect((await ledgerOf(server, runId)).map((entry) => entry.delta)).toEqual([5, 2, -7]);
    // A run bought now pays the new price.
    const next = await buy(server, buyerToken, listing.listingId, 'and now?', 5);
    const [nextRow] = await server.app.taskwell.db
      .select()
      .from(runs)
      .where(eq(runs.id, next.accepted?.requestId as string));
    expect(nextRow?.fee).toBe(5);
    expect((await settle(server, buyerToken, nextRow?.id as string, { choice: 'yes' })).status).toBe('COMPLETED');
  });

  it('should finish a run in flight after the listing is withdrawn, and sell no more', async () => {
    const pausing = await publishedTask(server, sellerToken, pausingTask());
    const listing = await list(server, sellerToken, pausing, 3);
    const { accepted } = await buy(server, buyerToken, listing.listingId, 'still?');
    const runId = accepted?.requestId as string;
    expect((await runClientStatus(runId)).status).toBe('PAUSED');
    const withdrawn = await as(server, sellerToken, 'DELETE', `/api/creator/tasks/${pausing}/listing`);
    expect(withdrawn.json().status).toBe('withdrawn');
    // Its buyer still reads it, marked no longer sold, and is told why no new run starts (issue 41).
    const refused = (await buy(server, buyerToken, listing.listingId, 'x', 3)).reply;
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'listing_withdrawn']);
    const page = await as(server, buyerToken, 'GET', `/api/store/listings/${listing.listingId}`);
    expect([page.statusCode, page.json().onSale]).toEqual([200, false]);
    // Anyone who neither saved nor bought it is told it does not exist.
    expect((await as(server, strangerToken, 'GET', `/api/store/listings/${listing.listingId}`)).statusCode).toBe(404);
    expect((await settle(server, buyerToken, runId, { choice: 'yes' })).status).toBe('COMPLETED');
    // 3 credits: the creator's floor(2.4) = 2, the platform's 1.
    expect((await ledgerOf(server, runId)).map((entry) => entry.delta)).toEqual([2, 1, -3]);
    // Bought again only while it is on sale.
    expect((await as(server, buyerToken, 'POST', `/api/runs/${runId}/retry`)).statusCode).toBe(409);
  });
});

/** The run's status once it has left IN_PROGRESS (without answering a pause). */
async function runClientStatus(runId: string) {
  for (;;) {
    const reply = await as(server, buyerToken, 'GET', `/api/request/results/${runId}?_=${Date.now()}`);
    const status = JSON.parse(reply.json().body) as { status: string };
    if (status.status !== 'IN_PROGRESS') return status;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("given the creator's earnings", () => {
  it('should count runs, completed, refunded and credits earned per listing and day, without buyers or inputs', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const reply = await as(server, sellerToken, 'GET', `/api/creator/earnings?from=${today}&to=${today}`);
    expect(reply.statusCode).toBe(200);
    const day = reply.json().days.find((entry: { listingId: string }) => entry.listingId === listingId);
    expect(day).toEqual({
      day: today,
      listingId,
      name: 'Quick answers',
      runs: 6,
      completed: 3,
      refunded: 3,
      creditsEarned: 17,
      promptTokens: 0,
      completionTokens: 0,
    });
    const csv = await as(server, sellerToken, 'GET', `/api/creator/earnings?from=${today}&to=${today}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('day,listing,task,runs,completed,refunded,credits earned,prompt tokens,completion tokens');
    expect(lines).toContain(`${today},${listingId},Quick answers,6,3,3,17,0,0`);
    for (const body of [reply.body, csv.body]) {
      for (const hidden of [buyer, 'what is new?', 'WHAT IS NEW?', failingText]) expect(body).not.toContain(hidden);
    }
    const byAccept = await server.app.inject({
      method: 'GET',
      url: `/api/creator/earnings?from=${today}&to=${today}`,
      headers: { authorization: `Bearer ${sellerToken}`, accept: 'text/csv' },
    });
    expect(byAccept.body).toBe(csv.body);
    // The buyer sold nothing.
    expect((await as(server, buyerToken, 'GET', '/api/creator/earnings')).json().days).toEqual([]);
  });

  it('should leave no completed or failed store run whose ledger entries do not sum to zero', async () => {
    expect(await unbalancedRuns()).toEqual([]);
  });
});
