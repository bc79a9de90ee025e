import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/test-server.ts';
import { until } from '../testing/until.ts';
import { type OpenDatabase, openDatabase } from './open-database.ts';
import { preparedRows, replanAfterUses } from './prepared-statements.ts';
import { queryRows } from './query-rows.ts';

// Runs on PGlite and, in the PostgreSQL run, on a real server through a pool of one connection (so
// that the connection asked about is the one the statement was prepared on).
let made: Awaited<ReturnType<typeof testDatabase>>;
let database: OpenDatabase;
const idleErrors: Error[] = [];
const table = `prepared_probe_${process.pid}`;

beforeAll(async () => {
  made = await testDatabase();
  const options = made.options.kind === 'postgres' ? { ...made.options, maxConnections: 1 } : made.options;
  database = await openDatabase(options, (error) => idleErrors.push(error));
  await database.executeSql(`CREATE TABLE ${table} (id int PRIMARY KEY, label text NOT NULL)`);
  await database.executeSql(`INSERT INTO ${table} VALUES (1, 'one'), (2, 'two')`);
}, 120_000);

afterAll(async () => {
  await database?.executeSql(`DROP TABLE IF EXISTS ${table}`);
  await database?.close();
  await made?.drop();
});

/** The statements the (one) session holds for `text`: how many, and how often each was planned. */
async function preparedOf(text: string): Promise<{ count: number; plans: number }> {
  const rows = await queryRows(
    database.db,
    sql`SELECT count(*)::int AS count, coalesce(sum(generic_plans + custom_plans), 0)::int AS plans
        FROM pg_prepared_statements WHERE statement = ${text}`,
  );
  return { count: Number(rows[0]?.count), plans: Number(rows[0]?.plans) };
}

const labelText = (marker: string) => `SELECT label FROM ${table} WHERE id = $1 /* ${marker} */`;
const labelOf = (marker: string, id: number) =>
  preparedRows(
    database.db,
    sql.join([sql.raw(`SELECT label FROM ${table} WHERE id = `), sql`${id}`, sql.raw(` /* ${marker} */`)]),
  );

describe('preparedRows', () => {
  it('given one statement run three times with different values should prepare it once and plan each run from it', async () => {
    expect(await labelOf('reuse', 1)).toEqual([{ label: 'one' }]);
    expect(await labelOf('reuse', 2)).toEqual([{ label: 'two' }]);
    expect(await labelOf('reuse', 3)).toEqual([]);
    expect(await preparedOf(labelText('reuse'))).toEqual({ count: 1, plans: 3 });
  });

  it('given values of the types the run path sends should give rows as the plain statement gives them', async () => {
    const query = sql`SELECT ${JSON.stringify({ a: [1, 'b'] })}::jsonb AS doc, ${'2026-12-23T10:00:00.000Z'}::timestamptz AS at,
      ${7}::int AS n, ${null}::text AS nothing, true AS yes, ${'x'} AS text`;
    const plain = await queryRows(database.db, query);
    expect(await preparedRows(database.db, query)).toEqual(plain);
    expect(plain[0]?.doc).toEqual({ a: [1, 'b'] });
  });

  it("given a migration that changes the shape of a prepared statement's result should prepare it again, not fail", async () => {
    const everything = () => preparedRows(database.db, sql.raw(`SELECT * FROM ${table} ORDER BY id /* shape */`));
    expect(await everything()).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
    await database.executeSql(`ALTER TABLE ${table} ADD COLUMN note text NOT NULL DEFAULT 'added'`);
    // PostgreSQL answers the old statement with "cached plan must not change result type".
    expect(await everything()).toEqual([
      { id: 1, label: 'one', note: 'added' },
      { id: 2, label: 'two', note: 'added' },
    ]);
    await database.executeSql(`ALTER TABLE ${table} DROP COLUMN note`);
    expect(await everything()).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
  });

  it("given the session's statements gone (the connection replaced; DISCARD ALL embedded) should prepare again on the next run", async () => {
    expect(await labelOf('gone', 1)).toEqual([{ label: 'one' }]);
    expect((await preparedOf(labelText('gone'))).count).toBe(1);
    if (database.kind === 'postgres') {
      // A restart's effect on the pool: its connection ended by the server, a new one opened.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      const before = idleErrors.length;
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      await admin.end();
      await until('the pool to drop its ended connection', () => (idleErrors.length > before ? true : undefined));
    } else {
      await database.executeSql('DISCARD ALL');
    }
    expect((await preparedOf(labelText('gone'))).count).toBe(0);
    expect(await labelOf('gone', 2)).toEqual([{ label: 'two' }]);
    expect(await preparedOf(labelText('gone'))).toEqual({ count: 1, plans: 1 });
  });

  it('given a statement used past each threshold of uses should prepare it again, so its plan follows the tables', async () => {
    const uses = async (count: number) => {
      for (let use = 0; use < count; use += 1) expect(await labelOf('growth', 1)).toEqual([{ label: 'one' }]);
    };
    /** How often the newest preparation of the statement was planned, and how many names it has had here. */
    const newest = async () => {
      const rows = await queryRows(
        database.db,
        sql`SELECT generic_plans + custom_plans AS plans, name FROM pg_prepared_statements
            WHERE statement = ${labelText('growth')}`,
      );
      const byAge = rows.map((row) => ({ name: String(row.name), plans: Number(row.plans) }));
      // Names come from one sequence in base 36, so the longest, then the largest, is the newest.
      byAge.sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name));
      return byAge.at(-1);
    };
    await uses(replanAfterUses);
    const first = await newest();
    expect(first?.plans).toBe(replanAfterUses);
    // The next use prepares it under a new name, planned anew from the tables as they are then.
    await uses(1);
    const second = await newest();
    expect(second?.name).not.toBe(first?.name);
    expect(second?.plans).toBe(1);
    // Then not again until four times as many uses in all.
    await uses(replanAfterUses * 3 - 1);
    expect(await newest()).toEqual({ name: second?.name, plans: replanAfterUses * 3 });
    await uses(1);
    const third = await newest();
    expect(third?.name).not.toBe(second?.name);
    expect(third?.plans).toBe(1);
  });

  it("given a transaction's handle should run the statement inside that transaction, unprepared", async () => {
    let inside: Record<string, unknown>[] = [];
    const rolledBack = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`UPDATE ${table} SET label = 'changed' WHERE id = 1`));
        inside = await preparedRows(tx, sql.raw(`SELECT label FROM ${table} WHERE id = 1 /* tx */`));
        tx.rollback();
      })
      .then(
        () => false,
        () => true,
      );
    expect(rolledBack).toBe(true);
    expect(inside).toEqual([{ label: 'changed' }]);
    expect(await labelOf('after-tx', 1)).toEqual([{ label: 'one' }]);
    expect((await preparedOf(`SELECT label FROM ${table} WHERE id = 1 /* tx */`)).count).toBe(0);
  });
});
