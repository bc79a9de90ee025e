import type { RequestStatus, RunAccepted } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, setAccount } from '../marketplace/testing/store-scenario.ts';
import { createServiceRegistry } from '../services/index.ts';
import { type AiStandIn, standInAnswer, startAiStandIn } from '../testing/ai-stand-in.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 40: an AI step's text reaches the run's event stream as it is written (events of the run's
// version with `partial`, until the result replaces it), and a cancel closes the provider's call.

const owner = 'stream-owner@example.com';
let standIn: AiStandIn;
let server: TestServer;
let token: string;
let taskId: string;

beforeAll(async () => {
  standIn = await startAiStandIn({ behaviour: { chunkDelayMs: 150 } });
  server = await startTestServer({
    services: createServiceRegistry({}),
    catalogue: [],
    privateAi: { policy: { allowLoopback: true }, timeoutMs: 30_000, maxRetries: 0 },
  });
  token = await server.signIn(owner);
  await setAccount(server, owner, { plan: 'Creator', balance: 100 });
  const service = await as(server, token, 'POST', '/api/ai/services', {
    name: 'Streamer',
    baseUrl: standIn.baseUrl,
    model: 'stand-in',
  });
  const definition = {
    id: 'streamed',
    name: 'Streamed answer',
    heading: 'Answers',
    description: 'Answers a question.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 1,
    plans: 'explorer',
    category: 'business',
    parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } }],
    flow: {
      step: 'ask',
      service: 'ai.chat',
      output: 'Answer',
      inputs: { text: { param: 'text' } },
      options: { prompt: '{{text}}', aiService: `private:${service.json().aiServiceId}` },
    },
  };
  const made = await as(server, token, 'POST', '/api/creator/tasks', { definition });
  taskId = made.json().creatorTaskId;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

const startTestRun = async () => {
  const started = await as(server, token, 'POST', `/api/creator/tasks/${taskId}/test-run`, {
    parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'Announce the move.' } },
  });
  expect(started.statusCode, started.body).toBe(200);
  return (started.json() as RunAccepted).requestId;
};

describe("an AI step's text", () => {
  it('should reach the event stream as it is written, then the result replaces it', async () => {
    const runId = await startTestRun();
    const followed = await server.app.taskwell.runtime.followRun({ email: owner, runId, afterVersion: 0 });
    const seen: { version: number; status: RequestStatus }[] = [];
    for await (const event of followed.events) seen.push(event);
    expect(seen.at(-1)?.status.message).toBeUndefined();
    const partials = seen.flatMap((event) => (event.status.partial ? [event.status.partial] : []));
    expect(partials.length).toBeGreaterThan(1);
    expect(new Set(partials.map((partial) => partial.name))).toEqual(new Set(['Answer']));
    for (let index = 1; index < partials.length; index += 1) {
      expect(partials[index]?.text.startsWith(partials[index - 1]?.text ?? '')).toBe(true);
    }
    expect(standInAnswer.startsWith(partials[0]?.text ?? 'no partial')).toBe(true);
    const last = seen.at(-1)?.status;
    expect(last?.status).toBe('COMPLETED');
    expect(last?.partial).toBeUndefined();
    expect(last?.results[0]?.parameter.value[0]?.text).toBe(standInAnswer);
    // A partial event carries the run's version as it was: a client's Last-Event-ID stays right.
    const versions = seen.map((event) => event.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it("should stop the provider's call when the run is cancelled", async () => {
    standIn.behaviour.chunkDelayMs = 2_000;
    try {
      const closedBefore = standIn.closedByCaller();
      const runId = await startTestRun();
      const followed = await server.app.taskwell.runtime.followRun({ email: owner, runId, afterVersion: 0 });
      // Cancelled once the first words are on the screen.
      for await (const event of followed.events) {
        if (event.status.partial) break;
      }
      followed.stop();
      const cancelled = await as(server, token, 'POST', `/api/runs/${runId}/cancel`);
      expect(cancelled.json().status).toBe('ABORTED');
      await expect.poll(() => standIn.closedByCaller(), { timeout: 10_000 }).toBe(closedBefore + 1);
    } finally {
      standIn.behaviour.chunkDelayMs = 150;
    }
  });
});
