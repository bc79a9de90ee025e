import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiChatService } from './ai-chat.ts';
import { loadAiSettings } from './ai-settings.ts';
import { textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';

// A real provider on the loopback: the retry path cancels a response body, which msw's
// responses cannot do (see ai-chat.test.ts).
let server: Server;
let base: string;
let statuses: number[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
      response.end(
        JSON.stringify(
          status === 200
            ? {
                id: 'c',
                object: 'chat.completion',
                created: 1,
                model: 'local',
                choices: [
                  { index: 0, message: { role: 'assistant', content: 'Second time lucky.' }, finish_reason: 'stop' },
                ],
              }
            : { error: { message: 'busy' } },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('ai.chat retries', () => {
  it('given a 500 then an answer with one retry allowed should answer', async () => {
    statuses = [500, 200];
    const chat = createAiChatService(
      loadAiSettings({ AI_BASE_URL: base, AI_API_KEY: 'k', AI_MODEL: 'local', AI_MAX_RETRIES: '1' }),
    );
    const output = await chat.run({ text: textValue('Hello') }, serviceContext());
    expect(textOf(output)).toBe('Second time lucky.');
    expect(statuses).toEqual([]);
  });

  it('given two 503s with one retry allowed should fail after the second', async () => {
    statuses = [503, 503, 200];
    const chat = createAiChatService(
      loadAiSettings({ AI_BASE_URL: base, AI_API_KEY: 'k', AI_MODEL: 'local', AI_MAX_RETRIES: '1' }),
    );
    await expect(chat.run({ text: textValue('Hello') }, serviceContext())).rejects.toThrow(
      'The public AI provider failed (HTTP 503): try again later.',
    );
    expect(statuses).toEqual([200]);
  });
});
