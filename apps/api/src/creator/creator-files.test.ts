import { readFileSync } from 'node:fs';
import { planKeys, taskCategories } from '@taskwell/domain';
import type { TaskDefinition } from '@taskwell/task-engine';
import { checkTaskDefinition, parseTaskDefinition, pointerOf, problemText, stepsOf } from '@taskwell/task-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueFile } from '../catalogue/task-catalogue.ts';
import { accounts } from '../db/schema.ts';
import { createServiceRegistry } from '../services/index.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 30, acceptance 5 and the one check's 422: every seeded task exports and imports to an
// identical definition; an export never holds a secret-looking step setting; a newer format is
// refused with a sentence; and saving or publishing a definition with problems answers 422 with
// exactly the problems the engine's parser or check gives (as `{path, message}`).

const services = createServiceRegistry({});
const seeded = JSON.parse(readFileSync(defaultCatalogueFile, 'utf8')) as TaskDefinition[];
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ services });
  token = await server.signIn('maker@example.com');
  await server.app.taskwell.db
    .update(accounts)
    .set({ plan: 'Explorer', balance: 100 })
    .where(eq(accounts.email, 'maker@example.com'));
}, 120_000);
afterAll(() => server?.close());

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, bearer = token) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, ...(payload ? { payload } : {}) });

/** The engine's problems in the contract's shape, worded as the editor lists them. */
const asDetails = (problems: { pointer: string; message: string }[], definition: unknown) =>
  problems.map((problem) => ({ path: problem.pointer, message: problemText(problem, definition) }));

describe('export and import', () => {
  it.each(seeded.map((definition) => definition.id))(
    '%s: should export and import to an identical definition',
    async (id) => {
      const definition = seeded.find((candidate) => candidate.id === id) as TaskDefinition;
      const imported = await as('POST', '/api/creator/import', { schemaVersion: 1, definition });
      expect(imported.statusCode, imported.body).toBe(201);
      const taskId = imported.json().creatorTaskId as string;
      const exported = await as('GET', `/api/creator/tasks/${taskId}/export`);
      expect(exported.json()).toEqual({ schemaVersion: 1, definition: { ...definition, id: taskId } });
      // And back again, over the draft: the same definition once more.
      const again = await as('POST', `/api/creator/tasks/${taskId}/import`, exported.json());
      expect(again.json().definition).toEqual({ ...definition, id: taskId });
    },
  );

  it('should leave out every step setting that looks like a secret, by its name or its value', async () => {
    const planted = {
      ...(seeded.find((definition) => definition.id === 'summarise-text') as TaskDefinition),
      flow: {
        step: 'summary',
        service: 'text.summary',
        output: 'Summary',
        inputs: { text: { param: 'text' } },
        options: {
          length: 'short',
          apiKey: 'planted-value-one',
          note: 'sk-live-4eC39HqLyjWDarjtT1zdp7dc',
          header: 'Bearer abcdefghijklmnopqrstuvwxyz012345',
        },
      },
    };
    const made = await as('POST', '/api/creator/tasks', { definition: planted });
    const exported = await as('GET', `/api/creator/tasks/${made.json().creatorTaskId}/export`);
    expect(exported.statusCode).toBe(200);
    for (const secret of [
      'planted-value-one',
      'sk-live-4eC39HqLyjWDarjtT1zdp7dc',
      'abcdefghijklmnopqrstuvwxyz012345',
    ]) {
      expect(exported.body).not.toContain(secret);
    }
    expect(exported.json().definition.flow.options).toEqual({ length: 'short' });
  });

  it('should keep the name its user gave a task when a file is imported into it (issue 39)', async () => {
    const made = await as('POST', '/api/creator/tasks', { name: 'Board pack' });
    const taskId = made.json().creatorTaskId as string;
    const definition = seeded.find((candidate) => candidate.id === 'summarise-text') as TaskDefinition;
    const imported = await as('POST', `/api/creator/tasks/${taskId}/import`, { schemaVersion: 1, definition });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().definition).toEqual({ ...definition, id: taskId, name: 'Board pack' });
    const listed = (await as('GET', '/api/creator/tasks')).json().tasks as { creatorTaskId: string; name: string }[];
    expect(listed.find((task) => task.creatorTaskId === taskId)?.name).toBe('Board pack');
  });

  it('should refuse a file of a newer format with 422 and a sentence saying so', async () => {
    const reply = await as('POST', '/api/creator/import', { schemaVersion: 2, definition: seeded[0] });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ code: 'newer_schema_version' });
    expect(reply.json().message).toContain('newer version of Taskwell (format 2)');
  });
});

