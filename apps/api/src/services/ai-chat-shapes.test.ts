import type { JsonShape } from '@taskwell/task-engine';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAiChatService } from './ai-chat.ts';
import { type AiSettings, loadAiSettings } from './ai-settings.ts';
import { ServiceError, textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';

// Issue 40: an AI step's messages are built from its persona and its output's shape (the system
// message) and its prompt with the variables filled (the user message); a JSON answer is checked
// against the creator's shape, asked again once when it does not match, then fails the step.

const base = 'https://models.test/v1';
const settings: AiSettings = {
  ...loadAiSettings({ AI_BASE_URL: base, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' }),
  // The provider answers inside this process's fetch (msw), which the tiers' own transport does not use.
  fetch: (input, init) => globalThis.fetch(input, init),
  maxRetries: 0,
  timeoutMs: 2_000,
};

type Messages = Array<{ role: string; content: string }>;
let seen: Messages[] = [];
let answers: string[] = [];

const server = setupServer(
  http.post(`${base}/chat/completions`, async ({ request }) => {
    seen.push(((await request.json()) as { messages: Messages }).messages);
    const content = answers.shift() ?? 'No more answers.';
    return HttpResponse.json({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 20, completion_tokens: 8, total_tokens: 28 },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen = [];
  answers = [];
});
afterAll(() => server.close());

const chat = createAiChatService(settings);
const persona = {
  name: 'Ava',
  instructions: 'Write as the persona "Ava".\nNever use these words: synergy.',
  wordsToAvoid: ['synergy'],
};
const shape: JsonShape = {
  type: 'object',
  properties: { title: { type: 'string' }, tone: { type: 'string', enum: ['formal', 'friendly'] } },
  required: ['title', 'tone'],
};
const run = (ai: Parameters<typeof chat.run>[1]['ai'], withPersona = true) =>
  chat.run(
    { 'form.topic': textValue('solar roofs') },
    {
      ...serviceContext({ prompt: 'Write a headline about {{form.topic}}.', system: 'Keep it short.' }),
      ...(withPersona ? { persona } : {}),
      ...(ai ? { ai } : {}),
    },
  );

describe('the messages of an AI step', () => {
  it('should put the persona, the step system and nothing more for markdown in the system message, the filled prompt in the user message', async () => {
    answers = ['# Solar roofs pay back'];
    const output = await run(undefined);
    expect(seen[0]).toEqual([
      { role: 'system', content: `${persona.instructions}\n\nKeep it short.` },
      { role: 'user', content: 'Write a headline about solar roofs.' },
    ]);
    expect(output.contentType).toBe('text/markdown');
    expect(output.facts).toMatchObject({ persona: 'Ava', promptTokens: 20, completionTokens: 8 });
  });

  it('should ask for plain text, and give a text/plain result', async () => {
    answers = ['Solar roofs pay back'];
    const output = await run({ output: { kind: 'text' } }, false);
    expect(seen[0]?.[0]).toEqual({
      role: 'system',
      content: 'Keep it short.\n\nAnswer in plain text: no Markdown, no headings, no lists marked with symbols.',
    });
    expect(output.contentType).toBe('text/plain');
  });
});

describe('a JSON output shape', () => {
  it('given a matching answer (even in a code fence) should give its JSON, after one call', async () => {
    answers = ['```json\n{"title": "Solar roofs pay back", "tone": "friendly"}\n```'];
    const output = await run({ output: { kind: 'json', schema: shape } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.[0]?.content).toContain(JSON.stringify(shape));
    expect(output.contentType).toBe('application/json');
    expect(JSON.parse(textOf(output))).toEqual({ title: 'Solar roofs pay back', tone: 'friendly' });
  });

  it('given a first answer that does not match should ask once more, saying what was wrong, and count both calls', async () => {
    answers = ['{"title": "Solar roofs"}', '{"title": "Solar roofs", "tone": "formal"}'];
    const output = await run({ output: { kind: 'json', schema: shape } });
    expect(seen).toHaveLength(2);
    expect(seen[1]?.slice(-2)).toEqual([
      { role: 'assistant', content: '{"title": "Solar roofs"}' },
      {
        role: 'user',
        content:
          'That answer does not match the JSON Schema: /tone is required and missing. Answer again with only the corrected JSON.',
      },
    ]);
    expect(JSON.parse(textOf(output))).toEqual({ title: 'Solar roofs', tone: 'formal' });
    expect(output.facts).toMatchObject({ tries: 2, promptTokens: 40, completionTokens: 16 });
  });

  it('given two answers that do not match should fail the step saying where, after two calls', async () => {
    answers = ['Here is a headline!', '{"title": "Solar", "tone": "loud", "extra": 1}'];
    const failure = await run({ output: { kind: 'json', schema: shape } }).catch((error: unknown) => error);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.at(-1)?.content).toContain('it is not valid JSON');
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).message).toBe(
      "the AI's answer did not match the step's JSON shape after 2 tries: /tone should be one of formal, friendly; /extra is not a property of the shape.",
    );
  });
});
