import type { KnowledgeSearchResult } from '@taskwell/api-sdk';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { Embeddings } from './indexing/embeddings.ts';
import { createKnowledgeSearch, fuseRankings } from './knowledge-search.ts';
import { knowledgeCalls, signInOnPlan } from './testing/knowledge-calls.ts';

testsInOrder('the passages the first hybrid test indexes are searched again with a weight and with the endpoint down');

const row = (name: string) => ({ document_id: name, page: 1, start: 0 });

describe('fuseRankings (reciprocal rank fusion, k = 60)', () => {
  it.each([
    { name: 'one ranking keeps its order', given: [['a', 'b', 'c']], want: ['a', 'b', 'c'] },
    {
      name: 'found by both beats found by one',
      given: [
        ['a', 'b'],
        ['b', 'c'],
      ],
      want: ['b', 'a', 'c'],
    },
    { name: 'ties keep the first ranking first', given: [['a'], ['b']], want: ['a', 'b'] },
    { name: 'nothing gives nothing', given: [[], []], want: [] },
  ])('given $name', ({ given, want }) => {
    expect(fuseRankings(given.map((ranking) => ranking.map(row))).map((entry) => entry.row.document_id)).toEqual(want);
  });

  it('given a passage first in both should score 2 / 61', () => {
    expect(fuseRankings([[row('a')], [row('a')]])[0]?.score).toBeCloseTo(2 / 61, 12);
  });

  it('given weights should scale each ranking: first and second scores 1 / 61 + 0.25 / 62, and the first of the lighter ranking comes after the second of the other', () => {
    const fused = fuseRankings(
      [
        [row('a'), row('b')],
        [row('c'), row('a')],
      ],
      60,
      [1, 0.25],
    );
    expect({ order: fused.map((entry) => entry.row.document_id), first: fused[0]?.score }).toEqual({
      order: ['a', 'b', 'c'],
      first: 1 / 61 + 0.25 / 62,
    });
  });
});

/**
 * A stand-in embeddings endpoint: a word's vector is its concept's axis, so words of one concept
 * (refund, reimbursement, money back) are near each other though they share no letters.
 */
const concepts: Record<string, number> = { refund: 0, reimbursement: 0, money: 0, parcel: 1, delivery: 1, ship: 1 };
const standIn: Embeddings = {
  model: 'concepts-2',
  async embed(texts) {
    if (endpointDown) throw new Error('The stand-in endpoint is down.');
    return texts.map((text) => {
      const vector = [0, 0, 0.01];
      for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
        const axis = concepts[word.replace(/s$/, '')];
        if (axis !== undefined) vector[axis] = (vector[axis] ?? 0) + 1;
      }
      return vector;
    });
  },
};

let server: TestServer;
let calls: ReturnType<typeof knowledgeCalls>;
/** When true, the stand-in endpoint fails (as one that is down). */
let endpointDown = false;

beforeAll(async () => {
  server = await startTestServer({ embeddings: standIn });
  calls = knowledgeCalls(server.app, await signInOnPlan(server, 'hybrid@example.com'));
});

afterAll(async () => {
  await server.close();
});

describe('hybrid search (an embeddings endpoint configured)', () => {
  it('given a question whose words no passage has should still find the passage of the same meaning', async () => {
    const collectionId = (await calls.createCollection('Help')).json().id as string;
    const money = (
      await calls.paste(collectionId, 'Money back', 'A reimbursement reaches your card in five days.')
    ).json();
    const parcels = (await calls.paste(collectionId, 'Parcels', 'Every delivery leaves the depot at nine.')).json();
    await Promise.all([calls.settled(money.id), calls.settled(parcels.id)]);
    const found = (await calls.search('refund')).json() as KnowledgeSearchResult;
    expect(found.mode).toBe('hybrid');
    expect(found.passages[0]?.documentId).toBe(money.id);
    // Words and meaning agree: the passage with the word and the meaning comes first.
    const both = (await calls.search('delivery parcel')).json() as KnowledgeSearchResult;
    expect(both.passages.map((passage) => passage.documentId)[0]).toBe(parcels.id);
    expect(both.passages[0]?.score).toBeCloseTo(2 / 61, 12);
  });

  it('given a model with a fusion weight of its own should weigh its ranking by it: 1 / 61 + 0.25 / 61 for a passage first in both', async () => {
    const weighed = createKnowledgeSearch({
      db: server.app.taskwell.db,
      embeddings: { ...standIn, fusionWeight: 0.25 },
    });
    const found = await weighed.search({ accountEmail: 'hybrid@example.com', query: 'delivery parcel', limit: 5 });
    expect(found.mode).toBe('hybrid');
    expect(found.passages[0]?.documentTitle).toBe('Parcels');
    expect(found.passages[0]?.score).toBeCloseTo(1 / 61 + 0.25 / 61, 12);
  });

  it('given the endpoint down at query time should answer by words alone, saying so', async () => {
    endpointDown = true;
    try {
      const found = (await calls.search('delivery')).json() as KnowledgeSearchResult;
      expect(found.mode).toBe('lexical');
      expect(found.passages.map((passage) => passage.documentTitle)).toEqual(['Parcels']);
    } finally {
      endpointDown = false;
    }
  });
});
