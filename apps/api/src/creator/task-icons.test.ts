import { readFileSync } from 'node:fs';
import { unknownIconMessage } from '@taskwell/task-engine';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorTasks, creatorTaskVersions, storeListings } from '../db/schema.ts';
import { unlistedIconMessage } from '../marketplace/store-listings.ts';
import { as, publishedTask, sellableTask, setAccount, storeServices } from '../marketplace/testing/store-scenario.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 39: a task's icon is shown as an image on every buyer's page, so it is one of Taskwell's
// own pictures. An address elsewhere is refused with 422 wherever a definition comes in, a version
// that names one (published before the rule) cannot be listed, and migration 0022 clears those
// already stored.

const outside = 'https://tracker.example/pixel.gif?who=buyer';
const creator = 'icons@example.com';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [] });
  token = await server.signIn(creator);
  await setAccount(server, creator, { plan: 'Creator', balance: 100 });
}, 120_000);
afterAll(() => server?.close());

const call = (method: string, url: string, payload?: object) => as(server, token, method, url, payload);
const iconRefusal = {
  status: 422,
  code: 'invalid_task_definition',
  details: [{ path: '/imageName', message: unknownIconMessage }],
};

describe("a task icon that is not one of Taskwell's", () => {
  it('should be refused with 422 on create, save and both imports, and saved nowhere', async () => {
    const created = await call('POST', '/api/creator/tasks', { definition: sellableTask({ imageName: outside }) });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject(iconRefusal);

    const made = await call('POST', '/api/creator/tasks', { definition: sellableTask() });
    expect(made.statusCode).toBe(201);
    const taskId = made.json().creatorTaskId as string;
    const saved = await call('PUT', `/api/creator/tasks/${taskId}/draft`, {
      definition: sellableTask({ imageName: outside }),
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toMatchObject(iconRefusal);

    const file = { schemaVersion: 1, definition: sellableTask({ imageName: outside }) };
    for (const url of ['/api/creator/import', `/api/creator/tasks/${taskId}/import`]) {
      const imported = await call('POST', url, file);
      expect(imported.statusCode, url).toBe(422);
      expect(imported.json()).toMatchObject(iconRefusal);
    }

    const rows = await server.app.taskwell.db.select().from(creatorTasks).where(eq(creatorTasks.ownerEmail, creator));
    expect(rows.map((row) => row.draft.imageName)).not.toContain(outside);
  });

  it("should be the check's problem at /imageName, in the editor's words", async () => {
    const checked = await call('POST', '/api/creator/check', { definition: sellableTask({ imageName: outside }) });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().problems).toContainEqual({ path: '/imageName', message: unknownIconMessage });
  });

  it('given a version published with one before icons were checked should refuse to list it, writing no listing', async () => {
    const taskId = await publishedTask(server, token, sellableTask({ name: 'Old icon' }));
    await server.app.taskwell.db
      .update(creatorTaskVersions)
      .set({ definition: { ...sellableTask({ name: 'Old icon' }), id: taskId, imageName: outside } })
      .where(and(eq(creatorTaskVersions.taskId, taskId), eq(creatorTaskVersions.version, 1)));
    const put = await call('PUT', `/api/creator/tasks/${taskId}/listing`, { price: 5, visibility: 'public' });
    expect(put.statusCode).toBe(422);
    expect(put.json()).toMatchObject({ code: 'unknown_icon', message: unlistedIconMessage });
    const listed = await server.app.taskwell.db
      .select()
      .from(storeListings)
      .where(eq(storeListings.creatorTaskId, taskId));
    expect(listed).toEqual([]);
  });
});

describe('migration 0022', () => {
  it("should clear icons that are not Taskwell's from drafts, versions and listings, and keep the others", async () => {
    const kept = await publishedTask(server, token, sellableTask({ name: 'Kept icon' }));
    const cleared = await publishedTask(server, token, sellableTask({ name: 'Cleared icon' }));
    for (const taskId of [kept, cleared]) {
      const put = await call('PUT', `/api/creator/tasks/${taskId}/listing`, { price: 5, visibility: 'public' });
      expect(put.statusCode).toBe(200);
    }
    const { db } = server.app.taskwell;
    // As rows written before the rule could be.
    const [task] = await db.select().from(creatorTasks).where(eq(creatorTasks.id, cleared));
    const [listing] = await db.select().from(storeListings).where(eq(storeListings.creatorTaskId, cleared));
    await db
      .update(creatorTasks)
      .set({ draft: { ...task?.draft, imageName: outside } })
      .where(eq(creatorTasks.id, cleared));
    await db
      .update(creatorTaskVersions)
      .set({ definition: { ...task?.draft, imageName: outside } })
      .where(eq(creatorTaskVersions.taskId, cleared));
    await db
      .update(storeListings)
      .set({ card: { ...(listing?.card as NonNullable<typeof listing>['card']), imageName: outside } })
      .where(eq(storeListings.creatorTaskId, cleared));

    const migration = readFileSync(new URL('../../migrations/0022_task_icons.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await server.app.taskwell.database.executeSql(statement);
    }

    const icons = async (taskId: string) => {
      const [draft] = await db.select().from(creatorTasks).where(eq(creatorTasks.id, taskId));
      const [version] = await db.select().from(creatorTaskVersions).where(eq(creatorTaskVersions.taskId, taskId));
      const [card] = await db.select().from(storeListings).where(eq(storeListings.creatorTaskId, taskId));
      return [draft?.draft.imageName, version?.definition.imageName, card?.card.imageName];
    };
    expect(await icons(cleared)).toEqual(['', '', '']);
    const icon = sellableTask().imageName;
    expect(await icons(kept)).toEqual([icon, icon, icon]);
  });
});
