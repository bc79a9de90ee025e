import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createKnowledgeSearch } from './knowledge-search.ts';
import { candidateBudget } from './rare-lexemes.ts';
import { knowledgeCalls, signInOnPlan } from './testing/knowledge-calls.ts';

// The lexemes' passage counts and the collection's totals (migrations 0020 and 0023's triggers)
// follow every insert and delete of passages, cascades included, and search looks passages up by
// the rarer words only.

let server: TestServer;
let calls: ReturnType<typeof knowledgeCalls>;

beforeAll(async () => {
  server = await startTestServer({ embeddings: null });
  calls = knowledgeCalls(server.app, await signInOnPlan(server, 'lexemes@example.com'));
});

afterAll(async () => {
  await server.close();
});

async function counts(collectionId: string): Promise<Record<string, number>> {
  const rows = await queryRows(
    server.app.taskwell.db,
    sql`SELECT lexeme, passages FROM knowledge_lexemes WHERE collection_id = ${collectionId} ORDER BY lexeme`,
  );
  return Object.fromEntries(rows.map((row) => [String(row.lexeme), Number(row.passages)]));
}

async function pasted(collectionId: string, title: string, text: string): Promise<string> {
  const reply = await calls.paste(collectionId, title, text);
  expect(reply.statusCode, reply.body).toBe(202);
  const id = reply.json().id as string;
  expect((await calls.settled(id)).status).toBe('ready');
  return id;
}

describe('knowledge_lexemes', () => {
  it('given passages added then deleted, by document and by collection, should count each lexeme’s passages', async () => {
    const collectionId = (await calls.createCollection('Rivers')).json().id as string;
    const other = (await calls.createCollection('Other')).json().id as string;
    const floods = await pasted(collectionId, 'Floods', 'The Nile floods.');
    await pasted(collectionId, 'Delta', 'The Nile delta.');
    await pasted(other, 'Nile', 'Nile.');
    const steps: Array<{ given: string; act: () => Promise<unknown>; want: Record<string, number> }> = [
      // '' counts the collection's passages, ' ' adds up their lengths (distinct lexemes), for BM25.
      {
        given: 'two documents',
        act: async () => undefined,
        want: { '': 2, ' ': 4, delta: 1, flood: 1, nile: 2 },
      },
      {
        given: 'one document deleted',
        act: () => calls.deleteDocument(floods),
        want: { '': 1, ' ': 2, delta: 1, nile: 1 },
      },
      { given: 'the collection deleted', act: () => calls.deleteCollection(collectionId), want: {} },
    ];
    for (const step of steps) {
      await step.act();
      expect({ given: step.given, counts: await counts(collectionId) }).toEqual({
        given: step.given,
        counts: step.want,
      });
    }
    expect(await counts(other)).toEqual({ '': 1, ' ': 1, nile: 1 });
  });

  it('given a word in most passages should still rank by it among the passages the rare words find', async () => {
    const collectionId = (await calls.createCollection('Harbours')).json().id as string;
    // 20 logs of 40 paragraphs of about 1,000 characters, a passage each: over 500 passages with "harbour".
    for (let log = 0; log < 20; log += 1) {
      const text = Array.from({ length: 40 }, (_, paragraph) =>
        Array.from(
          { length: 11 },
          (_, line) =>
            `Ships of fleet ${paragraph} waited in the harbour while crew ${line} counted ropes and barrels.`,
        ).join(' '),
      ).join('\n\n');
      await pasted(collectionId, `Log ${log}`, text);
    }
    expect((await counts(collectionId)).harbour).toBeGreaterThan(candidateBudget);
    const storm = await pasted(collectionId, 'Storm', 'A storm closed the harbour.');
    await pasted(collectionId, 'Calm storm', 'The storm passed far away.');
    const found = (await calls.search('storm closed harbour', `&collectionId=${collectionId}&limit=5`)).json() as {
      passages: Array<{ documentId: string }>;
    };
    // "close" (1) and "storm" (2) are the two rarest; "harbour" would pass the budget.
    expect(found.passages.map((passage) => passage.documentId)[0]).toBe(storm);
    expect(found.passages).toHaveLength(2);
  });

  it('given even the rarest word beyond the budget should look up the passages holding the two rarest, then the rarest alone if too few', async () => {
    const collectionId = (await calls.createCollection('Weather')).json().id as string;
    const both = await pasted(collectionId, 'Harbour', 'A storm closed the harbour.');
    const far = await pasted(collectionId, 'Far', 'The storm passed far away.');
    const road = await pasted(collectionId, 'Road', 'The road closed at noon.');
    // "close" and "storm" are in two passages each; the passage with both ranks first.
    const cases = [
      { given: 'both within the budget: any of them', budget: 4, limit: 5, want: [both, far, road] },
      { given: 'each beyond the budget: the passage with both', budget: 1, limit: 1, want: [both] },
      { given: 'too few with both: any with the rarest, "close"', budget: 1, limit: 5, want: [both, road] },
    ];
    for (const { given, budget, limit, want } of cases) {
      const { passages } = await createKnowledgeSearch({ db: server.app.taskwell.db, candidateBudget: budget }).search({
        accountEmail: 'lexemes@example.com',
        collectionId,
        query: 'storm closed',
        limit,
      });
      const ids = passages.map((passage) => passage.documentId);
      expect({ given, first: ids[0], found: [...ids].sort() }).toEqual({
        given,
        first: want[0],
        found: [...want].sort(),
      });
    }
  });
});
