import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPgliteTemplate } from './database-template.ts';
import { PglitePool } from './pglite-pool.ts';
import { startTestServer } from './test-server.ts';

// Decision 190: a test server's embedded database is lent from its worker's pool and given back
// when the server closes. A database lent again must hold exactly what a fresh copy of the template
// holds, whatever the server before did; one whose schema a test changed is never lent again.

/** Every table's rows and every sequence's state, as one text per table or sequence. */
async function contents(client: PGlite): Promise<Record<string, string>> {
  const tables = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const found: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = await client.query<{ rows: string }>(
      `SELECT count(*) || ' ' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS rows FROM ${name} t`,
    );
    found[name] = rows.rows[0]?.rows ?? '';
  }
  const sequences = await client.query<{ name: string; state: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value::text, 'unused') AS state FROM pg_sequences`,
  );
  for (const { name, state } of sequences.rows) found[`sequence ${name}`] = state;
  return found;
}

const template = readPgliteTemplate();
/** The clock the file's pool compares loans by: the real one unless a test moves it. */
let movedClock: number | undefined;
// One pool for the file: each start loads the template into a new PGlite (most of this file's CPU),
// so the tests lend one database at a time from it and count what each loan did by differences.
// With one loan out at a time, at most one database is idle between tests, in any order.
const pool = new PglitePool(
  () => template,
  () => movedClock ?? Date.now(),
);
/** The contents of a fresh copy of the template: the pool's first database, read before any server. */
let fresh: Record<string, string>;

beforeAll(async () => {
  const first = await pool.lend();
  expect(pool.started).toBe(1);
  fresh = await contents(first.client);
  await first.giveBack();
}, 120_000);

afterAll(async () => {
  // The database left idle (every test gives back what it lent) is closed with the file.
  await (await pool.lend()).client.close();
});

describe('a pool of embedded test databases', () => {
  it('lends a database a server used back with exactly the contents of a fresh copy of the template', async () => {
    const first = await pool.lend();
    const server = await startTestServer({ database: { kind: 'pglite', client: first.client } });
    // Rows in many tables: an account, its session, its ledger, a run and its queue job.
    const token = await server.signIn('pool@example.com');
    const run = await server.app.inject({
      method: 'POST',
      url: '/api/execute/task',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        taskId: 'summarise-text',
        parameters: {
          text: {
            metadata: { 'Content-Type': 'text/plain' },
            value: 'The office opens in May. It has room. We move on Monday.',
          },
          length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
        },
        character: { name: 'EMPTY', content: '' },
      },
    });
    expect(run.statusCode).toBe(200);
    const used = await contents(first.client);
    expect(used).not.toEqual(fresh);
    await server.close();
    await first.giveBack();

    const reused = pool.reused;
    const second = await pool.lend();
    expect(pool.reused).toBe(reused + 1);
    expect(await contents(second.client)).toEqual(fresh);
    await second.giveBack();
  });

  it('stops answering a server once given back, and refuses a replaced method', async () => {
    const lent = await pool.lend();
    expect(() => {
      (lent.client as unknown as Record<string, unknown>).query = () => undefined;
    }).toThrow(/cannot be changed/);
    await lent.giveBack();
    expect(() => lent.client.query('SELECT 1')).toThrow(/given back/);
  });

  it('never lends again a database whose schema a test changed', async () => {
    const altered = await pool.lend();
    await altered.client.exec('CREATE TABLE left_behind (id int)');
    await altered.giveBack();
    const { reused, started } = pool;
    const next = await pool.lend();
    expect(pool.reused).toBe(reused);
    expect(pool.started).toBe(started + 1);
    const tables = await next.client.query(`SELECT 1 FROM pg_tables WHERE tablename = 'left_behind'`);
    expect(tables.rows).toEqual([]);
    await next.giveBack();
  });

  it('never lends again a database a server left in a transaction', async () => {
    const open = await pool.lend();
    await open.client.exec('BEGIN');
    await open.giveBack();
    const { reused, started } = pool;
    await (await pool.lend()).giveBack();
    expect(pool.reused).toBe(reused);
    expect(pool.started).toBe(started + 1);
  });

  it('never lends again a database given back at a clock later than now (a test that moved Date)', async () => {
    // The pool's own clock is moved, not Date: an embedded database that ran statements under a
    // faked Date keeps a timeout's alarm on that clock (the spin this rule exists for).
    movedClock = new Date('2030-03-17T09:00:00Z').getTime();
    try {
      const moved = await pool.lend();
      await moved.client.query('SELECT 1');
      await moved.giveBack();
    } finally {
      movedClock = undefined;
    }
    const { reused, started } = pool;
    const next = await pool.lend();
    expect(pool.reused).toBe(reused);
    expect(pool.started).toBe(started + 1);
    await next.giveBack();
    // Given back at the real clock, it is lent again.
    await (await pool.lend()).giveBack();
    expect(pool.reused).toBe(reused + 1);
  });
});
