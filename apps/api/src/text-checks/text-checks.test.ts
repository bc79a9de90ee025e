import type { RequestStatus, Result, RunDetail, TaskSample, TextCheck } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTaskCatalogue } from '../catalogue/task-catalogue.ts';
import { accounts, textChecks } from '../db/schema.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { createServiceRegistry } from '../services/index.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { isCheckedType } from './check-text.ts';

// Issue 28: every text result checked for inclusive language once, off the run's path, kept with
// the result and served on its items and by getTextCheck. Real runs of the seeded offline tasks.

const services = createServiceRegistry({});
// The offline tasks with samples: the knowledge tasks read the user's own documents and have none
// (their answers' checks are seen in the studio's knowledge journey).
const offline = [...loadTaskCatalogue({ services }).definitions.values()].filter(
  (definition) => definition.sample !== undefined,
);
const draft =
  'From 1 March every employee can work from home two days a week. The chairman will answer questions on Friday.';

let server: TestServer;
let token: string;
let otherToken: string;
/** A second server whose checker waits until `release` is called. */
let held: TestServer;
let heldToken: string;
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => {
  release = resolve;
});
let heldChecks = 0;

async function fund(on: TestServer, email: string): Promise<string> {
  const signed = await on.signIn(email);
  await on.app.taskwell.db
    .update(accounts)
    .set({ plan: 'Enterprise', balance: 10_000 })
    .where(eq(accounts.email, email));
  return signed;
}

beforeAll(async () => {
  [server, held] = await Promise.all([
    startTestServer({ services }),
    startTestServer({
      services,
      textChecker: async () => {
        heldChecks += 1;
        await released;
        return [];
      },
    }),
  ]);
  [token, otherToken, heldToken] = await Promise.all([
    fund(server, 'writer@example.com'),
    fund(server, 'other@example.com'),
    fund(held, 'waiter@example.com'),
  ]);
}, 120_000);

afterAll(async () => {
  release();
  await Promise.all([server?.close(), held?.close()]);
});

const textItems = (results: readonly Result[]) =>
  results
    .filter((result) => isCheckedType(result.parameter.metadata['Content-Type']))
    .flatMap((result) => result.parameter.value);

function checkOf(on: TestServer, assetId: string | undefined, bearer: string) {
  return on.app.inject({
    method: 'GET',
    url: `/api/asset/check/${assetId}`,
    headers: { authorization: `Bearer ${bearer}` },
  });
}

/** Runs the announcement task on the draft, published as written; its final status. */
async function announce(on: TestServer, bearer: string): Promise<RequestStatus> {
  const client = runClient(on.app, bearer);
  const start = await client.execute('announcement-approval', { draft });
  let status = await client.settle(start.document.requestId, 60_000);
  const given = (status.missing?.parameters ?? []).map((slot) => ({
    assetId: slot.assetId,
    value: slot.parameter.name === 'decision' ? 'Publish as written' : 'Home days',
  }));
  await client.resume(start.document.requestId, given);
  status = await client.settle(start.document.requestId, 60_000);
  expect(status.status, status.message).toBe('COMPLETED');
  return status;
}

