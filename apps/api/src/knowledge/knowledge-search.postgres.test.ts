import type { KnowledgeSearchResult } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingSubjects } from '../services/knowledge-lookup.ts';
import { startTestServer, type TestServer, testDatabase } from '../testing/test-server.ts';
import { knowledgeCalls, signInOnPlan } from './testing/knowledge-calls.ts';

// Issue 28 (decision 110): the lexical search is PostgreSQL's own text search, so the embedded
// database and a PostgreSQL server rank the same passages the same, with the same scores.

const topics = ['invoice', 'refund', 'payroll', 'shipping', 'holiday', 'pension', 'laptop', 'contract'];
const verbs = ['is approved by', 'is checked by', 'is paid by', 'is booked by', 'is signed by'];
const teams = ['finance', 'the board', 'human resources', 'the warehouse', 'the help desk'];
/** A corpus of documents whose words overlap in many ways (same words, different counts and places). */
const corpus = Array.from({ length: 30 }, (_, n) => ({
  title: `Policy ${n}`,
  text: Array.from({ length: 3 + (n % 4) }, (_, s) => {
    const topic = topics[(n + s) % topics.length];
    return `Every ${topic} ${verbs[(n * s + 1) % verbs.length]} ${teams[(n + 2 * s) % teams.length]} within ${n + s} days.`;
  }).join(n % 3 === 0 ? '\n\n' : ' '),
}));
const queries = [
  'refund',
  'How long does a refund take to be paid?',
  'invoice approved by finance',
  '"signed by the board"',
  'payroll -holiday',
  'laptop or pension',
  'shipping warehouse days',
  'who books the holidays',
];

/** A question naming a figure and an acronym the corpus lacks and a team it has. */
const subjectQuery = 'Is the VPN invoice approved by Finance in 2025?';

let database: Awaited<ReturnType<typeof testDatabase>>;
const servers: TestServer[] = [];

/** The searches' answers on one server, with titles in place of ids (ids differ between servers). */
async function answers(server: TestServer): Promise<unknown[]> {
  const calls = knowledgeCalls(server.app, await signInOnPlan(server, 'ranker@example.com'));
  const collectionId = (await calls.createCollection('Policies')).json().id as string;
  for (const document of corpus) {
    const added = (await calls.paste(collectionId, document.title, document.text)).json();
    expect((await calls.settled(added.id)).status).toBe('ready');
  }
  const found: unknown[] = [];
  for (const query of queries) {
    const result = (await calls.search(query, '&limit=20')).json() as KnowledgeSearchResult;
    found.push({
      query,
      mode: result.mode,
      passages: result.passages.map((passage) => [
        passage.documentTitle,
        passage.page,
        passage.start,
        passage.end,
        passage.score.toFixed(6),
      ]),
    });
  }
  // The question's subjects (decision 147): the same counts on both databases.
  const search = server.app.taskwell.knowledgeSearch;
  const asked = await search.search({
    accountEmail: 'ranker@example.com',
    query: subjectQuery,
    collectionId,
    limit: 5,
  });
  found.push({ query: subjectQuery, subjects: asked.subjects, missing: missingSubjects(asked.subjects).sort() });
  return found;
}

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  servers.push(await startTestServer({ database: database.options, embeddings: null }));
  servers.push(await startTestServer({ database: { kind: 'pglite' }, embeddings: null }));
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  await database?.drop();
});

describe('the knowledge search on PostgreSQL and on the embedded database', () => {
  it('should rank the same passages in the same order with the same scores', async () => {
    const [onPostgres, onPglite] = [await answers(servers[0] as TestServer), await answers(servers[1] as TestServer)];
    expect(onPostgres).toEqual(onPglite);
    // Every query found something: the comparison is not of empty answers.
    for (const answer of (onPostgres as Array<{ passages?: unknown[] }>).filter((each) => each.passages))
      expect(answer.passages?.length).toBeGreaterThan(0);
    expect(onPostgres.at(-1)).toMatchObject({ query: subjectQuery, missing: ['2025', 'vpn'] });
  });
});
