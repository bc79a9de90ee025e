import type { AssetPage, RequestStatus } from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import { expect } from 'vitest';
import { runClient } from '../../runtime/testing/run-client.ts';
import { type Service, ServiceError, textOf, textOutput } from '../../services/service.ts';
import { boundary, upload } from '../../testing/multipart.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { as, buy, failingText, list, publishedTask, setAccount, settle, storeServices } from './store-scenario.ts';

// The AI Store's IP test (issue 26, acceptance 3): creator A sells a task whose flow hides marker
// words in every secret place; buyer B buys runs of it with inputs that hold B's own markers.
// No reply to B may hold one of A's markers, and no reply to A one of B's.

export const creatorEmail = 'creator-a@example.com';
export const buyerEmail = 'buyer-b@example.com';
/** Invited to A's organization and never answering: a pending invitation to try. */
export const inviteeEmail = 'invitee@example.com';

/** Words only A's flow holds (compared without regard to case). */
export const creatorSecrets = {
  prompt: 'A-SECRET-PROMPT-7f3a',
  system: 'A-SECRET-SYSTEM-7f3a',
  answerStep: 'a-secret-step-7f3a',
  checkStep: 'a-secret-check-7f3a',
  hiddenDefault: 'A-SECRET-DEFAULT-7f3a',
  fixedValue: 'A-SECRET-FIXED-7f3a',
  /** A's private AI service (issue 40): its key, and the path of its address. */
  aiKey: 'sk-A-SECRET-AI-KEY-7f3a',
  aiEndpoint: 'a-secret-endpoint-7f3a',
  // Issue 40: an AI step's persona (its name and instructions) and its JSON output shape.
  personaName: 'A-SECRET-PERSONA-7f3a',
  personaVoice: 'A-SECRET-VOICE-7f3a',
  shapeProperty: 'a-secret-property-7f3a',
  shapeDescription: 'A-SECRET-SHAPE-7f3a',
  /** The input and the answer of A's test case (issue 41): buyers read its name and checks only. */
  caseInput: 'A-SECRET-CASE-INPUT-7f3a',
  caseAnswer: 'A-SECRET-CASE-ANSWER-7f3a',
};

/** B's inputs (lower case) and what B's runs make of them (upper case): compared as they are. */
const question = 'b-private-input-91c2';
const answer = 'b-private-answer-91c2';
const pendingQuestion = 'b-private-pending-91c2';
const uploaded = 'b-private-upload-91c2';
const persona = 'b-private-persona-91c2';
export const buyerSecrets = {
  question,
  answer,
  pendingQuestion,
  uploaded,
  /** B's own persona (issue 40), the one B's completed run writes in. */
  persona,
  /** The result of B's completed run: its question upper-cased, which no input holds. */
  result: question.toUpperCase(),
};

/** The store's test services and `ip.answer`: upper-cases its text (fails on {@link failingText}), ignores its other inputs and options. */
export function ipServices(): Map<string, Service> {
  const services = storeServices();
  services.set('ip.answer', {
    name: 'ip.answer',
    label: 'Answer',
    summary: 'A stand-in service of the IP test.',
    produces: ['text/markdown'],
    // It stands in for an AI step: it takes a persona and an output shape (issue 40).
    ai: true,
    inputs: {
      text: { kind: 'text', required: true, description: 'The question' },
      tone: { kind: 'text', required: false, description: 'The tone' },
      style: { kind: 'text', required: false, description: 'The style' },
    },
    options: {
      prompt: { type: 'string', description: 'How to answer.' },
      system: { type: 'string', description: 'Who answers.' },
    },
    async run(inputs) {
      const text = textOf(inputs.text as never);
      if (text === failingText) throw new ServiceError('this question cannot be answered.');
      return textOutput(text.toUpperCase(), { source: 'Answer', contentType: 'text/plain' });
    },
  });
  return services;
}

/**
 * A's task: its labels are public, its step ids, settings, fixed values and hidden default are not,
 * nor its AI step's persona (one of A's, by id) and JSON shape.
 */
