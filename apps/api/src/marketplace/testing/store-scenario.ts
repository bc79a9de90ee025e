import type { RequestStatus, RunAccepted, StoreListing } from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import { eq } from 'drizzle-orm';
import { accounts, creditLedger } from '../../db/schema.ts';
import { runClient } from '../../runtime/testing/run-client.ts';
import { testServices } from '../../runtime/testing/test-services.ts';
import { type Service, ServiceError, textOf, textOutput } from '../../services/service.ts';
import type { TestServer } from '../../testing/test-server.ts';

// What the AI Store's tests share: a service that fails on one input, tasks to sell whose prompt
// only their creator may read, and the steps of selling and buying through the API.

/** The prompt of the tasks sold: no reply to a buyer may hold it. */
export const secretPrompt = 'Only-the-creator-reads-this-prompt';

/** The text a buyer sends to make a run fail. */
export const failingText = 'fail';

/** The test services, and `store.answer`: upper-cases its text, and fails when the text is {@link failingText}. */
export function storeServices(): Map<string, Service> {
  const services = testServices();
  services.set('store.answer', {
    name: 'store.answer',
    label: 'Answer',
    summary: 'A stand-in service of the store tests.',
    produces: ['text/markdown'],
    inputs: { text: { kind: 'text', required: true, description: 'The question' } },
    options: { prompt: { type: 'string', description: 'How to answer.' } },
    async run(inputs) {
      const text = textOf(inputs.text as never);
      if (text === failingText) throw new ServiceError('this question cannot be answered.');
      return textOutput(text.toUpperCase(), { source: 'Answer', contentType: 'text/plain' });
    },
  });
  return services;
}

const answerStep = {
  step: 'answer-step',
  service: 'store.answer',
  output: 'Answer',
  inputs: { text: { param: 'text' } },
  options: { prompt: secretPrompt },
};

/** A task to sell: one field and one step whose setting is the secret prompt. */
export function sellableTask(extra: Partial<TaskDefinition> = {}): TaskDefinition {
  return {
    id: 'answers',
    name: 'Quick answers',
    heading: 'Answers a question',
    description: 'Gives a short answer to a question.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 1,
    plans: 'free',
    category: 'business',
    parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Question' } }],
    flow: answerStep,
    sample: { parameters: { text: { value: 'What is new?' } } },
    ...extra,
  };
}

/** A task to sell that pauses after its first step until the buyer gives `choice`. */
export function pausingTask(): TaskDefinition {
  return sellableTask({
    name: 'Approved answers',
    flow: {
      sequence: [
        answerStep,
        {
          step: 'approve-step',
          service: 'test.join',
          output: 'Approved',
          inputs: { first: { step: 'answer-step' }, choice: { ask: 'choice' } },
        },
      ],
    },
    asks: [{ id: 'choice', name: 'choice', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Choice' } }],
    sample: { parameters: { text: { value: 'What is new?' } }, answers: { choice: 'yes' } },
  });
}

/** Calls the API as `token`. */
export function as(server: TestServer, token: string, method: string, url: string, payload?: object) {
  return server.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** Sets an account's plan and balance. */
export async function setAccount(server: TestServer, email: string, values: { plan?: string; balance?: number }) {
  await server.app.taskwell.db.update(accounts).set(values).where(eq(accounts.email, email));
}

/** An account's balance now. */
export async function balanceOf(server: TestServer, email: string): Promise<number> {
  const [row] = await server.app.taskwell.db.select().from(accounts).where(eq(accounts.email, email));
  return row?.balance ?? Number.NaN;
}

/** A run's ledger entries, as `reason delta`, sorted. */
export async function ledgerOf(
  server: TestServer,
  runId: string,
): Promise<{ reason: string; delta: number; email: string }[]> {
  const rows = await server.app.taskwell.db.select().from(creditLedger).where(eq(creditLedger.runId, runId));
  return rows
    .map((row) => ({ reason: row.reason, delta: row.delta, email: row.accountEmail }))
    .sort((a, b) => a.reason.localeCompare(b.reason));
}

/** Runs a run to its end, answering every ask with `answers`. */
export async function settle(
  server: TestServer,
  token: string,
  requestId: string,
  answers: Record<string, string> = {},
): Promise<RequestStatus> {
  const client = runClient(server.app, token);
  for (;;) {
    const status = await client.settle(requestId, 180_000);
    if (status.status !== 'PAUSED') return status;
    const slots = (status.missing?.parameters ?? []).map((slot) => ({
      assetId: slot.assetId,
      value: answers[slot.parameter.name] ?? '',
    }));
    const resumed = await client.resume(requestId, slots);
    if (resumed.statusCode !== 200) throw new Error(`resume answered ${resumed.statusCode}`);
  }
}

/** A new task of the seller's: created, test-run to completion (when `tested`), published. */
export async function publishedTask(
  server: TestServer,
  sellerToken: string,
  definition: TaskDefinition,
  options: { tested?: boolean } = {},
): Promise<string> {
  const made = await as(server, sellerToken, 'POST', '/api/creator/tasks', { definition });
  if (made.statusCode !== 201) throw new Error(`create answered ${made.statusCode}: ${made.body}`);
  const creatorTaskId = made.json().creatorTaskId as string;
  if (options.tested ?? true) {
    const tested = await as(server, sellerToken, 'POST', `/api/creator/tasks/${creatorTaskId}/test-run`, {});
    if (tested.statusCode !== 200) throw new Error(`test run answered ${tested.statusCode}: ${tested.body}`);
    const ended = await settle(server, sellerToken, tested.json().requestId, definition.sample?.answers);
    if (ended.status !== 'COMPLETED') throw new Error(`the test run ended ${ended.status}: ${ended.message}`);
  }
  const published = await as(server, sellerToken, 'POST', `/api/creator/tasks/${creatorTaskId}/publish`);
  if (published.statusCode !== 200) throw new Error(`publish answered ${published.statusCode}: ${published.body}`);
  return creatorTaskId;
}

/** Lists a task at `price`; the listing as its owner sees it. */
export async function list(
  server: TestServer,
  sellerToken: string,
  creatorTaskId: string,
  price: number,
): Promise<StoreListing> {
  const put = await as(server, sellerToken, 'PUT', `/api/creator/tasks/${creatorTaskId}/listing`, { price });
  if (put.statusCode !== 200) throw new Error(`listing answered ${put.statusCode}: ${put.body}`);
  return put.json() as StoreListing;
}

/**
 * Buys a run of a listing at `expectedPrice`, or (left out) at the price its page shows the buyer
 * first, as a buyer does; the reply and the run it started.
 */
export async function buy(
  server: TestServer,
  buyerToken: string,
  listingId: string,
  text: string,
  expectedPrice?: number,
  personaId?: string,
) {
  let price = expectedPrice;
  if (price === undefined) {
    const page = await as(server, buyerToken, 'GET', `/api/store/listings/${listingId}`);
    price = page.statusCode === 200 ? (page.json() as { price: number }).price : 0;
  }
  const reply = await as(server, buyerToken, 'POST', `/api/store/listings/${listingId}/runs`, {
    parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: text } },
    expectedPrice: price,
    ...(personaId ? { personaId } : {}),
  });
  const accepted = reply.statusCode === 200 ? (JSON.parse(reply.json().body) as RunAccepted) : undefined;
  return { reply, accepted };
}
