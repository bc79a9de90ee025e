import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAiChatService, fillPrompt } from './ai-chat.ts';
import { type AiSettings, loadAiSettings } from './ai-settings.ts';
import { ServiceError, textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';

const key = 'sk-test-3f9a7c1e-never-shown';
const base = 'https://models.test/v1';
const settings: AiSettings = {
  ...loadAiSettings({ AI_BASE_URL: base, AI_API_KEY: key, AI_MODEL: 'test-model' }),
  // The provider answers inside this process's fetch (msw), which the tiers' own transport does not use.
  fetch: (input, init) => globalThis.fetch(input, init),
  maxRetries: 0,
  timeoutMs: 2_000,
};

interface Seen {
  authorization: string | null;
  body: { model: string; messages: Array<{ role: string; content: string }> };
  url: string;
}
let seen: Seen[] = [];

function completion(content: string) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model-2026',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
  };
}

const answering = (reply: () => Response | Promise<Response>) =>
  http.post(`${base}/chat/completions`, async ({ request }) => {
    seen.push({
      authorization: request.headers.get('authorization'),
      body: (await request.json()) as Seen['body'],
      url: request.url,
    });
    return reply();
  });

// msw stands in for the provider. A retry is tested against a real local server instead
// (ai-chat-retry.test.ts): the client cancels a failed response's body before it retries, and
// cancelling the body of an msw response never settles (mswjs/interceptors#799).
const server = setupServer(answering(() => HttpResponse.json(completion('Sales grew by **12%**.'))));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

const chat = createAiChatService(settings);

describe('fillPrompt', () => {
  const cases: Array<{ given: { template: string | undefined; inputs: Record<string, string> }; want: string }> = [
    { given: { template: 'Summarise: {{text}}', inputs: { text: 'abc' } }, want: 'Summarise: abc' },
    { given: { template: '{{ a }} and {{b}} and {{a}}', inputs: { a: '1', b: '2' } }, want: '1 and 2 and 1' },
    { given: { template: undefined, inputs: { notes: 'n', facts: 'f' } }, want: 'notes:\nn\n\nfacts:\nf' },
    { given: { template: 'No inputs used.', inputs: { a: '1' } }, want: 'No inputs used.' },
  ];
  it.each(cases)('given $given.template should be "$want"', ({ given, want }) => {
    expect(fillPrompt(given.template, given.inputs)).toBe(want);
  });

  it('given a placeholder without an input should name it', () => {
    expect(() => fillPrompt('Use {{text}} and {{tone}} and {{tone}}', { text: 'x' })).toThrow(
      'The prompt asks for {{tone}}, which the step does not give.',
    );
  });
});

