import { planKeys, taskCategories } from '@taskwell/domain';
import { checkTaskDefinition, type TaskDefinition } from '@taskwell/task-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { createServiceRegistry } from '../services/index.ts';
import { onPostgres, startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  DefinitionJson,
  type DefinitionOperation,
  definitionOperations,
  definitionRequest,
  nestedFlow,
} from './testing/definition-requests.ts';
import { everyFieldTask } from './testing/every-field-task.ts';

// Issue 39, point 2: a control character or a lone surrogate anywhere in a task definition, and a
// flow nested thousands of levels deep, are answered 422 with the problem at its JSON pointer by
// every operation that takes a definition, before any query (the database refuses such text, and
// reading such a flow without a limit overflowed the stack: both were 500s). Line breaks and tabs
// stay allowed in prose. Runs on PGlite and on PostgreSQL.

const database = onPostgres ? 'PostgreSQL' : 'PGlite';
const services = createServiceRegistry({});
let server: TestServer;
let token: string;
let creatorTaskId: string;

beforeAll(async () => {
  server = await startTestServer({ services });
  token = await server.signIn('hostile@example.com');
  await server.app.taskwell.db
    .update(accounts)
    .set({ plan: 'Explorer', balance: 100 })
    .where(eq(accounts.email, 'hostile@example.com'));
  const made = await server.app.inject(
    definitionRequest('createCreatorDraft', everyFieldTask(), { token, creatorTaskId: '' }),
  );
  expect(made.statusCode, made.body).toBe(201);
  creatorTaskId = made.json().creatorTaskId;
}, 120_000);
afterAll(() => server?.close());

const send = (operationId: DefinitionOperation, definition: unknown, bearer: string | undefined = token) =>
  server.app.inject(definitionRequest(operationId, definition, { token: bearer, creatorTaskId }));

/** The every-field task with one string replaced, at its JSON pointer. */
function replaced(pointer: string, value: string): TaskDefinition {
  const definition = everyFieldTask() as unknown as Record<string, unknown>;
  const segments = pointer.slice(1).split('/');
  const last = segments.pop() as string;
  let parent: Record<string, unknown> = definition;
  for (const segment of segments) parent = parent[segment] as Record<string, unknown>;
  expect(typeof parent[last], pointer).toBe('string');
  parent[last] = value;
  return definition as unknown as TaskDefinition;
}

const hostile = [
  { given: 'a NUL', value: 'Weekly\u0000brief' },
  { given: 'an escape (C0)', value: '\u001b[31mWeekly' },
  { given: 'a C1 control', value: 'Weekly\u0085brief' },
  { given: 'a lone high surrogate', value: 'Weekly \ud800' },
  { given: 'a lone low surrogate', value: '\udfffWeekly' },
];
const places = ['/name', '/heading', '/flow/sequence/0/step', '/flow/sequence/0/options/length', '/description'];

describe(`hostile text in a task definition (${database})`, () => {
  it.each(
    definitionOperations.flatMap((operationId) =>
      places.flatMap((pointer) => hostile.map(({ given, value }) => ({ operationId, pointer, given, value }))),
    ),
  )(
    '$operationId: given $given at $pointer, should answer 422 naming that place',
    async ({ operationId, pointer, value }) => {
      const reply = await send(operationId, replaced(pointer, value));
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json()).toMatchObject({ code: 'invalid_task_definition' });
      expect(reply.json().details.map((detail: { path: string }) => detail.path)).toContain(pointer);
    },
  );

  it('should never call a definition with a lone surrogate publishable', async () => {
    const reply = await send('checkCreatorDefinition', replaced('/name', 'Brief \ud83d'));
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json().details).toContainEqual(expect.objectContaining({ path: '/name' }));
  });

  it('should keep the draft as it was when a save or an import is refused', async () => {
    for (const operationId of ['saveCreatorDraft', 'importIntoCreatorDraft'] as const) {
      expect((await send(operationId, replaced('/name', 'Bad\u0000name'))).statusCode).toBe(422);
    }
    const draft = await server.app.inject({
      method: 'GET',
      url: `/api/creator/tasks/${creatorTaskId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(draft.json().definition.name).toBe('Weekly brief');
  });

  it('should answer before any query: the same 422 without credentials', async () => {
    for (const operationId of definitionOperations) {
      const reply = await send(operationId, replaced('/name', 'Bad\u0000name'), undefined);
      expect(reply.statusCode, `${operationId}: ${reply.body}`).toBe(422);
    }
  });

  it('should keep line breaks and tabs in prose (the description, a fixed text, a prompt) and refuse them in a name', async () => {
    const prose = replaced('/description', 'First line.\r\n\tIndented second line.');
    const saved = await send('saveCreatorDraft', prose);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().problems).toEqual([]);
    const checked = await send(
      'checkCreatorDefinition',
      replaced('/flow/sequence/1/parallel/0/inputs/Note/value', 'A\n\tB'),
    );
    expect(checked.statusCode, checked.body).toBe(200);
    const named = await send('saveCreatorDraft', replaced('/name', 'Weekly\nbrief'));
    expect(named.statusCode, named.body).toBe(422);
    expect(named.json().details).toContainEqual(expect.objectContaining({ path: '/name' }));
  });

  it('should find the every-field task free of problems (the baseline is valid)', () => {
    const problems = checkTaskDefinition(everyFieldTask(), {
      services,
      plans: planKeys,
      categories: taskCategories.map((category) => category.name),
    });
    expect(problems).toEqual([]);
  });
});

describe(`a flow nested beyond the limit (${database})`, () => {
  const deep = DefinitionJson.withFlow(everyFieldTask(), nestedFlow(4_000));

  it('should be about 60 KB, under the body limit', () => {
    const size = String(definitionRequest('importCreatorTask', deep, { creatorTaskId: '' }).payload).length;
    expect(size).toBeGreaterThan(50_000);
    expect(size).toBeLessThan(65_536);
  });

  it.each(definitionOperations)('%s: should answer 422 naming the limit, and keep answering', async (operationId) => {
    const reply = await send(operationId, deep);
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(422);
    expect(reply.json().code).toBe('invalid_task_definition');
    expect(reply.json().details[0].message).toMatch(/at most \d+ levels/);
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
