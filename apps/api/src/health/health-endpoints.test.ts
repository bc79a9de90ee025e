import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// GET /healthz and /readyz of the API (issue 27, decision 114), on the embedded database.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

/**
 * `/readyz` until it answers `status`: a round of checks answers every caller for a second
 * (decision 114), so a change shows within about two seconds, never on the next call for sure.
 */
async function readyzUntil(status: number) {
  let response: Awaited<ReturnType<typeof get>> | undefined;
  await expect
    .poll(
      async () => {
        response = await get('/readyz');
        return response.statusCode;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(status);
  return response as Awaited<ReturnType<typeof get>>;
}

describe('the health endpoints', () => {
  it('given GET /healthz should answer 200 ok with no credentials', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('given a migrated database and its files at hand should answer /readyz 200 with each check', async () => {
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: [
        { name: 'database', status: 'ok' },
        { name: 'migrations', status: 'ok' },
        { name: 'object-store', status: 'ok' },
      ],
    });
  });

  it('given a migration the database lacks should answer 503 naming the migrations check', async () => {
    const { database } = server.app.taskwell;
    const [latest] = (
      await database.executeSql(
        'SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
        [],
      )
    ).rows;
    await database.executeSql('DELETE FROM drizzle.__drizzle_migrations WHERE id = $1', [latest?.id]);
    try {
      const response = await readyzUntil(503);
      // Which migration is missing is the log's to say, not an anonymous caller's to read.
      const { requestId: _, ...body } = response.json() as Record<string, unknown>;
      expect(body).toEqual({
        status: 503,
        code: 'not_ready',
        message: 'Not ready: migrations.',
        details: [{ path: '/checks/migrations', message: 'failed' }],
      });
    } finally {
      await database.executeSql('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [
        latest?.id,
        latest?.hash,
        latest?.created_at,
      ]);
    }
    await readyzUntil(200);
  });

  it('given a registered check that hangs should answer 503 within 2 s naming it, and 200 once it is removed', async () => {
    const remove = server.app.taskwell.probes.add({ name: 'hung-part', check: () => new Promise(() => undefined) });
    let removed = false;
    try {
      const started = performance.now();
      const response = await get('/readyz');
      expect(performance.now() - started).toBeLessThan(2000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ details: [{ path: '/checks/hung-part' }] });
      remove();
      removed = true;
      await readyzUntil(200);
    } finally {
      if (!removed) remove();
    }
  });

  it('given many anonymous calls at once should run the checks once and answer them all alike', async () => {
    let runs = 0;
    const remove = server.app.taskwell.probes.add({
      name: 'counted',
      check: async () => {
        runs += 1;
      },
    });
    try {
      const replies = await Promise.all(Array.from({ length: 25 }, () => get('/readyz')));
      expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
      expect(replies[0]?.statusCode).toBe(200);
      expect(runs).toBe(1);
    } finally {
      remove();
    }
  });
});
