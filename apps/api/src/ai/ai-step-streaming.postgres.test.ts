import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestStatus } from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccount } from '../marketplace/testing/store-scenario.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { createServiceRegistry, loadAiSettings } from '../services/index.ts';
import { type AiStandIn, standInAnswer, startAiStandIn } from '../testing/ai-stand-in.ts';
import { startTestServer, type TestServer, testDatabase } from '../testing/test-server.ts';

// At scale (PostgreSQL run only): an API process that executes no runs follows a run a worker
// executes; the text its AI step is writing crosses from the worker with NOTIFY (issue 40).

const definition: TaskDefinition = {
  id: 'streamed-far',
  name: 'Streamed far away',
  heading: 'Answers',
  description: 'Answers a question.',
  imageName: '/images/tasks/summarise-text.svg',
  powerFee: 1,
  plans: 'free',
  category: 'business',
  parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } }],
  flow: {
    step: 'ask',
    service: 'ai.chat',
    output: 'Answer',
    inputs: { text: { param: 'text' } },
    options: { prompt: '{{text}}' },
  },
};

let database: Awaited<ReturnType<typeof testDatabase>>;
let dataDir: string;
let standIn: AiStandIn;
let api: TestServer;
let worker: TestServer;

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  dataDir = await mkdtemp(join(tmpdir(), 'taskwell-ai-stream-'));
  standIn = await startAiStandIn({ behaviour: { chunkDelayMs: 150 } });
  const aiSettings = {
    ...loadAiSettings({ AI_BASE_URL: standIn.baseUrl, AI_API_KEY: 'k', AI_MODEL: 'm' }),
    maxRetries: 0,
  };
  const common = {
    dataDir,
    database: database.options,
    catalogue: [definition],
    services: createServiceRegistry({ ai: aiSettings }),
    aiSettings,
    aiSecretsKey: randomBytes(32).toString('base64url'),
  };
  api = await startTestServer({ ...common, runtime: { worker: false } });
  worker = await startTestServer({
    ...common,
    ...(api.bucket ? { assetStorage: { kind: 's3' as const, s3: api.bucket } } : {}),
    runtime: { worker: true },
  });
}, 180_000);
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await standIn?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('given an AI step a worker process executes', () => {
  it("should stream its text to the API process's follower, then its result", async () => {
    const token = await api.signIn('far-stream@example.com');
    await setAccount(api, 'far-stream@example.com', { balance: 10 });
    const started = await runClient(api.app, token).execute('streamed-far', { text: 'Announce the move.' });
    expect(started.statusCode).toBe(200);
    const runId = started.document.requestId;
    const followed = await api.app.taskwell.runtime.followRun({
      email: 'far-stream@example.com',
      runId,
      afterVersion: 0,
    });
    const seen: RequestStatus[] = [];
    for await (const event of followed.events) seen.push(event.status);
    const partials = seen.flatMap((status) => (status.partial ? [status.partial.text] : []));
    expect(partials.length).toBeGreaterThan(1);
    expect(standInAnswer.startsWith(partials[0] ?? 'none')).toBe(true);
    expect(seen.at(-1)?.status).toBe('COMPLETED');
    expect(seen.at(-1)?.results[0]?.parameter.value[0]?.text).toBe(standInAnswer);
    expect(api.app.taskwell.runtime.running).toBe(0);
  });
});