describe('a definition with problems', () => {
  const broken = () => {
    const definition = structuredClone(seeded.find((candidate) => candidate.id === 'summarise-text') as TaskDefinition);
    definition.name = '';
    const [first] = stepsOf(definition.flow);
    if (first) first.inputs = {};
    return definition;
  };

  it('should save (a draft is work in progress) and list the problems the engine check gives', async () => {
    const made = await as('POST', '/api/creator/tasks', { name: 'Draft' });
    const taskId = made.json().creatorTaskId as string;
    const saved = await as('PUT', `/api/creator/tasks/${taskId}/draft`, { definition: broken() });
    expect(saved.statusCode).toBe(200);
    const want = checkTaskDefinition(
      { ...broken(), id: taskId },
      { services, plans: planKeys, categories: taskCategories.map((c) => c.name) },
    );
    expect(want.length).toBeGreaterThan(1);
    expect(saved.json().problems).toEqual(asDetails(want, broken()));
    const checked = await as('POST', '/api/creator/check', { definition: { ...broken(), id: taskId } });
    expect(checked.json().problems).toEqual(asDetails(want, broken()));
  });

  it('should refuse to publish it with 422 and the same problems', async () => {
    const made = await as('POST', '/api/creator/tasks', { definition: broken() });
    const taskId = made.json().creatorTaskId as string;
    const want = checkTaskDefinition(
      { ...broken(), id: taskId },
      { services, plans: planKeys, categories: taskCategories.map((c) => c.name) },
    );
    const published = await as('POST', `/api/creator/tasks/${taskId}/publish`);
    expect(published.statusCode).toBe(422);
    expect(published.json()).toMatchObject({ code: 'invalid_task_definition', details: asDetails(want, broken()) });
    expect((await as('GET', `/api/creator/tasks/${taskId}/versions`)).json()).toEqual({ versions: [] });
    const tested = await as('POST', `/api/creator/tasks/${taskId}/test-run`, {});
    expect(tested.statusCode).toBe(422);
    expect(tested.json().details).toEqual(asDetails(want, broken()));
  });

  it("should refuse to save what is not a task's shape with 422 and the parser's problems, saving nothing", async () => {
    const made = await as('POST', '/api/creator/tasks', { name: 'Kept' });
    const taskId = made.json().creatorTaskId as string;
    const shapeless = { ...broken(), powerFee: -1, flow: { sequence: 'no' }, colour: 'red' };
    const parsed = parseTaskDefinition({ ...shapeless, id: taskId });
    expect(parsed.ok).toBe(false);
    const saved = await as('PUT', `/api/creator/tasks/${taskId}/draft`, { definition: shapeless });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().details).toEqual(parsed.ok ? [] : asDetails(parsed.problems, shapeless));
    expect(saved.json().details).toContainEqual({
      path: pointerOf('colour'),
      message: '"colour" is not a field here.',
    });
    expect((await as('GET', `/api/creator/tasks/${taskId}`)).json().definition.name).toBe('Kept');
  });
});

describe('the words of problems (issue 39)', () => {
  it("should open a new task on a starting point whose problems are its card's, each said once", async () => {
    const made = await as('POST', '/api/creator/tasks', { name: 'Weekly brief' });
    expect(made.statusCode).toBe(201);
    expect(made.json().definition.name).toBe('Weekly brief');
    expect(made.json().problems).toEqual([
      { path: '/heading', message: 'Give the task a heading.' },
      { path: '/description', message: 'Give the task a description.' },
      { path: '/imageName', message: 'Choose an icon for the task.' },
      { path: '/category', message: 'Choose at least one category.' },
    ]);
  });

  it('should name a step by its place and its result, never by its id', async () => {
    const made = await as('POST', '/api/creator/tasks', { name: 'Order' });
    const taskId = made.json().creatorTaskId as string;
    const definition = made.json().definition as TaskDefinition;
    const summary = stepsOf(definition.flow)[0];
    const flow = {
      sequence: [
        { ...summary, step: 'step-3', inputs: { text: { step: 'step-4' } } },
        { step: 'step-4', service: 'text.keywords', output: 'Key words', inputs: { text: { param: 'text' } } },
      ],
    };
    const saved = await as('PUT', `/api/creator/tasks/${taskId}/draft`, { definition: { ...definition, flow } });
    const words = (saved.json().problems as { path: string; message: string }[]).find(
      (problem) => problem.path === '/flow/sequence/0/inputs/text/step',
    );
    expect(words?.message).toBe(
      'Step 1 "Summary": The input "text" takes the result of step 2 "Key words", which has not finished by then: it runs beside or after this step. Move this step below it, or choose another source.',
    );
    expect(JSON.stringify(saved.json().problems)).not.toMatch(/step-\d/);
  });
});

describe('plans and test runs', () => {
  it('should refuse every Creator Studio operation to a plan without task creation, with the plan message', async () => {
    const free = await server.signIn('free@example.com');
    const reply = await as('GET', '/api/creator/tasks', undefined, free);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ code: 'plan_required' });
    expect(reply.json().message).toContain('Explorer');
    expect((await as('POST', '/api/creator/tasks', { name: 'No' }, free)).statusCode).toBe(403);
  });

  it("should test-run a draft through the one runtime, charged to the creator with the draft's fee", async () => {
    const definition = {
      ...(seeded.find((candidate) => candidate.id === 'summarise-text') as TaskDefinition),
      powerFee: 7,
    };
    const made = await as('POST', '/api/creator/tasks', { definition });
    const taskId = made.json().creatorTaskId as string;
    const before = (await as('GET', '/api/otp/profile')).json().accountBalance as number;
    const started = await as('POST', `/api/creator/tasks/${taskId}/test-run`, {});
    expect(started.statusCode, started.body).toBe(200);
    expect((await as('GET', '/api/otp/profile')).json().accountBalance).toBe(before - 7);
    const requestId = started.json().requestId as string;
    let status = 'IN_PROGRESS';
    for (let tries = 0; status === 'IN_PROGRESS' && tries < 600; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await as('GET', `/api/runs/${requestId}`)).json().status;
    }
    expect(status).toBe('COMPLETED');
  });
});
