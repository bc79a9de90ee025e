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

describe('the health endpoints', () => {
  it('given GET /healthz should answer 200 ok with no credentials', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('given a migrated database and its files at hand should answer /readyz 200 with each check', async () => {
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: string; checks: { name: string; ms: number }[] };
    expect(body.status).toBe('ready');
    expect(body.checks.map((check) => check.name)).toEqual(['database', 'migrations', 'object-store']);
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
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 503,
        code: 'not_ready',
        message: 'Not ready: migrations.',
        details: [
          { path: '/checks/migrations', message: expect.stringMatching(/^1 of \d+ migrations not applied: 00/) },
        ],
      });
    } finally {
      await database.executeSql('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [
        latest?.id,
        latest?.hash,
        latest?.created_at,
      ]);
    }
    expect((await get('/readyz')).statusCode).toBe(200);
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
      expect((await get('/readyz')).statusCode).toBe(200);
    } finally {
      if (!removed) remove();
    }
  });
});
