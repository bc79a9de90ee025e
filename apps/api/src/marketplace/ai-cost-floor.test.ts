import type { RunAccepted, RunSummary } from '@taskwell/api-sdk';
import type { StepNode, TaskDefinition } from '@taskwell/task-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceRegistry, loadAiSettings } from '../services/index.ts';
import { type AiStandIn, startAiStandIn } from '../testing/ai-stand-in.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { as, balanceOf, publishedTask, sellableTask, setAccount, settle } from './testing/store-scenario.ts';

// Issue 40, acceptance 2: a fee or a price under what a task's AI steps cost is 422 naming the
// floor; a tier the runner's plan does not include is 403 naming the plan, checked at start and
// never trusted from the definition; a runner's choice is kept with the run and used by a retry.

const creator = 'ai-creator@example.com';
const freeBuyer = 'ai-free-buyer@example.com';
const explorer = 'ai-explorer@example.com';
const operatorKey = 'sk-operator-tier-key';
const credits = { public: 1, partner: 3, enterprise: 5 };
let standIn: AiStandIn;
let server: TestServer;
let creatorToken: string;
let freeToken: string;
let explorerToken: string;

const aiStep = (options: Record<string, string>): StepNode => ({
  step: 'ask',
  service: 'ai.chat',
  output: 'Answer',
  inputs: { text: { param: 'text' } },
  options: { prompt: 'Answer briefly: {{text}}', ...options },
});

const aiTask = (options: Record<string, string>, extra: Partial<TaskDefinition> = {}) =>
  sellableTask({ name: 'AI answers', flow: aiStep(options), ...extra });

const textOf = (value: string) => ({ text: { metadata: { 'Content-Type': 'text/plain' }, value } });

beforeAll(async () => {
  standIn = await startAiStandIn();
  const aiSettings = {
    ...loadAiSettings({ AI_BASE_URL: standIn.baseUrl, AI_API_KEY: operatorKey, AI_MODEL: 'tier-model' }),
    maxRetries: 0,
  };
  server = await startTestServer({
    services: createServiceRegistry({ ai: aiSettings }),
    aiSettings,
    aiCredits: credits,
    catalogue: [],
  });
  creatorToken = await server.signIn(creator);
  freeToken = await server.signIn(freeBuyer);
  explorerToken = await server.signIn(explorer);
  await setAccount(server, creator, { plan: 'Enterprise', balance: 500 });
  await setAccount(server, freeBuyer, { plan: 'Free', balance: 500 });
  await setAccount(server, explorer, { plan: 'Explorer', balance: 500 });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

describe('the floor of a fee (issue 40)', () => {
  it.each<{ options: Record<string, string>; floor: number }>([
    { options: { tier: 'enterprise' }, floor: 5 },
    { options: { tier: 'partner' }, floor: 3 },
    { options: {}, floor: 1 },
    { options: { tier: 'public', aiService: 'runner' }, floor: 5 },
  ])(
    'given a step $options should give the floor $floor and name it at /powerFee under it',
    async ({ options, floor }) => {
      const checked = await as(server, creatorToken, 'POST', '/api/creator/check', {
        definition: aiTask(options, { powerFee: floor - 1 }),
      });
      expect(checked.statusCode).toBe(200);
      expect(checked.json().costFloor).toBe(floor);
      expect(checked.json().problems).toContainEqual({
        path: '/powerFee',
        message: `The fee must be at least ${floor} ${floor === 1 ? 'credit' : 'credits'}: what the task's AI steps cost per run.`,
      });
      const atFloor = await as(server, creatorToken, 'POST', '/api/creator/check', {
        definition: aiTask(options, { powerFee: floor }),
      });
      expect(atFloor.json()).toEqual({ problems: [], costFloor: floor });
    },
  );

  it('given a draft under its floor should save it, then refuse its test run and its publish with 422 naming the floor', async () => {
    const made = await as(server, creatorToken, 'POST', '/api/creator/tasks', {
      definition: aiTask({ tier: 'enterprise' }, { powerFee: 2 }),
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().costFloor).toBe(5);
    const id = made.json().creatorTaskId as string;
    const before = await balanceOf(server, creator);
    // Other tests of the file call the stand-in too, before or after this one.
    const calls = standIn.requests.length;
    for (const url of [`/api/creator/tasks/${id}/test-run`, `/api/creator/tasks/${id}/publish`]) {
      const refused = await as(server, creatorToken, 'POST', url, {});
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().message).toBe("The fee must be at least 5 credits: what the task's AI steps cost per run.");
    }
    expect(await balanceOf(server, creator)).toBe(before);
    expect(standIn.requests.length).toBe(calls);
  });
});

describe('a listing under the floor and a tier above the plan (issue 40)', () => {
  let taskId: string;
  let listingId: string;

  beforeAll(async () => {
    taskId = await publishedTask(server, creatorToken, aiTask({ tier: 'enterprise' }, { powerFee: 5 }));
    // Listed at its floor before any test: the buyers' tests run in any order.
    const listed = await as(server, creatorToken, 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 5 });
    expect(listed.statusCode, listed.body).toBe(200);
    listingId = listed.json().listingId;
  }, 120_000);

  it('should refuse a price under the floor with 422 naming it, and list one at it with the floor', async () => {
    const under = await as(server, creatorToken, 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 4 });
    expect(under.statusCode).toBe(422);
    expect(under.json().message).toBe("The price must be at least 5 credits: what the task's AI steps cost per run.");
    expect(under.json().details).toEqual([{ path: '/price', message: under.json().message }]);
    const listed = await as(server, creatorToken, 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 5 });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ status: 'live', price: 5, priceFloor: 5, listingId });
  });

  it('given a Free buyer should refuse the enterprise tier with 403 naming both plans, charging nothing', async () => {
    const calls = standIn.requests.length;
    const before = await balanceOf(server, freeBuyer);
    const bought = await as(server, freeToken, 'POST', `/api/store/listings/${listingId}/runs`, {
      parameters: textOf('What is new?'),
      expectedPrice: 5,
    });
    expect(bought.statusCode).toBe(403);
    expect(bought.json().message).toBe(
      'Your Free plan does not include the enterprise AI tier: it comes with the Enterprise plan.',
    );
    expect(await balanceOf(server, freeBuyer)).toBe(before);
    expect(standIn.requests.length).toBe(calls);
  });

  it('given a buyer whose plan has the tier should run it on the operator tier, with its tokens', async () => {
    await setAccount(server, explorer, { plan: 'Enterprise' });
    try {
      const bought = await as(server, explorerToken, 'POST', `/api/store/listings/${listingId}/runs`, {
        parameters: textOf('What is new?'),
        expectedPrice: 5,
      });
      expect(bought.statusCode, bought.body).toBe(200);
      const ended = await settle(server, explorerToken, (JSON.parse(bought.json().body) as RunAccepted).requestId);
      expect(ended.status, ended.message).toBe('COMPLETED');
      expect(ended.results[0]?.parameter.value[0]?.usage).toEqual({ promptTokens: 10, completionTokens: 5 });
      expect(standIn.requests.at(-1)?.authorization).toBe(`Bearer ${operatorKey}`);
    } finally {
      await setAccount(server, explorer, { plan: 'Explorer' });
    }
  });
});