describe('ai.chat', () => {
  it('given a prompt template should send it to the model with the key as a bearer token, and return the answer', async () => {
    const output = await chat.run(
      { text: textValue('Q3 sales: 112. Q2 sales: 100.'), tone: textValue('plain', 'text/markdown') },
      serviceContext({ prompt: 'In a {{tone}} tone, what changed? {{text}}', system: 'Be brief.', tier: 'partner' }),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.authorization).toBe(`Bearer ${key}`);
    expect(seen[0]?.url).toBe(`${base}/chat/completions`);
    expect(seen[0]?.body.model).toBe('test-model');
    expect(seen[0]?.body.messages).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'In a plain tone, what changed? Q3 sales: 112. Q2 sales: 100.' },
    ]);
    expect(output.contentType).toBe('text/markdown');
    expect(output.source).toBe('AI');
    expect(textOf(output)).toBe('Sales grew by **12%**.');
    expect(output.usage).toEqual({ promptTokens: 12, completionTokens: 5 });
    expect(output.facts).toEqual({
      service: 'tier',
      tier: 'partner',
      model: 'test-model-2026',
      finishReason: 'stop',
      promptTokens: 12,
      completionTokens: 5,
    });
  });

  it.each([
    {
      status: 401,
      want: 'The public AI provider refused the credentials (HTTP 401): check AI_PUBLIC_API_KEY (or AI_API_KEY).',
    },
    { status: 403, want: 'The public AI provider refused the credentials (HTTP 403)' },
    { status: 429, want: 'The public AI provider is limiting requests (HTTP 429): try again later.' },
    { status: 500, want: 'The public AI provider failed (HTTP 500): try again later.' },
    { status: 503, want: 'The public AI provider failed (HTTP 503): try again later.' },
  ])('given the provider answers $status should say "$want" without the key', async ({ status, want }) => {
    server.use(
      answering(() =>
        HttpResponse.json(
          { error: { message: `Incorrect API key provided: ${key}`, type: 'invalid_request_error' } },
          { status },
        ),
      ),
    );
    const failure = await chat.run({ text: textValue('Hello') }, serviceContext()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).message).toContain(want);
    expect(JSON.stringify(failure)).not.toContain(key);
    expect((failure as ServiceError).message).not.toContain(key);
    expect((failure as ServiceError).stack).not.toContain(key);
    expect(seen).toHaveLength(1);
  });

  it('given a refused request should pass on the provider message with the key removed', async () => {
    server.use(
      answering(() =>
        HttpResponse.json({ error: { message: `The model 'x' does not exist (key ${key})` } }, { status: 404 }),
      ),
    );
    await expect(chat.run({ text: textValue('Hello') }, serviceContext())).rejects.toThrow(
      "The public AI provider refused the request (HTTP 404): The model 'x' does not exist (key [key])",
    );
  });

  it('given a provider slower than the timeout should stop waiting and say so', async () => {
    const quick = createAiChatService({ ...settings, timeoutMs: 200 });
    // The provider answers only once the test has its outcome: a service that waited for it would
    // never settle (the test's own timeout then fails it), whatever the machine's load.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      answering(async () => {
        await held;
        return HttpResponse.json(completion('late'));
      }),
    );
    try {
      await expect(quick.run({ text: textValue('Hello') }, serviceContext())).rejects.toThrow(
        'The public AI provider did not answer within 200 ms.',
      );
    } finally {
      answer();
    }
  });

  it('given the run is aborted should stop with the abort reason, not a provider failure', async () => {
    // Aborted once the provider has the request, which it answers only once the test has its
    // outcome (an abort after a fixed 50 ms met the 2 s provider timeout first on a loaded machine).
    const controller = new AbortController();
    const reason = new Error('run abandoned');
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      answering(async () => {
        controller.abort(reason);
        await held;
        return HttpResponse.json(completion('late'));
      }),
    );
    try {
      await expect(chat.run({ text: textValue('Hello') }, serviceContext({}, controller.signal))).rejects.toBe(reason);
    } finally {
      answer();
    }
  });

  it('given an unreachable provider should say it could not be reached', async () => {
    server.use(http.post(`${base}/chat/completions`, () => HttpResponse.error()));
    await expect(chat.run({ text: textValue('Hello') }, serviceContext())).rejects.toThrow(
      'The public AI provider could not be reached.',
    );
  });

  it('given an empty answer should refuse it', async () => {
    server.use(answering(() => HttpResponse.json(completion('  '))));
    await expect(chat.run({ text: textValue('Hello') }, serviceContext())).rejects.toThrow(
      'The public AI provider gave an empty answer.',
    );
  });

  const refusals: Array<{ options: Record<string, string>; inputs: Record<string, string>; want: string }> = [
    {
      options: { tier: 'premium' },
      inputs: { text: 'x' },
      want: 'The AI "tier" must be one of enterprise, partner, public',
    },
    { options: {}, inputs: {}, want: 'The AI step has no prompt and no input to send.' },
    { options: { prompt: 'Tell {{who}}' }, inputs: { text: 'x' }, want: 'The prompt asks for {{who}}' },
    { options: { prompt: '{{text}}' }, inputs: { text: 'x'.repeat(150_001) }, want: 'at most 150,000 characters' },
  ];
  it.each(refusals)(
    'given $options should refuse before calling the provider: "$want"',
    async ({ options, inputs, want }) => {
      const values = Object.fromEntries(Object.entries(inputs).map(([name, text]) => [name, textValue(text)]));
      await expect(chat.run(values, serviceContext(options))).rejects.toThrow(want);
      expect(seen).toHaveLength(0);
    },
  );

  it('given a tier that is not configured should say which are', async () => {
    const enterpriseOnly = createAiChatService({
      ...loadAiSettings({ AI_ENTERPRISE_BASE_URL: base, AI_ENTERPRISE_API_KEY: key, AI_ENTERPRISE_MODEL: 'm' }),
      maxRetries: 0,
    });
    await expect(enterpriseOnly.run({ text: textValue('Hi') }, serviceContext())).rejects.toThrow(
      'The public AI tier is not configured here; configured: enterprise.',
    );
    expect(seen).toHaveLength(0);
  });

  it('given an image input should refuse it', async () => {
    await expect(
      chat.run({ chart: { contentType: 'image/png', bytes: Buffer.from([1]) } }, serviceContext()),
    ).rejects.toThrow('The AI input "chart" must be text, not image/png.');
  });
});
