import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../ai/outbound-guard.ts';
import { type AiStandIn, standInAnswer, startAiStandIn } from '../testing/ai-stand-in.ts';
import { type ChatClientOptions, createChatClient } from './chat-client.ts';
import { providerFetch } from './provider-fetch.ts';
import { ServiceError } from './service.ts';

const key = 'sk-stand-in-7d1f0c55-never-shown';
let standIn: AiStandIn;

beforeAll(async () => {
  standIn = await startAiStandIn();
});
afterEach(() => {
  standIn.requests.length = 0;
  standIn.behaviour.failure = undefined;
  standIn.behaviour.chunkDelayMs = 0;
  standIn.holding = false;
});
afterAll(() => standIn.close());

// Each case with the platform's fetch (a private service's guarded one is undici's too) and with
// the operator tiers' providerFetch.
let transport: ChatClientOptions['fetch'];
const options = (extra: Partial<ChatClientOptions> = {}): ChatClientOptions => ({
  ...(transport ? { fetch: transport } : {}),
  kind: 'private',
  name: 'The AI service "Team model"',
  baseUrl: standIn.baseUrl,
  apiKey: key,
  model: 'team-model',
  timeoutMs: 10_000,
  maxRetries: 0,
  keyHint: 'its key in Settings',
  ...extra,
});
const messages = [
  { role: 'system' as const, content: 'Be brief.' },
  { role: 'user' as const, content: 'Announce the move.' },
];

describe.each([
  ['the platform fetch', undefined],
  ['providerFetch', providerFetch],
])('createChatClient with %s', (_, fetch) => {
  beforeEach(() => {
    transport = fetch;
  });

  it('given no onText should make one plain call with the key as a bearer token, and give the usage', async () => {
    const reply = await createChatClient(options()).complete({ messages, signal: new AbortController().signal });
    expect(reply).toEqual({
      text: standInAnswer,
      model: 'stand-in',
      finishReason: 'stop',
      usage: { promptTokens: 10, completionTokens: 5 },
    });
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]?.authorization).toBe(`Bearer ${key}`);
    expect(standIn.requests[0]?.body).toMatchObject({ model: 'team-model', messages });
    expect(standIn.requests[0]?.body).not.toHaveProperty('stream');
  });

  it('given onText should stream, hand on the text as it grows, and read the usage from the last chunk', async () => {
    standIn.behaviour.chunkDelayMs = 30;
    const seen: string[] = [];
    const reply = await createChatClient(options()).complete({
      messages,
      signal: new AbortController().signal,
      onText: (text) => seen.push(text),
    });
    expect(reply.text).toBe(standInAnswer);
    expect(reply.usage).toEqual({ promptTokens: 10, completionTokens: 5 });
    expect(standIn.requests[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    // Each call holds more of the answer than the one before, and the last holds all of it.
    expect(seen.length).toBeGreaterThan(1);
    for (let index = 1; index < seen.length; index += 1) {
      expect(seen[index]?.startsWith(seen[index - 1] ?? '')).toBe(true);
      expect(seen[index]?.length).toBeGreaterThan(seen[index - 1]?.length ?? 0);
    }
    expect(seen.at(-1)).toBe(standInAnswer);
  });

  it('given a reply that streams in whole within the interval should hand on its text once, at its end', async () => {
    standIn.behaviour.chunkDelayMs = 0;
    const seen: string[] = [];
    // A clock that stands still: every chunk comes within the interval of the reply's start.
    const reply = await createChatClient(options({ clock: () => 5_000 })).complete({
      messages,
      signal: new AbortController().signal,
      onText: (text) => seen.push(text),
    });
    expect(reply.text).toBe(standInAnswer);
    expect(seen).toEqual([standInAnswer]);
  });

  it('given an abort while the answer streams should close the provider call and reject with the reason', async () => {
    standIn.behaviour.chunkDelayMs = 200;
    const controller = new AbortController();
    const reason = new Error('cancelled by its owner');
    const closedBefore = standIn.closedByCaller();
    const call = createChatClient(options()).complete({
      messages,
      signal: controller.signal,
      onText: () => controller.abort(reason),
    });
    await expect(call).rejects.toBe(reason);
    await expect.poll(() => standIn.closedByCaller()).toBe(closedBefore + 1);
  });

  it('given a provider that does not answer within the timeout should stop waiting and say so', async () => {
    standIn.holding = true;
    await expect(
      createChatClient(options({ timeoutMs: 300 })).complete({ messages, signal: new AbortController().signal }),
    ).rejects.toThrow('The AI service "Team model" did not answer within 300 ms.');
  });

  it("given a refused request should pass on the provider's own words without the key", async () => {
    standIn.behaviour.failure = { status: 404, message: `The model 'team-model' does not exist (key ${key})` };
    const failure = await createChatClient(options())
      .complete({ messages, signal: new AbortController().signal })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).message).toBe(
      `The AI service "Team model" refused the request (HTTP 404): The model 'team-model' does not exist (key [key])`,
    );
  });

  it('given a refused key should say to check it where it is kept', async () => {
    standIn.behaviour.failure = { status: 401, message: 'Incorrect API key provided.' };
    await expect(
      createChatClient(options()).complete({ messages, signal: new AbortController().signal }),
    ).rejects.toThrow('The AI service "Team model" refused the credentials (HTTP 401): check its key in Settings.');
  });

  it('given a guarded fetch that refuses loopback should say why the service could not be reached', async () => {
    const guard = createGuardedFetch({ allowLoopback: false });
    try {
      await expect(
        createChatClient(options({ fetch: guard.fetch })).complete({ messages, signal: new AbortController().signal }),
      ).rejects.toThrow(
        'The AI service "Team model" could not be reached: 127.0.0.1 is a loopback address, which AI services may not use here unless the operator allows it (AI_PRIVATE_ALLOW_LOOPBACK).',
      );
      expect(standIn.requests).toHaveLength(0);
    } finally {
      await guard.close();
    }
  });

  it('given a guarded fetch that allows loopback should stream through it', async () => {
    const guard = createGuardedFetch({ allowLoopback: true });
    try {
      const seen: string[] = [];
      const reply = await createChatClient(options({ fetch: guard.fetch })).complete({
        messages,
        signal: new AbortController().signal,
        onText: (text) => seen.push(text),
      });
      expect(reply.text).toBe(standInAnswer);
      expect(seen.at(-1)).toBe(standInAnswer);
    } finally {
      await guard.close();
    }
  });
});