describe("the runner's choice (issue 40)", () => {
  let taskId: string;

  beforeAll(async () => {
    taskId = await publishedTask(
      server,
      creatorToken,
      aiTask({ tier: 'public', aiService: 'runner' }, { powerFee: 5, plans: 'free' }),
    );
  }, 120_000);

  const start = (token: string, aiService?: string) =>
    as(server, token, 'POST', '/api/execute/task', {
      taskId,
      parameters: textOf('Hello'),
      character: { name: 'EMPTY', content: '' },
      ...(aiService ? { aiService } : {}),
    });

  it('given a plan below Explorer should refuse a choice with 403 naming the plan that has it', async () => {
    // Only its creator runs an unlisted task: the creator stands for a Free runner here.
    await setAccount(server, creator, { plan: 'Discovery' });
    try {
      const refused = await start(creatorToken, 'public');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Choosing the AI service of a run comes with the Explorer plan and above: upgrade to Explorer to choose.',
      );
    } finally {
      await setAccount(server, creator, { plan: 'Enterprise' });
    }
  });

  it('given a tier above the plan should refuse it with 403 naming both plans', async () => {
    await setAccount(server, creator, { plan: 'Explorer' });
    try {
      const refused = await start(creatorToken, 'enterprise');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Your Explorer plan does not include the enterprise AI tier: it comes with the Enterprise plan.',
      );
    } finally {
      await setAccount(server, creator, { plan: 'Enterprise' });
    }
  });

  it('given a tier the plan includes should keep the choice with the run, show it, and retry with it', async () => {
    const started = await start(creatorToken, 'partner');
    expect(started.statusCode, started.body).toBe(200);
    const runId = (JSON.parse(started.json().body) as RunAccepted).requestId;
    expect((await settle(server, creatorToken, runId)).status).toBe('COMPLETED');
    const listed = (await as(server, creatorToken, 'GET', '/api/runs')).json().items as RunSummary[];
    expect(listed.find((run) => run.requestId === runId)?.aiService).toEqual({ key: 'partner', label: 'Partner tier' });
    const detail = await as(server, creatorToken, 'GET', `/api/runs/${runId}`);
    expect(detail.json().tokens).toEqual({ promptTokens: 10, completionTokens: 5 });
    const retried = await as(server, creatorToken, 'POST', `/api/runs/${runId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    const retryId = (retried.json() as RunAccepted).requestId;
    const again = await as(server, creatorToken, 'GET', `/api/runs/${retryId}`);
    expect(again.json().aiService).toEqual({ key: 'partner', label: 'Partner tier' });
    expect((await settle(server, creatorToken, retryId)).status).toBe('COMPLETED');
  });
});
