import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallContext,
  type Caller,
  callPhase,
  contractOperations,
  type Reply,
} from '../marketplace/testing/contract-calls.ts';
import type { KnownIds } from '../marketplace/testing/ip-scenario.ts';
import { organizationCalls, setPlan } from '../organizations/testing/organization-calls.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { knowledgeCalls, pdfOf, signInOnPlan } from './testing/knowledge-calls.ts';

// Issue 28, acceptance 3: every operation of the contract's `knowledge` tag, called as user B
// with every id user A's knowledge has (and B's own), answers none of A's words: not a passage,
// a page, a title or a collection's name. The operations are read from the contract, so a new one
// is called too, and fails here until this test knows it.

/** The knowledge operations this test knows; a new one in the tag fails the first test. */
const knownOperations = [
  'createKnowledgeCollection',
  'deleteKnowledgeCollection',
  'deleteKnowledgeDocument',
  'getKnowledgeAllowance',
  'getKnowledgeDocument',
  'getKnowledgeDocumentPage',
  'listKnowledgeCollections',
  'listKnowledgeDocuments',
  'pasteKnowledgeText',
  'renameKnowledgeDocument',
  'searchKnowledge',
  'updateKnowledgeCollection',
  'uploadKnowledgeDocument',
];
const isKnowledge = (operation: (typeof contractOperations)[number]) =>
  ((operation.definition.tags as string[] | undefined) ?? []).includes('knowledge');

/** Words only A's knowledge holds: in texts, on a PDF's second page, in titles and names. */
const markers = ['zanzibarquokka', 'marmaladeyeti', 'pumpernickelnarwhal', 'okapivault', 'tapirplan'];

let server: TestServer;
const replies = new Map<string, Reply[]>();
let aliceDocuments: string[] = [];
let aliceToken: string;
let bobToken: string;
let aliceShelves: string[];

beforeAll(async () => {
  server = await startTestServer();
  aliceToken = await signInOnPlan(server, 'alice@example.com');
  bobToken = await signInOnPlan(server, 'bob@example.com');
  const alice = knowledgeCalls(server.app, aliceToken);
  const bob = knowledgeCalls(server.app, bobToken);
  // A shares one collection with her organization, which B is not a member of.
  await setPlan(server.app, 'alice@example.com', 'Enterprise');
  const organization = organizationCalls(server.app, aliceToken);
  const organizationId = (await organization.create({ name: 'Alice Ltd', accentColour: '#224466' })).json()
    .organizationId as string;
  const invitation = (await organization.invite(organizationId, 'carol@example.com')).json();
  await organizationCalls(server.app, await signInOnPlan(server, 'carol@example.com')).accept(invitation.invitationId);

  const privateShelf = (await alice.createCollection('okapivault private')).json().id as string;
  const teamShelf = (await alice.createCollection('Team shelf')).json().id as string;
  expect((await alice.updateCollection(teamShelf, { shared: true })).statusCode).toBe(200);
  const added = [
    await alice.paste(privateShelf, 'tapirplan notes', 'The zanzibarquokka budget is due in June.'),
    await alice.upload(teamShelf, '# Plan\n\nThe marmaladeyeti launch is in May.', { filename: 'plan.md' }),
    await alice.upload(
      privateShelf,
      await pdfOf([['Page one is plain.'], ['The pumpernickelnarwhal figures are secret.']]),
      { filename: 'figures.pdf', type: 'application/pdf' },
    ),
  ];
  aliceDocuments = added.map((reply) => reply.json().id as string);
  for (const id of aliceDocuments) expect((await alice.settled(id)).status).toBe('ready');
  const bobShelf = (await bob.createCollection('Bob shelf')).json().id as string;
  aliceShelves = [privateShelf, teamShelf];
  const bobDocument = (await bob.paste(bobShelf, 'Bob notes', 'Bob writes about bicycles.')).json().id as string;
  await bob.settled(bobDocument);

  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const known: KnownIds = {
    creatorTaskIds: [],
    listingIds: [],
    completedRun: '',
    failedRun: '',
    pausedRun: '',
    requestIds: [],
    assetIds: [],
    keyIds: [],
    organizationIds: [organizationId],
    invitationIds: [],
    collectionIds: [privateShelf, teamShelf, bobShelf],
    documentIds: [...aliceDocuments, bobDocument],
  };
  const call = async (caller: Caller, phases: number[]) => {
    const context: CallContext = { caller, known, emails: [], words: markers };
    for (const phase of phases) {
      replies.set(caller.name, [
        ...(replies.get(caller.name) ?? []),
        ...(await callPhase(baseUrl, phase, context, isKnowledge)),
      ]);
    }
  };
  await call({ name: 'bob', token: bobToken, email: 'bob@example.com' }, [0, 1, 2]);
  // The same reads as A herself: the words are there to be found, so the check above can fail.
  await call({ name: 'alice', token: aliceToken, email: 'alice@example.com' }, [0]);
}, 180_000);

