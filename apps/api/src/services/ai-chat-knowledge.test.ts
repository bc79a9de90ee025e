import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAiChatService } from './ai-chat.ts';
import { type AiSettings, loadAiSettings } from './ai-settings.ts';
import { type TestDocument, testKnowledgeSearch } from './knowledge-test-search.ts';
import { type ServiceContext, textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';

const base = 'https://models.test/v1';
const settings: AiSettings = {
  ...loadAiSettings({ AI_BASE_URL: base, AI_API_KEY: 'sk-test-knowledge', AI_MODEL: 'test-model' }),
  // The provider answers inside this process's fetch (msw), which the tiers' own transport does not use.
  fetch: (input, init) => globalThis.fetch(input, init),
  maxRetries: 0,
  timeoutMs: 2_000,
};

let prompts: string[] = [];
// The stand-in provider of the ai-chat tests: it answers every prompt with the same cited sentence.
const server = setupServer(
  http.post(`${base}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as { messages: Array<{ role: string; content: string }> };
    prompts.push(body.messages.at(-1)?.content ?? '');
    return HttpResponse.json({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'Staff get 25 days [1].' },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 40, completion_tokens: 6, total_tokens: 46 },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  prompts = [];
});
afterAll(() => server.close());

const ada = 'ada@example.com';
const handbook: TestDocument = {
  accountEmail: ada,
  collectionId: 'c-policies',
  collectionName: 'Policies',
  documentId: 'd-handbook',
  title: 'Handbook.pdf',
  pages: ['Intro page.', 'Staff get 25 days of paid holiday a year.\nTravel is booked through the office.'],
};
const bobs: TestDocument = {
  accountEmail: 'bob@example.com',
  collectionId: 'c-bob',
  collectionName: 'Bob',
  documentId: 'd-bob',
  title: 'Bob.txt',
  pages: ['Paid holiday at Bob’s firm is unlimited.'],
};
const knowledge = testKnowledgeSearch([handbook, bobs]);
const chat = createAiChatService(settings);
const context = (options: ServiceContext['options']): ServiceContext => ({
  ...serviceContext(options),
  accountEmail: ada,
  knowledge,
});

describe('ai.chat grounded in a collection', () => {
  it('given a collection should send the numbered passages and append our Sources list, linked in that order', async () => {
    const output = await chat.run(
      { question: textValue('How much paid holiday do staff get?'), collection: textValue(handbook.collectionId) },
      context({ prompt: 'Answer: {{question}}' }),
    );
    expect(prompts).toHaveLength(1);
    const prompt = prompts[0] ?? '';
    expect(prompt.startsWith('Answer: How much paid holiday do staff get?')).toBe(true);
    expect(prompt).toContain('[1] Handbook.pdf, p. 2\nStaff get 25 days of paid holiday a year.');
    expect(prompt).not.toContain('c-policies');
    const url = '/knowledge/documents/d-handbook?page=2&start=0&end=41';
    expect(textOf(output)).toBe(
      `Staff get 25 days [1].\n\n**Sources**\n\n1. [Handbook.pdf, p. 2](${url.replaceAll('&', '\\&')})\n`,
    );
    expect(output.facts?.citations).toEqual([url]);
  });

  it('given the option searchInput should look up that input, not the question', async () => {
    await chat.run(
      {
        question: textValue('What should I know?'),
        topic: textValue('travel office'),
        collection: textValue(handbook.collectionId),
      },
      context({ prompt: '{{question}} About: {{topic}}', searchInput: 'topic' }),
    );
    expect(prompts[0]).toContain('[1] Handbook.pdf, p. 2\nTravel is booked through the office.');
  });

  it('given nothing in the collection matches should tell the model so and list no source', async () => {
    const output = await chat.run(
      { question: textValue('quantum chromodynamics'), collection: textValue(handbook.collectionId) },
      context({ prompt: '{{question}}' }),
    );
    expect(prompts[0]).toContain("The user's documents have nothing on this");
    expect(textOf(output)).toContain('**Sources:** nothing in _Policies_ matched this question.');
  });

  it("given another user's collection should refuse before anything is sent to the provider", async () => {
    const run = chat.run(
      { question: textValue('paid holiday'), collection: textValue(bobs.collectionId) },
      context({ prompt: '{{question}}' }),
    );
    await expect(run).rejects.toThrow('That collection is not one of yours: choose one of your collections.');
    expect(prompts).toEqual([]);
  });
});
