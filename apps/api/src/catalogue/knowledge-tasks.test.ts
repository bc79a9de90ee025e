import type { Task } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { createServiceRegistry } from '../services/index.ts';
import { testKnowledgeSearch } from '../services/knowledge-test-search.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// The seeded tasks that answer from the user's own documents, run through the contract's calls on
// the repository's catalogue. The Well of Knowledge is the services' in-memory test library: what
// is tested here is how the API serves these tasks and runs them, not the search.
const ada = 'ada@example.com';
const bob = 'bob@example.com';
const carol = 'carol@example.com';
const knowledge = testKnowledgeSearch([
  {
    accountEmail: ada,
    collectionId: 'c-policies',
    collectionName: 'Policies',
    documentId: 'd-handbook',
    title: 'Handbook.pdf',
    pages: [
      'Welcome to the team.',
      'Staff get 25 days of paid holiday a year.\nTravel is booked through the office. Economy fares are the rule.',
    ],
  },
  {
    accountEmail: bob,
    collectionId: 'c-bob',
    collectionName: 'Bob notes',
    documentId: 'd-bob',
    title: 'Bob.txt',
    pages: ['Paid holiday at Bob’s firm is unlimited.'],
  },
]);

let server: TestServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer({ services: createServiceRegistry({}), knowledge: () => knowledge });
  for (const email of [ada, bob, carol]) {
    tokens.set(email, await server.signIn(email));
    await server.app.taskwell.db
      .update(accounts)
      .set({ plan: 'Enterprise', balance: 1_000 })
      .where(eq(accounts.email, email));
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function listTasks(email?: string): Promise<Task[]> {
  const token = email ? tokens.get(email) : undefined;
  const reply = await server.app.inject({
    method: 'GET',
    url: '/api/tasks/all',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(reply.statusCode).toBe(200);
  return reply.json() as Task[];
}

const collectionOf = (tasks: Task[], id: string) =>
  tasks.find((task) => task.id === id)?.parameters.find((parameter) => parameter.name === 'collection');

const client = (email: string) => runClient(server.app, tokens.get(email) ?? '');

describe('the list of collections of the knowledge tasks', () => {
  it.each([
    { who: 'Ada, who has a collection', email: ada, want: { 'c-policies': 'Policies' } },
    { who: 'Carol, who has none', email: carol, want: undefined },
    { who: 'a visitor not signed in', email: undefined, want: undefined },
  ])("given $who should list the caller's own collections as the options", async ({ email, want }) => {
    const tasks = await listTasks(email);
    for (const id of ['answer-from-knowledge', 'brief-with-knowledge']) {
      const collection = collectionOf(tasks, id);
      expect(collection?.ui?.lookupSource).toBe('knowledgeCollections');
      expect(collection?.ui?.lookup).toEqual(want);
    }
  });

  it('should serve every other task the same to every caller', async () => {
    const others = (tasks: Task[]) => tasks.filter((task) => !task.id.includes('knowledge'));
    expect(others(await listTasks(ada))).toEqual(others(await listTasks()));
  });
});

describe('a run of a knowledge task', () => {
  it.each([
    {
      who: "another user's collection",
      email: ada,
      collection: 'c-bob',
      want: 'Collection to answer from: that collection is not one of yours; choose one of your collections',
    },
    {
      who: 'a collection, having none',
      email: carol,
      collection: 'c-policies',
      want: 'Collection to answer from: you have no collections yet; add documents in Well of Knowledge first',
    },
  ])('given $who should be refused as invalid parameters (422), saying why', async ({ email, collection, want }) => {
    const start = await client(email).execute('answer-from-knowledge', { question: 'paid holiday', collection });
    expect(start.statusCode).toBe(422);
    expect(start.error.code).toBe('invalid_parameters');
    expect(start.error.details).toEqual([{ path: '/body/parameters/collection', message: want }]);
  });

  it("given the caller's own collection should answer with cited passages of it only", async () => {
    const start = await client(ada).execute('answer-from-knowledge', {
      question: 'How many days of paid holiday?',
      collection: 'c-policies',
    });
    expect(start.statusCode, JSON.stringify(start.error)).toBe(200);
    const final = await client(ada).settle(start.document.requestId, 30_000);
    expect(final.status).toBe('COMPLETED');
    const markdown = await resultText(final.results[0]?.parameter.value[0]?.data, ada);
    expect(markdown).toContain(
      '“Staff get 25 days of paid holiday a year.” ([Handbook.pdf, p. 2](/knowledge/documents/d-handbook?page=2\\&start=0\\&end=41))',
    );
    expect(markdown).not.toContain('Bob');
  });

  it('given a topic should brief it with numbered citations and its sources', async () => {
    const start = await client(ada).execute('brief-with-knowledge', {
      topic: 'travel office',
      collection: 'c-policies',
    });
    expect(start.statusCode, JSON.stringify(start.error)).toBe(200);
    const final = await client(ada).settle(start.document.requestId, 30_000);
    expect(final.status).toBe('COMPLETED');
    const markdown = await resultText(final.results[0]?.parameter.value[0]?.data, ada);
    expect(markdown).toContain('# Brief: travel office');
    expect(markdown).toContain(
      'Travel is booked through the office. [\\[1\\]](/knowledge/documents/d-handbook?page=2\\&start=42\\&end=78)',
    );
    expect(markdown).toContain(
      '## Sources\n\n1. [Handbook.pdf, p. 2](/knowledge/documents/d-handbook?page=2\\&start=42\\&end=106)',
    );
  });

  it('should have no sample, and say why', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/tasks/answer-from-knowledge/sample' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({
      message: 'This task answers from your own documents, so it has no sample results: try it with yours.',
    });
  });
});

async function resultText(assetId: string | undefined, email: string): Promise<string> {
  const read = await server.app.inject({
    method: 'GET',
    url: `/api/asset/get/${assetId}`,
    headers: { authorization: `Bearer ${tokens.get(email)}` },
  });
  expect(read.statusCode).toBe(200);
  return read.body;
}