afterAll(() => server?.close());

/** The replies to a caller that hold any marker, as `operationId METHOD url (status): word`. */
function holding(caller: string): string[] {
  return (replies.get(caller) ?? []).flatMap((reply) =>
    markers
      .filter((word) => reply.text.toLowerCase().includes(word))
      .map((word) => `${reply.operationId} ${reply.method.toUpperCase()} ${reply.url} (${reply.status}): ${word}`),
  );
}

describe("given user A's knowledge and user B who is not in A's organization", () => {
  it('should know every operation of the knowledge tag (a new one fails here until it is tried)', () => {
    expect(
      contractOperations
        .filter(isKnowledge)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual(knownOperations);
  });

  it('should call every knowledge operation as B', () => {
    const called = new Set((replies.get('bob') ?? []).map((reply) => reply.operationId));
    expect(knownOperations.filter((id) => !called.has(id))).toEqual([]);
  });

  it("should answer B none of A's words, whatever the id, the query or the change", () => {
    expect(holding('bob')).toEqual([]);
  });

  it("should have left A's documents as they were", async () => {
    const alice = knowledgeCalls(server.app, aliceToken);
    for (const id of aliceDocuments) expect((await alice.document(id)).json()).toMatchObject({ status: 'ready' });
  });

  it('should answer A her own words through the same calls (the check can fail)', () => {
    const found = new Set(holding('alice').map((entry) => entry.split(': ').at(-1)));
    expect([...found].sort()).toEqual([...markers].sort());
  });

  it("should answer B's knowledge tasks none of A's words, given A's collections or B's own", async () => {
    await setPlan(server.app, 'bob@example.com', 'Enterprise');
    const bob = runClient(server.app, bobToken);
    // A shelf of B's made now (the calls above removed what they could, his own shelf included).
    const bobCalls = knowledgeCalls(server.app, bobToken);
    const ownShelf = (await bobCalls.createCollection('Bob garage')).json().id as string;
    await bobCalls.settled((await bobCalls.paste(ownShelf, 'Bike notes', 'Bob oils the chain monthly.')).json().id);
    const question = `What about ${markers.join(' ')}?`;
    const seen: string[] = [];
    for (const taskId of ['answer-from-knowledge', 'brief-with-knowledge']) {
      const asking = taskId === 'brief-with-knowledge' ? 'topic' : 'question';
      // A's collections, by their ids: the start check refuses them, naming no word of hers.
      for (const collection of aliceShelves) {
        const refused = await bob.execute(taskId, { [asking]: question, collection });
        expect(refused.statusCode).toBe(422);
        seen.push(JSON.stringify(refused.error));
      }
      // B's own collection, asked A's words: his run completes with nothing of hers.
      const started = await bob.execute(taskId, { [asking]: question, collection: ownShelf });
      expect(started.statusCode, JSON.stringify(started.error)).toBe(200);
      const done = await bob.settle(started.document.requestId, 60_000);
      expect(done.status).toBe('COMPLETED');
      seen.push(JSON.stringify(done));
    }
    // What B was told holds A's words only where B wrote them himself: in his own question.
    const told = seen.join('\n').replaceAll(question, '').replaceAll(JSON.stringify(question).slice(1, -1), '');
    expect(markers.filter((word) => told.includes(word))).toEqual([]);
  }, 120_000);
});
