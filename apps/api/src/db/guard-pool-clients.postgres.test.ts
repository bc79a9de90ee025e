import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDependencyOutage } from '../errors/dependency-outage.ts';
import { testDatabase } from '../testing/test-server.ts';
import { guardPoolClients } from './guard-pool-clients.ts';

// Issue 42 on a real PostgreSQL server (PostgreSQL run only): a connection the server ends while a
// caller holds it neither crashes the process (an unheard 'error' event) nor is lost to the pool.

let database: Awaited<ReturnType<typeof testDatabase>>;
let url: string;
let admin: pg.Client;

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  url = database.options.url;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
}, 120_000);

afterAll(async () => {
  await admin?.end();
  await database?.drop();
});

async function terminate(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
}

describe('guardPoolClients', () => {
  it('given a held connection the server ends should report it, give it back, and ignore the holder giving it back again', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const reported: Error[] = [];
    guardPoolClients(pool, (error) => reported.push(error));
    const held = await pool.connect();
    await terminate(held);
    // Without a listener of its own this 'error' event would end the process; the pool would keep
    // the client counted as in use until the holder gave it back, which Drizzle's failed BEGIN never does.
    await vi.waitFor(() => expect(pool.totalCount).toBe(0), { timeout: 10_000, interval: 10 });
    expect(reported.length).toBe(1);
    expect(isDependencyOutage(reported[0])).toBe(true);
    expect(() => held.release()).not.toThrow();
    const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
    expect(rows[0]?.one).toBe(1);
    await pool.end();
  });

  it('given transactions whose connection dies should keep the pool whole: later queries run and it closes', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    guardPoolClients(pool, () => undefined);
    const db = drizzle({ client: pool });
    for (let round = 0; round < 4; round += 1) {
      const failure = await db
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
        })
        .catch((error: unknown) => error);
      expect(isDependencyOutage(failure), String(failure)).toBe(true);
    }
    const { rows } = await db.execute<{ one: number }>(sql`SELECT 1 AS one`);
    expect(rows[0]?.one).toBe(1);
    expect(pool.waitingCount).toBe(0);
    await pool.end();
  });
});
