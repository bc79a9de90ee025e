import type { KnowledgeAllowance, KnowledgeCollection } from '@taskwell/api-sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { knowledgeCalls, signInOnPlan } from './testing/knowledge-calls.ts';

// Issue 43: Nano, Pro and Ultra as the plans sell them. Free has no library of its own; each
// refusal names the plan that gives more. Indexing is off here: only what is kept is counted.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ runtime: { worker: false } });
});

afterAll(async () => {
  await server.close();
});

/** A signed-in account on `plan`, with its knowledge calls. */
async function on(email: string, plan: string) {
  return knowledgeCalls(server.app, await signInOnPlan(server, email, plan));
}

const allowanceOf = async (calls: ReturnType<typeof knowledgeCalls>) => {
  const reply = await calls.allowance();
  expect(reply.statusCode).toBe(200);
  return reply.json() as KnowledgeAllowance;
};

describe('the allowance of each plan', () => {
  it.each([
    {
      plan: 'Free',
      want: { level: 'none', collections: 0, documents: 0, steps: false, share: false, upgrade: 'Discovery' },
    },
    {
      plan: 'Discovery',
      want: { level: 'Nano', collections: 3, documents: 50, steps: false, share: false, upgrade: 'Explorer' },
    },
    {
      plan: 'Explorer',
      want: { level: 'Pro', collections: 20, documents: 1000, steps: true, share: false, upgrade: 'Creator' },
    },
    {
      plan: 'Enterprise',
      want: { level: 'Ultra', collections: 100, documents: 20000, steps: true, share: true, upgrade: undefined },
    },
  ])('given $plan should be $want', async ({ plan, want }) => {
    const allowance = await allowanceOf(await on(`allowance-${plan.toLowerCase()}@example.com`, plan));
    expect({
      level: allowance.level,
      collections: allowance.limits.collections,
      documents: allowance.limits.documents,
      steps: allowance.knowledgeStepsInOwnTasks,
      share: allowance.shareWithOrganization,
      upgrade: allowance.upgrade?.plan,
    }).toEqual(want);
    expect(allowance.used).toEqual({ collections: 0, documents: 0, storageBytes: 0 });
  });
});

