import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, startAiStandIn } from '../testing/ai-stand-in.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  type CallContext,
  type Caller,
  callPhase,
  contractOperations,
  lastPhase,
  type Reply,
} from './testing/contract-calls.ts';
import {
  buyerEmail,
  buyerSecrets,
  creatorEmail,
  creatorSecrets,
  inviteeEmail,
  ipScenario,
  ipServices,
} from './testing/ip-scenario.ts';

// Issue 26, acceptance 3: every operation of the contract, called as buyer B with every id B
// could know, answers none of creator A's flow, step settings or prompts; called as creator A,
// none of B's inputs or results. The operations are read from the contract, so a new one is
// called too, and fails here until the tables know its parameters.

let server: TestServer;
let aiStandIn: AiStandIn;
const replies = new Map<string, Reply[]>();

beforeAll(async () => {
  aiStandIn = await startAiStandIn();
  server = await startTestServer({
    services: ipServices(),
    catalogue: [],
    privateAi: { policy: { allowLoopback: true }, timeoutMs: 10_000, maxRetries: 0 },
  });
  const { creatorToken, buyerToken, known } = await ipScenario(server, { aiOrigin: new URL(aiStandIn.baseUrl).origin });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const callers: Caller[] = [
    { name: 'buyer', token: buyerToken, email: buyerEmail },
    { name: 'creator', token: creatorToken, email: creatorEmail },
  ];
  const emails = [creatorEmail, buyerEmail, inviteeEmail];
  // Every caller runs a phase before either starts the next: removals and signing out come last.
  for (let phase = 0; phase <= lastPhase; phase += 1) {
    for (const caller of callers) {
      const context: CallContext = { caller, known, emails };
      const got = await callPhase(baseUrl, phase, context);
      replies.set(caller.name, [...(replies.get(caller.name) ?? []), ...got]);
    }
  }
}, 180_000);
afterAll(async () => {
  await server?.close();
  await aiStandIn?.close();
});

/** The replies to a caller that hold any of the words, as `operationId METHOD url: word`. */
function holding(caller: string, words: string[], ignoreCase: boolean): string[] {
  const found: string[] = [];
  for (const reply of replies.get(caller) ?? []) {
    const text = ignoreCase ? reply.text.toLowerCase() : reply.text;
    for (const word of words) {
      if (text.includes(ignoreCase ? word.toLowerCase() : word)) {
        found.push(`${reply.operationId} ${reply.method.toUpperCase()} ${reply.url} (${reply.status}): ${word}`);
      }
    }
  }
  return found;
}

const called = (caller: string) => new Set((replies.get(caller) ?? []).map((reply) => reply.operationId));

describe('given creator A selling a task and buyer B who bought runs of it', () => {
  it.each(['buyer', 'creator'])('should call every operation of the contract as the %s', (caller) => {
    const missed = contractOperations.map((operation) => operation.operationId).filter((id) => !called(caller).has(id));
    expect(missed, `operations not called as the ${caller}`).toEqual([]);
  });

  it.each(['buyer', 'creator'])('should keep the %s signed in until the last phase signs out', (caller) => {
    const refused = (replies.get(caller) ?? [])
      .filter((reply) => reply.status === 401 && reply.operationId !== 'logout')
      .map((reply) => `${reply.operationId} ${reply.url}`);
    // Only sign-in operations without a session may refuse: the OTP check with a wrong PIN.
    expect(refused.filter((entry) => !entry.startsWith('verifyOtp '))).toEqual([]);
  });

  it("should answer the buyer none of the creator's step ids, settings, prompts, fixed values or hidden defaults", () => {
    expect(holding('buyer', Object.values(creatorSecrets), true)).toEqual([]);
  });

  it("should answer no one the key of the creator's private AI service, and the creator alone its address", () => {
    expect(holding('creator', [creatorSecrets.aiKey], true)).toEqual([]);
    expect(holding('creator', [creatorSecrets.aiEndpoint], true).length).toBeGreaterThan(0);
    // The connection test reached the stand-in with the key as its bearer token.
    expect(aiStandIn.requests.map((request) => request.authorization)).toContain(`Bearer ${creatorSecrets.aiKey}`);
  });

  it("should answer the creator none of the buyer's inputs, answers, files or results", () => {
    expect(holding('creator', Object.values(buyerSecrets), false)).toEqual([]);
  });

  it('should have read what each may see: the buyer its own inputs and results, the creator its own flow', () => {
    for (const secret of [
      buyerSecrets.question,
      buyerSecrets.answer,
      buyerSecrets.result,
      buyerSecrets.uploaded,
      buyerSecrets.persona,
    ]) {
      expect(holding('buyer', [secret], false).length, secret).toBeGreaterThan(0);
    }
    for (const secret of [
      creatorSecrets.prompt,
      creatorSecrets.answerStep,
      creatorSecrets.hiddenDefault,
      creatorSecrets.personaName,
      creatorSecrets.personaVoice,
      creatorSecrets.shapeDescription,
      creatorSecrets.caseInput,
    ]) {
      expect(holding('creator', [secret], true).length, secret).toBeGreaterThan(0);
    }
    const buyerRead = (replies.get('buyer') ?? []).filter((reply) => reply.status === 200).map((r) => r.operationId);
    expect(buyerRead).toEqual(
      expect.arrayContaining([
        'getStoreListingForBuyer',
        'getStoreListingSample',
        'getStoreListingTestCases',
        'searchStoreListings',
        'getRun',
        'downloadRunResult',
        'listPersonas',
      ]),
    );
  });
});