describe('the inclusive-language check of text results', () => {
  it("should check every text result of the 9 seeded offline tasks' samples", async () => {
    expect(offline).toHaveLength(9);
    const sample = (taskId: string) => server.app.inject({ method: 'GET', url: `/api/tasks/${taskId}/sample` });
    for (const reply of await Promise.all(offline.map((definition) => sample(definition.id)))) {
      expect(reply.statusCode).toBe(200);
    }
    await server.app.taskwell.checks.idle();
    let checked = 0;
    for (const definition of offline) {
      const { results } = (await sample(definition.id)).json() as TaskSample;
      for (const item of textItems(results ?? [])) {
        expect(item.check?.status, `${definition.id}: ${item.source}`).toBe('checked');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(offline.length);
  }, 180_000);

  it('should find a planted phrase, point at exactly it in the item’s text and say why in words', async () => {
    const status = await announce(server, token);
    const published = status.results.find((result) => result.parameter.name === 'Text to publish');
    const announcement = status.results.find((result) => result.parameter.name === 'Announcement');
    for (const item of [published?.parameter.value[0], announcement?.parameter.value[0]]) {
      const reply = await checkOf(server, item?.data, token);
      expect(reply.statusCode).toBe(200);
      const check = reply.json() as TextCheck;
      expect(check.status).toBe('checked');
      const found = check.findings.find((finding) => finding.phrase === 'chairman');
      expect(item?.text?.slice(found?.start, found?.end)).toBe('chairman');
      expect(found?.why).toBe(
        'It names a gender where the gender does not matter. A neutral word includes every reader.',
      );
      expect(found?.suggestions).toContain('chair');
    }
    // Kept once, and served on the items of the run's results from then on.
    await server.app.taskwell.checks.idle();
    const again = await runClient(server.app, token).status(status.requestId);
    const served = again.document.results.find((result) => result.parameter.name === 'Text to publish');
    expect(served?.parameter.value[0]?.check?.findings.map((finding) => finding.phrase)).toEqual(['chairman']);
    const rows = await server.app.taskwell.db
      .select()
      .from(textChecks)
      .where(eq(textChecks.assetId, String(published?.parameter.value[0]?.data)));
    expect(rows).toHaveLength(1);
    // Images carry no check.
    const card = status.results.find((result) => result.parameter.name === 'Announcement card');
    expect(card?.parameter.value[0]?.check).toBeUndefined();
  }, 120_000);

  it("should not give another user's check, nor a check of a file that is not a text", async () => {
    const status = await announce(server, token);
    const text = status.results.find((result) => result.parameter.name === 'Text to publish')?.parameter.value[0];
    expect((await checkOf(server, text?.data, otherToken)).statusCode).toBe(404);
    const card = status.results.find((result) => result.parameter.name === 'Announcement card')?.parameter.value[0];
    expect((await checkOf(server, card?.data, token)).statusCode).toBe(404);
    expect((await checkOf(server, text?.data, token)).statusCode).toBe(200);
  }, 120_000);

  it('should delete the check with its result', async () => {
    const status = await announce(server, token);
    const text = status.results.find((result) => result.parameter.name === 'Text to publish')?.parameter.value[0];
    expect((await checkOf(server, text?.data, token)).statusCode).toBe(200);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/asset/${text?.data}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const rows = await server.app.taskwell.db
      .select()
      .from(textChecks)
      .where(eq(textChecks.assetId, String(text?.data)));
    expect(rows).toEqual([]);
  }, 120_000);

  it('should complete a run while its checks are held, its text items pending until they are made', async () => {
    const client = runClient(held.app, heldToken);
    const text = `${draft} Talk with your manager about the days that suit your team. The policy is on the intranet.`;
    const start = await client.execute('summarise-text', { text, length: 'short' });
    const done = await client.settle(start.document.requestId, 60_000);
    expect(done.status, done.message).toBe('COMPLETED');
    const items = textItems(done.results);
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.check?.status)).toEqual(items.map(() => 'pending'));
    // The checker has a text in hand and holds it: the run is completed all the same.
    await vi.waitFor(() => expect(heldChecks).toBeGreaterThan(0), { timeout: 10_000 });
    const meanwhile = await client.status(start.document.requestId);
    expect(meanwhile.document.status).toBe('COMPLETED');
    expect(textItems(meanwhile.document.results).map((item) => item.check?.status)).toEqual(items.map(() => 'pending'));
    release();
    await held.app.taskwell.checks.idle();
    const detail = await held.app.inject({
      method: 'GET',
      url: `/api/runs/${start.document.requestId}`,
      headers: { authorization: `Bearer ${heldToken}` },
    });
    expect(textItems((detail.json() as RunDetail).results).map((item) => item.check)).toEqual(
      items.map(() => ({ status: 'checked', findings: [] })),
    );
  }, 120_000);
});
