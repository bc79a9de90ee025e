import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createKnowledgeSearch } from './knowledge-search.ts';
import { knowledgeCalls, signInOnPlan } from './testing/knowledge-calls.ts';

// The lexical ranking's order (decision 189): scores equal to nine places are a tie, the newer
// document first, and only ready documents' passages, however well they score; the best are read
// a group of ties at a time.

let server: TestServer;
let calls: ReturnType<typeof knowledgeCalls>;
const email = 'ranked-passages@example.com';

beforeAll(async () => {
  server = await startTestServer({ embeddings: null });
  calls = knowledgeCalls(server.app, await signInOnPlan(server, email));
});

afterAll(async () => {
  await server.close();
});

async function pasted(collectionId: string, title: string, text: string, createdAt: string): Promise<string> {
  const reply = await calls.paste(collectionId, title, text);
  expect(reply.statusCode, reply.body).toBe(202);
  const id = reply.json().id as string;
  expect((await calls.settled(id)).status).toBe('ready');
  await server.app.taskwell.db.execute(sql`UPDATE knowledge_documents SET created_at = ${createdAt} WHERE id = ${id}`);
  return id;
}

describe('the lexical ranking', () => {
  it('given tied passages and a better one of a document not ready should give the ready ones, ties newest first', async () => {
    const collectionId = (await calls.createCollection('Rivers')).json().id as string;
    const same = 'The Nile floods the delta every summer.';
    const oldest = await pasted(collectionId, 'Report', same, '2026-01-01T00:00:00.000001Z');
    const newest = await pasted(collectionId, 'Report', same, '2026-03-01T00:00:00.000001Z');
    const middle = await pasted(collectionId, 'Report', same, '2026-02-01T00:00:00Z');
    // The same day to the millisecond, a microsecond later: still the newer.
    const later = await pasted(collectionId, 'Report', same, '2026-02-01T00:00:00.000001Z');
    const best = await pasted(
      collectionId,
      'Report',
      'The Nile floods, the Nile floods the delta.',
      '2025-01-01T00:00:00Z',
    );
    const hidden = await pasted(
      collectionId,
      'Report',
      'Nile floods: the Nile, the Nile floods.',
      '2026-04-01T00:00:00Z',
    );
    await server.app.taskwell.db.execute(sql`UPDATE knowledge_documents SET status = 'indexing' WHERE id = ${hidden}`);
    const search = createKnowledgeSearch({ db: server.app.taskwell.db, widen: false });
    const order = async (limit: number) =>
      (await search.search({ accountEmail: email, query: 'Nile floods', limit })).passages.map(
        (passage) => passage.documentId,
      );
    const cases: Array<{ limit: number; want: string[] }> = [
      { limit: 1, want: [best] },
      { limit: 2, want: [best, newest] },
      { limit: 4, want: [best, newest, later, middle] },
      { limit: 10, want: [best, newest, later, middle, oldest] },
    ];
    for (const { limit, want } of cases) expect(await order(limit), `limit ${limit}`).toEqual(want);
    const scores = (await search.search({ accountEmail: email, query: 'Nile floods', limit: 5 })).passages.map(
      (passage) => passage.score,
    );
    expect(new Set(scores.slice(1)).size).toBe(1);
  });
});
