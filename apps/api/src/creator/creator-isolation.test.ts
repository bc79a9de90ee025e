import { listOperations } from '@taskwell/openapi';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/test-server.ts';
import { counted, startCreatorTestServer, userTask } from './testing/creator-test-server.ts';

testsInOrder('the first test reads the operations from the contract that the later ones call');

// Issue 30, acceptance 4: a task a user builds is its owner's alone. Every operation of the
// contract that names one (read from the contract, so a new one is tried without a change here)
// answers a second user 404, as for an unknown id; and no reply to the second user, from any
// Creator Studio operation or the task list, holds the owner's flow, a step's settings or a prompt.

/** Words that appear only in the owner's flow: a step's setting and its name. */
const secretPrompt = 'Only-the-owner-reads-this-prompt';
const ownerStep = 'owner-private-step';

let server: TestServer;
let owner: string;
let intruder: string;
let taskId: string;
const intruderReplies: LightMyRequestResponse[] = [];

beforeAll(async () => {
  const started = await startCreatorTestServer();
  server = started.server;
  owner = await started.signIn('owner@example.com');
  intruder = await started.signIn('intruder@example.com');
  const made = await as(owner, 'POST', '/api/creator/tasks', {
    definition: userTask({
      ...counted(ownerStep, { text: { param: 'text' } }),
      options: { name: secretPrompt },
    }),
  });
  taskId = made.json().creatorTaskId;
  expect((await as(owner, 'POST', `/api/creator/tasks/${taskId}/publish`)).statusCode).toBe(200);
}, 120_000);
afterAll(() => server?.close());

function as(token: string, method: string, url: string, payload?: object) {
  return server.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** A valid body for each operation that takes one (the second user's request is otherwise well formed). */
const bodies: Record<string, object> = {
  saveCreatorDraft: { definition: userTask(counted('mine', { text: { param: 'text' } })) },
  importIntoCreatorDraft: { schemaVersion: 1, definition: userTask(counted('mine', { text: { param: 'text' } })) },
  testRunCreatorDraft: {},
  putStoreListing: { price: 7 },
  putCreatorTestCases: {
    cases: [{ name: 'Mine', parameters: {}, checks: [{ kind: 'contains', text: 'mine' }] }],
  },
  runCreatorTestCases: {},
};

const naming = listOperations().filter((operation) => operation.path.includes('{creatorTaskId}'));

describe("given a second user and the first user's task", () => {
  it('should find the operations that name a task in the contract', () => {
    expect(naming.map((operation) => operation.operationId).sort()).toEqual([
      'checkStoreListing',
      'exportCreatorTask',
      'getCreatorDraft',
      'getCreatorTestCases',
      'getStoreListing',
      'getStoreListingFeedback',
      'importIntoCreatorDraft',
      'listCreatorTaskVersions',
      'listStoreSampleCandidates',
      'publishCreatorTask',
      'putCreatorTestCases',
      'putStoreListing',
      'restoreCreatorTaskVersion',
      'runCreatorTestCases',
      'saveCreatorDraft',
      'testRunCreatorDraft',
      'withdrawStoreListing',
    ]);
  });

  it.each(naming)('$operationId: should answer 404, as for an unknown id', async (operation) => {
    const url = operation.path.replace('{creatorTaskId}', taskId).replace('{version}', '1');
    const reply = await as(intruder, operation.method, url, bodies[operation.operationId]);
    intruderReplies.push(reply);
    expect(reply.statusCode, reply.body).toBe(404);
    const unknown = await as(
      intruder,
      operation.method,
      url.replace(taskId, crypto.randomUUID()),
      bodies[operation.operationId],
    );
    expect(reply.json()).toMatchObject({ code: unknown.json().code, message: unknown.json().message });
  });

  it("should not start the first user's published task, nor list it", async () => {
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/execute/task?_=1',
      headers: { authorization: `Bearer ${intruder}` },
      payload: {
        taskId,
        parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'x' } },
        character: { name: 'EMPTY', content: '' },
      },
    });
    intruderReplies.push(started);
    expect(started.statusCode).toBe(404);
    const listed = await as(intruder, 'GET', '/api/creator/tasks');
    const theirs = await as(intruder, 'GET', '/api/tasks/mine');
    intruderReplies.push(listed, theirs, await as(intruder, 'GET', '/api/tasks/all'));
    expect(listed.json()).toEqual({ tasks: [] });
    expect(theirs.json()).toEqual([]);
  });

  it("should list the owner's published task in the owner's catalogue, without its flow", async () => {
    const mine = await as(owner, 'GET', '/api/tasks/mine');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((task: { id: string }) => task.id)).toEqual([taskId]);
    expect(mine.json()[0]).not.toHaveProperty('flow');
    expect(mine.body).not.toContain(secretPrompt);
    expect(mine.body).not.toContain(ownerStep);
    // The public catalogue is the same for the owner as for anyone: the owner's task is not in it.
    const publicCatalogue = await server.app.inject({ method: 'GET', url: '/api/tasks/all' });
    expect((await as(owner, 'GET', '/api/tasks/all')).body).toBe(publicCatalogue.body);
    expect(publicCatalogue.body).not.toContain(taskId);
  });

  it('should hold the flow in no reply to the second user, and in the replies to the owner', async () => {
    expect(intruderReplies.length).toBeGreaterThan(naming.length);
    for (const reply of intruderReplies) {
      expect(reply.body).not.toContain(secretPrompt);
      expect(reply.body).not.toContain(ownerStep);
    }
    const mine = await as(owner, 'GET', `/api/creator/tasks/${taskId}`);
    expect(mine.body).toContain(secretPrompt);
    expect(mine.body).toContain(ownerStep);
  });

  it('should have left the task as it was', async () => {
    const versions = await as(owner, 'GET', `/api/creator/tasks/${taskId}/versions`);
    expect(versions.json().versions.map((version: { version: number }) => version.version)).toEqual([1]);
  });
});
