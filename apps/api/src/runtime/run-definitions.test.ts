import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counted, startCreatorTestServer, userTask } from '../creator/testing/creator-test-server.ts';
import type { TestServer } from '../testing/test-server.ts';
import { LatestVersions } from './latest-versions.ts';
import { RunDefinitions } from './run-definitions.ts';

// Issue 30 and 32: a published version is read once and kept, and what is kept is still its owner's only.
describe('RunDefinitions', () => {
  let server: TestServer;
  let taskId: string;
  let as: (method: 'POST' | 'PUT', url: string, payload?: object) => Promise<{ statusCode: number; json(): unknown }>;
  const maker = 'maker@example.com';
  const other = 'other@example.com';
  const first = userTask({ sequence: [counted('one', { text: { param: 'text' } })] });

  beforeAll(async () => {
    const started = await startCreatorTestServer();
    server = started.server;
    const token = await started.signIn(maker);
    as = (method, url, payload) =>
      server.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    taskId = await publishedTask();
  }, 60_000);
  afterAll(() => server?.close());

  /** Definitions as the server's runtime finds them: with the latest versions its publishes tell (decision 209). */
  const definitions = (latest: LatestVersions = server.app.taskwell.runtime.latestVersions) =>
    new RunDefinitions({
      db: server.app.taskwell.db,
      catalogue: { definitions: new Map(), tasks: [], unavailable: [], samplesDir: '' },
      latest,
    });
  /** A task of the maker's with its first version published. */
  async function publishedTask(): Promise<string> {
    const made = await as('POST', '/api/creator/tasks', { definition: first });
    const id = (made.json() as { creatorTaskId: string }).creatorTaskId;
    expect((await as('POST', `/api/creator/tasks/${id}/publish`)).statusCode).toBe(200);
    return id;
  }
  const run = (accountEmail: string, taskVersion: number, ofTask = taskId) => ({
    taskId: ofTask,
    accountEmail,
    taskVersion,
    draftDefinition: null,
    listingId: null,
  });

  /** How often each table was read so far (its scans, from the database's own statistics). */
  async function reads(): Promise<{ tasks: number; versions: number }> {
    const db = server.app.taskwell.database;
    await db.executeSql('SELECT pg_stat_force_next_flush()');
    const rows = await db.executeSql(
      `SELECT relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS scans FROM pg_stat_user_tables
       WHERE relname IN ('creator_tasks', 'creator_task_versions')`,
    );
    const scans = (name: string) => Number(rows.rows.find((row) => row.relname === name)?.scans ?? 0);
    return { tasks: scans('creator_tasks'), versions: scans('creator_task_versions') };
  }

  it.each([
    {
      given: 'the latest versions kept (the embedded database)',
      kept: true,
      later: 'nothing',
      want: { tasks: 0, versions: 0 },
    },
    {
      given: 'none kept (PostgreSQL, where other processes publish)',
      kept: false,
      later: 'the latest version number',
      want: { tasks: 1, versions: 0 },
    },
  ])('given $given should read a version once, later starts reading $later, runs nothing', async ({ kept, want }) => {
    const found = definitions(new LatestVersions({ kept }));
    const before = await reads();
    expect((await found.forStart(taskId, maker))?.taskVersion).toBe(1);
    const first = await reads();
    expect(first.versions - before.versions).toBe(1);
    const again = await found.forStart(taskId, maker);
    expect(again?.definition.name).toBe('Weekly brief');
    const second = await reads();
    expect({ tasks: second.tasks - first.tasks, versions: second.versions - first.versions }).toEqual(want);
    expect((await found.ofRun(run(maker, 1)))?.name).toBe('Weekly brief');
    expect(await reads()).toEqual(second);
  });

  it.each([
    { given: 'another user starting it', when: (found: RunDefinitions) => found.forStart(taskId, other) },
    {
      given: 'another user starting it once its latest version is kept',
      when: async (found: RunDefinitions) => {
        expect((await found.forStart(taskId, maker))?.taskVersion).toBe(1);
        return found.forStart(taskId, other);
      },
    },
    { given: "another user's run of that version", when: (found: RunDefinitions) => found.ofRun(run(other, 1)) },
    { given: 'a version never published', when: (found: RunDefinitions) => found.ofRun(run(maker, 9)) },
  ])('should find nothing for $given, though the version is kept', async ({ when }) => {
    const found = definitions();
    expect(await found.ofRun(run(maker, 1))).toBeDefined();
    expect(await when(found)).toBeUndefined();
  });

  it('should start the next version once it is published (the kept latest told of it), and still run the earlier one', async () => {
    // A task of its own: the other tests read version 1 as the latest of theirs, in any order.
    const republished = await publishedTask();
    const found = definitions();
    expect((await found.forStart(republished, maker))?.taskVersion).toBe(1);
    expect(
      (
        await as('PUT', `/api/creator/tasks/${republished}/draft`, {
          definition: { ...first, name: 'Monthly brief' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await as('POST', `/api/creator/tasks/${republished}/publish`)).statusCode).toBe(200);
    const next = await found.forStart(republished, maker);
    expect(next?.taskVersion).toBe(2);
    expect(next?.definition.name).toBe('Monthly brief');
    expect((await found.ofRun(run(maker, 1, republished)))?.name).toBe('Weekly brief');
  });
});