describe('refusals past the plan', () => {
  it('given Free should refuse a collection with 403 naming Discovery (Nano)', async () => {
    const free = await on('free-library@example.com', 'Free');
    const refused = await free.createCollection('Notes');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_required' });
    expect(refused.json().message).toContain('Discovery (Nano) keeps up to 3 collections');
    expect((await free.collections()).json().collections).toEqual([]);
  });

  it('given Discovery should keep 3 collections, refuse a 4th naming Explorer (Pro), and refuse sharing naming Creator', async () => {
    const nano = await on('nano-library@example.com', 'Discovery');
    const made: KnowledgeCollection[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const reply = await nano.createCollection(name);
      expect(reply.statusCode).toBe(201);
      made.push(reply.json());
    }
    const fourth = await nano.createCollection('Four');
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toContain('Explorer (Pro) keeps up to 20 collections');
    const shared = await nano.updateCollection(made[0]?.id ?? '', { shared: true });
    expect(shared.statusCode).toBe(403);
    expect(shared.json().message).toContain('Creator (Ultra) includes it');
    expect((await allowanceOf(nano)).used.collections).toBe(3);
  });

  it('given Discovery at 48 of 50 documents and 6 pastes at once should keep exactly 2 and refuse 4 naming Explorer', async () => {
    const nano = await on('nano-documents@example.com', 'Discovery');
    const collectionId = ((await nano.createCollection('Notes')).json() as KnowledgeCollection).id;
    for (let index = 0; index < 48; index += 1) {
      expect((await nano.paste(collectionId, `Note ${index}`, `The office opens at ${index}.`)).statusCode).toBe(202);
    }
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) => nano.paste(collectionId, `Late ${index}`, 'The office closes at six.')),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([202, 202, 403, 403, 403, 403]);
    expect(replies.find((reply) => reply.statusCode === 403)?.json().message).toContain(
      'Explorer (Pro) keeps up to 1,000 documents',
    );
    const allowance = await allowanceOf(nano);
    expect(allowance.used.documents).toBe(50);
    expect(allowance.used.storageBytes).toBeGreaterThan(0);
  });

  it('given Discovery at 40 of 50 documents and 24 pastes at once should keep exactly 10, and a delete frees room again', async () => {
    const nano = await on('nano-race@example.com', 'Discovery');
    const collectionId = ((await nano.createCollection('Race')).json() as KnowledgeCollection).id;
    for (let index = 0; index < 40; index += 1) {
      expect((await nano.paste(collectionId, `Note ${index}`, `Room ${index} is booked.`)).statusCode).toBe(202);
    }
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, index) => nano.paste(collectionId, `Rush ${index}`, `Rush order ${index}.`)),
    );
    expect(replies.filter((reply) => reply.statusCode === 202)).toHaveLength(10);
    expect(replies.filter((reply) => reply.statusCode === 403)).toHaveLength(14);
    const listed = (await nano.documents(`?collectionId=${collectionId}&limit=100`)).json();
    expect(listed.items).toHaveLength(50);
    expect((await allowanceOf(nano)).used.documents).toBe(50);

    const kept = replies.find((reply) => reply.statusCode === 202)?.json() as { id: string; size: number };
    const before = (await allowanceOf(nano)).used.storageBytes;
    expect((await nano.deleteDocument(kept.id)).statusCode).toBe(204);
    expect((await allowanceOf(nano)).used).toMatchObject({ documents: 49, storageBytes: before - kept.size });
    expect((await nano.paste(collectionId, 'After', 'Room again.')).statusCode).toBe(202);
    expect((await nano.deleteCollection(collectionId)).statusCode).toBe(204);
    expect((await allowanceOf(nano)).used).toEqual({ collections: 0, documents: 0, storageBytes: 0 });
  });

  it('given Discovery 30 bytes short of its storage and 5 pastes of 10 bytes at once should keep exactly 3, refusing naming Explorer', async () => {
    const email = 'nano-storage@example.com';
    const nano = await on(email, 'Discovery');
    const collectionId = ((await nano.createCollection('Full')).json() as KnowledgeCollection).id;
    // What 100 MiB of earlier documents leave: the usage row as pastes keep it.
    await server.app.taskwell.db.execute(
      sql`INSERT INTO knowledge_usage (owner_email, documents, storage_bytes) VALUES (${email}, 0, ${100 * 1024 * 1024 - 30})`,
    );
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, index) => nano.paste(collectionId, `Tiny ${index}`, `Ten bytes${index}`)),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([202, 202, 202, 403, 403]);
    expect(replies.find((reply) => reply.statusCode === 403)?.json().message).toContain(
      'Explorer (Pro) keeps up to 2 GB',
    );
    expect((await allowanceOf(nano)).used).toMatchObject({ documents: 3, storageBytes: 100 * 1024 * 1024 });
  });

  it("given another account's collection should answer 404 and add nothing to either account", async () => {
    const owner = await on('owner-library@example.com', 'Discovery');
    const other = await on('other-library@example.com', 'Discovery');
    const collectionId = ((await owner.createCollection('Mine')).json() as KnowledgeCollection).id;
    const refused = await other.paste(collectionId, 'Sneaked', 'Not yours.');
    expect(refused.statusCode).toBe(404);
    expect((await allowanceOf(other)).used.documents).toBe(0);
    expect((await allowanceOf(owner)).used.documents).toBe(0);
  });

  it('given an upgrade should take what was refused, and a downgrade keeps what is kept but refuses more', async () => {
    const email = 'upgrading-library@example.com';
    const calls = await on(email, 'Free');
    expect((await calls.createCollection('Later')).statusCode).toBe(403);
    await setPlan(server.app, email, 'Discovery');
    const made = await calls.createCollection('Later');
    expect(made.statusCode).toBe(201);
    await setPlan(server.app, email, 'Free');
    expect((await calls.collections()).json().collections).toHaveLength(1);
    const pasted = await calls.paste((made.json() as KnowledgeCollection).id, 'Note', 'Kept before the downgrade.');
    expect(pasted.statusCode).toBe(403);
  });
});
