import type { KnowledgeDocument } from '@taskwell/api-sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBlob } from '../../assets/blobs/blob-storage.ts';
import { queryRows } from '../../db/query-rows.ts';
import { knowledgeDocuments, knowledgeFiles } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { knowledgeCalls, signInOnPlan } from '../testing/knowledge-calls.ts';

// Decision 211: a knowledge document's file is a blob of the blob store (a folder here, the bucket
// in the PostgreSQL run), never a row of the database; deleting documents, one or a collection's,
// removes their blobs; the files the database kept before are moved out at start.

let server: TestServer;
let calls: ReturnType<typeof knowledgeCalls>;

beforeAll(async () => {
  // Indexing is driven by the tests themselves.
  server = await startTestServer({ runtime: { worker: false } });
  calls = knowledgeCalls(server.app, await signInOnPlan(server, 'files@example.com', 'Enterprise'));
});

afterAll(async () => {
  await server.close();
});

const collection = async (name: string) => {
  const reply = await calls.createCollection(name);
  expect(reply.statusCode).toBe(201);
  return (reply.json() as { id: string }).id;
};

const paste = async (collectionId: string, title: string, text: string) => {
  const reply = await calls.paste(collectionId, title, text);
  expect(reply.statusCode).toBe(202);
  return (reply.json() as KnowledgeDocument).id;
};

async function storageNameOf(documentId: string): Promise<string | null | undefined> {
  const [row] = await server.app.taskwell.db
    .select({ storageName: knowledgeDocuments.storageName })
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.id, documentId));
  return row?.storageName;
}

const pendingRemovals = async () =>
  (await queryRows(server.app.taskwell.db, sql`SELECT storage_name FROM blob_removals`)).map((row) =>
    String(row.storage_name),
  );

describe('a knowledge document’s file', () => {
  it('given documents added should keep each as a blob of its bytes, and deleting them, one or a whole collection, should remove their blobs', async () => {
    const [first, second] = [await collection('Contracts'), await collection('Policies')];
    const ids = [
      await paste(first, 'Lease', 'The lease runs for five years.'),
      await paste(first, 'Supply', 'Deliveries arrive on Mondays.'),
      await paste(second, 'Leave', 'Annual leave is 25 days.'),
    ];
    const names = await Promise.all(ids.map(storageNameOf));
    expect(await server.storedBlobs()).toEqual(expect.arrayContaining(names));
    expect((await readBlob(server.app.taskwell.assets.blobs, String(names[2])))?.toString()).toBe(
      'Annual leave is 25 days.',
    );
    expect(await server.app.taskwell.db.select().from(knowledgeFiles)).toEqual([]);

    expect((await calls.deleteCollection(first)).statusCode).toBe(204);
    const afterCollection = await server.storedBlobs();
    expect({
      first: afterCollection.includes(String(names[0])),
      second: afterCollection.includes(String(names[1])),
    }).toEqual({ first: false, second: false });
    expect(afterCollection).toContain(names[2]);

    expect((await calls.deleteDocument(String(ids[2]))).statusCode).toBe(204);
    expect(await server.storedBlobs()).not.toContain(names[2]);
    expect(await pendingRemovals()).toEqual([]);
    expect((await calls.deleteCollection(second)).statusCode).toBe(204);
  });

  it('given a document refused (a collection not the caller’s) should leave no blob behind', async () => {
    const before = await server.storedBlobs();
    const other = knowledgeCalls(server.app, await signInOnPlan(server, 'files-other@example.com', 'Enterprise'));
    const theirs = ((await other.createCollection('Theirs')).json() as { id: string }).id;
    expect((await calls.paste(theirs, 'Not mine', 'Nothing to keep.')).statusCode).toBe(404);
    expect(await server.storedBlobs()).toEqual(before);
    expect((await other.deleteCollection(theirs)).statusCode).toBe(204);
  });

  it('given a removal left over (the blob store was away at the delete) should remove the blob at the next sweep', async () => {
    const { files } = server.app.taskwell.knowledge;
    const name = await files.keep(Buffer.from('left over'));
    expect(await server.storedBlobs()).toContain(name);
    await queryRows(server.app.taskwell.db, sql`INSERT INTO blob_removals (storage_name) VALUES (${name})`);
    expect(await files.removeDeleted()).toBe(1);
    expect({ blobs: (await server.storedBlobs()).includes(name), pending: await pendingRemovals() }).toEqual({
      blobs: false,
      pending: [],
    });
  });

  it('given a file the database still kept (added before decision 211) should index it, then move it to the blob store once', async () => {
    const { db, knowledge } = server.app.taskwell;
    const text = 'Parking bays 1 to 4 are kept for visitors.';
    const collectionId = await collection('Site');
    const id = await paste(collectionId, 'Parking', text);
    // The document as an earlier version left it: its bytes in `knowledge_files`, no blob.
    const blob = String(await storageNameOf(id));
    await knowledge.files.forget(blob);
    await db.update(knowledgeDocuments).set({ storageName: null }).where(eq(knowledgeDocuments.id, id));
    await db.insert(knowledgeFiles).values({ documentId: id, bytes: Buffer.from(text) });

    expect(await knowledge.indexer.index(id)).toBe('ready');
    expect(await knowledge.files.moveFromDatabase()).toBe(1);
    const moved = await storageNameOf(id);
    expect({
      named: typeof moved === 'string' && moved !== blob,
      bytes: (await knowledge.files.read(String(moved)))?.toString(),
      left: await db.select().from(knowledgeFiles),
    }).toEqual({ named: true, bytes: text, left: [] });
    expect(await knowledge.files.moveFromDatabase()).toBe(0);
    expect((await calls.deleteCollection(collectionId)).statusCode).toBe(204);
    expect(await server.storedBlobs()).not.toContain(moved);
  });

  it('given a document whose blob is gone should end failed with why, not stay queued', async () => {
    const { knowledge } = server.app.taskwell;
    const collectionId = await collection('Gone');
    const id = await paste(collectionId, 'Vanished', 'This file will be removed by hand.');
    await knowledge.files.forget(String(await storageNameOf(id)));
    expect(await knowledge.indexer.index(id)).toBe('failed');
    const failed = (await calls.document(id)).json() as KnowledgeDocument;
    expect({ status: failed.status, message: failed.message }).toEqual({
      status: 'failed',
      message: 'The file of this document is missing from our storage. Delete it and add it again.',
    });
    expect((await calls.deleteCollection(collectionId)).statusCode).toBe(204);
  });

  it('given a document this process just added should index it from the bytes it wrote, once, not from the blob store', async () => {
    const { knowledge, assets } = server.app.taskwell;
    const collectionId = await collection('Fresh');
    const id = await paste(collectionId, 'Just added', 'Bay 7 is kept for deliveries.');
    const name = String(await storageNameOf(id));
    // The blob goes behind the process's back: the indexing must not need it.
    await assets.blobs.remove(name);
    expect(await knowledge.indexer.index(id)).toBe('ready');
    // Read once: a second read goes to the blob store, where nothing is left.
    expect(await knowledge.files.read(name)).toBeUndefined();
    expect((await calls.deleteCollection(collectionId)).statusCode).toBe(204);
  });
});