export function secretTask(personaId: string): TaskDefinition {
  return {
    id: 'guarded-answers',
    name: 'Guarded answers',
    heading: 'Answers a question, then waits for approval',
    description: 'Gives a short answer to a question and asks you to approve it.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 1,
    plans: 'free',
    category: 'business',
    parameters: [
      { id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Question' } },
      { id: 'tone', name: 'tone', valueType: 'text/plain' },
    ],
    asks: [{ id: 'choice', name: 'choice', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Choice' } }],
    flow: {
      sequence: [
        {
          step: creatorSecrets.answerStep,
          service: 'ip.answer',
          output: 'Answer',
          inputs: {
            text: { param: 'text' },
            tone: { param: 'tone', default: creatorSecrets.hiddenDefault },
            style: { value: creatorSecrets.fixedValue },
          },
          options: { prompt: creatorSecrets.prompt, system: creatorSecrets.system },
          ai: {
            persona: { personaId },
            output: {
              kind: 'json',
              schema: {
                type: 'object',
                properties: {
                  [creatorSecrets.shapeProperty]: { type: 'string', description: creatorSecrets.shapeDescription },
                },
              },
            },
          },
        },
        {
          step: creatorSecrets.checkStep,
          service: 'test.join',
          output: 'Approved',
          inputs: { first: { step: creatorSecrets.answerStep }, choice: { ask: 'choice' } },
        },
      ],
    },
    sample: { parameters: { text: { value: 'What is new?' } }, answers: { choice: 'yes' } },
  };
}

/** Every id A or B could know, for the path parameters. */
export interface KnownIds {
  /** A's tasks and their listings: one public, one in A's organization's private store. */
  creatorTaskIds: string[];
  listingIds: string[];
  /** B's runs: completed, failed, and paused on its ask. */
  completedRun: string;
  failedRun: string;
  pausedRun: string;
  /** A's test runs and B's runs. */
  requestIds: string[];
  /** A's and B's files, and the listing's sample items. */
  assetIds: string[];
  keyIds: string[];
  /** A's and B's personas (issue 40). */
  personaIds?: string[];
  /** Automations, when the scenario has any. */
  automationIds?: string[];
  organizationIds: string[];
  invitationIds: string[];
  /** A's private AI service (issue 40). */
  aiServiceIds?: string[];
  /** Knowledge collections and documents (issue 28), when the scenario has any. */
  collectionIds?: string[];
  documentIds?: string[];
}

export interface IpScenario {
  creatorToken: string;
  buyerToken: string;
  known: KnownIds;
}

const uuids = (text: string) => text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];

async function ok(reply: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answered = await reply;
  expect(answered.statusCode, answered.body).toBe(status);
  return JSON.parse(answered.body || 'null');
}

/** A lists the secret task; B buys a completed run, a failed one and a paused one, uploads a file and leaves a thumb. */
export async function ipScenario(server: TestServer, options: { aiOrigin: string }): Promise<IpScenario> {
  const creatorToken = await server.signIn(creatorEmail);
  const buyerToken = await server.signIn(buyerEmail);
  await setAccount(server, creatorEmail, { plan: 'Enterprise', balance: 100 });
  await setAccount(server, buyerEmail, { plan: 'Enterprise', balance: 1000 });

  const creatorPersona = (
    await ok(
      as(server, creatorToken, 'POST', '/api/personas', {
        name: creatorSecrets.personaName,
        instructions: creatorSecrets.personaVoice,
      }),
      201,
    )
  ).id as string;
  const buyerPersona = (await ok(as(server, buyerToken, 'POST', '/api/personas', { name: persona }), 201)).id as string;
  const creatorTaskId = await publishedTask(server, creatorToken, secretTask(creatorPersona));
  const listing = await list(server, creatorToken, creatorTaskId, 3);
  expect(listing.status, JSON.stringify(listing.problems)).toBe('live');
  const listingId = listing.listingId;
  await ok(
    as(server, creatorToken, 'PUT', `/api/creator/tasks/${creatorTaskId}/test-cases`, {
      cases: [
        {
          name: 'Answers in capitals',
          parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: creatorSecrets.caseInput } },
          answers: { choice: creatorSecrets.caseAnswer },
          checks: [{ kind: 'matches', pattern: '^[A-Z0-9 -]+$' }],
        },
      ],
    }),
  );

  const completed = (await buy(server, buyerToken, listingId, question, undefined, buyerPersona)).accepted
    ?.requestId as string;
  const ended: RequestStatus = await settle(server, buyerToken, completed, { choice: answer });
  expect(ended.status, ended.message).toBe('COMPLETED');
  expect(JSON.stringify(ended)).toContain(buyerSecrets.result);
  const resultAsset = ended.results[0]?.parameter.value[0]?.data as string;
  await ok(
    as(server, buyerToken, 'POST', `/api/asset/feedback/${resultAsset}?_=1`, { rating: 'up', comment: 'Clear.' }),
  );
  const failed = (await buy(server, buyerToken, listingId, failingText)).accepted?.requestId as string;
  expect((await settle(server, buyerToken, failed)).status).toBe('ERROR');
  const paused = (await buy(server, buyerToken, listingId, pendingQuestion)).accepted?.requestId as string;
  expect((await runClient(server.app, buyerToken).settle(paused, 60_000)).status).toBe('PAUSED');
  const file = await server.app.inject({
    method: 'POST',
    url: '/api/asset/create',
    headers: {
      authorization: `Bearer ${buyerToken}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: upload(`Notes: ${uploaded}`, { filename: 'notes.txt' }),
  });
  expect(file.statusCode, file.body).toBe(200);

  const keyIds = [
    (await ok(as(server, creatorToken, 'POST', '/api/keys', { name: 'Creator key' }), 201)).id,
    (await ok(as(server, buyerToken, 'POST', '/api/keys', { name: 'Buyer key' }), 201)).id,
  ];
  // A's private AI service: its key and address are A's alone (B may not even learn its name).
  const aiService = await ok(
    as(server, creatorToken, 'POST', '/api/ai/services', {
      name: 'A model',
      baseUrl: `${options.aiOrigin}/${creatorSecrets.aiEndpoint}/v1`,
      model: 'a-model',
      apiKey: creatorSecrets.aiKey,
    }),
    201,
  );
  const colour = { accentColour: '#1A2B3C' };
  const creatorOrg = (
    await ok(as(server, creatorToken, 'POST', '/api/organizations', { name: 'A Ltd', ...colour }), 201)
  ).organizationId;
  const buyerOrg = (await ok(as(server, buyerToken, 'POST', '/api/organizations', { name: 'B Ltd', ...colour }), 201))
    .organizationId;
  await ok(
    as(server, creatorToken, 'POST', `/api/organizations/${creatorOrg}/invitations`, { email: buyerEmail }),
    201,
  );
  await ok(
    as(server, creatorToken, 'POST', `/api/organizations/${creatorOrg}/invitations`, { email: inviteeEmail }),
    201,
  );
  await ok(as(server, buyerToken, 'POST', `/api/organizations/${buyerOrg}/invitations`, { email: inviteeEmail }), 201);
  const invitationIds = server.mailer.invitations.map((mail) => mail.invitationId);
  const joined = invitationIds[0] as string;
  await ok(as(server, buyerToken, 'POST', `/api/organization-invitations/${joined}/accept`));
  // The same task again, sold in A's private store, of which B is now a member.
  const privateTaskId = await publishedTask(server, creatorToken, secretTask(creatorPersona));
  const privateListing = await ok(
    as(server, creatorToken, 'PUT', `/api/creator/tasks/${privateTaskId}/listing`, {
      price: 2,
      visibility: 'organization',
      organizationId: creatorOrg,
    }),
  );
  expect(privateListing.status, JSON.stringify(privateListing.problems)).toBe('live');

  const assetIds = new Set<string>();
  for (const token of [creatorToken, buyerToken]) {
    const files = (await ok(as(server, token, 'GET', '/api/assets?limit=100'))) as AssetPage;
    for (const item of files.items) assetIds.add(item.assetId);
  }
  const creatorTaskIds = [creatorTaskId, privateTaskId];
  const listingIds = [listingId, privateListing.listingId as string];
  for (const id of listingIds) {
    const sample = await as(server, buyerToken, 'GET', `/api/store/listings/${id}/sample`);
    for (const found of uuids(sample.body)) if (!listingIds.includes(found)) assetIds.add(found);
  }
  const testRuns = (await ok(as(server, creatorToken, 'GET', '/api/runs?limit=100'))).items.map(
    (run: { requestId: string }) => run.requestId,
  );
  // The files of each run (inputs and results), as its owner reads them.
  const runsOf: [string, string[]][] = [
    [creatorToken, testRuns],
    [buyerToken, [completed, failed, paused]],
  ];
  const notFiles = new Set([...creatorTaskIds, ...listingIds, completed, failed, paused, ...testRuns]);
  for (const [token, ids] of runsOf) {
    for (const id of ids) {
      const run = await as(server, token, 'GET', `/api/runs/${id}`);
      for (const found of uuids(run.body)) if (!notFiles.has(found)) assetIds.add(found);
    }
  }

  return {
    creatorToken,
    buyerToken,
    known: {
      creatorTaskIds,
      listingIds,
      completedRun: completed,
      failedRun: failed,
      pausedRun: paused,
      requestIds: [completed, failed, paused, ...testRuns],
      assetIds: [...assetIds],
      keyIds,
      personaIds: [creatorPersona, buyerPersona],
      organizationIds: [creatorOrg, buyerOrg],
      invitationIds,
      aiServiceIds: [aiService.aiServiceId],
    },
  };
}
