import type { Automation } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationRuns } from '../db/automation-schema.ts';
import { runs } from '../db/schema.ts';
import {
  as,
  list,
  publishedTask,
  sellableTask,
  setAccount,
  storeServices,
} from '../marketplace/testing/store-scenario.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { AutomationScheduler } from './automation-scheduler.ts';
import { schedulerUnderTest } from './testing/scheduler-under-test.ts';

// Decision 171: an automation of the owner's own task runs the latest published version unless
// the owner pinned one; pinned to 1, it keeps running 1 after 2 is published. An automation of a
// bought task runs its listing's version, whatever the seller publishes after it. The scheduler
// is turned by hand on a fake clock; each run's record says the version it ran, and its result
// says which version's step made it.

let clock = Date.parse('2026-07-06T08:00:00Z');
let server: TestServer;
let scheduler: AutomationScheduler;
const seller = 'versions-seller@example.com';
const buyer = 'versions-buyer@example.com';
let sellerToken: string;
let buyerToken: string;

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [], now: () => clock });
  sellerToken = await server.signIn(seller);
  buyerToken = await server.signIn(buyer);
  await setAccount(server, seller, { plan: 'Creator', balance: 100 });
  await setAccount(server, buyer, { plan: 'Explorer', balance: 100 });
  scheduler = schedulerUnderTest(server.app.taskwell, { now: () => new Date(clock) });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** Version 2's step: its output is named so that a result says which version made it. */
const version2 = sellableTask({
  flow: {
    step: 'answer-step',
    service: 'store.answer',
    output: 'Answer of version 2',
    inputs: { text: { param: 'text' } },
  },
});

const daily = (token: string, extra: object) =>
  as(server, token, 'POST', '/api/automations', {
    name: 'Morning answer',
    parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'What is new?' } },
    trigger: { kind: 'schedule', schedule: { kind: 'daily', time: '09:00' } },
    timeZone: 'UTC',
    ...extra,
  });

/** The run a turn started for `automation`, once it has ended. */
async function startedRun(automation: Automation) {
  const [entry] = await server.app.taskwell.db
    .select()
    .from(automationRuns)
    .where(eq(automationRuns.automationId, automation.id));
  expect(entry?.status, entry?.reason ?? '').toBe('started');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [run] = await server.app.taskwell.db
      .select()
      .from(runs)
      .where(eq(runs.id, entry?.runId as string));
    if (run && run.status !== 'IN_PROGRESS') return run;
    if (Date.now() > deadline) throw new Error(`run ${entry?.runId} did not end`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('which version an automation runs (decision 171)', () => {
  it('keeps a pinned version of an own task, follows the latest unpinned, and runs a bought task’s listing version', async () => {
    const taskId = await publishedTask(server, sellerToken, sellableTask());
    const listing = await list(server, sellerToken, taskId, 5);
    expect(listing.status, JSON.stringify(listing.problems)).toBe('live');
    expect(listing.version).toBe(1);

    const pinnedReply = await daily(sellerToken, { taskId, taskVersion: 1 });
    expect(pinnedReply.statusCode, pinnedReply.body).toBe(201);
    const latestReply = await daily(sellerToken, { taskId });
    expect(latestReply.statusCode, latestReply.body).toBe(201);
    const boughtReply = await daily(buyerToken, { taskId, listingId: listing.listingId });
    expect(boughtReply.statusCode, boughtReply.body).toBe(201);

    // Version 2 is published; the listing still sells version 1.
    const draft = await as(server, sellerToken, 'PUT', `/api/creator/tasks/${taskId}/draft`, { definition: version2 });
    expect(draft.statusCode, draft.body).toBe(200);
    const published = await as(server, sellerToken, 'POST', `/api/creator/tasks/${taskId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().version).toBe(2);

    clock = Date.parse('2026-07-06T09:00:00Z');
    expect(await scheduler.turn()).toEqual({ due: 3, started: 3, refused: 0 });
    const ran = await Promise.all(
      [pinnedReply, latestReply, boughtReply].map((reply) => startedRun(reply.json() as Automation)),
    );
    expect(
      ran.map((run) => [
        run.status,
        run.taskVersion,
        run.listingId,
        run.results.map((result) => result.parameter.name),
      ]),
    ).toEqual([
      ['COMPLETED', 1, null, ['Answer']],
      ['COMPLETED', 2, null, ['Answer of version 2']],
      ['COMPLETED', 1, listing.listingId, ['Answer']],
    ]);
  });
});
