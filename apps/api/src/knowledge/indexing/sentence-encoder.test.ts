import type { KnowledgeSearchResult } from '@taskwell/api-sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createKnowledgeSearch } from '../knowledge-search.ts';
import { knowledgeCalls, signInOnPlan } from '../testing/knowledge-calls.ts';
import { cosineSimilarity } from './embeddings.ts';
import { createSentenceEncoder, sentenceEncoderDimensions, sentenceEncoderModel } from './sentence-encoder.ts';

// The built-in sentence encoder (decision 214) runs the model its package ships, in its own thread:
// these tests load the real model, as a deployment with `EMBEDDINGS_MODEL=built-in` does.
const encoder = createSentenceEncoder();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ embeddings: encoder });
});

afterAll(async () => {
  await server.close();
  await encoder.close();
});

describe('the built-in sentence encoder', () => {
  it.each([
    {
      question: 'How do I get my money back?',
      near: 'A reimbursement reaches your card within five working days.',
      far: 'Every delivery leaves the depot at nine in the morning.',
    },
    {
      question: 'Can I bring my dog to the office?',
      near: 'Pets are welcome at our workplace on Fridays.',
      far: 'Invoices are paid thirty days after receipt.',
    },
    {
      question: 'What happens if I am off sick?',
      near: 'Employees who are ill receive full pay for six weeks.',
      far: 'The car park closes at midnight.',
    },
  ])(
    'given "$question" should put "$near" nearer than "$far", with no word shared',
    async ({ question, near, far }) => {
      const [q, a, b] = await encoder.embed([question, near, far]);
      expect(q).toHaveLength(sentenceEncoderDimensions);
      expect(cosineSimilarity(q ?? [], a ?? [])).toBeGreaterThan(cosineSimilarity(q ?? [], b ?? []) + 0.05);
    },
  );

  it('given the same text alone or among others should give it the same vector', async () => {
    const [alone] = await encoder.embed(['Pets are welcome at our workplace on Fridays.']);
    const among = await encoder.embed([
      'The car park closes at midnight.',
      'Pets are welcome at our workplace on Fridays.',
    ]);
    expect(cosineSimilarity(alone ?? [], among[1] ?? [])).toBeCloseTo(1, 5);
  });

  it('given an aborted signal should reject with its reason and embed nothing', async () => {
    const controller = new AbortController();
    controller.abort(new Error('the document was deleted'));
    await expect(encoder.embed(['Anything.'], controller.signal)).rejects.toThrow('the document was deleted');
  });
});

describe('hybrid search with the built-in sentence encoder', () => {
  it('given a question that shares no word with the library should find the passage it means, where words alone find nothing', async () => {
    const calls = knowledgeCalls(server.app, await signInOnPlan(server, 'built-in-encoder@example.com'));
    const collectionId = (await calls.createCollection('Handbook')).json().id as string;
    const texts = [
      ['Refunds', 'A reimbursement reaches your card within five working days.'],
      ['Deliveries', 'Every delivery leaves the depot at nine in the morning.'],
      ['Pets', 'Dogs are welcome at our workplace on Fridays, on a lead.'],
      ['Parking', 'The car park closes at midnight and opens at six.'],
      ['Sickness', 'Staff who are ill receive full salary for six weeks.'],
      ['Uniforms', 'Uniforms are ordered through the facilities team.'],
    ];
    const pasted = await Promise.all(
      texts.map(
        async ([title, text]) => (await calls.paste(collectionId, title ?? '', text ?? '')).json() as { id: string },
      ),
    );
    await Promise.all(pasted.map((document) => calls.settled(document.id)));
    const question = 'How do I get my money back?';

    const found = (await calls.search(question)).json() as KnowledgeSearchResult;
    expect(found.mode).toBe('hybrid');
    expect(found.passages[0]?.documentTitle).toBe('Refunds');

    const byWords = await createKnowledgeSearch({ db: server.app.taskwell.db }).search({
      accountEmail: 'built-in-encoder@example.com',
      query: question,
      limit: 5,
    });
    expect(byWords.mode).toBe('lexical');
    expect(byWords.passages).toEqual([]);

    // Each passage's vector is recorded as the encoder's, so another model's vectors are never compared with it.
    const recorded = await queryRows(
      server.app.taskwell.db,
      sql`SELECT DISTINCT embedding_model, embedding_dimension FROM knowledge_passages WHERE document_id IN (${sql.join(
        pasted.map((document) => sql`${document.id}`),
        sql`, `,
      )})`,
    );
    expect(recorded).toEqual([
      { embedding_model: sentenceEncoderModel, embedding_dimension: sentenceEncoderDimensions },
    ]);
  });
});
