import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { createServiceRegistry, loadAiSettings } from '../services/index.ts';
import { testKnowledgeSearch } from '../services/knowledge-test-search.ts';
import { type AiStandIn, startAiStandIn } from '../testing/ai-stand-in.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// With an AI provider configured, the AI tasks of the catalogue are listed and run; the provider
// is the one external service here: the OpenAI-compatible stand-in stands in for it (the runs
// stream its answers, as they would a real provider's).
let provider: AiStandIn;
/** Every prompt the provider was sent, with the model asked for. */
const prompts: { model: string; prompt: string }[] = [];

let server: TestServer;
let token: string;
let client: ReturnType<typeof runClient>;

beforeAll(async () => {
  provider = await startAiStandIn({
    behaviour: {
      answer: (body) => {
        const prompt = body.messages?.at(-1)?.content ?? '';
        prompts.push({ model: body.model ?? '', prompt });
        return `An answer about ${prompt.length} characters of prompt.`;
      },
    },
  });
  const ai = loadAiSettings({
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'public-model',
    AI_ENTERPRISE_MODEL: 'enterprise-model',
  });
  // The Well of Knowledge is the services' in-memory test library (the search is tested with the library).
  const knowledge = testKnowledgeSearch([
    {
      accountEmail: 'ai@example.com',
      collectionId: 'c-policies',
      collectionName: 'Policies',
      documentId: 'd-handbook',
      title: 'Handbook.pdf',
      pages: ['Welcome.', 'Staff get 25 days of paid holiday a year.'],
    },
  ]);
  server = await startTestServer({ services: createServiceRegistry({ ai }), knowledge: () => knowledge });
  token = await server.signIn('ai@example.com');
  await server.app.taskwell.db
    .update(accounts)
    .set({ plan: 'Enterprise', balance: 100 })
    .where(eq(accounts.email, 'ai@example.com'));
  client = runClient(server.app, token);
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

describe('given a configured AI provider', () => {
  it('should list the AI tasks', async () => {
    const listed = (await server.app.inject({ method: 'GET', url: '/api/tasks/all' })).json() as { id: string }[];
    expect(listed.map((task) => task.id)).toEqual(
      expect.arrayContaining(['rewrite-tone', 'market-scan', 'ask-ai-with-knowledge']),
    );
  });

  it('should run the rewrite through the public tier with the prompt filled in, its result checked for bias', async () => {
    const start = await client.execute('rewrite-tone', { draft: 'Hey all, office shut Friday.', tone: 'formal' });
    const done = await client.settle(start.document.requestId);
    expect(done.status).toBe('COMPLETED');
    expect(done.results.map((result) => result.parameter.name)).toEqual(['Rewritten draft']);
    const rewritten = done.results[0]?.parameter.value[0];
    const check = await server.app.inject({
      method: 'GET',
      url: `/api/asset/check/${rewritten?.data}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.json()).toEqual({ status: 'checked', findings: [] });
    const call = prompts.find((entry) => entry.prompt.includes('Hey all, office shut Friday.'));
    expect(call?.model).toBe('public-model');
    expect(call?.prompt).toContain('in a formal tone');
  });

  it('should ask the enterprise tier for both branches of the market scan', async () => {
    const before = prompts.length;
    const start = await client.execute('market-scan', { market: 'cargo bikes in Spain' });
    const done = await client.settle(start.document.requestId);
    expect(done.status).toBe('COMPLETED');
    const calls = prompts.slice(before);
    expect(calls.map((entry) => entry.model)).toEqual(['enterprise-model', 'enterprise-model']);
    expect(calls.every((entry) => entry.prompt.includes('cargo bikes in Spain'))).toBe(true);
    expect(done.results.map((result) => result.parameter.name).sort()).toEqual([
      'Keyword chart',
      'Market scan',
      'Opportunities',
      'Risks',
    ]);
  });

  it("should ground the knowledge question in the passages of the user's collection and list our sources", async () => {
    const before = prompts.length;
    const start = await client.execute('ask-ai-with-knowledge', {
      question: 'How much paid holiday do staff get?',
      collection: 'c-policies',
    });
    expect(start.statusCode, JSON.stringify(start.error)).toBe(200);
    const done = await client.settle(start.document.requestId);
    expect(done.status).toBe('COMPLETED');
    const call = prompts.slice(before)[0];
    expect(call?.prompt).toContain('Answer this question for a business reader: How much paid holiday do staff get?');
    expect(call?.prompt).toContain('[1] Handbook.pdf, p. 2\nStaff get 25 days of paid holiday a year.');
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/asset/get/${done.results[0]?.parameter.value[0]?.data}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.body).toMatch(
      /^An answer about \d+ characters of prompt\.\n\n\*\*Sources\*\*\n\n1\. \[Handbook\.pdf, p\. 2\]\(\/knowledge\/documents\/d-handbook\?page=2/,
    );
  });
});
