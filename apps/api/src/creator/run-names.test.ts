import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClient } from '../runtime/testing/run-client.ts';
import type { TestServer } from '../testing/test-server.ts';
import { counted, startCreatorTestServer, userTask } from './testing/creator-test-server.ts';

// Issue 30: Tasks in Process and My Assets name a task a user built as seeded tasks are named: a
// published version by the name it was published with, a test run by its draft's name.

let server: TestServer;
let token: string;
let taskId: string;
const runIds: Record<'first' | 'second' | 'test', string> = { first: '', second: '', test: '' };

function as(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  const started = await startCreatorTestServer();
  server = started.server;
  token = await started.signIn('namer@example.com');
  const client = runClient(server.app, token);
  const flow = { sequence: [counted('named-step', { text: { param: 'text' } })] };
  const made = await as('POST', '/api/creator/tasks', { definition: userTask(flow, { name: 'Weekly brief' }) });
  taskId = made.json().creatorTaskId;
  expect((await as('POST', `/api/creator/tasks/${taskId}/publish`)).statusCode).toBe(200);
  runIds.first = (await client.execute(taskId, { text: 'Monday' })).document.requestId;
  expect((await client.settle(runIds.first)).status).toBe('COMPLETED');

  await as('PUT', `/api/creator/tasks/${taskId}/draft`, {
    definition: userTask(flow, { name: 'Weekly brief, revised' }),
  });
  expect((await as('POST', `/api/creator/tasks/${taskId}/publish`)).statusCode).toBe(200);
  runIds.second = (await client.execute(taskId, { text: 'Tuesday' })).document.requestId;
  expect((await client.settle(runIds.second)).status).toBe('COMPLETED');

  await as('PUT', `/api/creator/tasks/${taskId}/draft`, {
    definition: userTask(flow, { name: 'Weekly brief, draft' }),
  });
  const tested = await as('POST', `/api/creator/tasks/${taskId}/test-run`, {});
  expect(tested.statusCode, tested.body).toBe(200);
  runIds.test = tested.json().requestId;
  expect((await client.settle(runIds.test)).status).toBe('COMPLETED');
}, 120_000);
afterAll(() => server?.close());

describe('given runs of two versions of a task a user built, and a test run of its draft', () => {
  it('should name each run in Tasks in Process by its version, and the test run by its draft', async () => {
    const listed = await as('GET', '/api/runs');
    expect(listed.statusCode, listed.body).toBe(200);
    const names = Object.fromEntries(
      (listed.json().items as { requestId: string; taskName: string }[]).map((run) => [run.requestId, run.taskName]),
    );
    expect(names).toEqual({
      [runIds.first]: 'Weekly brief',
      [runIds.second]: 'Weekly brief, revised',
      [runIds.test]: 'Weekly brief, draft',
    });
    expect((await as('GET', `/api/runs/${runIds.first}`)).json().taskName).toBe('Weekly brief');
  });

  it("should name the task that made each result in My Assets' lineage, with its step", async () => {
    const listed = await as('GET', '/api/assets');
    expect(listed.statusCode, listed.body).toBe(200);
    const lineages = (
      listed.json().items as { lineage?: { requestId: string; taskName: string; stepNumber?: number } }[]
    )
      .flatMap((asset) => (asset.lineage ? [asset.lineage] : []))
      .filter((lineage) => lineage.requestId === runIds.first || lineage.requestId === runIds.second);
    expect(lineages.length).toBeGreaterThanOrEqual(2);
    for (const lineage of lineages) {
      expect(lineage.taskName).toBe(lineage.requestId === runIds.first ? 'Weekly brief' : 'Weekly brief, revised');
      expect(lineage.stepNumber).toBe(1);
    }
  });
});
